/**
 * Sign-in as an attacker tries it: guessing codes while asking for new ones, guessing passwords through the
 * account's other identity, bursts from one address, a burst of sign-ins starving other requests, sessions
 * that outlive a password change or never expire, and demo codes on a server not in demo mode.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_OTP, SECOND_CUSTOMER } from '../db/seed/demo-account';
import { applyDemoMode } from '../services/auth/settings';
import { setCodeSender, type CodeMessage } from '../services/auth/otp';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
let clock = new Date('2031-05-01T09:00:00.000Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  http = api(server.baseUrl);
});
afterAll(() => server.close());

const login = (emailOrPhone: string, password: string) =>
  http.post<{ token: string | null }>('/api/v1/auth/login', { body: { login_type: 'manual', email_or_phone: emailOrPhone, password } });

async function signUp(name: string, phone: string, email: string): Promise<string> {
  const answer = await http.post<{ token: string }>('/api/v1/auth/sign-up', { body: { name, phone, email, password: 'secret123' } });
  expect(answer.status).toBe(200);
  return answer.body.token;
}

describe('one-time codes', () => {
  const reset = (email: string, code: string) => http.post('/api/v1/auth/verify-token', { body: { verification_method: 'email', email, reset_token: code } });
  const askCode = (email: string) => http.post('/api/v1/auth/forgot-password', { body: { verification_method: 'email', email } });

  it('keeps the wrong-code count when a new code is requested', async () => {
    const email = 'layla@rideway.test';
    expect((await askCode(email)).status).toBe(200);
    advance(56);
    for (let n = 0; n < 4; n++) expect((await reset(email, '000001')).status).toBe(400);
    advance(5);
    expect((await askCode(email)).status).toBe(200);
    expect((await reset(email, '000002')).status).toBe(400);
    // Five wrong codes within a minute of each other, the new code notwithstanding: blocked, right code or not.
    expect((await reset(email, DEMO_OTP)).body).toMatchObject({ errors: [{ code: 'otp_temp_blocked' }] });
    expect((await askCode(email)).status).toBe(405);
    advance(61);
    expect((await askCode(email)).status).toBe(200);
    expect((await reset(email, DEMO_OTP)).body).toMatchObject({ errors: [{ code: 'otp_block_time' }] });
    advance(600);
  });

  it('blocks an identity for the day after fifteen wrong codes, however slowly they come', async () => {
    const email = DEMO_CUSTOMER.email;
    for (let n = 0; n < 15; n++) {
      if (n % 5 === 0) expect((await askCode(email)).status).toBe(200);
      expect((await reset(email, '999999')).status).toBe(400);
      advance(61);
    }
    expect((await reset(email, DEMO_OTP)).body).toMatchObject({ errors: [{ code: 'otp_temp_blocked' }] });
    advance(3 * 3600);
    expect((await askCode(email)).status).toBe(200);
    expect((await reset(email, DEMO_OTP)).body).toMatchObject({ errors: [{ code: 'otp_block_time' }] });
    advance(24 * 3600);
    expect((await askCode(email)).status).toBe(200);
    expect(await reset(email, DEMO_OTP)).toMatchObject({ status: 200, body: { message: 'OTP found, you can proceed' } });
  });

  it('never accepts the demo code once demo mode is off, even one issued while it was on', async () => {
    const phone = DEMO_CUSTOMER.phone;
    expect((await http.post('/api/v1/auth/login', { body: { login_type: 'otp', phone } })).status).toBe(200);
    applyDemoMode(server.db, false);
    try {
      expect(await http.post('/api/v1/auth/verify-phone', { body: { phone, otp: DEMO_OTP, verification_type: 'phone', login_type: 'otp' } })).toMatchObject({ status: 404 });
      expect((await http.get<{ demo: boolean }>('/api/v1/config')).body.demo).toBe(false);
      // With demo mode off a code is random and goes out through the sender.
      const sent: CodeMessage[] = [];
      setCodeSender((message) => (sent.push(message), true));
      server.db.prepare("UPDATE business_settings SET value = 'true' WHERE key = 'is_sms_active'").run();
      advance(61);
      expect((await http.post('/api/v1/auth/login', { body: { login_type: 'otp', phone } })).status).toBe(200);
      expect(sent).toHaveLength(1);
      if (sent[0]?.code !== DEMO_OTP) expect((await http.post('/api/v1/auth/verify-phone', { body: { phone, otp: DEMO_OTP, verification_type: 'phone', login_type: 'otp' } })).status).toBe(404);
      const signedIn = await http.post<{ token: string | null }>('/api/v1/auth/verify-phone', { body: { phone, otp: sent[0]?.code, verification_type: 'phone', login_type: 'otp' } });
      expect(signedIn.body.token).toEqual(expect.any(String));
    } finally {
      setCodeSender(null);
      applyDemoMode(server.db, true);
      advance(3600);
    }
  });
});

describe('password sign-in', () => {
  it('counts failures per account, so the phone is blocked after guesses through the email', async () => {
    for (let n = 0; n < 5; n++) expect((await login(SECOND_CUSTOMER.email, 'wrong-password')).status).toBe(401);
    expect(await login(SECOND_CUSTOMER.phone, SECOND_CUSTOMER.password)).toMatchObject({ status: 405, body: { errors: [{ code: 'auth-004' }] } });
    advance(61);
    expect((await login(SECOND_CUSTOMER.phone, SECOND_CUSTOMER.password)).body.token).toEqual(expect.any(String));
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const unknown = await login('nobody-here@example.com', 'some-password');
    const wrong = await login(DEMO_CUSTOMER.email, 'some-password');
    expect(unknown).toMatchObject({ status: wrong.status, body: wrong.body });
    advance(61);
  });

  it('checks passwords off the event loop: other requests are answered while a burst of sign-ins is checked', async () => {
    const finished: string[] = [];
    const burst = Array.from({ length: 16 }, (_, n) => login(`burst-${n}@example.com`, 'wrong-password').then(() => finished.push('login')));
    // Sent after the burst, answered before it is through.
    await http.get('/api/v1/zone/list').then(() => finished.push('zones'));
    await Promise.all(burst);
    expect(finished.indexOf('zones')).toBeLessThan(finished.length - 1);
    expect(finished.filter((entry) => entry === 'login')).toHaveLength(16);
    advance(61);
  });
});

describe('sessions', () => {
  const info = (token: string) => http.get('/api/v1/customer/info', { headers: { Authorization: `Bearer ${token}`, 'X-localization': 'en' } });
  const update = (token: string, body: Record<string, unknown>) => http.put('/api/v1/customer/update-profile', { headers: { Authorization: `Bearer ${token}` }, body });

  it('needs the current password to change the password or the email, and signs other sessions out', async () => {
    const phone = '+971557770002';
    const first = await signUp('Session Owner', phone, 'owner@example.com');
    const second = (await login(phone, 'secret123')).body.token as string;
    expect(await update(first, { name: 'Session Owner', password: 'brand-new-1' })).toMatchObject({ status: 403, body: { errors: [{ code: 'current_password' }] } });
    expect(await update(first, { name: 'Session Owner', password: 'brand-new-1', current_password: 'not-it' })).toMatchObject({ status: 403, body: { errors: [{ code: 'current_password' }] } });
    expect(await update(first, { name: 'Session Owner', email: 'thief@example.com' })).toMatchObject({ status: 403, body: { errors: [{ code: 'current_password' }] } });
    // A name change needs nothing more.
    expect((await update(first, { name: 'Session Renamed' })).status).toBe(200);
    expect(await update(first, { name: 'Session Renamed', password: 'brand-new-1', current_password: 'secret123' })).toMatchObject({ status: 200 });
    expect((await info(first)).status).toBe(200);
    expect(await info(second)).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    expect((await login(phone, 'brand-new-1')).status).toBe(200);
  });

  it('expire after the configured time with the 401 clients sign out on', async () => {
    const token = (await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).body.token as string;
    advance(29 * 86_400);
    expect((await info(token)).status).toBe(200);
    advance(2 * 86_400);
    expect(await info(token)).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
  });

  it('follow a shorter lifetime when one is set', async () => {
    let now = new Date('2031-06-01T00:00:00.000Z');
    const short = await startTestServer({ now: () => now, tokenTtlDays: 1 });
    try {
      const client = api(short.baseUrl);
      const token = (await client.post<{ token: string }>('/api/v1/auth/login', { body: { login_type: 'manual', email_or_phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } })).body.token;
      now = new Date(now.getTime() + 25 * 3_600_000);
      expect(await client.get('/api/v1/customer/info', { headers: { Authorization: `Bearer ${token}`, 'X-localization': 'en' } })).toMatchObject({ status: 401 });
    } finally {
      await short.close();
    }
  });
});

describe('a server not in demo mode', () => {
  it('says so in the config and sends no demo codes', async () => {
    const plain = await startTestServer({ demoMode: false });
    try {
      const client = api(plain.baseUrl);
      expect((await client.get<{ demo: boolean }>('/api/v1/config')).body.demo).toBe(false);
      // Nothing can deliver a code here, so nothing is sent (and 123456 never works).
      expect(await client.post('/api/v1/auth/login', { body: { login_type: 'otp', phone: DEMO_CUSTOMER.phone } })).toMatchObject({ status: 405, body: { errors: [{ code: 'otp' }] } });
      expect(await client.post('/api/v1/auth/verify-phone', { body: { phone: DEMO_CUSTOMER.phone, otp: DEMO_OTP, verification_type: 'phone', login_type: 'otp' } })).toMatchObject({ status: 404 });
      // The test reset keeps the run's setting.
      await client.post('/__test/reset');
      expect((await client.get<{ demo: boolean }>('/api/v1/config')).body.demo).toBe(false);
    } finally {
      await plain.close();
    }
  });
});

describe('limits per client address', () => {
  let limited: TestServer;
  let client: ReturnType<typeof api>;
  beforeAll(async () => {
    limited = await startTestServer({ rateLimits: { api: 30, signIn: 3, guests: 2 } });
    client = api(limited.baseUrl);
  });
  afterAll(() => limited.close());

  it('throttle sign-in attempts, right passwords included, with the throttle answer', async () => {
    for (let n = 0; n < 3; n++) expect((await client.post('/api/v1/auth/login', { body: { login_type: 'manual', email_or_phone: `guess${n}@example.com`, password: 'password1' } })).status).toBe(401);
    const throttled = await client.post('/api/v1/auth/login', { headers: { Origin: 'https://shop.example' }, body: { login_type: 'manual', email_or_phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
    expect(throttled).toMatchObject({ status: 429, body: { message: 'Too Many Attempts.' } });
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(throttled.headers.get('access-control-allow-origin')).toBe('*');
    // Other calls are not sign-ins.
    expect((await client.get('/api/v1/zone/list')).status).toBe(200);
  });

  it('throttle new guest ids, and start afresh after the test reset', async () => {
    expect((await client.post('/api/v1/auth/guest/request')).status).toBe(200);
    expect((await client.post('/api/v1/auth/guest/request')).status).toBe(200);
    expect(await client.post('/api/v1/auth/guest/request')).toMatchObject({ status: 429, body: { message: 'Too Many Attempts.' } });
    expect((await client.post('/__test/reset')).status).toBe(200);
    expect((await client.post('/api/v1/auth/guest/request')).status).toBe(200);
  });

  it('throttle every API call past the per-minute limit, but never the app itself', async () => {
    let last = 200;
    for (let n = 0; n < 31 && last === 200; n++) last = (await client.get('/api/v1/zone/list')).status;
    expect(last).toBe(429);
    expect((await client.get('/storage/brand/logo.svg')).status).toBe(200);
  });
});
