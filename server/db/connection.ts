/**
 * Opens the SQLite database (a file, or `:memory:`) and applies pending migrations in order. Migrations are
 * the numbered `.sql` files next to this module, tracked in `schema_migrations`. Filling a new database is the
 * seed's (`seed/open.ts` opens a database through here and seeds it when it is new).
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { cachePreparedStatements } from './statement-cache';

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

/** Opens the database file (made with its folder when missing) or `:memory:`, and migrates it. */
export function connect(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = cachePreparedStatements(new Database(path));
  db.pragma('journal_mode = WAL');
  // Commits the customer is told about sync fully (db/durability.ts); the rest may lose their last seconds to a power cut.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/** Empties every table, in place (the seed fills them again: seed/open.ts). */
export function emptyTables(db: Db): void {
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('schema_migrations', 'sqlite_sequence')").all() as { name: string }[]).map(
    (row) => row.name,
  );
  db.pragma('foreign_keys = OFF');
  db.transaction(() => {
    for (const table of tables) db.exec(`DELETE FROM "${table}"`);
    if ((db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'sqlite_sequence'").get() as { n: number }).n > 0) db.exec('DELETE FROM sqlite_sequence');
  })();
  db.pragma('foreign_keys = ON');
}
