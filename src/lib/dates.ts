/**
 * Date helpers over date-fns (the only module that imports it). Times are wall-clock times in the
 * customer's view; the API receives `yyyy-MM-dd hh:mm a` and answers `yyyy-MM-dd HH:mm:ss`.
 */
import { addDays, addHours, differenceInMinutes, isValid } from 'date-fns';
import { dateTimeFormat } from './intl-formats';

/** The default display format (spec: YYYY-MM-DD HH:mm). */
export const DISPLAY_FORMAT = 'yyyy-MM-dd HH:mm';
/** What the API accepts for pickup and schedule times. */
export const WIRE_FORMAT = 'yyyy-MM-dd hh:mm a';
/** `<input type="datetime-local">` value format. */
export const INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";

const pad = (value: number) => String(value).padStart(2, '0');
const day = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

// The three fixed formats are written by hand: date-fns `format` would add several kilobytes to every
// rental screen for patterns that never change.
export function formatDisplay(date: Date): string {
  return `${day(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function formatWire(date: Date): string {
  const hours = date.getHours() % 12 === 0 ? 12 : date.getHours() % 12;
  return `${day(date)} ${pad(hours)}:${pad(date.getMinutes())} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

export function formatInput(date: Date): string {
  return `${day(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([AaPp][Mm]))?)?$/;

/**
 * Parses `yyyy-MM-ddTHH:mm`, `yyyy-MM-dd HH:mm[:ss]` or `yyyy-MM-dd hh:mm a` as a local wall time, then ISO
 * timestamps; null when invalid. (A small parser instead of date-fns `parse`, which is heavy.)
 */
export function parseDateTime(value: string | null | undefined): Date | null {
  if (!value) return null;
  const text = value.trim();
  const match = PATTERN.exec(text);
  if (match) {
    const [, y, mo, d, h = '0', mi = '0', s = '0', meridiem] = match;
    let hours = Number(h);
    if (meridiem) {
      if (hours < 1 || hours > 12) return null;
      hours = (hours % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
    }
    const date = new Date(Number(y), Number(mo) - 1, Number(d), hours, Number(mi), Number(s));
    return isValid(date) && date.getMonth() === Number(mo) - 1 && hours < 24 && Number(mi) < 60 ? date : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const iso = new Date(text);
  return isValid(iso) ? iso : null;
}

export function nextDay(date: Date): Date {
  return addDays(date, 1);
}

export function plusHours(date: Date, hours: number): Date {
  return addHours(date, hours);
}

export function hoursBetween(from: Date, to: Date): number {
  return differenceInMinutes(to, from) / 60;
}

export function isUpcoming(date: Date, now: Date): boolean {
  return date.getTime() > now.getTime();
}

/** Earliest default pickup hour: a suggestion in the small hours would meet closed providers. */
export const EARLIEST_DEFAULT_PICKUP_HOUR = 8;

/** The next whole hour at least `leadHours` from now (moved to 08:00 when that falls in the night). */
export function defaultPickup(now: Date, leadHours = 2): Date {
  const next = addHours(now, leadHours);
  next.setMinutes(0, 0, 0);
  if (next.getHours() < EARLIEST_DEFAULT_PICKUP_HOUR) next.setHours(EARLIEST_DEFAULT_PICKUP_HOUR);
  return next;
}

/**
 * A short, localised date and time ("Tue, 24 Nov, 3:00 PM") through the platform's Intl (no locale data to
 * download); Arabic keeps Latin digits, like prices.
 */
export function formatShortDateTime(date: Date, language: string): string {
  const locale = language === 'ar' ? 'ar-u-nu-latn' : language;
  return dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(date);
}

/** The time of day ("3:00 PM"), localised through Intl; Arabic keeps Latin digits. */
export function formatTime(date: Date, language: string): string {
  const locale = language === 'ar' ? 'ar-u-nu-latn' : language;
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);
}

/** Calendar days from `now` to `date` (0 = the same day, 1 = the next, -1 = the day before). */
export function daysFrom(now: Date, date: Date): number {
  const start = (value: Date) => new Date(value.getFullYear(), value.getMonth(), value.getDate()).getTime();
  return Math.round((start(date) - start(now)) / 86_400_000);
}
