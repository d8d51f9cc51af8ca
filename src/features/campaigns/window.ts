/**
 * When a campaign runs: its dates (`YYYY-MM-DD`) and its daily hours (`HH:MM[:SS]`, shown as `HH:MM`), and
 * the price after its discount. A whole-day window (00:00 to 23:59) is not shown as hours.
 */
export interface CampaignWindow {
  from: string | null;
  to: string | null;
  /** Daily hours, or null when the campaign runs all day. */
  hours: { from: string; to: string } | null;
}

const date = (value: string | null | undefined) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null);
function clock(value: string | null | undefined): string | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(value ?? '');
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]!}` : null;
}

export function campaignWindow(campaign: {
  available_date_starts?: string | null | undefined;
  available_date_ends?: string | null | undefined;
  start_time?: string | null | undefined;
  end_time?: string | null | undefined;
}): CampaignWindow {
  const from = clock(campaign.start_time);
  const to = clock(campaign.end_time);
  const allDay = from === '00:00' && (to === '23:59' || to === '24:00');
  return { from: date(campaign.available_date_starts), to: date(campaign.available_date_ends), hours: from && to && !allDay ? { from, to } : null };
}

/** The campaign price: a percentage off, or an amount off (never below zero). */
export function campaignPrice(price: number, discount: number, type: string | undefined): number {
  if (!(discount > 0)) return price;
  const off = type === 'percent' ? (price * discount) / 100 : discount;
  return Math.max(0, Math.round((price - off) * 100) / 100);
}
