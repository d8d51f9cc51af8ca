/**
 * An item's daily availability window on the operator's clock (`HH:MM[:SS]`). A window whose end is before
 * its start runs past midnight. Outside the window the item shows 'Not Available now' with the window,
 * and can be ordered only when it allows scheduled orders.
 */
export interface Availability {
  availableNow: boolean;
  starts: string;
  ends: string;
  /** Outside the window and not orderable for later either. */
  blocked: boolean;
}

const seconds = (time: string) => {
  const [h = '0', m = '0', s = '0'] = time.split(':');
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
};

export function availability(item: { available_time_starts?: string | undefined; available_time_ends?: string | undefined; schedule_order?: boolean | undefined }, now: Date): Availability {
  const starts = item.available_time_starts || '00:00:00';
  const ends = item.available_time_ends || '23:59:59';
  const at = now.getHours() * 3600 + now.getMinutes() * 60 + now.getSeconds();
  const from = seconds(starts);
  const to = seconds(ends);
  const availableNow = from <= to ? at >= from && at <= to : at >= from || at <= to;
  return { availableNow, starts: starts.slice(0, 5), ends: ends.slice(0, 5), blocked: !availableNow && !item.schedule_order };
}
