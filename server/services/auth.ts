/**
 * Customer identity: scrypt password hashes, random bearer tokens stored as SHA-256 hashes (revocable),
 * login throttling, and moving a guest's carts to the customer on sign-in (contract §1.4).
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connection';
import { hashToken } from '../http/context';

export function verifyPassword(password: string, stored: string | null): boolean {
  if (!stored) return false;
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, 32).toString('hex')}`;
}

export function issueToken(db: Db, userId: number, now: Date): string {
  const token = randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO access_tokens (token_hash, user_id, created_at) VALUES (?, ?, ?)').run(hashToken(token), userId, now.toISOString());
  return token;
}

export function revokeToken(db: Db, token: string): void {
  db.prepare('UPDATE access_tokens SET revoked = 1 WHERE token_hash = ?').run(hashToken(token));
}

/** Revokes every token of the customer (password reset, account deletion). */
export function revokeAllTokens(db: Db, userId: number): void {
  db.prepare('UPDATE access_tokens SET revoked = 1 WHERE user_id = ?').run(userId);
}

/**
 * A guest's item cart, rental cart and rental trip data become the customer's. The item cart replaces the
 * customer's own when the guest has one; the rental cart and its trip data move as one unit and replace the
 * customer's when the guest has rental lines (guest trip data alone moves only to a customer without rental
 * lines, so lines never lose the trip data they were priced with).
 */
export function mergeGuest(db: Db, guestId: number, userId: number): void {
  const count = (table: string, id: number, guest: 0 | 1) => (db.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ? AND is_guest = ?`).get(id, guest) as { n: number }).n;
  const move = (table: string) => {
    db.prepare(`DELETE FROM ${table} WHERE user_id = ? AND is_guest = 0`).run(userId);
    db.prepare(`UPDATE ${table} SET user_id = ?, is_guest = 0 WHERE user_id = ? AND is_guest = 1`).run(userId, guestId);
  };
  db.transaction(() => {
    if (count('carts', guestId, 1) > 0) move('carts');
    if (count('rental_carts', guestId, 1) > 0) {
      move('rental_carts');
      move('rental_cart_user_data');
    } else if (count('rental_cart_user_data', guestId, 1) > 0 && count('rental_carts', userId, 0) === 0) {
      move('rental_cart_user_data');
    }
  })();
}

/** Merges when the request carries a usable `guest_id` (a positive integer); anything else is ignored. */
export function mergeGuestFromInput(db: Db, guestId: unknown, userId: number): void {
  const id = typeof guestId === 'number' || typeof guestId === 'string' ? Number(guestId) : Number.NaN;
  if (Number.isSafeInteger(id) && id > 0) mergeGuest(db, id, userId);
}

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_BLOCK_SECONDS = 60;

export function loginBlockedUntil(db: Db, identity: string, now: Date): Date | null {
  const row = db.prepare('SELECT blocked_until FROM login_attempts WHERE identity = ?').get(identity) as { blocked_until: string | null } | undefined;
  if (!row?.blocked_until) return null;
  const until = new Date(row.blocked_until);
  return until.getTime() > now.getTime() ? until : null;
}

export function recordLoginFailure(db: Db, identity: string, now: Date): void {
  const row = db.prepare('SELECT failures FROM login_attempts WHERE identity = ?').get(identity) as { failures: number } | undefined;
  const failures = (row?.failures ?? 0) + 1;
  const blocked = failures >= LOGIN_MAX_FAILURES ? new Date(now.getTime() + LOGIN_BLOCK_SECONDS * 1000).toISOString() : null;
  db.prepare(
    'INSERT INTO login_attempts (identity, failures, blocked_until, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT(identity) DO UPDATE SET failures = excluded.failures, blocked_until = excluded.blocked_until, updated_at = excluded.updated_at',
  ).run(identity, blocked ? 0 : failures, blocked, now.toISOString());
}

export function clearLoginFailures(db: Db, identity: string): void {
  db.prepare('DELETE FROM login_attempts WHERE identity = ?').run(identity);
}
