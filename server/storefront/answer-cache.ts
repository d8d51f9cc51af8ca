/**
 * The first screens' public answers, kept per data version (the database's table versions: any write starts
 * afresh), origin, path and query, and the context's headers but the position. An answer whose handler read
 * the position is not kept: it is asked again for each customer (only the fact that it reads it is kept, so
 * nothing is saved in vain). No identity is ever among the headers: the plan holds public requests only.
 * Without a version (a backend this process cannot watch) nothing is kept.
 */

export interface AnswerRequest {
  origin: string;
  /** Path and query as asked. */
  url: string;
  headers: Record<string, string>;
  /** The data version and minute it is asked at (moment-stamp.ts); null: do not keep. */
  stamp: string | null;
}

export interface Fetched {
  body: unknown;
  readPosition: boolean;
}

export interface AnswerCache {
  answer(request: AnswerRequest, fetch: () => Promise<Fetched>): Promise<unknown>;
}

const POSITION = new Set(['latitude', 'longitude']);

/** The headers an answer is kept by: every one sent but the position, in a fixed order. */
function keyOf(request: AnswerRequest): string {
  const headers = Object.entries(request.headers)
    .filter(([name]) => !POSITION.has(name.toLowerCase()))
    .map(([name, value]) => `${name.toLowerCase()}=${value}`)
    .sort();
  return JSON.stringify([request.origin, request.url, headers]);
}

type Entry = { positional: true } | { positional: false; body: unknown };

export function createAnswerCache(maxEntries = 5_000): AnswerCache {
  let stamp: string | null = null;
  let entries = new Map<string, Entry>();
  // Requests in flight, so a burst of customers asks once.
  const pending = new Map<string, Promise<Fetched>>();
  return {
    async answer(request, fetch) {
      if (request.stamp === null) return (await fetch()).body;
      if (request.stamp !== stamp || entries.size >= maxEntries) {
        stamp = request.stamp;
        entries = new Map();
        pending.clear();
      }
      const key = keyOf(request);
      const kept = entries.get(key);
      if (kept && !kept.positional) return kept.body;
      if (kept?.positional) return (await fetch()).body;
      const flying = pending.get(key);
      if (flying) {
        const fetched = await flying;
        // Another customer's position was asked: this one's must be asked for itself.
        return fetched.readPosition ? (await fetch()).body : fetched.body;
      }
      const work = fetch();
      pending.set(key, work);
      const held = entries;
      try {
        const fetched = await work;
        // Kept only if no write came in between (a new version started a new map).
        if (held === entries && fetched.body !== undefined) entries.set(key, fetched.readPosition ? { positional: true } : { positional: false, body: deepFreeze(fetched.body) });
        return fetched.body;
      } finally {
        if (pending.get(key) === work) pending.delete(key);
      }
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
