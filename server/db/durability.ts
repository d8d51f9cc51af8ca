/**
 * Commit durability. The database runs in WAL mode with `synchronous = NORMAL`: every commit is atomic and
 * the file is never corrupted, but a power cut (not a crash of the process) may lose the last commits
 * since the WAL was last synced. That is fine for carts and browsing state, which the client also keeps,
 * and not for a commit the customer is told about (a booking, an order, a payment): those go through
 * `durableTransaction`, which syncs the WAL before returning, so "booked" is only said once it is on disk.
 * It takes the write lock as it begins (`BEGIN IMMEDIATE`), so what it reads to decide (a unit still free, a
 * coupon's last use) cannot change under it, even from another process on the same file.
 */
import type { Db } from './connection';

export function durableTransaction<T>(db: Db, work: () => T): T {
  db.pragma('synchronous = FULL');
  try {
    return db.transaction(work).immediate();
  } finally {
    db.pragma('synchronous = NORMAL');
  }
}
