export { seeded } from '../../../common/seeded-random';

/** Fixed timestamps for seeded rows (the seed never reads the clock, so two seeds are identical). */
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
