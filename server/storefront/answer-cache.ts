/**
 * The first screens' public answers, kept per data version (the database's table versions: any write starts
 * afresh), origin, path and query, and the context's headers but the position. An answer whose handler read
 * the position is kept per position: the first screen is prepared for the position to about 110 m
 * (common/first-screen/context.ts), so customers that near one another share it, and an answer that does not
 * read it is kept once for all of them. No identity is ever among the headers: the plan holds public requests
 * only. Without a version (a backend this process cannot watch) nothing is kept.
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

type Entry = { positional: true; byPosition: Map<string, unknown> } | { positional: false; body: unknown };

const positionOf = (request: AnswerRequest) =>
  Object.entries(request.headers)
    .filter(([name]) => POSITION.has(name.toLowerCase()))
    .map(([name, value]) => `${name.toLowerCase()}=${value}`)
    .sort()
    .join('&');

export function createAnswerCache(maxEntries = 5_000): AnswerCache {
  let stamp: string | null = null;
  let entries = new Map<string, Entry>();
  // Answers kept, each position's counted.
  let count = 0;
  // Requests in flight, so a burst of customers asks once: by headers but the position (until an answer says
  // whether it reads the position), and by headers with the position.
  const pending = new Map<string, Promise<Fetched & { position: string }>>();
  return {
    async answer(request, fetch) {
      if (request.stamp === null) return (await fetch()).body;
      if (request.stamp !== stamp || count >= maxEntries) {
        stamp = request.stamp;
        entries = new Map();
        count = 0;
        pending.clear();
      }
      const key = keyOf(request);
      const position = positionOf(request);
      const kept = entries.get(key);
      if (kept && !kept.positional) return kept.body;
      if (kept?.byPosition.has(position)) return kept.byPosition.get(position);
      const flying = pending.get(`${key} ${position}`) ?? (kept ? undefined : pending.get(key));
      if (flying) {
        const fetched = await flying;
        // Another position was asked, and the answer reads it: this one's must be asked for itself.
        if (!fetched.readPosition || fetched.position === position) return fetched.body;
      }
      const work = fetch().then((fetched) => ({ ...fetched, position }));
      const names = kept ? [`${key} ${position}`] : [key, `${key} ${position}`];
      for (const name of names) pending.set(name, work);
      const held = entries;
      try {
        const fetched = await work;
        // Kept only if no write came in between (a new version started a new map).
        if (held === entries && fetched.body !== undefined) {
          const body = deepFreeze(fetched.body);
          const entry = entries.get(key);
          if (!fetched.readPosition) entries.set(key, { positional: false, body });
          else if (entry?.positional) entry.byPosition.set(position, body);
          else entries.set(key, { positional: true, byPosition: new Map([[position, body]]) });
          count += 1;
        }
        return fetched.body;
      } finally {
        for (const name of names) if (pending.get(name) === work) pending.delete(name);
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
