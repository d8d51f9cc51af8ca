/**
 * Forgotten passwords (contract §2.2): a code to the customer's phone or email, a check of that code, and
 * the new password. Wrong codes count towards the same block as every other code; a successful reset
 * signs the customer out everywhere.
 *
 * None of the three steps tells whether an account exists: an unknown phone or email gets the same answer
 * as a known one (a code is "sent", throttled the same way, but goes nowhere and cannot be guessed), and
 * the later steps refuse it as a wrong code.
 */
import type { AppContext } from '../../http/context';
import { errorList } from '../../http/errors';
import { str, type Input, type Rules } from '../../http/input';
import { checkInput, codeRefusal, laravelTime, normalizeEmail, phoneFormat, sendCode, userByEmail, userByPhone, type UserRow } from './accounts';
import { authSettings } from './settings';
import { clearLoginFailures, hashPassword, loginKey, revokeAllTokens } from './credentials';
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
  sendCode(ctx.db, channel, identity, 'reset', ctx.now(), 403, { deliver: user !== undefined });
  if (authSettings(ctx.db).demo) return { message: 'Use the test OTP.' };
  return { message: channel === 'phone' ? 'OTP successfully sent to your phone.' : 'OTP successfully sent to your mail.' };
}

export function verifyResetToken(ctx: AppContext, input: Input): { message: string } {
  checkInput(input, { reset_token: 'required|string|max:10', ...CONTACT_RULES });
  const { identity } = contactOf(ctx, input);
  const checked = checkCode(ctx.db, identity, 'reset', input.reset_token, ctx.now(), { consume: false });
  if (!checked.ok) throw codeRefusal(checked, invalidCode);
  return { message: 'OTP found, you can proceed' };
}

export async function resetPassword(ctx: AppContext, input: Input): Promise<{ message: string }> {
  checkInput(
    input,
    { reset_token: 'required|string|max:10', password: 'required|string|min:8|max:255', confirm_password: 'required|string', ...CONTACT_RULES },
    { phone: (phone) => (input.verification_method === 'phone' ? phoneFormat(phone) : null) },
  );
  const { identity, user } = contactOf(ctx, input);
  const checked = checkCode(ctx.db, identity, 'reset', input.reset_token, ctx.now(), { consume: false });
  if (!checked.ok) throw codeRefusal(checked, invalidCode);
  // Only a delivered code can be entered, and codes go only to accounts; this is the database changing underneath.
  if (!user) throw invalidCode();
  if (input.password !== input.confirm_password) throw errorList(401, 'mismatch', 'Password did not match!');
  const password = await hashPassword(str(input.password));
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE users SET password = ?, updated_at = ? WHERE id = ?').run(password, laravelTime(ctx.now()), user.id);
    consumeCode(ctx.db, identity, 'reset');
    revokeAllTokens(ctx.db, user.id);
    clearLoginFailures(ctx.db, loginKey(user.id, ''));
  })();
  return { message: 'Password changed successfully.' };
}
