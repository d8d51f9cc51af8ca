/**
 * Profile updates (`customer/update-profile`, contract §2.3): name, email and phone (unique), password,
 * picture. When phone or email verification is on and that value changes (or the client asks to verify it
 * with `button_type`), the first call only sends a code to the new value and answers
 * `{verification_on, verification_medium, otp_send, message}`; the change is applied by the call that
 * repeats the form with that code (`otp` + `verification_on`). Pictures (JPEG, PNG or GIF, at most 2 MB,
 * recognised by their content, not their name) are stored in the database and served from
 * `/storage/user/<file>`.
 *
 * Changing the password, the email or the phone (what a password reset and sign-in hang on) needs proof
 * that the caller owns the account (profile-ownership.ts: the current password, or a code to the verified
 * contact of an account without one), so a stolen or forgotten-open session cannot take the account over.
 * A verified phone is "Not Changeable" until the new number is verified with a code, whatever the
 * verification settings. A new password signs out every other session of the account. An `image` text that
 * names the current picture (a web client sends its URL back) means "unchanged".
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection';
import { errorList } from '../../http/errors';
import { present, str, type Input } from '../../http/input';
import { checkInput, emailTaken, laravelTime, normalizeEmail, phoneFormat, phoneTaken, splitName, userById, type UserRow } from '../auth/accounts';
import { authSettings } from '../auth/settings';
import { hashPassword, revokeAllTokens } from '../auth/credentials';
import { checkCode, type Channel } from '../auth/otp';
import { codeRefused, proveOwnership, sendProfileCode, VerificationAnswer } from './profile-ownership';

export { VerificationAnswer } from './profile-ownership';

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

/**
 * Whether an `image` text names the customer's current picture (a web client sends the picture's URL back
 * when it is unchanged): its file name, or a URL or path of `/storage/user/…` naming it in either form.
 */
export function isCurrentPicture(value: unknown, user: Pick<UserRow, 'id' | 'image'>): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  let path = text;
  try {
    path = new URL(text, 'http://current.invalid').pathname;
  } catch {
    return false;
  }
  const current = user.image ? [user.image] : [`${user.id}.svg`, `${user.id}.webp`];
  return current.includes(text) || current.some((file) => path === `/storage/user/${file}`);
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
  const image = isCurrentPicture(input.image, user) ? null : readImage(input.image);
  const settings = authSettings(db);
  const phone = present(input.phone) ? str(input.phone).trim() : user.phone;
  const email = present(input.email) ? normalizeEmail(str(input.email)) : user.email;
  const phoneChanged = phone !== user.phone;
  const emailChanged = (email ?? '') !== (user.email ?? '').toLowerCase();
  const owner = await proveOwnership(db, user, input, { phone, email, phoneChanged, emailChanged, passwordGiven: present(input.password) }, now);
  if (owner instanceof VerificationAnswer) return owner;
  const passwordChanged = present(input.password) && !owner.passwordIsCurrent;
  const newPassword = passwordChanged ? await hashPassword(str(input.password)) : user.password;
  // A verified phone stays until the new one is verified too, whatever the verification settings say.
  const phoneNeedsCode = phoneChanged && Boolean(phone) && (settings.phoneVerification || user.is_phone_verified === 1);

  let verified: Channel | null = null;
  if (present(input.otp) && !owner.otpUsed) {
    const on = input.verification_on as Channel;
    const identity = on === 'phone' ? phone : email;
    const checked = identity ? checkCode(db, identity, 'profile', input.otp, now, { consume: true }) : ({ ok: false, reason: 'mismatch' } as const);
    if (!checked.ok) return codeRefused(on, checked.reason, checked.reason === 'blocked' ? checked.retryAfter : 0);
    verified = on;
  } else if (input.button_type !== 'change_password' || phoneNeedsCode) {
    let step: VerificationAnswer | null = null;
    if (phone && (phoneNeedsCode || (settings.phoneVerification && input.button_type === 'phone'))) step = sendProfileCode(db, 'phone', phone, now);
    else if (settings.emailVerification && email && (emailChanged || input.button_type === 'email')) step = sendProfileCode(db, 'email', email, now);
    if (step) {
      if (step.status === 200) owner.keepFor();
      return step;
    }
  }
  if (phoneChanged && user.is_phone_verified === 1 && verified !== 'phone') throw errorList(403, 'phone', 'Not Changeable: a verified phone changes only once the new number is verified.');

  const [first, last] = splitName(str(input.name));
  const file = image ? storeUserImage(db, userId, image, now) : user.image;
  const stamp = laravelTime(now);
  owner.release();
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
