/**
 * Sign-up, sign-in (manual, one-time code, social), verification, personal info, password reset and the
 * guest cart merge, over real HTTP on a fresh in-memory database with a clock the tests move.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_OTP } from '../db/seed/demo-account';
import { setCentralizeLogin, setSetting } from '../services/auth/settings';
import { setCodeSender, type CodeMessage } from '../services/auth/otp';
import { api, DUBAI_MALL, RENTAL_HEADERS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
let clock = new Date('2030-03-01T09:00:00.000Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

interface Envelope {
  token: string | null;
  is_phone_verified: number;
  is_email_verified: number;
  is_personal_info: number;
  is_exist_user: { id: number; name: string; image: string } | null;
  login_type: string;
  email: string | null;
}

let phoneCounter = 0;
/** A phone number no other test uses. */
const freshPhone = () => `+97155${String(1_000_000 + ++phoneCounter).slice(-7)}`;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  http = api(server.baseUrl);
});
afterAll(() => server.close());
afterEach(() => {
  setCentralizeLogin(server.db, { phone_verification_status: 0, email_verification_status: 0, otp_login_status: 1, social_login_status: 0, manual_login_status: 1, google_login_status: 0 });
  setSetting(server.db, 'demo', true);
  setSetting(server.db, 'ref_earning_status', 1);
  setCodeSender(null);
  advance(3600);
});

const signUp = (body: Record<string, unknown>) => http.post<Envelope>('/api/v1/auth/sign-up', { body });
const login = (emailOrPhone: string, password: string, extra: Record<string, unknown> = {}) =>
  http.post<Envelope>('/api/v1/auth/login', { body: { login_type: 'manual', email_or_phone: emailOrPhone, password, field_type: emailOrPhone.includes('@') ? 'email' : 'phone', ...extra } });
const verifyPhone = (body: Record<string, unknown>) => http.post<Envelope>('/api/v1/auth/verify-phone', { body });
const info = (token: string) => http.get<Record<string, unknown>>('/api/v1/customer/info', { headers: { Authorization: `Bearer ${token}`, 'X-localization': 'en' } });

describe('sign-up', () => {
  it('creates the customer (name split on the first space) and answers the envelope with a token', async () => {
    const phone = freshPhone();
    const answer = await signUp({ name: 'Amal Abdul Rahman', email: 'Amal@Example.com', phone, password: 'secret123' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ token: expect.any(String), is_phone_verified: 1, is_email_verified: 1, is_personal_info: 1, is_exist_user: null, login_type: 'manual', email: 'amal@example.com' });
    const me = await info(answer.body.token as string);
    expect(me.body).toMatchObject({ f_name: 'Amal', l_name: 'Abdul Rahman', phone, email: 'amal@example.com', login_medium: 'manual', ref_code: expect.stringMatching(/^[A-Z0-9]{10}$/) });
    expect(me.body).not.toHaveProperty('password');
    expect((await login('amal@example.com', 'secret123')).body.token).toEqual(expect.any(String));
  });

  it('refuses a taken phone and email, a short password and a bad phone in one 403 list', async () => {
    const answer = await signUp({ name: 'X', email: DEMO_CUSTOMER.email, phone: DEMO_CUSTOMER.phone, password: 'short' });
    expect(answer).toMatchObject({ status: 403 });
    expect(answer.body).toEqual({
      errors: [
        { code: 'password', message: 'The password must be at least 8 characters.' },
        { code: 'email', message: 'The email has already been taken.' },
        { code: 'phone', message: 'The phone has already been taken.' },
      ],
    });
    expect((await signUp({ name: 'X', phone: '+97150abc1234', password: 'secret123' })).body).toEqual({ errors: [{ code: 'phone', message: 'The phone format is invalid.' }] });
  });

  it('checks referral codes: 403 when referral is off, 405 unknown, 203 already used, else records the referrer', async () => {
    const phone = freshPhone();
    setSetting(server.db, 'ref_earning_status', 0);
    expect(await signUp({ name: 'Ref', phone, password: 'secret123', ref_code: DEMO_CUSTOMER.refCode })).toMatchObject({ status: 403, body: { errors: [{ code: 'ref_code' }] } });
    setSetting(server.db, 'ref_earning_status', 1);
    expect(await signUp({ name: 'Ref', phone, password: 'secret123', ref_code: 'NOPE000000' })).toMatchObject({ status: 405, body: { errors: [{ code: 'ref_code', message: 'Referrer code not found.' }] } });
    server.db
      .prepare("INSERT INTO wallet_transactions (user_id, transaction_id, credit, transaction_type, reference, created_at, updated_at) VALUES (1, 'WT-REF-X', 20, 'referrer', ?, 'x', 'x')")
      .run(phone);
    expect(await signUp({ name: 'Ref', phone, password: 'secret123', ref_code: DEMO_CUSTOMER.refCode })).toMatchObject({ status: 203, body: { errors: [{ code: 'phone', message: 'Referrer code already used.' }] } });
    const other = freshPhone();
    const created = await signUp({ name: 'Ref Erred', phone: other, password: 'secret123', ref_code: DEMO_CUSTOMER.refCode });
    expect(created.status).toBe(200);
    expect((await info(created.body.token as string)).body).toMatchObject({ ref_by: DEMO_CUSTOMER.id });
  });

  it('with phone verification on: sends a code, answers without a token, and verify-phone signs in', async () => {
    setCentralizeLogin(server.db, { phone_verification_status: 1 });
    const phone = freshPhone();
    const answer = await signUp({ name: 'Verify Me', phone, password: 'secret123' });
    expect(answer.body).toEqual({ token: null, is_phone_verified: 0, is_email_verified: 1, is_personal_info: 1, is_exist_user: null, login_type: 'manual', email: null });
    // The password alone does not get past the pending verification.
    expect((await login(phone, 'secret123')).body).toMatchObject({ token: null, is_phone_verified: 0 });
    expect(await verifyPhone({ phone, otp: '000000', verification_type: 'phone', login_type: 'manual' })).toMatchObject({ status: 404, body: { message: 'OTP does not match' } });
    const verified = await verifyPhone({ phone, otp: DEMO_OTP, verification_type: 'phone', login_type: 'manual' });
    expect(verified.body).toMatchObject({ token: expect.any(String), is_phone_verified: 1, is_personal_info: 1, login_type: 'manual' });
    expect(await verifyPhone({ phone, otp: DEMO_OTP, verification_type: 'phone', login_type: 'manual' })).toMatchObject({ status: 200, body: { message: 'Phone number is already verified' } });
    expect((await login(phone, 'secret123')).body.token).toEqual(expect.any(String));
  });

  it('with email verification on: the code goes to the email and verify-phone by email signs in', async () => {
    setCentralizeLogin(server.db, { email_verification_status: 1 });
    const phone = freshPhone();
    const answer = await signUp({ name: 'Mail Person', phone, email: `mail${phoneCounter}@example.com`, password: 'secret123' });
    expect(answer.body).toMatchObject({ token: null, is_phone_verified: 1, is_email_verified: 0, email: `mail${phoneCounter}@example.com` });
    const verified = await verifyPhone({ email: `MAIL${phoneCounter}@example.com`, otp: DEMO_OTP, verification_type: 'email', login_type: 'manual' });
    expect(verified.body).toMatchObject({ token: expect.any(String), is_email_verified: 1 });
    expect((await info(verified.body.token as string)).body).toMatchObject({ is_email_verified: 1, email_verified_at: expect.any(String) });
  });

  it('without a way to deliver the code (demo off, no gateway): 405 and no account is created', async () => {
    setCentralizeLogin(server.db, { phone_verification_status: 1 });
    setSetting(server.db, 'demo', false);
    const phone = freshPhone();
    expect(await signUp({ name: 'Nobody', phone, password: 'secret123' })).toMatchObject({ status: 405, body: { errors: [{ code: 'otp', message: expect.stringContaining('Failed to send') }] } });
    expect(server.db.prepare('SELECT 1 FROM users WHERE phone = ?').get(phone)).toBeUndefined();
  });
});

describe('manual sign-in', () => {
  it('answers 401 auth-001 for a wrong password and 405 after five failures, until a minute has passed', async () => {
    expect(await login(DEMO_CUSTOMER.email, 'wrong-password')).toMatchObject({ status: 401, body: { errors: [{ code: 'auth-001', message: 'Credential does not match.' }] } });
    for (let attempt = 2; attempt <= 5; attempt++) expect((await login(DEMO_CUSTOMER.email, 'wrong-password')).status).toBe(401);
    expect(await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).toMatchObject({ status: 405, body: { errors: [{ code: 'auth-004' }] } });
    advance(61);
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).body).toMatchObject({ token: expect.any(String), is_personal_info: 1, login_type: 'manual' });
  });

  it('refuses blocked accounts with 403 auth-003 and a disabled method with 403', async () => {
    const phone = freshPhone();
    await signUp({ name: 'Blocked User', phone, password: 'secret123' });
    server.db.prepare('UPDATE users SET status = 0 WHERE phone = ?').run(phone);
    expect(await login(phone, 'secret123')).toMatchObject({ status: 403, body: { errors: [{ code: 'auth-003' }] } });
    setCentralizeLogin(server.db, { manual_login_status: 0 });
    expect(await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).toMatchObject({ status: 403, body: { errors: [{ code: 'login_type' }] } });
  });
});

describe('sign-in with a one-time code', () => {
  const step1 = (phone: string) => http.post<Envelope>('/api/v1/auth/login', { body: { login_type: 'otp', phone } });

  it('sends a code (throttled to one a minute) and creates an account for an unknown phone', async () => {
    const phone = freshPhone();
    expect((await step1(phone)).body).toEqual({ token: null, is_phone_verified: 0, is_email_verified: 1, is_personal_info: 1, is_exist_user: null, login_type: 'otp', email: null });
    expect(await step1(phone)).toMatchObject({ status: 405, body: { errors: [{ code: 'otp', message: expect.stringMatching(/^Please try again after \d+ seconds$/) }] } });
    const verified = await verifyPhone({ phone, otp: DEMO_OTP, verification_type: 'phone', login_type: 'otp' });
    expect(verified.body).toMatchObject({ token: null, is_personal_info: 0, login_type: 'otp' });
    // Completing the personal info issues the token.
    const completed = await http.post<Envelope>('/api/v1/auth/update-info', { body: { name: 'Otp Person', phone, email: `otp${phoneCounter}@example.com`, login_type: 'otp' } });
    expect(completed.body).toMatchObject({ token: expect.any(String), is_personal_info: 1, login_type: 'otp' });
    expect((await info(completed.body.token as string)).body).toMatchObject({ f_name: 'Otp', l_name: 'Person', phone, is_phone_verified: 1, login_medium: 'otp' });
    expect(await http.post('/api/v1/auth/update-info', { body: { name: 'Again', phone, login_type: 'otp' } })).toMatchObject({ status: 403, body: { message: 'Already exists' } });
  });

  it('blocks after five wrong codes within a minute (otp_temp_blocked), then for ten minutes (otp_block_time)', async () => {
    const phone = freshPhone();
    await step1(phone);
    const attempt = (otp: string) => verifyPhone({ phone, otp, verification_type: 'phone', login_type: 'otp' });
    for (let n = 0; n < 5; n++) {
      advance(5);
      expect(await attempt('111111')).toMatchObject({ status: 404, body: { message: 'OTP does not match' } });
    }
    expect(await attempt(DEMO_OTP)).toMatchObject({ status: 405, body: { errors: [{ code: 'otp_temp_blocked', message: expect.any(String) }] } });
    expect(await attempt(DEMO_OTP)).toMatchObject({ status: 405, body: { errors: [{ code: 'otp_block_time', message: expect.stringMatching(/^Please try again after \d+ minutes?( \d+ seconds?)?$/) }] } });
    // A new code does not lift the block.
    advance(120);
    expect((await step1(phone)).status).toBe(200);
    expect((await attempt(DEMO_OTP)).body).toMatchObject({ errors: [{ code: 'otp_block_time' }] });
    advance(10 * 60);
    expect((await step1(phone)).status).toBe(200);
    expect((await attempt(DEMO_OTP)).body).toMatchObject({ is_personal_info: 0, login_type: 'otp' });
  });

  it('wrong codes spread out over more than a minute do not block', async () => {
    const phone = freshPhone();
    await step1(phone);
    for (let n = 0; n < 7; n++) {
      advance(61);
      expect((await verifyPhone({ phone, otp: '222222', verification_type: 'phone', login_type: 'otp' })).status).toBe(404);
    }
  });

  it('asks "is it you?" for an unverified account with that phone, then signs in with verified=yes', async () => {
    const phone = freshPhone();
    const created = await signUp({ name: 'Unverified Owner', phone, password: 'secret123' });
    const id = (server.db.prepare('SELECT id FROM users WHERE phone = ?').get(phone) as { id: number }).id;
    expect(created.status).toBe(200);
    await step1(phone);
    const asked = await verifyPhone({ phone, otp: DEMO_OTP, verification_type: 'phone', login_type: 'otp' });
    expect(asked.body).toMatchObject({ token: null, is_exist_user: { id, name: 'Unverified Owner', image: expect.stringContaining(`/storage/user/${id}.webp`) } });
    const signedIn = await http.post<Envelope>('/api/v1/auth/login', { body: { login_type: 'otp', phone, otp: DEMO_OTP, verified: 'yes' } });
    expect(signedIn.body).toMatchObject({ token: expect.any(String), login_type: 'otp' });
    expect((await info(signedIn.body.token as string)).body).toMatchObject({ id, is_phone_verified: 1 });
  });

  it('with verified=no the number moves to a new account that still needs a name', async () => {
    const phone = freshPhone();
    await signUp({ name: 'Previous Holder', phone, password: 'secret123' });
    await step1(phone);
    await verifyPhone({ phone, otp: DEMO_OTP, verification_type: 'phone', login_type: 'otp' });
    const answer = await http.post<Envelope>('/api/v1/auth/login', { body: { login_type: 'otp', phone, otp: DEMO_OTP, verified: 'no' } });
    expect(answer.body).toMatchObject({ token: null, is_personal_info: 0 });
    expect(server.db.prepare('SELECT count(*) AS n FROM users WHERE phone = ?').get(phone)).toEqual({ n: 1 });
    expect(server.db.prepare("SELECT phone FROM users WHERE f_name = 'Previous'").get()).toEqual({ phone: null });
  });

  it('refuses update-info without a preceding sign-in step, and for an unknown phone', async () => {
    const phone = freshPhone();
    expect(await http.post('/api/v1/auth/update-info', { body: { name: 'Who', phone, login_type: 'otp' } })).toMatchObject({ status: 404, body: { message: 'User not found' } });
    server.db.prepare("INSERT INTO users (phone, login_medium, created_at, updated_at) VALUES (?, 'otp', 'x', 'x')").run(phone);
    expect(await http.post('/api/v1/auth/update-info', { body: { name: 'Who', phone, login_type: 'otp' } })).toMatchObject({ status: 403, body: { errors: [{ code: 'otp' }] } });
  });

  it('is refused when sign-in with a code is off', async () => {
    setCentralizeLogin(server.db, { otp_login_status: 0 });
    expect(await step1(freshPhone())).toMatchObject({ status: 403, body: { errors: [{ code: 'login_type' }] } });
  });

  it('sends random six-digit codes through the installed gateway when demo mode is off', async () => {
    setSetting(server.db, 'demo', false);
    const sent: CodeMessage[] = [];
    setCodeSender((message) => {
      sent.push(message);
      return true;
    });
    const phone = freshPhone();
    await step1(phone);
    expect(sent).toEqual([{ channel: 'phone', to: phone, code: expect.stringMatching(/^\d{6}$/), purpose: 'verify' }]);
    const code = sent[0]?.code as string;
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await verifyPhone({ phone, otp: wrong, verification_type: 'phone', login_type: 'otp' })).status).toBe(404);
    expect((await verifyPhone({ phone, otp: code, verification_type: 'phone', login_type: 'otp' })).body).toMatchObject({ is_personal_info: 0 });
    const stored = server.db.prepare('SELECT code FROM verification_codes WHERE identity = ?').all(phone) as { code: string }[];
    expect(stored.every((row) => row.code !== code)).toBe(true);
  });

  it('expires codes after ten minutes', async () => {
    const phone = freshPhone();
    await step1(phone);
    advance(601);
    expect((await verifyPhone({ phone, otp: DEMO_OTP, verification_type: 'phone', login_type: 'otp' })).status).toBe(404);
  });
});

describe('social and Firebase sign-in', () => {
  it('refuses social sign-in while it is off, and when on cannot verify the provider token', async () => {
    const body = { login_type: 'social', token: 'x', unique_id: 'y', email: 'a@b.co', medium: 'google' };
    expect(await http.post('/api/v1/auth/login', { body })).toMatchObject({ status: 403, body: { error: 'wrong credential.', message: 'Social sign-in is not enabled.' } });
    expect(await http.post('/api/v1/auth/social-login', { body })).toMatchObject({ status: 403, body: { error: 'wrong credential.' } });
    setCentralizeLogin(server.db, { social_login_status: 1, google_login_status: 1 });
    expect(await http.post('/api/v1/auth/login', { body: { ...body, medium: 'myspace' } })).toMatchObject({ status: 403, body: { errors: [{ code: 'medium' }] } });
    expect(await http.post('/api/v1/auth/login', { body: { ...body, medium: 'facebook' } })).toMatchObject({ status: 403, body: { error: 'wrong credential.', message: 'Facebook sign-in is not enabled.' } });
    expect(await http.post('/api/v1/auth/login', { body })).toMatchObject({ status: 403, body: { error: 'wrong credential.', message: 'The sign-in token could not be verified.' } });
  });

  it('refuses Firebase verification while it is off', async () => {
    const refusal = { errors: [{ code: 'firebase', message: 'Firebase OTP verification is not enabled.' }] };
    expect(await http.post('/api/v1/auth/firebase-verify-token', { body: { session_info: 's', phone: '+971500000001', otp: '1', login_type: 'otp' } })).toMatchObject({ status: 403, body: refusal });
    expect(await http.put('/api/v1/auth/firebase-reset-password', { body: { sessionInfo: 's', phoneNumber: '+971500000001', code: '1' } })).toMatchObject({ status: 403, body: refusal });
  });
});

describe('password reset', () => {
  const contact = { verification_method: 'phone', phone: DEMO_CUSTOMER.phone };

  it('sends a code, checks it, sets the new password and signs the customer out everywhere', async () => {
    const before = (await login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password)).body.token as string;
    expect(await http.post('/api/v1/auth/forgot-password', { body: contact })).toMatchObject({ status: 200, body: { message: 'Use the test OTP.' } });
    expect(await http.post('/api/v1/auth/forgot-password', { body: contact })).toMatchObject({ status: 405, body: { errors: [{ code: 'otp' }] } });
    expect(await http.post('/api/v1/auth/verify-token', { body: { ...contact, reset_token: '999999' } })).toMatchObject({ status: 400, body: { errors: [{ code: 'invalid', message: 'Invalid OTP.' }] } });
    expect(await http.post('/api/v1/auth/verify-token', { body: { ...contact, reset_token: DEMO_OTP } })).toMatchObject({ status: 200, body: { message: 'OTP found, you can proceed' } });
    const reset = (body: Record<string, unknown>) => http.put('/api/v1/auth/reset-password', { body: { ...contact, reset_token: DEMO_OTP, ...body } });
    expect(await reset({ password: 'brand-new-1', confirm_password: 'brand-new-2' })).toMatchObject({ status: 401, body: { errors: [{ code: 'mismatch' }] } });
    expect(await reset({ password: 'brand-new-1', confirm_password: 'brand-new-1', reset_token: '999999' })).toMatchObject({ status: 400, body: { errors: [{ code: 'invalid' }] } });
    expect(await reset({ password: 'brand-new-1', confirm_password: 'brand-new-1' })).toMatchObject({ status: 200, body: { message: 'Password changed successfully.' } });
    // The code is used up, the old password and the old token no longer work, the new password does.
    expect((await reset({ password: 'brand-new-3', confirm_password: 'brand-new-3' })).status).toBe(400);
    expect((await info(before)).status).toBe(401);
    expect((await login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password)).status).toBe(401);
    expect((await login(DEMO_CUSTOMER.phone, 'brand-new-1')).body.token).toEqual(expect.any(String));
    server.db.prepare('DELETE FROM login_attempts').run();
    // Put the demo password back for the other tests.
    advance(120);
    await http.post('/api/v1/auth/forgot-password', { body: contact });
    expect((await reset({ password: DEMO_CUSTOMER.password, confirm_password: DEMO_CUSTOMER.password })).status).toBe(200);
  });

  it('answers an unknown customer exactly like a known one, and 403 to both when the code cannot be sent', async () => {
    const known = await http.post('/api/v1/auth/forgot-password', { body: { verification_method: 'email', email: 'layla@rideway.test' } });
    const unknown = await http.post('/api/v1/auth/forgot-password', { body: { verification_method: 'email', email: 'nobody@example.com' } });
    expect(unknown).toMatchObject({ status: known.status, body: known.body });
    // The resend throttle applies to both alike.
    const again = await http.post('/api/v1/auth/forgot-password', { body: { verification_method: 'email', email: 'nobody@example.com' } });
    expect(again).toMatchObject({ status: 405, body: { errors: [{ code: 'otp' }] } });
    setSetting(server.db, 'demo', false);
    for (const email of [DEMO_CUSTOMER.email, 'someone-else@example.com']) {
      expect(await http.post('/api/v1/auth/forgot-password', { body: { verification_method: 'email', email } })).toMatchObject({ status: 403, body: { errors: [{ code: 'otp' }] } });
    }
  });

  it('counts wrong reset codes towards the same block', async () => {
    const email = { verification_method: 'email', email: 'layla@rideway.test' };
    await http.post('/api/v1/auth/forgot-password', { body: email });
    for (let n = 0; n < 5; n++) expect((await http.post('/api/v1/auth/verify-token', { body: { ...email, reset_token: '123123' } })).status).toBe(400);
    expect((await http.post('/api/v1/auth/verify-token', { body: { ...email, reset_token: DEMO_OTP } })).body).toMatchObject({ errors: [{ code: 'otp_temp_blocked' }] });
    expect((await http.put('/api/v1/auth/reset-password', { body: { ...email, reset_token: DEMO_OTP, password: 'whatever1', confirm_password: 'whatever1' } })).body).toMatchObject({
      errors: [{ code: 'otp_block_time' }],
    });
  });
});

describe('guest carts move to the customer on sign-in', () => {
  it('merges the item cart and the rental cart with its trip data on login with guest_id', async () => {
    const guest = (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;
    const added = await http.post('/api/v1/rental/user/cart/add-to-cart', {
      headers: RENTAL_HEADERS,
      body: { guest_id: guest, vehicle_id: 1, rental_type: 'hourly', estimated_hours: 3, pickup_time: '2099-06-15 10:00 AM', pickup_location: DUBAI_MALL },
    });
    expect(added.status).toBe(200);
    server.db.prepare("INSERT INTO carts (user_id, is_guest, module_id, item_id, price, quantity, created_at, updated_at) VALUES (?, 1, 1, 3, 12, 2, 'x', 'x')").run(guest);
    const signedIn = await login('layla@rideway.test', '12345678', { guest_id: guest });
    const headers = { ...RENTAL_HEADERS, Authorization: `Bearer ${signedIn.body.token as string}` };
    const cart = await http.get<{ carts: { vehicle: { id: number } }[]; user_data: { estimated_hours: number } }>('/api/v1/rental/user/cart/get-cart', { headers });
    expect(cart.body.carts.map((line) => line.vehicle.id)).toEqual([1]);
    expect(cart.body.user_data).toMatchObject({ estimated_hours: 3 });
    expect(server.db.prepare('SELECT item_id, quantity FROM carts WHERE user_id = 2 AND is_guest = 0').all()).toEqual([{ item_id: 3, quantity: 2 }]);
    expect(server.db.prepare('SELECT count(*) AS n FROM rental_carts WHERE user_id = ? AND is_guest = 1').get(guest)).toEqual({ n: 0 });
  });
});
