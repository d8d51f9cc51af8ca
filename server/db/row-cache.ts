/**
 * Caches of what listings read on every request and rarely write: vehicles, stores, units, items, settings,
 * zones, and the answers of the queries that find a listing's matches. Turning a row into a JavaScript object costs better-sqlite3 about a fifth of a microsecond per column,
 * so a page of whole rows (a dozen vehicles of 35 columns) cost more than the query that found them; cached,
 * a request reads only what is new since the tables it depends on last changed (table-versions.ts).
 *
 * Cached rows are frozen and shared by every request: a caller that wants to change one copies it first (a
 * write to a frozen row throws, so a mistake shows at once). Nothing is cached inside a transaction, nor for a
 * database whose writes are not watched: those calls read the database every time.
 */
import type { Db } from './connection';
import { tablesStamp } from './table-versions';

/** Whether what is read now may be cached (the database's writes are watched and no transaction is open). */
export const cacheable = (db: Db): boolean => tablesStamp(db, []) !== null;

/** A value worked out from some tables, kept until one of them is written. */
export function memoByTables<T>(tables: readonly string[], compute: (db: Db) => T): (db: Db) => T {
  const entries = new WeakMap<Db, { stamp: number; value: T }>();
  return (db) => {
    const stamp = tablesStamp(db, tables);
    if (stamp === null) return compute(db);
    const entry = entries.get(db);
    if (entry?.stamp === stamp) return entry.value;
    const value = compute(db);
    entries.set(db, { stamp, value });
    return value;
  };
}

/**
 * A value per key worked out from some tables (a store's price range, its count of reviews), kept until one of
 * them is written; at most `maxKeys` keys, past which it starts afresh. Values are shared: return frozen ones.
 */
export function memoByKey<K, V>(tables: readonly string[], compute: (db: Db, key: K) => V, maxKeys = 20_000): (db: Db, key: K) => V {
  const caches = new WeakMap<Db, { stamp: number; values: Map<K, V> }>();
  return (db, key) => {
    const stamp = tablesStamp(db, tables);
    if (stamp === null) return compute(db, key);
    let cache = caches.get(db);
    if (cache?.stamp !== stamp || cache.values.size >= maxKeys) {
      cache = { stamp, values: new Map() };
      caches.set(db, cache);
    }
    if (cache.values.has(key)) return cache.values.get(key) as V;
    const value = compute(db, key);
    cache.values.set(key, value);
    return value;
  };
}

/** A text naming a query and its parameter values exactly (NaN is not null, the number 1 is not the text "1"). */
const queryKey = (sql: string, params: readonly unknown[]) =>
  JSON.stringify([sql, params.map((value) => [typeof value, typeof value === 'number' || typeof value === 'bigint' ? String(value) : value])]);

/**
 * The rows a query answers, kept per SQL text and parameters until one of `tables` — every table the SQL reads
 * — is written: for the queries that find and count a listing's matches, which many customers send alike.
 * The rows are frozen; at most `maxKeys` different queries are kept, past which it starts afresh.
 */
export function queryMemo(tables: readonly string[], maxKeys = 1_000): <R>(db: Db, sql: string, params: readonly unknown[]) => readonly R[] {
  const caches = new WeakMap<Db, { stamp: number; answers: Map<string, readonly object[]> }>();
  return <R>(db: Db, sql: string, params: readonly unknown[]) => {
    const run = () => Object.freeze((db.prepare(sql).all(...params) as object[]).map((row) => Object.freeze(row)));
    const stamp = tablesStamp(db, tables);
    if (stamp === null) return run() as readonly R[];
    let cache = caches.get(db);
    if (cache?.stamp !== stamp || cache.answers.size >= maxKeys) {
      cache = { stamp, answers: new Map() };
      caches.set(db, cache);
    }
    const key = queryKey(sql, params);
    let rows = cache.answers.get(key);
    if (!rows) cache.answers.set(key, (rows = run()));
    return rows as readonly R[];
  };
}

const NONE: readonly never[] = Object.freeze([]);

export interface RowsByKeyOptions<R> {
  /** Every table the SQL reads: a write to any of them empties the cache. */
  tables: readonly string[];
  /** Reads the rows of the keys given as a JSON array in its one parameter (`… IN (SELECT value FROM json_each(?))`). */
  sql: string;
  /** The key a row belongs to (the id, or the parent's id for the rows of a parent). */
  keyOf: (row: R) => number;
  /** Keys held at most; past it the cache starts afresh (a bound on memory for a big catalogue). */
  maxKeys?: number;
  /** What to keep of each row read (default: the row itself). */
  shape?: (row: R) => R;
}

/**
 * Rows grouped by a key (a vehicle's units, a store's discount, a row by its id), each group in the SQL's
 * order; a key without rows has an empty group. Only keys not asked for since the tables last changed are read.
 */
export function rowsByKey<R extends object>(options: RowsByKeyOptions<R>): (db: Db, keys: readonly number[]) => Map<number, readonly R[]> {
  const { tables, sql, keyOf, maxKeys = 20_000, shape } = options;
  const caches = new WeakMap<Db, { stamp: number; groups: Map<number, readonly R[]> }>();
  const read = (db: Db, keys: readonly number[]) => {
    const groups = new Map<number, R[]>();
    for (const fetched of db.prepare(sql).all(JSON.stringify(keys)) as R[]) {
      const row = Object.freeze(shape ? shape(fetched) : fetched);
      const key = keyOf(row);
      const group = groups.get(key);
      if (group) group.push(row);
      else groups.set(key, [row]);
    }
    return groups;
  };
  return (db, keys) => {
    const stamp = tablesStamp(db, tables);
    if (stamp === null) {
      const groups = read(db, [...new Set(keys)]);
      return new Map(keys.map((key) => [key, groups.get(key) ?? NONE]));
    }
    let cache = caches.get(db);
    if (cache?.stamp !== stamp || cache.groups.size > maxKeys) {
      cache = { stamp, groups: new Map() };
      caches.set(db, cache);
    }
    const { groups } = cache;
    const missing = [...new Set(keys.filter((key) => !groups.has(key)))];
    if (missing.length > 0) {
      const fresh = read(db, missing);
      for (const key of missing) groups.set(key, Object.freeze(fresh.get(key) ?? NONE));
    }
    return new Map(keys.map((key) => [key, groups.get(key) ?? NONE]));
  };
}

/** Whole rows by id, through `rowsByKey`: `SELECT * FROM <table> WHERE id IN (…)`. */
export function rowsById<R extends { id: number }>(table: string, tables: readonly string[] = [table]): (db: Db, ids: readonly number[]) => Map<number, R> {
  const groups = rowsByKey<R>({ tables, sql: `SELECT * FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`, keyOf: (row) => row.id });
  return (db, ids) => {
    const rows = new Map<number, R>();
    for (const [id, group] of groups(db, ids)) if (group[0]) rows.set(id, group[0]);
    return rows;
  };
}

/**
 * A number per object, to name a cached row (or a text kept for one) in a text key: a row read again is a new
 * object and gets a new number, and a number is never given twice. 0 names "none".
 */
const serials = new WeakMap<object, number>();
let lastSerial = 0;
export function objectSerial(value: object | null | undefined): number {
  if (!value) return 0;
  let number = serials.get(value);
  if (number === undefined) serials.set(value, (number = ++lastSerial));
  return number;
}
