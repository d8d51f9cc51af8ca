/**
 * Profile updates (`customer/update-profile`, contract §2.3): name, email and phone (unique), password,
 * picture. When phone or email verification is on and that value changes (or the client asks to verify it
 * with `button_type`), the first call only sends a code to the new value and answers
 * `{verification_on, verification_medium, otp_send, message}`; the change is applied by the call that
 * repeats the form with that code (`otp` + `verification_on`). Pictures (JPEG, PNG or GIF, at most 2 MB,
 * recognised by their content, not their name) are stored in the database and served from
 * `/storage/user/<file>`.
 *
 * Changing the password or the email (what a password reset and sign-in hang on) needs the current password
 * (`current_password`) when the account has one, so a stolen or forgotten-open session cannot take the
 * account over; wrong current passwords count towards the account's sign-in block. A new password signs
 * out every other session of the account.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import { errorList } from '../http/errors';
import { present, str, type Input } from '../http/input';
import { checkInput, emailTaken, laravelTime, normalizeEmail, phoneFormat, phoneTaken, splitName, userById, type UserRow } from './auth-accounts';
import { authSettings } from './auth-settings';
import { hashPassword, loginBlockedMessage, loginBlockedUntil, loginKey, passwordAccepted, recordLoginFailure, revokeAllTokens, verifyPassword } from './auth';
import { checkCode, issueCode, retryMessage } from './otp';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export interface ImageUpload {
  data: Buffer;
  mimeType: 'image/jpeg' | 'image/png' | 'image/gif';
  extension: 'jpg' | 'png' | 'gif';
}

const IMAGE_TYPES = 'The image must be a file of type: jpeg, png, jpg, gif.';

/** The picture's type from its first bytes; null for anything but JPEG, PNG and GIF. */
export function sniffImage(data: Buffer): Omit<ImageUpload, 'data'> | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return { mimeType: 'image/jpeg', extension: 'jpg' };
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { mimeType: 'image/png', extension: 'png' };
  if (data.length >= 6 && ['GIF87a', 'GIF89a'].includes(data.subarray(0, 6).toString('latin1'))) return { mimeType: 'image/gif', extension: 'gif' };
  return null;
}

/**
 * The `image` field: absent or blank means no change; a file must be a JPEG, PNG or GIF of at most 2 MB
 * (`403 errors[{code:"image"}]` otherwise, also for text sent in its place).
 */
export function readImage(value: unknown): ImageUpload | null {
  if (value === undefined || value === null || (typeof value === 'string' && ['', 'null', 'undefined'].includes(value.trim()))) return null;
  if (!Buffer.isBuffer(value)) throw errorList(403, 'image', IMAGE_TYPES);
  if (value.length > MAX_IMAGE_BYTES) throw errorList(403, 'image', 'The image must not be greater than 2048 kilobytes.');
  const type = sniffImage(value);
  if (!type) throw errorList(403, 'image', IMAGE_TYPES);
  return { data: value, ...type };
}

export function storeUserImage(db: Db, userId: number, image: ImageUpload, now: Date): string {
  const file = `${randomBytes(12).toString('hex')}.${image.extension}`;
  db.transaction(() => {
    db.prepare('DELETE FROM user_images WHERE user_id = ?').run(userId);
    db.prepare('INSERT INTO user_images (file_name, user_id, mime_type, data, created_at) VALUES (?, ?, ?, ?, ?)').run(file, userId, image.mimeType, image.data, now.toISOString());
  })();
  return file;
}

export function userImage(db: Db, file: string): { mime_type: string; data: Buffer } | undefined {
  return db.prepare('SELECT mime_type, data FROM user_images WHERE file_name = ?').get(file) as { mime_type: string; data: Buffer } | undefined;
}

type Medium = 'phone' | 'email';

const mediumName = (on: Medium) => (on === 'phone' ? 'SMS' : 'email');

/** An answer about the verification step, with its own status (200 when a code went out). */
export class VerificationAnswer {
  constructor(
    readonly status: number,
    readonly body: { verification_on: Medium; verification_medium: string; otp_send?: boolean; message: string },
  ) {}
}

function sendVerification(db: Db, on: Medium, identity: string, now: Date): VerificationAnswer {
  const sent = issueCode(db, on, identity, 'profile', now);
  const base = { verification_on: on, verification_medium: mediumName(on) };
  if (sent.ok) return new VerificationAnswer(200, { ...base, otp_send: true, message: on === 'phone' ? 'OTP successfully sent to your phone.' : 'OTP successfully sent to your mail.' });
  if (sent.reason === 'throttled') return new VerificationAnswer(405, { ...base, otp_send: false, message: retryMessage(sent.retryAfter) });
  return new VerificationAnswer(403, { ...base, otp_send: false, message: 'Failed to send the OTP. Please try again later.' });
}

/** `403 errors[{code:"current_password"}]` unless the current password is given and right (when there is one). */
async function confirmCurrentPassword(db: Db, user: UserRow, given: unknown, now: Date): Promise<void> {
  if (!user.password) return;
  if (!present(given)) throw errorList(403, 'current_password', 'Enter your current password to change your password or email.');
  const key = loginKey(user.id, '');
  const blockedUntil = loginBlockedUntil(db, key, now);
  if (blockedUntil) throw errorList(405, 'auth-004', loginBlockedMessage(blockedUntil, now));
  recordLoginFailure(db, key, now);
  if (!(await verifyPassword(str(given), user.password))) throw errorList(403, 'current_password', 'The current password is incorrect.');
  passwordAccepted(db, key);
}

/** Applies a profile form, or answers the verification step it needs first. `token` is the session kept on a password change. */
export async function updateProfile(db: Db, userId: number, input: Input, now: Date, token: string | null = null): Promise<{ message: string } | VerificationAnswer> {
  const user = userById(db, userId) as UserRow;
  checkInput(
    input,
    {
      name: 'required|string|max:100',
      email: 'nullable|string|email|max:255',
      phone: 'nullable|string|min:9|max:14',
      password: 'nullable|string|min:8|max:255',
      current_password: 'nullable|string|max:255',
      button_type: 'nullable|in:change_password,phone,email',
      otp: 'nullable|string|max:10',
      verification_on: 'nullable|in:phone,email',
      verification_medium: 'nullable|in:firebase,SMS,email',
    },
    {
      email: (email) => (emailTaken(db, email, userId) ? 'The email has already been taken.' : null),
      phone: (phone) => phoneFormat(phone) ?? (phoneTaken(db, phone, userId) ? 'The phone has already been taken.' : null),
    },
  );
  if (present(input.otp) && !present(input.verification_on)) throw errorList(403, 'verification_on', 'The verification on field is required when otp is present.');
  const image = readImage(input.image);
  const settings = authSettings(db);
  const phone = present(input.phone) ? str(input.phone).trim() : user.phone;
  const email = present(input.email) ? normalizeEmail(str(input.email)) : user.email;
  const phoneChanged = phone !== user.phone;
  const emailChanged = (email ?? '') !== (user.email ?? '').toLowerCase();
  const passwordChanged = present(input.password);
  if (passwordChanged || emailChanged) await confirmCurrentPassword(db, user, input.current_password, now);
  const newPassword = passwordChanged ? await hashPassword(str(input.password)) : user.password;

  let verified: Medium | null = null;
  if (present(input.otp)) {
    const on = input.verification_on as Medium;
    const identity = on === 'phone' ? phone : email;
    const checked = identity ? checkCode(db, identity, 'profile', input.otp, now, { consume: true }) : ({ ok: false, reason: 'mismatch' } as const);
    if (!checked.ok) {
      const base = { verification_on: on, verification_medium: mediumName(on) };
      if (checked.reason === 'mismatch') return new VerificationAnswer(403, { ...base, message: 'OTP does not match' });
      return new VerificationAnswer(405, { ...base, message: checked.reason === 'blocked' ? retryMessage(checked.retryAfter, true) : 'Too many attempts. Please try again later.' });
    }
    verified = on;
  } else if (input.button_type !== 'change_password') {
    if (settings.phoneVerification && phone && (phoneChanged || input.button_type === 'phone')) return sendVerification(db, 'phone', phone, now);
    if (settings.emailVerification && email && (emailChanged || input.button_type === 'email')) return sendVerification(db, 'email', email, now);
  }

  const [first, last] = splitName(str(input.name));
  const file = image ? storeUserImage(db, userId, image, now) : user.image;
  const stamp = laravelTime(now);
  if (passwordChanged) revokeAllTokens(db, userId, token);
  db.prepare(
    `UPDATE users SET f_name = ?, l_name = ?, email = ?, phone = ?, image = ?, password = ?,
       is_phone_verified = ?, is_email_verified = ?, email_verified_at = ?, updated_at = ? WHERE id = ?`,
  ).run(
    first,
    last,
    email,
    phone,
    file,
    newPassword,
    verified === 'phone' ? 1 : phoneChanged ? 0 : user.is_phone_verified,
    verified === 'email' ? 1 : emailChanged ? 0 : user.is_email_verified,
    verified === 'email' ? stamp : emailChanged ? null : user.email_verified_at,
    stamp,
    userId,
  );
  if (verified) return { message: verified === 'phone' ? 'Phone successfully verified' : 'Email successfully verified' };
  return { message: input.button_type === 'change_password' ? 'Password successfully updated' : 'Successfully updated!' };
}
