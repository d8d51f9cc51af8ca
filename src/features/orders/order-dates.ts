/**
 * Order times on the operator's clock: the server stamps statuses as UTC instants (`2025-02-03T18:20:00.000000Z`,
 * or Laravel's `2025-02-03 18:20:00`), shown as the wall time where the stores are, whatever the device's
 * zone. A scheduled time (`schedule_at`) already is that wall time and is shown as it is.
 */
import { dateTimeFormat } from '@/lib/intl-formats';
import { operatorNow } from '@/lib/operator-time';

/** The instant a server stamp names, or null when it names none. */
export function parseStamp(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const [, day, time, zone] = match;
  const date = new Date(`${day}T${time}${zone ?? 'Z'}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A wall time without a zone (`2026-11-25 10:00:00`) as a local Date with those fields. */
export function parseWallTime(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return new Date(y, mo - 1, d, h, mi);
}

/** The operator's wall time of a server stamp. */
export function operatorTimeOf(value: string | null | undefined): Date | null {
  const instant = parseStamp(value);
  return instant ? operatorNow(instant) : null;
}

const localeOf = (language: string) => (language === 'ar' ? 'ar-u-nu-latn' : language);

/** "Feb 3, 2025, 10:20 PM": date and time of a wall time, Latin digits in Arabic too (like prices). */
export function formatOrderDateTime(date: Date, language: string): string {
  return dateTimeFormat(localeOf(language), { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(date);
}

/** "10:20 PM" */
export function formatOrderTime(date: Date, language: string): string {
  return dateTimeFormat(localeOf(language), { hour: 'numeric', minute: '2-digit' }).format(date);
}
