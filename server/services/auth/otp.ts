/**
 * One-time codes. Six digits: the fixed demo code while demo mode is on (`DEMO_MODE`, mirrored into the
 * config's `demo` flag), random otherwise; a demo code stops working the moment demo mode is off. A code is
 * stored only as a hash, with a 10-minute expiry, one live code per identity (phone or email) and purpose,
 * in `verification_codes`. Sending is throttled to one code per minute. Checking counts wrong codes: after
 * five wrong codes, each within a minute of the previous one, the next attempt is refused (`temp_blocked`)
 * and so is every attempt during the following ten minutes (`blocked`), right code or not; fifteen wrong
 * codes within a day block the identity for the rest of that day, however slowly they came. Asking for a
 * new code keeps the counts and any block.
 *
 * A code can also be issued without delivering it (`deliver: false`): password reset does that for an
 * identity with no account, so the answer, the resend throttle and the attempt counting cannot tell the two
 * apart, and the code (random, sent nowhere) can never be entered.
 *
 * Delivery goes through a sender installed with `setCodeSender` (an SMS or mail gateway). Without one, only
 * demo mode can "deliver" (its code is the documented demo code). Codes are never logged.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../db/connection';
import { DEMO_OTP } from '../../db/seed/demo-account';
import { authSettings } from './settings';

/** `profile-owner`: the code that proves a customer without a password owns the account (customer-profile.ts). */
export type CodePurpose = 'verify' | 'reset' | 'profile' | 'profile-owner';
export type Channel = 'phone' | 'email';

export const CODE_TTL_SECONDS = 600;
export const RESEND_SECONDS = 60;
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_SECONDS = 60;
export const BLOCK_SECONDS = 600;
export const DAY_MAX_FAILURES = 15;
export const DAY_SECONDS = 86_400;
/** A proof that a sign-in step succeeded, which completing the personal info (`update-info`) requires. */
const PROOF_PURPOSE = 'personal-info';

export interface CodeMessage {
  channel: Channel;
  to: string;
  code: string;
  purpose: CodePurpose;
}

/** Delivers a code; `false` when it could not be sent. */
export type CodeSender = (message: CodeMessage) => boolean;

let sender: CodeSender | null = null;

/** Installs the SMS/mail gateway (or removes it with `null`). */
export function setCodeSender(next: CodeSender | null): void {
  sender = next;
}

interface CodeRow {
  id: number;
  identity: string;
  purpose: string;
  code: string;
  attempts: number;
  blocked_until: string | null;
  created_at: string;
  expires_at: string | null;
  verified_at: string | null;
  last_failed_at: string | null;
  demo: number;
  day_failures: number;
  day_started_at: string | null;
}

const digest = (purpose: string, identity: string, code: string) => createHash('sha256').update(`${purpose}\n${identity}\n${code}`).digest('hex');
const seconds = (from: string | null, now: Date) => (from ? (now.getTime() - new Date(from).getTime()) / 1000 : Number.POSITIVE_INFINITY);
const later = (now: Date, secondsAhead: number) => new Date(now.getTime() + secondsAhead * 1000).toISOString();

function current(db: Db, identity: string, purpose: string): CodeRow | undefined {
  return db.prepare('SELECT * FROM verification_codes WHERE identity = ? AND purpose = ? ORDER BY id DESC LIMIT 1').get(identity, purpose) as CodeRow | undefined;
}

/** Seconds until another code may be sent (0 when one may be sent now). */
export function resendWait(db: Db, identity: string, purpose: CodePurpose, now: Date): number {
  const row = current(db, identity, purpose);
  const elapsed = seconds(row?.created_at ?? null, now);
  return elapsed < RESEND_SECONDS ? Math.max(1, Math.ceil(RESEND_SECONDS - elapsed)) : 0;
}

export type SendResult = { ok: true } | { ok: false; reason: 'throttled'; retryAfter: number } | { ok: false; reason: 'undeliverable' };

/**
 * Creates and delivers a new code for the identity, replacing the previous one. The wrong-code counts and a
 * running block carry over, so asking for a new code never lifts a block or restarts the count.
 */
export function issueCode(db: Db, channel: Channel, identity: string, purpose: CodePurpose, now: Date, options: { deliver?: boolean } = {}): SendResult {
  const wait = resendWait(db, identity, purpose, now);
  if (wait > 0) return { ok: false, reason: 'throttled', retryAfter: wait };
  const settings = authSettings(db);
  const deliver = options.deliver ?? true;
  const demo = settings.demo && deliver;
  const code = demo ? DEMO_OTP : String(randomInt(0, 1_000_000)).padStart(6, '0');
  if (!settings.demo) {
    const channelActive = channel === 'phone' ? settings.smsActive : settings.mailActive;
    if (!sender || !channelActive) return { ok: false, reason: 'undeliverable' };
    if (deliver && !sender({ channel, to: identity, code, purpose })) return { ok: false, reason: 'undeliverable' };
  }
  const previous = current(db, identity, purpose);
  const block = previous?.blocked_until && new Date(previous.blocked_until).getTime() > now.getTime() ? previous.blocked_until : null;
  const recent = previous && seconds(previous.last_failed_at, now) < FAILURE_WINDOW_SECONDS;
  const sameDay = previous?.day_started_at && seconds(previous.day_started_at, now) < DAY_SECONDS;
  db.transaction(() => {
    db.prepare('DELETE FROM verification_codes WHERE identity = ? AND purpose = ?').run(identity, purpose);
    db.prepare(
      `INSERT INTO verification_codes (identity, purpose, code, attempts, last_failed_at, blocked_until, created_at, expires_at, demo, day_failures, day_started_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      identity,
      purpose,
      digest(purpose, identity, code),
      recent ? previous.attempts : 0,
      recent ? previous.last_failed_at : null,
      block,
      now.toISOString(),
      later(now, CODE_TTL_SECONDS),
      demo ? 1 : 0,
      sameDay ? previous.day_failures : 0,
      sameDay ? previous.day_started_at : null,
    );
  })();
  return { ok: true };
}

export type CheckResult = { ok: true } | { ok: false; reason: 'mismatch' } | { ok: false; reason: 'temp_blocked' } | { ok: false; reason: 'blocked'; retryAfter: number };

/**
 * Checks a code. `consume` removes it on success (otherwise it is only marked verified and stays usable for
 * the next step of the same flow until it expires).
 */
export function checkCode(db: Db, identity: string, purpose: CodePurpose, code: unknown, now: Date, options: { consume: boolean }): CheckResult {
  const row = current(db, identity, purpose);
  if (!row) return { ok: false, reason: 'mismatch' };
  if (row.blocked_until && new Date(row.blocked_until).getTime() > now.getTime()) {
    return { ok: false, reason: 'blocked', retryAfter: Math.max(1, Math.ceil((new Date(row.blocked_until).getTime() - now.getTime()) / 1000)) };
  }
  const failures = seconds(row.last_failed_at, now) < FAILURE_WINDOW_SECONDS ? row.attempts : 0;
  const dayStarted = row.day_started_at && seconds(row.day_started_at, now) < DAY_SECONDS ? row.day_started_at : null;
  const dayFailures = dayStarted ? row.day_failures : 0;
  if (dayFailures >= DAY_MAX_FAILURES) {
    const until = new Date(new Date(dayStarted as string).getTime() + DAY_SECONDS * 1000).toISOString();
    db.prepare('UPDATE verification_codes SET blocked_until = ?, attempts = 0, last_failed_at = NULL WHERE id = ?').run(until, row.id);
    return { ok: false, reason: 'temp_blocked' };
  }
  if (failures >= MAX_FAILURES) {
    db.prepare('UPDATE verification_codes SET blocked_until = ?, attempts = 0, last_failed_at = NULL WHERE id = ?').run(later(now, BLOCK_SECONDS), row.id);
    return { ok: false, reason: 'temp_blocked' };
  }
  const given = typeof code === 'string' || typeof code === 'number' ? String(code).trim() : '';
  const live = row.expires_at !== null && new Date(row.expires_at).getTime() > now.getTime();
  // A demo code is only good while demo mode is on.
  const usable = live && (row.demo === 0 || authSettings(db).demo);
  if (usable && given !== '' && digest(purpose, identity, given) === row.code) {
    if (options.consume) db.prepare('DELETE FROM verification_codes WHERE id = ?').run(row.id);
    else db.prepare('UPDATE verification_codes SET verified_at = ?, attempts = 0, last_failed_at = NULL WHERE id = ?').run(now.toISOString(), row.id);
    return { ok: true };
  }
  db.prepare('UPDATE verification_codes SET attempts = ?, last_failed_at = ?, day_failures = ?, day_started_at = ? WHERE id = ?').run(
    failures + 1,
    now.toISOString(),
    dayFailures + 1,
    dayStarted ?? now.toISOString(),
    row.id,
  );
  return { ok: false, reason: 'mismatch' };
}

/** Removes the identity's live code for the purpose (after the step that needed it succeeded). */
export function consumeCode(db: Db, identity: string, purpose: CodePurpose): void {
  db.prepare('DELETE FROM verification_codes WHERE identity = ? AND purpose = ?').run(identity, purpose);
}

/** Whether the identity has a code for the purpose that is still to be entered (expired or not). */
export function codePending(db: Db, identity: string, purpose: CodePurpose): boolean {
  const row = current(db, identity, purpose);
  return row !== undefined && row.verified_at === null;
}

/**
 * Records that the identity just proved itself, for the step that follows: the personal info after a
 * sign-in step (the default), or another purpose's (a profile change waiting for its verification code).
 */
export function grantProof(db: Db, identity: string, now: Date, purpose: string = PROOF_PURPOSE): void {
  db.prepare('DELETE FROM verification_codes WHERE identity = ? AND purpose = ?').run(identity, purpose);
  db.prepare('INSERT INTO verification_codes (identity, purpose, code, attempts, created_at, expires_at, verified_at) VALUES (?, ?, ?, 0, ?, ?, ?)').run(
    identity,
    purpose,
    digest(purpose, identity, randomBytes(16).toString('hex')),
    now.toISOString(),
    later(now, CODE_TTL_SECONDS),
    now.toISOString(),
  );
}

/** Whether the identity holds a live proof for the purpose (without using it up). */
export function hasProof(db: Db, identity: string, now: Date, purpose: string = PROOF_PURPOSE): boolean {
  const row = current(db, identity, purpose);
  return row?.expires_at !== undefined && row.expires_at !== null && new Date(row.expires_at).getTime() > now.getTime();
}

/** Uses up a live proof for the identity; false when there is none. */
export function takeProof(db: Db, identity: string, now: Date, purpose: string = PROOF_PURPOSE): boolean {
  if (!hasProof(db, identity, now, purpose)) return false;
  db.prepare('DELETE FROM verification_codes WHERE identity = ? AND purpose = ?').run(identity, purpose);
  return true;
}

/** Removes every code and proof of the identities (account deletion). */
export function forgetCodes(db: Db, identities: string[]): void {
  const remove = db.prepare('DELETE FROM verification_codes WHERE identity = ?');
  for (const identity of identities) remove.run(identity);
}

/** "Please try again after 42 seconds"; with `inMinutes`, "… after 9 minutes 58 seconds" / "… after 10 minutes". */
export function retryMessage(totalSeconds: number, inMinutes = false): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (!inMinutes || totalSeconds < 60) return `Please try again after ${plural(totalSeconds, 'second')}`;
  const rest = totalSeconds % 60;
  return `Please try again after ${plural(Math.floor(totalSeconds / 60), 'minute')}${rest > 0 ? ` ${plural(rest, 'second')}` : ''}`;
}
