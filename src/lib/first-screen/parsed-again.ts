/**
 * The server render's shortcut for parsing an answer again (src/entry-server.tsx, a kept render's data for
 * another customer): an answer that differs from one already parsed only in the numbers of its `distance`
 * fields (a listed store's distance from the customer, which no struct reads: they pass through parsing as
 * they came) parses to that parsed data with those numbers in place. Anything else that differs, or a
 * `distance` the parse did not pass through, gives undefined: then the answer is parsed in full. Pure.
 */

/** Fields no struct reads, whose values differ from customer to customer. */
const PASSED_THROUGH = 'distance';

const DIFFERS = Symbol('differs');

type Json = Record<string, unknown> | unknown[];

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

function walk(before: unknown, parsed: unknown, after: unknown, key: string | null): unknown {
  if (before === after) return parsed;
  if (key === PASSED_THROUGH && typeof before === 'number' && typeof after === 'number' && parsed === before) return after;
  if (!isObject(before) || !isObject(after) || !isObject(parsed)) throw DIFFERS;
  if (Array.isArray(before)) {
    if (!Array.isArray(after) || !Array.isArray(parsed) || after.length !== before.length || parsed.length !== before.length) throw DIFFERS;
    let out: unknown[] | null = null;
    before.forEach((item, index) => {
      const value = walk(item, parsed[index], after[index], null);
      if (value !== parsed[index]) (out ??= [...parsed])[index] = value;
    });
    return out ?? parsed;
  }
  if (Array.isArray(after) || Array.isArray(parsed)) throw DIFFERS;
  const keys = Object.keys(before);
  const afterKeys = Object.keys(after);
  if (keys.length !== afterKeys.length || keys.some((name, index) => name !== afterKeys[index])) throw DIFFERS;
  const parsedObject = parsed as Record<string, unknown>;
  let out: Record<string, unknown> | null = null;
  for (const name of keys) {
    const was = (before as Record<string, unknown>)[name];
    const now = (after as Record<string, unknown>)[name];
    if (was === now) continue;
    if (!Object.hasOwn(parsedObject, name)) throw DIFFERS;
    const value = walk(was, parsedObject[name], now, name);
    if (value !== parsedObject[name]) (out ??= { ...parsedObject })[name] = value;
  }
  return out ?? parsed;
}

/** `after` parsed, from `before` and what it parsed to, when they differ only in passed-through distances; else undefined. */
export function parsedAgain(before: unknown, parsed: unknown, after: unknown): unknown {
  try {
    return walk(before, parsed, after, null);
  } catch (error) {
    if (error === DIFFERS) return undefined;
    throw error;
  }
}
