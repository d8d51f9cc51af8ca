/**
 * Customer accounts as the sign-in flows see them: lookups by phone or email, the auth envelope the
 * contract's clients read after every sign-in step, which verification is still pending, referral codes,
 * and the input checks shared by the auth routes (scalar fields, phone format, uniqueness).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { storageUrl } from '../../http/context';
import { errorEntries, errorList, type ApiError, type ErrorEntry } from '../../http/errors';
import { present, validationErrors, type Input, type Rules } from '../../http/input';
import type { AuthSettings } from './settings';
import { issueCode, retryMessage, type Channel, type CheckResult, type CodePurpose } from './otp';

export interface UserRow {
  id: number;
  f_name: string | null;
  l_name: string | null;
  email: string | null;
  phone: string | null;
  password: string | null;
  image: string | null;
  status: number;
  is_phone_verified: number;
  is_email_verified: number;
  email_verified_at: string | null;
  login_medium: string;
  ref_code: string | null;
  ref_by: number | null;
  is_from_pos: number;
  created_at: string;
}

/** Digits with an optional leading `+` (the length rule is checked separately). */
export const PHONE_FORMAT = /^\+?\d+$/;

/** A timestamp in the microsecond ISO form the contract's backend emits. */
export const laravelTime = (now: Date) => now.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** First name and the rest, split on the first space. */
export function splitName(name: string): [string, string] {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  return space < 0 ? [trimmed, ''] : [trimmed.slice(0, space), trimmed.slice(space + 1).trim()];
}

export function userById(db: Db, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function userByPhone(db: Db, phone: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE phone = ?').get(phone.trim()) as UserRow | undefined;
}

export function userByEmail(db: Db, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE lower(email) = ?').get(normalizeEmail(email)) as UserRow | undefined;
}

export function phoneTaken(db: Db, phone: string, exceptUserId = 0): boolean {
  return db.prepare('SELECT 1 FROM users WHERE phone = ? AND id != ?').get(phone.trim(), exceptUserId) !== undefined;
}

export function emailTaken(db: Db, email: string, exceptUserId = 0): boolean {
  return db.prepare('SELECT 1 FROM users WHERE lower(email) = ? AND id != ?').get(normalizeEmail(email), exceptUserId) !== undefined;
}

export type Pending = 'phone' | 'email' | null;

/**
 * The verification a user still owes before a token is issued: the phone when phone verification is on,
 * otherwise the email when email verification is on and the user has one.
 */
export function pendingVerification(settings: AuthSettings, user: Pick<UserRow, 'email' | 'phone' | 'is_phone_verified' | 'is_email_verified'>): Pending {
  if (settings.phoneVerification) return user.phone && !user.is_phone_verified ? 'phone' : null;
  if (settings.emailVerification && user.email && !user.is_email_verified) return 'email';
  return null;
}

export interface ExistUser {
  id: number;
  name: string;
  image: string;
}

export function existUserBrief(request: FastifyRequest, user: UserRow): ExistUser {
  return {
    id: user.id,
    name: [user.f_name, user.l_name].filter(Boolean).join(' '),
    image: storageUrl(request, user.image ? `user/${user.image}` : `user/${user.id}.svg`),
  };
}

/**
 * The auth envelope. `is_phone_verified`/`is_email_verified` are 0 only for the verification still pending,
 * `is_personal_info` says whether the user has a name; `token` is null whenever a further step is needed.
 */
export function authEnvelope(options: { token: string | null; user: Pick<UserRow, 'f_name' | 'email'> | null; loginType: string; pending?: Pending; existUser?: ExistUser | null; personalInfo?: 0 | 1 }) {
  const { token, user, loginType, pending = null, existUser = null } = options;
  return {
    token,
    is_phone_verified: pending === 'phone' ? 0 : 1,
    is_email_verified: pending === 'email' ? 0 : 1,
    is_personal_info: options.personalInfo ?? (user?.f_name ? 1 : 0),
    is_exist_user: existUser,
    login_type: loginType,
    email: user?.email ?? null,
  };
}

/** A referral code of ten capital letters and digits, unused so far. */
export function generateRefCode(db: Db): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  for (;;) {
    const code = Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('');
    if (!db.prepare('SELECT 1 FROM users WHERE ref_code = ?').get(code)) return code;
  }
}

/**
 * The referrer of an optional `ref_code`: `403` when referral earning is off, `405` when no active
 * customer has the code, `203` when this phone already earned someone a referral reward.
 */
export function referrerFor(db: Db, settings: AuthSettings, refCode: unknown, phone: string): number | null {
  if (!present(refCode)) return null;
  if (!settings.referral) throw errorList(403, 'ref_code', 'Referral is not enabled.');
  const referrer = db.prepare('SELECT id, status FROM users WHERE ref_code = ?').get(String(refCode).trim()) as { id: number; status: number } | undefined;
  if (!referrer || referrer.status !== 1) throw errorList(405, 'ref_code', 'Referrer code not found.');
  const used = db.prepare("SELECT 1 FROM wallet_transactions WHERE transaction_type = 'referrer' AND reference = ?").get(phone);
  if (used) throw errorList(203, 'phone', 'Referrer code already used.');
  return referrer.id;
}

/** Finite numbers become strings, so `'string'` rules accept `{"phone": 971500000001}` but refuse objects. */
export function scalarInput(input: Input, fields: string[]): Input {
  const result: Input = { ...input };
  for (const field of fields) if (typeof result[field] === 'number' && Number.isFinite(result[field])) result[field] = String(result[field]);
  return result;
}

/**
 * Validation with the shared rules plus per-field checks (a format, uniqueness), all failing fields in one
 * `403 {"errors":[…]}`. A custom check runs only for a present value that passed the rules.
 */
export function checkInput(input: Input, rules: Rules, custom: Record<string, (value: string) => string | null> = {}): void {
  const entries: ErrorEntry[] = validationErrors(input, rules);
  const failed = new Set(entries.map((entry) => entry.code));
  for (const [field, check] of Object.entries(custom)) {
    const value = input[field];
    if (failed.has(field) || !present(value) || typeof value !== 'string') continue;
    const message = check(value.trim());
    if (message) entries.push({ code: field, message });
  }
  if (entries.length > 0) throw errorEntries(403, entries);
}

export const phoneFormat = (value: string) => (PHONE_FORMAT.test(value) ? null : 'The phone format is invalid.');

/** The answer when a code could not be delivered. */
export const sendFailure = (channel: Channel, status = 405) =>
  errorList(status, 'otp', channel === 'phone' ? 'Failed to send the SMS. Please try again later.' : 'Failed to send the mail. Please try again later.');

/**
 * Sends a code or fails with `405 {"errors":[{"code":"otp",…}]}` when throttled, `{failureStatus}` when
 * undeliverable. `deliver: false` goes through every step but the delivery (see otp.ts).
 */
export function sendCode(db: Db, channel: Channel, identity: string, purpose: CodePurpose, now: Date, failureStatus = 405, options: { deliver?: boolean } = {}): void {
  const sent = issueCode(db, channel, identity, purpose, now, options);
  if (sent.ok) return;
  if (sent.reason === 'throttled') throw errorList(405, 'otp', retryMessage(sent.retryAfter));
  throw sendFailure(channel, failureStatus);
}

/**
 * The refusal for a failed code check: a running block `405 otp_block_time`, a new block
 * `405 otp_temp_blocked`, a wrong or expired code the given `mismatch` answer.
 */
export function codeRefusal(result: Exclude<CheckResult, { ok: true }>, mismatch: () => ApiError): ApiError {
  if (result.reason === 'blocked') return errorList(405, 'otp_block_time', retryMessage(result.retryAfter, true));
  if (result.reason === 'temp_blocked') return errorList(405, 'otp_temp_blocked', 'Too many attempts. Please try again later.');
  return mismatch();
}
