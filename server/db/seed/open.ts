/**
 * The database the app runs on: opened and migrated by the database layer (db/connection.ts), seeded here
 * when it is new, and then watched for writes (the row caches follow them: db/table-versions.ts).
 */
import { connect, emptyTables, isSeeded, type Db } from '../connection';
import { watchTableWrites } from '../table-versions';
import { seedDatabase } from './index';

/** `now` is the moment a new database is seeded at: its open-ended offers run relative to that day. */
export function openDatabase(path: string, now: Date = new Date()): { db: Db; created: boolean } {
  const db = connect(path);
  const created = !isSeeded(db);
  if (created) seedDatabase(db, now);
  // From here on every write is counted per table, so the row caches (row-cache.ts) know when to start afresh.
  watchTableWrites(db);
  return { db, created };
}

/** Empties every table and seeds again, in place (test reset), as of `now`. */
export function reseed(db: Db, now: Date = new Date()): void {
  emptyTables(db);
  seedDatabase(db, now);
}
