/**
 * Business settings from the database (JSON values). Their texts are kept until `business_settings` is
 * written (db/row-cache.ts), so a change applies to the next request as before, without a query per lookup;
 * each call parses its own copy, so callers may change what they get.
 */
import type { Db } from '../db/connection';
import { cacheable, memoByTables } from '../db/row-cache';

const settingTexts = memoByTables(['business_settings'], (db) => {
  const rows = db.prepare('SELECT key, value FROM business_settings').all() as { key: string; value: string }[];
  return new Map(rows.map((row) => [row.key, row.value]));
});

export function allSettings(db: Db): Record<string, unknown> {
  return Object.fromEntries([...settingTexts(db)].map(([key, value]) => [key, JSON.parse(value) as unknown]));
}

export function setting<T>(db: Db, key: string, fallback: T): T {
  // Inside a transaction nothing is cached: read the one setting, not all of them.
  const text = cacheable(db)
    ? settingTexts(db).get(key)
    : (db.prepare('SELECT value FROM business_settings WHERE key = ?').get(key) as { value: string } | undefined)?.value;
  return text === undefined ? fallback : (JSON.parse(text) as T);
}
