/**
 * The contract's pagination (§1.5): `limit` is the page size and `offset` is a 1-based PAGE number, not a
 * row offset. Answers are `{total_size, limit, offset, <key>: [...]}`, optionally with extra keys. Rental
 * endpoints cast limit/offset to integers; several core endpoints echo the raw query strings (`echoRaw`).
 */
import { num } from './parse';

export interface Page {
  limit: number;
  offset: number;
  /** Rows to skip: `(offset - 1) * limit`. */
  skip: number;
  /** The values as the client sent them (strings from a query), for endpoints that echo them. */
  rawLimit: unknown;
  rawOffset: unknown;
}

export const MAX_PAGE_SIZE = 200;
/** Pages past this are empty anyway; the cap keeps `skip` an integer SQLite accepts. */
export const MAX_PAGE = 1_000_000;

export function pageOf(input: Record<string, unknown>, defaultLimit: number, defaultOffset = 1): Page {
  const limit = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(num(input.limit, defaultLimit))));
  const offset = Math.min(MAX_PAGE, Math.max(1, Math.trunc(num(input.offset, defaultOffset))));
  return { limit, offset, skip: (offset - 1) * limit, rawLimit: input.limit ?? limit, rawOffset: input.offset ?? offset };
}

export type Envelope<K extends string, T> = { total_size: number; limit: number | unknown; offset: number | unknown } & Record<K, T[]>;

/** Wraps one page of rows (already sliced) in the envelope. */
export function paginated<K extends string, T>(
  key: K,
  page: Page,
  totalSize: number,
  rows: T[],
  options: { echoRaw?: boolean; extra?: Record<string, unknown> } = {},
): Envelope<K, T> & Record<string, unknown> {
  return {
    total_size: totalSize,
    limit: options.echoRaw ? page.rawLimit : page.limit,
    offset: options.echoRaw ? page.rawOffset : page.offset,
    [key]: rows,
    ...options.extra,
  } as Envelope<K, T> & Record<string, unknown>;
}

/** Slices an in-memory list for the page and wraps it. */
export function paginateList<K extends string, T>(key: K, page: Page, all: T[], options: { echoRaw?: boolean; extra?: Record<string, unknown> } = {}) {
  return paginated(key, page, all.length, all.slice(page.skip, page.skip + page.limit), options);
}

/** `LIMIT ? OFFSET ?` parameters for SQL paging. */
export const sqlPage = (page: Page): [number, number] => [page.limit, page.skip];
