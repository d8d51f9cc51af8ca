/**
 * Delivery times in the customer's language. A store's `delivery_time` arrives as the operator's text
 * ("25-35 min", "1-2 hours", "2-3 days"): a range and a unit the app reads and says again in its own words,
 * with the range kept as one left-to-right unit ("25-35 دقيقة", never "دقيقة 35-25"). Text in another shape
 * is shown as it came.
 */
import { t } from './i18n';

const UNITS = { minutes: /^(m|min|mins|minute|minutes)$/i, hours: /^(h|hr|hrs|hour|hours)$/i, days: /^(d|day|days)$/i } as const;

export type DurationUnit = keyof typeof UNITS;

export interface DurationRange {
  min: number;
  max: number;
  unit: DurationUnit;
}

/** "25-35 min" → { min: 25, max: 35, unit: 'minutes' }; "30 min" → 30 to 30; anything else → null. */
export function parseDuration(text: string | null | undefined): DurationRange | null {
  const match = /^\s*(\d+)\s*(?:[-–—~]\s*(\d+))?\s*([a-z]+)\s*$/i.exec(text ?? '');
  if (!match) return null;
  const unit = (Object.keys(UNITS) as DurationUnit[]).find((name) => UNITS[name].test(match[3] ?? ''));
  if (!unit) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  return { min: Math.min(min, max), max: Math.max(min, max), unit };
}

/** A range of minutes, hours or days, said in the active language. */
export function durationText(range: DurationRange): string {
  const span = range.min === range.max ? String(range.min) : `${range.min}-${range.max}`;
  return t(`common.duration.${range.unit}`, { range: span });
}

/** A store's delivery time as the customer reads it (the operator's text when the app cannot read it). */
export function deliveryTimeText(text: string): string {
  const range = parseDuration(text);
  return range ? durationText(range) : text;
}
