/**
 * Opens the SQLite database (a file, or `:memory:`), applies pending migrations in order, and seeds a new
 * database. Migrations are the numbered `.sql` files next to this module, tracked in `schema_migrations`.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { seedDatabase } from './seed';
import { cachePreparedStatements } from './statement-cache';
import { watchTableWrites } from './table-versions';

export type Db = Database.Database;

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export function migrate(db: Db): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set((db.prepare('SELECT name FROM schema_migrations').all() as { name: string }[]).map((row) => row.name));
  const files = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql')).sort();
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(file, new Date().toISOString());
    })();
    ran.push(file);
  }
  return ran;
}

export function isSeeded(db: Db): boolean {
  const row = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'modules'").get() as { n: number };
  if (row.n === 0) return false;
  return (db.prepare('SELECT count(*) AS n FROM modules').get() as { n: number }).n > 0;
}

/** `now` is the moment a new database is seeded at: its open-ended offers run relative to that day. */
export function openDatabase(path: string, now: Date = new Date()): { db: Db; created: boolean } {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = cachePreparedStatements(new Database(path));
  db.pragma('journal_mode = WAL');
  // Commits the customer is told about sync fully (db/durability.ts); the rest may lose their last seconds to a power cut.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  const created = !isSeeded(db);
  if (created) seedDatabase(db, now);
  // From here on every write is counted per table, so the row caches (row-cache.ts) know when to start afresh.
  watchTableWrites(db);
  return { db, created };
}

/** Empties every table and seeds again, in place (test reset), as of `now`. */
export function reseed(db: Db, now: Date = new Date()): void {
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('schema_migrations', 'sqlite_sequence')").all() as { name: string }[]).map(
    (row) => row.name,
  );
  db.pragma('foreign_keys = OFF');
  db.transaction(() => {
    for (const table of tables) db.exec(`DELETE FROM "${table}"`);
    if ((db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'sqlite_sequence'").get() as { n: number }).n > 0) db.exec('DELETE FROM sqlite_sequence');
  })();
  db.pragma('foreign_keys = ON');
  seedDatabase(db, now);
}
