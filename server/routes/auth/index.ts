/**
 * Auth (`/api/v1/auth/…`, contract §2.2): guest ids, sign-up, sign-in (manual, one-time code, social),
 * phone/email verification, completing the personal info, password reset, and the Firebase refusals. The
 * flows live in services/auth/ (sign-in.ts, password-reset.ts, guests.ts); codes and their throttles in otp.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../../http/route-scope';
import { inputOf, validate, type Input } from '../../http/input';
import { routeWithOverride } from '../../http/routing';
import { checkInput, scalarInput } from '../../services/auth/accounts';
import { requestReset, resetPassword, verifyResetToken } from '../../services/auth/password-reset';
import { authSettings } from '../../services/auth/settings';
import { newGuest } from '../../services/auth/guests';
import { completePersonalInfo, firebaseRefusal, manualLogin, otpLogin, signUp, socialLogin, verifyContact } from '../../services/auth/sign-in';

/** Text fields every auth form may carry; numbers are read as text, objects and arrays are refused. */
const TEXT_FIELDS = ['name', 'email', 'phone', 'password', 'confirm_password', 'ref_code', 'otp', 'email_or_phone', 'reset_token', 'token', 'unique_id', 'session_info', 'sessionInfo', 'phoneNumber', 'code'];

const textInput = (request: FastifyRequest): Input => scalarInput(inputOf(request), TEXT_FIELDS);

/** The auth domain, one plugin: guest ids, sign-up and sign-in, verification and password reset. */
export const authRoutes: RoutePlugin = async (app, { ctx }) => {
  // A new guest id; new ids per client address are limited (http/rate-limits.ts).
  app.post('/api/v1/auth/guest/request', (request) => {
    const token = inputOf(request).fcm_token;
    return { message: 'guest verified', guest_id: newGuest(ctx.db, typeof token === 'string' ? token.slice(0, 500) : null, ctx.now()) };
  });

  app.post('/api/v1/auth/sign-up', (request) => signUp(ctx, textInput(request)));

  app.post('/api/v1/auth/login', (request) => {
    const input = textInput(request);
    validate(input, { login_type: ['required', { in: ['manual', 'otp', 'social'] }] });
    if (input.login_type === 'otp') return otpLogin(ctx, input);
    if (input.login_type === 'social') return socialLogin(ctx, input);
    return manualLogin(ctx, input);
  });

  app.post('/api/v1/auth/verify-phone', (request) => verifyContact(ctx, request, textInput(request)));

  app.post('/api/v1/auth/update-info', (request) => completePersonalInfo(ctx, textInput(request)));

  app.post('/api/v1/auth/forgot-password', (request) => requestReset(ctx, textInput(request)));
  app.post('/api/v1/auth/verify-token', (request) => verifyResetToken(ctx, textInput(request)));
  routeWithOverride(app, 'PUT', '/api/v1/auth/reset-password', (request) => resetPassword(ctx, textInput(request)));

  app.post('/api/v1/auth/firebase-verify-token', (request) => {
    const settings = authSettings(ctx.db);
    if (settings.firebaseOtp) checkInput(textInput(request), { session_info: 'required|string', phone: 'required|string', otp: 'required|string', login_type: 'required|in:manual,otp' });
    throw firebaseRefusal(settings);
  });

  routeWithOverride(app, 'PUT', '/api/v1/auth/firebase-reset-password', (request) => {
    const settings = authSettings(ctx.db);
    if (settings.firebaseOtp) checkInput(textInput(request), { sessionInfo: 'required|string', phoneNumber: 'required|string', code: 'required|string' });
    throw firebaseRefusal(settings);
  });

  // The older separate social endpoints answer like `login` with `login_type: "social"`.
  app.post('/api/v1/auth/social-login', (request) => socialLogin(ctx, textInput(request)));
  app.post('/api/v1/auth/social-register', (request) => socialLogin(ctx, textInput(request), { needsPhone: true }));
};
