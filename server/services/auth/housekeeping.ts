/**
 * Keeps the bookkeeping tables from growing without bound: expired and revoked sign-in tokens, sign-in
 * failure counters nobody added to for a day and whose last block ended a day ago (so an escalated block
 * fades after a quiet day), one-time codes past their expiry and block, and guests that
 * never kept anything (no cart, trip data, trip or order) a month after they were last used. A guest with
 * data stays: their id is their only key to it. Runs at start-up and then every hour; the timer never keeps
 * the process alive.
 */
import type { Db } from '../../db/connection';
import { tokenCutoff, type AppContext } from '../../http/context';

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
export const LOGIN_ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;
export const IDLE_GUEST_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export interface SweepResult {
  tokens: number;
  loginAttempts: number;
  codes: number;
  guests: number;
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

export function sweep(db: Db, ctx: Pick<AppContext, 'now' | 'tokenTtlMs'>): SweepResult {
  const now = ctx.now();
  const stamp = now.toISOString();
  return db.transaction(() => ({
    tokens: db.prepare('DELETE FROM access_tokens WHERE revoked = 1 OR created_at <= ?').run(tokenCutoff({ db, ...ctx })).changes,
    loginAttempts: db.prepare('DELETE FROM login_attempts WHERE updated_at < ? AND (blocked_until IS NULL OR blocked_until < ?)').run(before(now, LOGIN_ATTEMPT_RETENTION_MS), before(now, LOGIN_ATTEMPT_RETENTION_MS)).changes,
    codes: db.prepare('DELETE FROM verification_codes WHERE expires_at IS NOT NULL AND expires_at < ? AND (blocked_until IS NULL OR blocked_until < ?)').run(stamp, stamp).changes,
    guests: db
      .prepare(
        `DELETE FROM guests WHERE coalesce(last_seen_at, created_at) < ?
           AND NOT EXISTS (SELECT 1 FROM carts c WHERE c.user_id = guests.id AND c.is_guest = 1)
           AND NOT EXISTS (SELECT 1 FROM rental_carts r WHERE r.user_id = guests.id AND r.is_guest = 1)
           AND NOT EXISTS (SELECT 1 FROM rental_cart_user_data d WHERE d.user_id = guests.id AND d.is_guest = 1)
           AND NOT EXISTS (SELECT 1 FROM trips t WHERE t.user_id = guests.id AND t.is_guest = 1)
           AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = guests.id AND o.is_guest = 1)`,
      )
      .run(before(now, IDLE_GUEST_RETENTION_MS)).changes,
  }))();
}

export function startHousekeeping(ctx: AppContext): { stop: () => void } {
  const run = () => {
    try {
      sweep(ctx.db, ctx);
    } catch (error) {
      // A closed or busy database must never take the server down; the next run tries again.
      console.error('Housekeeping failed:', error);
    }
  };
  run();
  const timer = setInterval(run, SWEEP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
