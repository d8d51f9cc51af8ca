/** Business settings from the database (JSON values), read per request so changes apply immediately. */
import type { Db } from '../db/connection';

export function allSettings(db: Db): Record<string, unknown> {
  const rows = db.prepare('SELECT key, value FROM business_settings').all() as { key: string; value: string }[];
  return Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
}

export function setting<T>(db: Db, key: string, fallback: T): T {
  const row = db.prepare('SELECT value FROM business_settings WHERE key = ?').get(key) as { value: string } | undefined;
  return row ? (JSON.parse(row.value) as T) : fallback;
}
