/**
 * The sign-in flows behind `/api/v1/auth/…` (contract §2.2): sign-up, manual, OTP and social sign-in,
 * phone/email verification, and completing the personal info. Every flow ends in the auth envelope; a token
 * is issued only when nothing is pending (verification, a name, or confirming an existing account), and a
 * `guest_id` sent with a request that issues a token moves the guest's carts to the customer.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context';
import { bareError, errorList, messageError } from '../../http/errors';
import { present, str, type Input } from '../../http/input';
import {
  authEnvelope,
  checkInput,
  codeRefusal,
  emailTaken,
  existUserBrief,
  generateRefCode,
  laravelTime,
  normalizeEmail,
  pendingVerification,
  phoneFormat,
  phoneTaken,
  referrerFor,
  sendCode,
  sendFailure,
  splitName,
  userByEmail,
  userById,
  userByPhone,
  type UserRow,
} from './accounts';
import { authSettings, type AuthSettings } from './settings';
import { hashPassword, issueToken, loginBlockedMessage, loginBlockedUntil, loginKey, mergeGuestFromInput, passwordAccepted, recordLoginFailure, verifyPassword } from './credentials';
import { checkCode, consumeCode, grantProof, issueCode, resendWait, retryMessage, takeProof } from './otp';

export type Envelope = ReturnType<typeof authEnvelope>;

const notEnabled = () => errorList(403, 'login_type', 'This sign-in method is not enabled.');
const otpMismatch = () => messageError(404, 'OTP does not match');
const blocked = () => errorList(403, 'auth-003', 'Your account is blocked. Please contact support.');

/** `verified` as the OTP sign-in's second step sends it: any non-empty value but 0/false. */
const isVerifiedStep = (value: unknown) => present(value) && value !== false && value !== 0 && !['0', 'false'].includes(String(value).trim().toLowerCase());

/**
 * The end of a successful sign-in step: a pending verification or a missing name answers without a token
 * (a missing name leaves a proof for `update-info`), otherwise a token is issued and the guest merged.
 */
export function finishSignIn(ctx: AppContext, user: UserRow, loginType: string, input: Input, options: { skipPending?: boolean } = {}): Envelope {
  const pending = options.skipPending ? null : pendingVerification(authSettings(ctx.db), user);
  if (pending) return authEnvelope({ token: null, user, loginType, pending });
  if (!user.f_name) {
    grantProof(ctx.db, loginType === 'social' ? (user.email ?? '') : (user.phone ?? user.email ?? ''), ctx.now());
    return authEnvelope({ token: null, user, loginType });
  }
  const token = issueToken(ctx.db, user.id, ctx.now());
  mergeGuestFromInput(ctx.db, input.guest_id, user.id);
  return authEnvelope({ token, user, loginType });
}

function insertUser(ctx: AppContext, fields: { f_name: string | null; l_name: string | null; email: string | null; phone: string | null; password: string | null; login_medium: string; is_phone_verified: number; ref_by: number | null }): UserRow {
  const stamp = laravelTime(ctx.now());
  const result = ctx.db
    .prepare(
      `INSERT INTO users (f_name, l_name, email, phone, password, login_medium, is_phone_verified, ref_by, ref_code, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(fields.f_name, fields.l_name, fields.email, fields.phone, fields.password, fields.login_medium, fields.is_phone_verified, fields.ref_by, generateRefCode(ctx.db), stamp, stamp);
  return userById(ctx.db, Number(result.lastInsertRowid)) as UserRow;
}

function touch(ctx: AppContext, userId: number, changes: Record<string, string | number | null>): UserRow {
  const columns = Object.keys(changes);
  ctx.db.prepare(`UPDATE users SET ${columns.map((column) => `${column} = ?`).join(', ')}, updated_at = ? WHERE id = ?`).run(...Object.values(changes), laravelTime(ctx.now()), userId);
  return userById(ctx.db, userId) as UserRow;
}

// ---------------------------------------------------------------------------------------------------------
// Sign-up

export async function signUp(ctx: AppContext, input: Input): Promise<Envelope> {
  const settings = authSettings(ctx.db);
  checkInput(
    input,
    {
      name: 'required|string|max:100',
      email: 'nullable|string|email|max:255',
      phone: 'required|string|min:9|max:14',
      password: 'required|string|min:8|max:255',
      ref_code: 'nullable|string|max:64',
    },
    {
      email: (email) => (emailTaken(ctx.db, email) ? 'The email has already been taken.' : null),
      phone: (phone) => phoneFormat(phone) ?? (phoneTaken(ctx.db, phone) ? 'The phone has already been taken.' : null),
    },
  );
  const phone = str(input.phone).trim();
  const email = present(input.email) ? normalizeEmail(str(input.email)) : null;
  const refBy = referrerFor(ctx.db, settings, input.ref_code, phone);
  const [first, last] = splitName(str(input.name));
  const pending = settings.phoneVerification ? 'phone' : settings.emailVerification && email ? 'email' : null;
  const identity = pending === 'phone' ? phone : (email ?? '');
  if (pending) {
    const wait = resendWait(ctx.db, identity, 'verify', ctx.now());
    if (wait > 0) throw errorList(405, 'otp', retryMessage(wait));
  }
  const password = await hashPassword(str(input.password));
  // The phone or email may have been taken while the password was being hashed.
  if (phoneTaken(ctx.db, phone) || (email && emailTaken(ctx.db, email))) throw errorList(403, phoneTaken(ctx.db, phone) ? 'phone' : 'email', `The ${phoneTaken(ctx.db, phone) ? 'phone' : 'email'} has already been taken.`);
  // The customer exists only if the code could be sent (a failed send rolls the insert back).
  const user = ctx.db.transaction(() => {
    const created = insertUser(ctx, { f_name: first, l_name: last, email, phone, password, login_medium: 'manual', is_phone_verified: 0, ref_by: refBy });
    if (pending) sendCode(ctx.db, pending, identity, 'verify', ctx.now());
    return created;
  })();
  if (pending) return authEnvelope({ token: null, user, loginType: 'manual', pending });
  return finishSignIn(ctx, user, 'manual', input);
}

// ---------------------------------------------------------------------------------------------------------
// Sign-in

/**
 * Password sign-in. Failures count against the account (its email and phone share one count) or, for an
 * unknown email or phone, against the typed text; the attempt is counted before the password is checked,
 * so parallel guesses cannot slip past the block. An unknown account costs the same password check as a
 * known one and gets the same answer.
 */
export async function manualLogin(ctx: AppContext, input: Input): Promise<Envelope> {
  const settings = authSettings(ctx.db);
  if (!settings.manualLogin) throw notEnabled();
  const user = await checkCredentials(ctx, input);
  const signedIn = touch(ctx, user.id, { login_medium: 'manual' });
  const pending = pendingVerification(settings, signedIn);
  if (pending) {
    // A code sent within the last minute is still valid, so a throttled resend is not an error here.
    const sent = issueCode(ctx.db, pending, pending === 'phone' ? (signedIn.phone ?? '') : (signedIn.email ?? ''), 'verify', ctx.now());
    if (!sent.ok && sent.reason === 'undeliverable') throw sendFailure(pending);
  }
  return finishSignIn(ctx, signedIn, 'manual', input);
}

/**
 * The account an email or phone and its password name, under the same guards as signing in (the growing
 * block, the same answer for an unknown account), or the sign-in's error. Also what the payment page asks
 * a customer who comes without a token to prove.
 */
export async function checkCredentials(ctx: AppContext, input: Input): Promise<UserRow> {
  checkInput(input, { email_or_phone: 'required|string|max:255', password: 'required|string|min:6|max:255', field_type: [{ in: ['phone', 'email'] }] });
  const raw = str(input.email_or_phone).trim();
  const found = ctx.db.prepare('SELECT * FROM users WHERE lower(email) = ? OR phone = ?').get(raw.toLowerCase(), raw) as UserRow | undefined;
  const key = loginKey(found?.id ?? null, raw);
  const blockedUntil = loginBlockedUntil(ctx.db, key, ctx.now());
  if (blockedUntil) throw errorList(405, 'auth-004', loginBlockedMessage(blockedUntil, ctx.now()));
  recordLoginFailure(ctx.db, key, ctx.now());
  const matches = await verifyPassword(str(input.password), found?.password ?? null);
  // The account may have changed while the password was being checked.
  const user = found ? userById(ctx.db, found.id) : undefined;
  if (!user || !matches || user.password !== found?.password) throw errorList(401, 'auth-001', 'Credential does not match.');
  passwordAccepted(ctx.db, key);
  if (user.status !== 1) throw blocked();
  return user;
}

export function otpLogin(ctx: AppContext, input: Input): Envelope {
  if (!authSettings(ctx.db).otpLogin) throw notEnabled();
  checkInput(input, { phone: 'required|string|min:9|max:14', otp: 'nullable|string|max:10' }, { phone: phoneFormat });
  const phone = str(input.phone).trim();
  if (!isVerifiedStep(input.verified)) {
    sendCode(ctx.db, 'phone', phone, 'verify', ctx.now());
    return authEnvelope({ token: null, user: null, loginType: 'otp', pending: 'phone', personalInfo: 1 });
  }
  if (!present(input.otp)) throw errorList(403, 'otp', 'The otp field is required.');
  const checked = checkCode(ctx.db, phone, 'verify', input.otp, ctx.now(), { consume: true });
  if (!checked.ok) throw codeRefusal(checked, otpMismatch);
  let user = userByPhone(ctx.db, phone);
  if (user && String(input.verified).trim().toLowerCase() === 'no') {
    // "That is not me": the unverified account gives the number up to a new account.
    touch(ctx, user.id, { phone: null, is_phone_verified: 0 });
    user = undefined;
  }
  user ??= insertUser(ctx, { f_name: null, l_name: null, email: null, phone, password: null, login_medium: 'otp', is_phone_verified: 1, ref_by: null });
  if (user.status !== 1) throw blocked();
  return finishSignIn(ctx, touch(ctx, user.id, { login_medium: 'otp', is_phone_verified: 1 }), 'otp', input, { skipPending: true });
}

/** Social sign-in needs a provider round trip this server does not make, so it is always refused. */
export function socialLogin(ctx: AppContext, input: Input, options: { needsPhone?: boolean } = {}): never {
  const settings = authSettings(ctx.db);
  const refusal = (message: string) => bareError(403, { error: 'wrong credential.', message });
  if (!settings.socialLogin) throw refusal('Social sign-in is not enabled.');
  checkInput(input, {
    token: 'required|string',
    unique_id: 'required|string',
    email: [{ requiredIf: ['medium', ['google', 'facebook']] }, 'string', 'email'],
    medium: 'required|in:google,facebook,apple',
    ...(options.needsPhone ? { phone: 'required|string|min:9|max:14' } : {}),
  });
  const enabled: Record<string, boolean> = { google: settings.googleLogin, facebook: settings.facebookLogin, apple: settings.appleLogin };
  const medium = str(input.medium);
  if (!enabled[medium]) throw refusal(`${medium.charAt(0).toUpperCase()}${medium.slice(1)} sign-in is not enabled.`);
  throw refusal('The sign-in token could not be verified.');
}

// ---------------------------------------------------------------------------------------------------------
// Verification

export function verifyContact(ctx: AppContext, request: FastifyRequest, input: Input): Envelope | { message: string } {
  checkInput(
    input,
    {
      otp: 'required|string|max:10',
      verification_type: 'required|in:phone,email',
      phone: [{ requiredIf: ['verification_type', ['phone']] }, 'string', { minLength: 9 }, { maxLength: 14 }],
      email: [{ requiredIf: ['verification_type', ['email']] }, 'string', 'email'],
      login_type: 'required|in:manual,otp',
    },
    { phone: phoneFormat },
  );
  const byPhone = input.verification_type === 'phone';
  const identity = byPhone ? str(input.phone).trim() : normalizeEmail(str(input.email));
  const now = ctx.now();

  if (input.login_type === 'manual') {
    const user = byPhone ? userByPhone(ctx.db, identity) : userByEmail(ctx.db, identity);
    if (!user) throw messageError(404, 'User not found');
    if (byPhone && user.is_phone_verified) return { message: 'Phone number is already verified' };
    if (!byPhone && user.is_email_verified) return { message: 'Email is already verified' };
    const checked = checkCode(ctx.db, identity, 'verify', input.otp, now, { consume: true });
    if (!checked.ok) throw codeRefusal(checked, otpMismatch);
    const verified = touch(ctx, user.id, byPhone ? { is_phone_verified: 1 } : { is_email_verified: 1, email_verified_at: laravelTime(now) });
    if (verified.status !== 1) throw blocked();
    return finishSignIn(ctx, verified, 'manual', input);
  }

  // Sign-in with a code (phone only).
  if (!authSettings(ctx.db).otpLogin) throw notEnabled();
  if (!byPhone) throw errorList(403, 'verification_type', 'Sign-in with a code needs a phone number.');
  const checked = checkCode(ctx.db, identity, 'verify', input.otp, now, { consume: false });
  if (!checked.ok) throw codeRefusal(checked, otpMismatch);
  const user = userByPhone(ctx.db, identity);
  if (user && !user.is_phone_verified && !user.is_from_pos) {
    // An unverified account holds the number: the client asks "Is it you?" and signs in with `verified`
    // yes or no and the same code, which stays valid for that step.
    return authEnvelope({ token: null, user, loginType: 'otp', existUser: existUserBrief(request, user), personalInfo: 1 });
  }
  consumeCode(ctx.db, identity, 'verify');
  if (!user) {
    const created = insertUser(ctx, { f_name: null, l_name: null, email: null, phone: identity, password: null, login_medium: 'otp', is_phone_verified: 1, ref_by: null });
    return finishSignIn(ctx, created, 'otp', input, { skipPending: true });
  }
  if (user.status !== 1) throw blocked();
  return finishSignIn(ctx, touch(ctx, user.id, { login_medium: 'otp', is_phone_verified: 1 }), 'otp', input, { skipPending: true });
}

// ---------------------------------------------------------------------------------------------------------
// Personal info

export function completePersonalInfo(ctx: AppContext, input: Input): Envelope {
  const settings = authSettings(ctx.db);
  const social = input.login_type === 'social';
  checkInput(
    input,
    {
      name: 'required|string|max:100',
      login_type: 'required|in:otp,social,manual',
      phone: [{ requiredIf: ['login_type', ['otp', 'manual']] }, 'string', { minLength: 9 }, { maxLength: 14 }],
      email: [{ requiredIf: ['login_type', ['social']] }, 'string', 'email', { maxLength: 255 }],
      ref_code: 'nullable|string|max:64',
    },
    {
      phone: (phone) => phoneFormat(phone) ?? (social && phoneTaken(ctx.db, phone) ? 'The phone has already been taken.' : null),
      email: (email) => (!social && emailTaken(ctx.db, email) ? 'The email has already been taken.' : null),
    },
  );
  const phone = present(input.phone) ? str(input.phone).trim() : null;
  const email = present(input.email) ? normalizeEmail(str(input.email)) : null;
  const refBy = referrerFor(ctx.db, settings, input.ref_code, phone ?? '');
  const user = social ? userByEmail(ctx.db, email ?? '') : userByPhone(ctx.db, phone ?? '');
  if (!user) throw messageError(404, 'User not found');
  if (user.f_name) throw messageError(403, 'Already exists');
  if (!takeProof(ctx.db, social ? (email ?? '') : (phone ?? ''), ctx.now())) throw errorList(403, 'otp', social ? 'Please sign in again first.' : 'Please verify your phone number first.');
  const [first, last] = splitName(str(input.name));
  const updated = touch(ctx, user.id, { f_name: first, l_name: last, email: email ?? user.email, phone: phone ?? user.phone, ref_by: refBy ?? user.ref_by });
  const token = issueToken(ctx.db, updated.id, ctx.now());
  mergeGuestFromInput(ctx.db, input.guest_id, updated.id);
  return authEnvelope({ token, user: updated, loginType: str(input.login_type) });
}

/** Firebase phone verification needs Google's identity service, which this server does not call. */
export function firebaseRefusal(settings: AuthSettings) {
  return errorList(403, 'firebase', settings.firebaseOtp ? 'Firebase verification is not available on this server.' : 'Firebase OTP verification is not enabled.');
}
