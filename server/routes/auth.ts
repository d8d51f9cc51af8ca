/** Auth (`/api/v1/auth/…`): manual login with throttling, and the envelope the contract describes. */
import type { FastifyInstance } from 'fastify';
import { errorList } from '../http/errors';
import { inputOf, validate } from '../http/input';
import type { AppContext } from '../http/context';
import { clearLoginFailures, issueToken, loginBlockedUntil, mergeGuest, recordLoginFailure, verifyPassword } from '../services/auth';

interface UserRow {
  id: number;
  f_name: string | null;
  email: string | null;
  phone: string | null;
  password: string | null;
  status: number;
  is_phone_verified: number;
  is_email_verified: number;
}

export function authEnvelope(token: string | null, user: UserRow, loginType: string) {
  return {
    token,
    is_phone_verified: user.is_phone_verified,
    is_email_verified: user.is_email_verified,
    is_personal_info: user.f_name ? 1 : 0,
    is_exist_user: null,
    login_type: loginType,
    email: user.email,
  };
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/v1/auth/login', (request) => {
    const input = inputOf(request);
    validate(input, { login_type: ['required', { in: ['manual', 'otp', 'social'] }] });
    if (input.login_type !== 'manual') throw errorList(403, 'login_type', 'This sign-in method is not enabled.');
    validate(input, { email_or_phone: ['required', { maxLength: 255 }], password: ['required', { minLength: 6 }], field_type: [{ in: ['phone', 'email'] }] });
    const identity = String(input.email_or_phone).trim().toLowerCase();
    const now = ctx.now();
    if (loginBlockedUntil(ctx.db, identity, now)) throw errorList(405, 'auth-004', 'Too many attempts. Please try again in a minute.');
    const user = ctx.db.prepare('SELECT * FROM users WHERE lower(email) = ? OR phone = ?').get(identity, String(input.email_or_phone).trim()) as UserRow | undefined;
    if (!user || !verifyPassword(String(input.password), user.password)) {
      recordLoginFailure(ctx.db, identity, now);
      throw errorList(401, 'auth-001', 'Credential does not match.');
    }
    if (user.status !== 1) throw errorList(403, 'auth-003', 'Your account is blocked. Please contact support.');
    clearLoginFailures(ctx.db, identity);
    const guest = Number(input.guest_id);
    if (Number.isInteger(guest) && guest > 0) mergeGuest(ctx.db, guest, user.id);
    const needsMore = !user.f_name;
    return authEnvelope(needsMore ? null : issueToken(ctx.db, user.id, now), user, 'manual');
  });
}
