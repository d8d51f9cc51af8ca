/** Fixed timestamps for seeded rows (the seed never reads the clock, so two seeds are identical). */
export const SEED_TIME = '2025-01-15T08:00:00.000000Z';

/** A seed timestamp `offsetMinutes` after SEED_TIME, in the same microsecond ISO format Laravel emits. */
export function seedTime(offsetMinutes: number): string {
  return new Date(Date.UTC(2025, 0, 15, 8, 0, 0) + offsetMinutes * 60_000).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

/** A tiny deterministic pseudo-random generator (mulberry32) for varied but repeatable seed data. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
