/**
 * Proving, on the profile form, that the person holding the session owns the account — what changing the
 * password, the email or the phone needs, since a password reset is sent to those. With a password: the
 * current password (`current_password`, or — as a web client's form sends it on every save, having no
 * current-password field — a `password` equal to the current one, which then changes nothing). Every
 * password given counts towards the account's sign-in block, right or wrong. Without a password (an account
 * made by a one-time code or a social sign-in): a code sent to its verified phone, else its verified email.
 *
 * A proof that leads to a verification step (a code to the new phone or email) is kept for ten minutes for
 * exactly that change, so the call that completes it with the code needs no second proof.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/connection';
import { errorList } from '../../http/errors';
import { present, str, type Input } from '../../http/input';
import type { UserRow } from '../auth/accounts';
import { loginBlockedMessage, loginBlockedUntil, loginKey, passwordAccepted, recordLoginFailure, verifyPassword } from '../auth/credentials';
import { checkCode, codePending, grantProof, hasProof, issueCode, retryMessage, takeProof, type Channel } from '../auth/otp';

const OWNER_CODE = 'profile-owner';
const OWNER_PROOF = 'profile-owner-proof';

/** An answer about a code step, with its own status (200 when a code went out). */
export class VerificationAnswer {
  constructor(
    readonly status: number,
    readonly body: { verification_on: Channel; verification_medium: string; otp_send?: boolean; message: string },
  ) {}
}

const mediumName = (on: Channel) => (on === 'phone' ? 'SMS' : 'email');

/** Sends a code for a profile step and answers the contract's verification shape. */
export function sendProfileCode(db: Db, on: Channel, identity: string, now: Date, purpose: 'profile' | typeof OWNER_CODE = 'profile'): VerificationAnswer {
  const sent = issueCode(db, on, identity, purpose, now);
  const base = { verification_on: on, verification_medium: mediumName(on) };
  if (sent.ok) {
    const message = purpose === OWNER_CODE ? `To confirm it is you, enter the code we sent to your ${on === 'phone' ? 'phone' : 'email'}.` : on === 'phone' ? 'OTP successfully sent to your phone.' : 'OTP successfully sent to your mail.';
    return new VerificationAnswer(200, { ...base, otp_send: true, message });
  }
  if (sent.reason === 'throttled') return new VerificationAnswer(405, { ...base, otp_send: false, message: retryMessage(sent.retryAfter) });
  return new VerificationAnswer(403, { ...base, otp_send: false, message: 'Failed to send the OTP. Please try again later.' });
}

/** The answer to a code that did not match or is blocked. */
export function codeRefused(on: Channel, reason: 'mismatch' | 'temp_blocked' | 'blocked', retryAfter = 0): VerificationAnswer {
  const base = { verification_on: on, verification_medium: mediumName(on) };
  if (reason === 'mismatch') return new VerificationAnswer(403, { ...base, message: 'OTP does not match' });
  return new VerificationAnswer(405, { ...base, message: reason === 'blocked' ? retryMessage(retryAfter, true) : 'Too many attempts. Please try again later.' });
}

/** A password guess against the account, counted before it is checked; `405` while the account is blocked. */
async function isCurrentPassword(db: Db, user: UserRow, given: unknown, now: Date): Promise<boolean> {
  const key = loginKey(user.id, '');
  const blockedUntil = loginBlockedUntil(db, key, now);
  if (blockedUntil) throw errorList(405, 'auth-004', loginBlockedMessage(blockedUntil, now));
  recordLoginFailure(db, key, now);
  if (!(await verifyPassword(str(given), user.password))) return false;
  passwordAccepted(db, key);
  return true;
}

/** The change a kept proof is for: the phone and email the form asks for. */
const changeKey = (user: UserRow, phone: string | null, email: string | null) =>
  `user:${user.id}:${createHash('sha256').update(`${phone ?? ''}\n${email ?? ''}`).digest('hex')}`;

export interface Ownership {
  /** `password` was the current password: it proves the owner and changes nothing. */
  passwordIsCurrent: boolean;
  /** The `otp` sent was the owner's code (so it is not the new phone's or email's). */
  otpUsed: boolean;
  /** Keeps the proof for the verification step that follows. */
  keepFor: () => void;
  /** Uses up a kept proof once the change is applied. */
  release: () => void;
}

export interface WantedChange {
  phone: string | null;
  email: string | null;
  /** Which of them differ from the account's, and whether a password was sent. */
  phoneChanged: boolean;
  emailChanged: boolean;
  passwordGiven: boolean;
}

/**
 * Checks that the caller owns the account for the change asked for, or answers the code step that proves
 * it (accounts without a password). Throws `403 current_password` for a missing or wrong password.
 */
export async function proveOwnership(db: Db, user: UserRow, input: Input, wanted: WantedChange, now: Date): Promise<Ownership | VerificationAnswer> {
  const key = changeKey(user, wanted.phone, wanted.email);
  const proof = (passwordIsCurrent: boolean, otpUsed: boolean): Ownership => ({
    passwordIsCurrent,
    otpUsed,
    keepFor: () => grantProof(db, key, now, OWNER_PROOF),
    release: () => void takeProof(db, key, now, OWNER_PROOF),
  });
  // A web client's form sends the current password as `password` on every save.
  const passwordIsCurrent = Boolean(user.password) && wanted.passwordGiven && !present(input.current_password) && (await isCurrentPassword(db, user, input.password, now));
  const passwordChanged = wanted.passwordGiven && !passwordIsCurrent;
  if (!passwordChanged && !wanted.emailChanged && !wanted.phoneChanged) return proof(passwordIsCurrent, false);
  if (passwordIsCurrent || hasProof(db, key, now, OWNER_PROOF)) return proof(passwordIsCurrent, false);
  if (user.password) {
    if (!present(input.current_password)) throw errorList(403, 'current_password', 'Enter your current password to change your password, email or phone.');
    if (!(await isCurrentPassword(db, user, input.current_password, now))) throw errorList(403, 'current_password', 'The current password is incorrect.');
    return proof(false, false);
  }
  const contact = ownerContact(user);
  // Nothing proves more than the session for an account with no password and no verified contact.
  if (!contact) return proof(false, false);
  if (present(input.otp) && codePending(db, contact.identity, OWNER_CODE)) {
    const checked = checkCode(db, contact.identity, OWNER_CODE, input.otp, now, { consume: true });
    if (!checked.ok) return codeRefused(contact.on, checked.reason, checked.reason === 'blocked' ? checked.retryAfter : 0);
    return proof(false, true);
  }
  return sendProfileCode(db, contact.on, contact.identity, now, OWNER_CODE);
}

/** The verified contact a code proving ownership goes to: the phone first, else the email. */
function ownerContact(user: UserRow): { on: Channel; identity: string } | null {
  if (user.is_phone_verified === 1 && user.phone) return { on: 'phone', identity: user.phone };
  if (user.is_email_verified === 1 && user.email) return { on: 'email', identity: user.email };
  return null;
}
