/**
 * A new guest (`POST /auth/guest/request`). The id is the guest's only key to their cart and trips, so it is
 * random across 2^52 values (a number like the contract's, and still exact in JSON), never sequential.
 * Guests live in their own table; an id may equal a user id (rows are told apart by `is_guest`).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection';

/** 2^52 … 2^53 − 1: sixteen digits, every one a safe integer. */
export function randomGuestId(): number {
  const high = randomBytes(4).readUInt32BE(0) & 0xfffff;
  const low = randomBytes(4).readUInt32BE(0);
  return 2 ** 52 + high * 2 ** 32 + low;
}

export function newGuest(db: Db, fcmToken: string | null, now: Date): number {
  const insert = db.prepare('INSERT OR IGNORE INTO guests (id, fcm_token, created_at) VALUES (?, ?, ?)');
  for (;;) {
    const id = randomGuestId();
    if (insert.run(id, fcmToken, now.toISOString()).changes === 1) return id;
  }
}

/** Most guest ids one test call issues at once. */
export const MAX_GUEST_RANGE = 1_000_000;

/**
 * Issues the guest ids `from … from + count − 1` at once (a test hook's and the bench's: a load of thousands of
 * first adds needs ids this server issued, each a new guest, known before the load starts). Ids already issued
 * stay as they are. Returns how many were new.
 */
export function issueGuestRange(db: Db, from: number, count: number, now: Date): number {
  const insert = db.prepare('INSERT OR IGNORE INTO guests (id, fcm_token, created_at) VALUES (?, NULL, ?)');
  const at = now.toISOString();
  let issued = 0;
  db.transaction(() => {
    for (let id = from; id < from + count; id++) issued += insert.run(id, at).changes;
  })();
  return issued;
}
