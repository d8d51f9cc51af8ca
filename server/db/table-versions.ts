/**
 * A write counter per table, moved by SQLite itself: `watchTableWrites` puts a TEMP trigger on every table
 * that calls back into this module after each row inserted, updated or deleted — whatever wrote it (a route,
 * a transaction, the test reset's re-seed, a test writing rows directly). Caches of rows and of values worked
 * out from rows (row-cache.ts) remember the counters of the tables they read and start afresh when one moved.
 *
 * What the triggers cannot see is covered too: a write by another connection to the same file moves
 * `PRAGMA data_version`, and counts as a write to every table. A statement that fails or a transaction that
 * rolls back has still moved the counters, which only costs a cache refill. Inside a transaction nothing may
 * be cached (`tablesStamp` answers null): what it reads may yet be rolled back without another write.
 */
import type { Db } from './connection';

interface Watch {
  /** Rows written per table since the watch started. */
  writes: Map<string, number>;
  /** Writes seen through `data_version` (another connection), counted against every table. */
  external: number;
  /** The last `data_version` read; null for an in-memory database, which no other connection can open. */
  dataVersion: number | null;
}

const watches = new WeakMap<Db, Watch>();

const WRITTEN = 'storefront_table_written';

/** Starts counting writes to every table of the database (after its migrations: tables made later are not watched). */
export function watchTableWrites(db: Db): void {
  if (watches.has(db)) return;
  const watch: Watch = { writes: new Map(), external: 0, dataVersion: null };
  db.function(WRITTEN, { deterministic: false }, (table: unknown) => {
    const name = String(table);
    watch.writes.set(name, (watch.writes.get(name) ?? 0) + 1);
    return null;
  });
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]).map((row) => row.name);
  db.transaction(() => {
    for (const table of tables) {
      const quoted = `"${table.replace(/"/g, '""')}"`;
      const literal = `'${table.replace(/'/g, "''")}'`;
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS "watch_${event.toLowerCase()}_${table.replace(/"/g, '""')}" AFTER ${event} ON main.${quoted} BEGIN SELECT ${WRITTEN}(${literal}); END`);
      }
    }
  })();
  if (!db.memory) watch.dataVersion = readDataVersion(db);
  watches.set(db, watch);
}

const readDataVersion = (db: Db) => (db.prepare('PRAGMA data_version').get() as { data_version: number }).data_version;

/**
 * A number that changes whenever a row of one of the tables is written (it only grows), or null when nothing
 * read now may be cached: the database is not watched, or a transaction is open.
 */
export function tablesStamp(db: Db, tables: readonly string[]): number | null {
  const watch = watches.get(db);
  if (!watch || db.inTransaction) return null;
  if (watch.dataVersion !== null) {
    const version = readDataVersion(db);
    if (version !== watch.dataVersion) {
      watch.dataVersion = version;
      watch.external += 1;
    }
  }
  let stamp = watch.external;
  for (const table of tables) stamp += watch.writes.get(table) ?? 0;
  return stamp;
}
