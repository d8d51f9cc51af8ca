/**
 * Fixed timestamps for seeded rows. The seed reads no clock of its own: offers that must keep running are laid
 * out around the moment it is given (the day the database is seeded), so two seeds as of the same day are identical.
 */
import { wallClock } from '../../services/catalog/clock';

export { seeded } from '../../../common/seeded-random';

export const SEED_TIME = '2025-01-15T08:00:00.000000Z';

/** A seed timestamp `offsetMinutes` after SEED_TIME, in the same microsecond ISO format Laravel emits. */
export function seedTime(offsetMinutes: number): string {
  return new Date(Date.UTC(2025, 0, 15, 8, 0, 0) + offsetMinutes * 60_000).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The operator's calendar month (1–12) of the day a database is seeded, from which running offers are laid out. */
export interface SeedMonth {
  year: number;
  month: number;
}

/** The day a database is seeded (the operator's date), from which offers that must keep running are laid out. */
export interface SeedCalendar extends SeedMonth {
  /** `YYYY-MM-DD`, `days` after the seed day (before it when negative). */
  day(days: number): string;
}

/** The seed's day on the operator's clock (`timeZone`) at `now`. */
export function seedCalendar(now: Date, timeZone: string): SeedCalendar {
  const [year, month, date] = wallClock(now, timeZone).date.split('-').map(Number) as [number, number, number];
  return { year, month, day: (days) => new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10) };
}
