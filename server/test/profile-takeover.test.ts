/**
 * Taking an account over through the profile form, as someone holding only a session token would try it:
 * changing the phone (where the next password-reset code goes) needs the current password, as the email and
 * the password do, or — for an account without a password — a code sent to its verified contact; a verified
 * phone changes only once the new number is verified. A web client's form (no current-password field; the
 * password typed on every save; the picture's URL sent back) still saves for someone who knows the password.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OTP } from '../db/seed/demo-account';
import { accountMaker, api, startTestServer, type NewAccount, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
let accounts: ReturnType<typeof accountMaker>;
let clock = new Date('2031-07-01T09:00:00.000Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  http = api(server.baseUrl);
  accounts = accountMaker(http, '+97156660');
});
afterAll(() => server.close());

const nextPhone = () => accounts.next('spare').phone;
const passwordAccount = (): Promise<NewAccount> => accounts.signUp('Account Owner', 'owner');

/** An account made by a one-time code: a verified phone and no password. */
async function codeAccount(): Promise<NewAccount> {
  const { phone, email } = accounts.next('code');
  expect((await http.post('/api/v1/auth/login', { body: { login_type: 'otp', phone } })).status).toBe(200);
  expect((await http.post('/api/v1/auth/verify-phone', { body: { phone, otp: DEMO_OTP, verification_type: 'phone', login_type: 'otp' } })).status).toBe(200);
  const completed = await http.post<{ token: string }>('/api/v1/auth/update-info', { body: { name: 'Code Owner', phone, email, login_type: 'otp' } });
  expect(completed.body.token).toEqual(expect.any(String));
  expect(row(phone)).toMatchObject({ password: null, is_phone_verified: 1 });
  return { token: completed.body.token, phone, email };
}

const update = (token: string, body: Record<string, unknown>) => http.put<Record<string, unknown>>('/api/v1/customer/update-profile', { headers: { Authorization: `Bearer ${token}` }, body });
const row = (phone: string) => server.db.prepare('SELECT id, phone, email, password, image, is_phone_verified FROM users WHERE phone = ?').get(phone) as { id: number; phone: string; email: string | null; password: string | null; image: string | null; is_phone_verified: number } | undefined;
const info = (token: string) => http.get<{ image_full_url: string; phone: string }>('/api/v1/customer/info', { headers: { Authorization: `Bearer ${token}`, 'X-localization': 'en' } });

describe('a phone change', () => {
  it('is refused to a session without the current password, so the reset code cannot be sent to a thief', async () => {
    const { token, phone } = await passwordAccount();
    const thief = nextPhone();
    expect(await update(token, { name: 'Account Owner', phone: thief })).toMatchObject({ status: 403, body: { errors: [{ code: 'current_password' }] } });
    expect(await update(token, { name: 'Account Owner', phone: thief, current_password: 'not-it-at-all' })).toMatchObject({ status: 403, body: { errors: [{ code: 'current_password' }] } });
    expect(row(phone)).toBeDefined();
    expect(row(thief)).toBeUndefined();
    advance(61);
  });

  it('is made with the current password', async () => {
    const { token, phone } = await passwordAccount();
    const next = nextPhone();
    expect((await update(token, { name: 'Account Owner', phone: next, current_password: 'secret123' })).status).toBe(200);
    expect(row(phone)).toBeUndefined();
    expect(row(next)?.phone).toBe(next);
  });

  it('of a verified phone waits for the new number\'s code, even with verification switched off', async () => {
    const { token, phone } = await passwordAccount();
    server.db.prepare('UPDATE users SET is_phone_verified = 1 WHERE phone = ?').run(phone);
    const next = nextPhone();
    const step = await update(token, { name: 'Account Owner', phone: next, current_password: 'secret123' });
    expect(step).toMatchObject({ status: 200, body: { verification_on: 'phone', otp_send: true } });
    expect(row(phone)?.phone).toBe(phone);
    // A code for the email does not verify the phone.
    expect(await update(token, { name: 'Account Owner', phone: next, current_password: 'secret123', otp: '999999', verification_on: 'phone' })).toMatchObject({ status: 403 });
    expect(row(phone)?.phone).toBe(phone);
    const done = await update(token, { name: 'Account Owner', phone: next, otp: DEMO_OTP, verification_on: 'phone', verification_medium: 'SMS' });
    expect(done).toMatchObject({ status: 200, body: { message: 'Phone successfully verified' } });
    expect(row(next)).toMatchObject({ phone: next, is_phone_verified: 1 });
    advance(61);
  });
});

describe('an account without a password', () => {
  it('proves itself with a code to its verified phone before its email or phone changes', async () => {
    const { token, phone, email } = await codeAccount();
    advance(61);
    const step = await update(token, { name: 'Code Owner', email: 'taken-over@example.com' });
    expect(step).toMatchObject({ status: 200, body: { verification_on: 'phone', otp_send: true } });
    expect(row(phone)?.email).toBe(email);
    expect(await update(token, { name: 'Code Owner', email: 'taken-over@example.com', otp: '000000', verification_on: 'phone' })).toMatchObject({ status: 403 });
    expect(row(phone)?.email).toBe(email);
    // The owner, who has the code, makes the change.
    expect((await update(token, { name: 'Code Owner', email: 'mine@example.com', otp: DEMO_OTP, verification_on: 'phone' })).status).toBe(200);
    expect(row(phone)?.email).toBe('mine@example.com');
    // The code is used up: the next change is asked for a new one.
    expect(await update(token, { name: 'Code Owner', email: 'again@example.com', otp: DEMO_OTP, verification_on: 'phone' })).toMatchObject({ status: 200, body: { verification_on: 'phone', otp_send: true } });
    expect(row(phone)?.email).toBe('mine@example.com');
    advance(61);
  });

  it('changing its verified phone takes the owner\'s code, then the new number\'s', async () => {
    const { token, phone } = await codeAccount();
    advance(61);
    const next = nextPhone();
    expect(await update(token, { name: 'Code Owner', phone: next })).toMatchObject({ status: 200, body: { verification_on: 'phone', otp_send: true } });
    const second = await update(token, { name: 'Code Owner', phone: next, otp: DEMO_OTP, verification_on: 'phone' });
    expect(second).toMatchObject({ status: 200, body: { verification_on: 'phone', otp_send: true } });
    expect(row(phone)?.phone).toBe(phone);
    expect(await update(token, { name: 'Code Owner', phone: next, otp: DEMO_OTP, verification_on: 'phone' })).toMatchObject({ status: 200, body: { message: 'Phone successfully verified' } });
    expect(row(next)).toMatchObject({ phone: next, is_phone_verified: 1 });
    advance(61);
  });
});

describe('a web client\'s profile form', () => {
  it('saves with the current password typed as `password` and the picture\'s URL sent back, changing neither', async () => {
    const { token, phone, email } = await passwordAccount();
    const before = row(phone);
    const picture = (await info(token)).body.image_full_url;
    const saved = await update(token, { name: 'Renamed Owner', phone, email, image: picture, password: 'secret123' });
    expect(saved).toMatchObject({ status: 200, body: { message: 'Successfully updated!' } });
    expect(row(phone)).toMatchObject({ password: before?.password, image: before?.image });
    // …and a phone change from it, for someone who knows the password.
    const next = nextPhone();
    expect((await update(token, { name: 'Renamed Owner', phone: next, email, image: picture, password: 'secret123' })).status).toBe(200);
    expect(row(next)?.password).toBe(before?.password);
    // …and an email change.
    expect((await update(token, { name: 'Renamed Owner', phone: next, email: `renamed-${email}`, image: picture, password: 'secret123' })).status).toBe(200);
    expect(row(next)?.email).toBe(`renamed-${email}`);
    // With only the token, the same form cannot change the phone or the email.
    expect(await update(token, { name: 'Renamed Owner', phone: nextPhone(), email, image: picture, password: 'guessed-one' })).toMatchObject({ status: 403, body: { errors: [{ code: 'current_password' }] } });
    expect(await update(token, { name: 'Renamed Owner', phone: next, email: 'thief@example.com', image: picture, password: 'guessed-two' })).toMatchObject({ status: 403, body: { errors: [{ code: 'current_password' }] } });
    expect(row(next)?.email).toBe(`renamed-${email}`);
    advance(61);
  });

  it('saves when sent as it sends it, multipart with the picture\'s URL as a text part', async () => {
    const { token, phone, email } = await passwordAccount();
    const post = (fields: Record<string, string>, photo?: Buffer) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      if (photo) form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'me.png');
      return fetch(new URL('/api/v1/customer/update-profile', server.baseUrl), { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
    };
    // A customer with a picture of their own, whose URL the form sends back.
    const photo = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#c63' } }).png().toBuffer();
    expect((await post({ name: 'Form Owner' }, photo)).status).toBe(200);
    const before = row(phone);
    expect(before?.image).toEqual(expect.any(String));
    const picture = (await info(token)).body.image_full_url;
    expect(picture).toContain(before?.image);
    const next = nextPhone();
    expect((await post({ name: 'Form Owner', email, phone: next, image: String(picture ?? ''), password: 'secret123' })).status).toBe(200);
    expect(row(next)).toMatchObject({ password: before?.password, image: before?.image });
    const refused = await post({ name: 'Form Owner', email, phone: nextPhone(), image: String(picture ?? ''), password: 'not-the-one' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ errors: [{ code: 'current_password' }] });
    expect(row(next)?.phone).toBe(next);
    advance(61);
  });

  it('keeps refusing text that is not the current picture', async () => {
    const { token } = await passwordAccount();
    expect(await update(token, { name: 'Account Owner', image: 'https://elsewhere.example/storage/user/someone-else.png' })).toMatchObject({ status: 403, body: { errors: [{ code: 'image' }] } });
  });
});
