/**
 * Customer identity: scrypt password hashes (computed off the event loop, so a burst of sign-ins never
 * stalls other requests), random bearer tokens stored as SHA-256 hashes (revocable, expiring), sign-in
 * throttling per account, and moving a guest's carts to the customer on sign-in (contract §1.4).
 *
 * Throttling: five wrong passwords block the account for a minute, and each block it earns after that lasts
 * twice as long as the one before, up to a day. The right password clears the count of wrong ones but not
 * the escalation (an owner signing in between guesses must not hand the guesser a fresh start); a successful
 * reset by code clears both, and so does a day without failures (services/housekeeping.ts).
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/connection';
import { hashToken } from '../../http/context';
import { retryMessage } from './otp';

const KEY_LENGTH = 32;

const derive = (password: string, salt: Buffer, length: number) =>
  new Promise<Buffer>((resolve, reject) => scrypt(password, salt, length, (error, key) => (error ? reject(error) : resolve(key))));

/**
 * Checked against when there is no account or no password, so an unknown sign-in costs exactly what a
 * known one does and the answer time tells nothing.
 */
const UNUSABLE_HASH = `scrypt$${randomBytes(16).toString('hex')}$${randomBytes(KEY_LENGTH).toString('hex')}`;

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  const usable = parts.length === 3 && parts[0] === 'scrypt' && /^[0-9a-f]+$/.test(parts[1] ?? '') && /^[0-9a-f]{2,}$/.test(parts[2] ?? '');
  const [, saltHex, hashHex] = (usable ? (stored as string) : UNUSABLE_HASH).split('$');
  const expected = Buffer.from(hashHex ?? '', 'hex');
  const actual = await derive(password, Buffer.from(saltHex ?? '', 'hex'), expected.length);
  return usable && actual.length === expected.length && timingSafeEqual(actual, expected);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${(await derive(password, salt, KEY_LENGTH)).toString('hex')}`;
}

export function issueToken(db: Db, userId: number, now: Date): string {
  const token = randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO access_tokens (token_hash, user_id, created_at) VALUES (?, ?, ?)').run(hashToken(token), userId, now.toISOString());
  return token;
}

export function revokeToken(db: Db, token: string): void {
  db.prepare('UPDATE access_tokens SET revoked = 1 WHERE token_hash = ?').run(hashToken(token));
}

/** Revokes every token of the customer (password reset, account deletion), or every one but `keep`. */
export function revokeAllTokens(db: Db, userId: number, keep: string | null = null): void {
  db.prepare('UPDATE access_tokens SET revoked = 1 WHERE user_id = ? AND token_hash != ?').run(userId, keep ? hashToken(keep) : '');
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
/** The first block; each later one doubles it. */
export const LOGIN_BLOCK_SECONDS = 60;
export const LOGIN_MAX_BLOCK_SECONDS = 86_400;

/** How long the account's `blocks`-th block lasts (1 → a minute, 2 → two, 3 → four…, at most a day). */
export const loginBlockSeconds = (blocks: number): number => Math.min(LOGIN_MAX_BLOCK_SECONDS, LOGIN_BLOCK_SECONDS * 2 ** Math.min(20, Math.max(0, blocks - 1)));

/**
 * What sign-in failures are counted against: the account when the typed email or phone names one (so its
 * email and its phone share one count), otherwise the typed text itself.
 */
export const loginKey = (userId: number | null, typed: string) => (userId !== null ? `user:${userId}` : `typed:${typed.trim().toLowerCase()}`);

export function loginBlockedUntil(db: Db, identity: string, now: Date): Date | null {
  const row = db.prepare('SELECT blocked_until FROM login_attempts WHERE identity = ?').get(identity) as { blocked_until: string | null } | undefined;
  if (!row?.blocked_until) return null;
  const until = new Date(row.blocked_until);
  return until.getTime() > now.getTime() ? until : null;
}

/** The `405 auth-004` message for a block lasting until `until`. */
export const loginBlockedMessage = (until: Date, now: Date): string => `Too many attempts. ${retryMessage(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)), true)}.`;

export function recordLoginFailure(db: Db, identity: string, now: Date): void {
  const row = db.prepare('SELECT failures, blocks FROM login_attempts WHERE identity = ?').get(identity) as { failures: number; blocks: number } | undefined;
  const failures = (row?.failures ?? 0) + 1;
  const blocks = (row?.blocks ?? 0) + (failures >= LOGIN_MAX_FAILURES ? 1 : 0);
  const blocked = failures >= LOGIN_MAX_FAILURES ? new Date(now.getTime() + loginBlockSeconds(blocks) * 1000).toISOString() : null;
  db.prepare(
    `INSERT INTO login_attempts (identity, failures, blocks, blocked_until, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(identity) DO UPDATE SET failures = excluded.failures, blocks = excluded.blocks, blocked_until = excluded.blocked_until, updated_at = excluded.updated_at`,
  ).run(identity, blocked ? 0 : failures, blocks, blocked, now.toISOString());
}

/** The right password: the wrong ones before it are forgiven, the escalation stays. */
export function passwordAccepted(db: Db, identity: string): void {
  db.prepare('UPDATE login_attempts SET failures = 0 WHERE identity = ?').run(identity);
}

/** Forgets every failure and block of the identity (a reset by code, a deleted account). */
export function clearLoginFailures(db: Db, identity: string): void {
  db.prepare('DELETE FROM login_attempts WHERE identity = ?').run(identity);
}
