/**
 * Forgotten passwords (contract §2.2): a code to the customer's phone or email, a check of that code, and
 * the new password. Wrong codes count towards the same block as every other code; a successful reset
 * signs the customer out everywhere.
 */
import type { AppContext } from '../http/context';
import { errorList } from '../http/errors';
import { str, type Input, type Rules } from '../http/input';
import { checkInput, codeRefusal, laravelTime, normalizeEmail, phoneFormat, sendCode, userByEmail, userByPhone, type UserRow } from './auth-accounts';
import { authSettings } from './auth-settings';
import { clearLoginFailures, hashPassword, revokeAllTokens } from './auth';
import { checkCode, consumeCode } from './otp';

const CONTACT_RULES: Rules = {
  verification_method: 'required|in:phone,email',
  phone: [{ requiredIf: ['verification_method', ['phone']] }, 'string', { maxLength: 20 }],
  email: [{ requiredIf: ['verification_method', ['email']] }, 'string', 'email', { maxLength: 255 }],
};

interface Contact {
  channel: 'phone' | 'email';
  identity: string;
  user: UserRow | undefined;
}

function contactOf(ctx: AppContext, input: Input): Contact {
  const channel = input.verification_method === 'phone' ? 'phone' : 'email';
  const identity = channel === 'phone' ? str(input.phone).trim() : normalizeEmail(str(input.email));
  return { channel, identity, user: channel === 'phone' ? userByPhone(ctx.db, identity) : userByEmail(ctx.db, identity) };
}

const invalidCode = () => errorList(400, 'invalid', 'Invalid OTP.');

export function requestReset(ctx: AppContext, input: Input): { message: string } {
  checkInput(input, CONTACT_RULES);
  const { channel, identity, user } = contactOf(ctx, input);
  if (!user) throw errorList(404, 'not-found', 'User not found!');
  sendCode(ctx.db, channel, identity, 'reset', ctx.now(), 403);
  if (authSettings(ctx.db).demo) return { message: 'Use the test OTP.' };
  return { message: channel === 'phone' ? 'OTP successfully sent to your phone.' : 'OTP successfully sent to your mail.' };
}

export function verifyResetToken(ctx: AppContext, input: Input): { message: string } {
  checkInput(input, { reset_token: 'required|string|max:10', ...CONTACT_RULES });
  const { channel, identity, user } = contactOf(ctx, input);
  if (!user) throw errorList(404, 'not-found', channel === 'phone' ? 'Phone number not found!' : 'Email not found!');
  const checked = checkCode(ctx.db, identity, 'reset', input.reset_token, ctx.now(), { consume: false });
  if (!checked.ok) throw codeRefusal(checked, invalidCode);
  return { message: 'OTP found, you can proceed' };
}

export function resetPassword(ctx: AppContext, input: Input): { message: string } {
  const exists = (found: (value: string) => UserRow | undefined, field: string) => (value: string) => (found(value) ? null : `The selected ${field} is invalid.`);
  checkInput(
    input,
    { reset_token: 'required|string|max:10', password: 'required|string|min:8|max:255', confirm_password: 'required|string', ...CONTACT_RULES },
    {
      phone: (phone) => (input.verification_method === 'phone' ? (phoneFormat(phone) ?? exists((value) => userByPhone(ctx.db, value), 'phone')(phone)) : null),
      email: (email) => (input.verification_method === 'email' ? exists((value) => userByEmail(ctx.db, value), 'email')(email) : null),
    },
  );
  const { identity, user } = contactOf(ctx, input);
  if (!user) throw errorList(404, 'not-found', 'User not found!');
  const checked = checkCode(ctx.db, identity, 'reset', input.reset_token, ctx.now(), { consume: false });
  if (!checked.ok) throw codeRefusal(checked, invalidCode);
  if (input.password !== input.confirm_password) throw errorList(401, 'mismatch', 'Password did not match!');
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE users SET password = ?, updated_at = ? WHERE id = ?').run(hashPassword(str(input.password)), laravelTime(ctx.now()), user.id);
    consumeCode(ctx.db, identity, 'reset');
    revokeAllTokens(ctx.db, user.id);
    for (const key of [user.email?.toLowerCase(), user.phone?.toLowerCase()]) if (key) clearLoginFailures(ctx.db, key);
  })();
  return { message: 'Password changed successfully.' };
}
