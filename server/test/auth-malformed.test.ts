/**
 * Malformed input on every auth endpoint: each row asserts the status and the exact contract envelope, and
 * a sweep sends odd values and odd bodies everywhere and checks nothing answers 500 or leaks a stack.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type CallOptions, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
});
afterAll(() => server.close());

const words = (field: string) => field.replace(/_/g, ' ');
const required = (field: string) => ({ code: field, message: `The ${words(field)} field is required.` });
const requiredIf = (field: string, other: string, value: string) => ({ code: field, message: `The ${words(field)} field is required when ${words(other)} is ${value}.` });
const invalid = (field: string) => ({ code: field, message: `The selected ${words(field)} is invalid.` });
const notString = (field: string) => ({ code: field, message: `The ${words(field)} must be a string.` });

type Case = [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, CallOptions, number, unknown];

const A = '/api/v1/auth';
const SOCIAL_OFF = { error: 'wrong credential.', message: 'Social sign-in is not enabled.' };
const FIREBASE_OFF = { errors: [{ code: 'firebase', message: 'Firebase OTP verification is not enabled.' }] };

const CASES: Case[] = [
  ['sign-up without anything', 'POST', `${A}/sign-up`, {}, 403, { errors: [required('name'), required('phone'), required('password')] }],
  ['sign-up with a name object and a bad email', 'POST', `${A}/sign-up`, { body: { name: { a: 1 }, email: 'nope', phone: '+971501112223', password: 'secret123' } }, 403, {
    errors: [notString('name'), { code: 'email', message: 'The email must be a valid email address.' }],
  }],
  ['sign-up with a short phone and password', 'POST', `${A}/sign-up`, { body: { name: 'A', phone: '12', password: '1234567' } }, 403, {
    errors: [{ code: 'phone', message: 'The phone must be at least 9 characters.' }, { code: 'password', message: 'The password must be at least 8 characters.' }],
  }],
  ['sign-up with a phone of letters', 'POST', `${A}/sign-up`, { body: { name: 'A', phone: 'abcdefghij', password: 'secret123' } }, 403, { errors: [{ code: 'phone', message: 'The phone format is invalid.' }] }],
  ['sign-up with broken JSON', 'POST', `${A}/sign-up`, { raw: '{"name":' }, 400, { errors: [{ code: 'body', message: 'The request body is not valid JSON.' }] }],
  ['login without a type', 'POST', `${A}/login`, {}, 403, { errors: [required('login_type')] }],
  ['login with an unknown type', 'POST', `${A}/login`, { body: { login_type: 'magic' } }, 403, { errors: [invalid('login_type')] }],
  ['manual login without credentials', 'POST', `${A}/login`, { body: { login_type: 'manual' } }, 403, { errors: [required('email_or_phone'), required('password')] }],
  ['manual login with an array', 'POST', `${A}/login`, { body: { login_type: 'manual', email_or_phone: ['a'], password: 'secret123', field_type: 'fax' } }, 403, {
    errors: [notString('email_or_phone'), invalid('field_type')],
  }],
  ['manual login, unknown account', 'POST', `${A}/login`, { body: { login_type: 'manual', email_or_phone: 'ghost@example.com', password: 'secret123' } }, 401, {
    errors: [{ code: 'auth-001', message: 'Credential does not match.' }],
  }],
  ['otp login without a phone', 'POST', `${A}/login`, { body: { login_type: 'otp' } }, 403, { errors: [required('phone')] }],
  ['otp login, second step without a code', 'POST', `${A}/login`, { body: { login_type: 'otp', phone: '+971509990001', verified: 'yes' } }, 403, { errors: [{ code: 'otp', message: 'The otp field is required.' }] }],
  ['otp login, second step with a code never sent', 'POST', `${A}/login`, { body: { login_type: 'otp', phone: '+971509990002', verified: 1, otp: '123456' } }, 404, { message: 'OTP does not match' }],
  ['social login while off', 'POST', `${A}/login`, { body: { login_type: 'social' } }, 403, SOCIAL_OFF],
  ['verify-phone without anything', 'POST', `${A}/verify-phone`, {}, 403, { errors: [required('otp'), required('verification_type'), required('login_type')] }],
  ['verify-phone by phone without the phone', 'POST', `${A}/verify-phone`, { body: { otp: '1', verification_type: 'phone', login_type: 'manual' } }, 403, {
    errors: [requiredIf('phone', 'verification_type', 'phone')],
  }],
  ['verify-phone with an unknown type', 'POST', `${A}/verify-phone`, { body: { otp: '1', verification_type: 'sms', login_type: 'social' } }, 403, { errors: [invalid('verification_type'), invalid('login_type')] }],
  ['verify-phone for an unknown customer', 'POST', `${A}/verify-phone`, { body: { otp: '123456', verification_type: 'email', email: 'ghost@example.com', login_type: 'manual' } }, 404, { message: 'User not found' }],
  ['verify-phone by email for a code sign-in', 'POST', `${A}/verify-phone`, { body: { otp: '123456', verification_type: 'email', email: 'a@b.co', login_type: 'otp' } }, 403, {
    errors: [{ code: 'verification_type', message: 'Sign-in with a code needs a phone number.' }],
  }],
  ['update-info without anything', 'POST', `${A}/update-info`, {}, 403, { errors: [required('name'), required('login_type')] }],
  ['update-info, otp without the phone', 'POST', `${A}/update-info`, { body: { name: 'A', login_type: 'otp' } }, 403, { errors: [requiredIf('phone', 'login_type', 'otp')] }],
  ['update-info, unknown phone', 'POST', `${A}/update-info`, { body: { name: 'A', login_type: 'manual', phone: '+971509990003' } }, 404, { message: 'User not found' }],
  ['update-info for a customer who has a name', 'POST', `${A}/update-info`, { body: { name: 'A', login_type: 'manual', phone: '+971500000001' } }, 403, { message: 'Already exists' }],
  ['forgot-password without a method', 'POST', `${A}/forgot-password`, {}, 403, { errors: [required('verification_method')] }],
  ['forgot-password by phone without the phone', 'POST', `${A}/forgot-password`, { body: { verification_method: 'phone' } }, 403, { errors: [requiredIf('phone', 'verification_method', 'phone')] }],
  // Nobody's phone gets the answer a customer's gets: the reset flow never tells who has an account.
  ['forgot-password for nobody', 'POST', `${A}/forgot-password`, { body: { verification_method: 'phone', phone: '+971509990004' } }, 200, { message: 'Use the test OTP.' }],
  ['verify-token without anything', 'POST', `${A}/verify-token`, {}, 403, { errors: [required('reset_token'), required('verification_method')] }],
  ['verify-token for nobody', 'POST', `${A}/verify-token`, { body: { reset_token: '123456', verification_method: 'email', email: 'ghost@example.com' } }, 400, {
    errors: [{ code: 'invalid', message: 'Invalid OTP.' }],
  }],
  ['verify-token without a code sent', 'POST', `${A}/verify-token`, { body: { reset_token: '123456', verification_method: 'email', email: 'demo@rideway.test' } }, 400, {
    errors: [{ code: 'invalid', message: 'Invalid OTP.' }],
  }],
  ['reset-password without anything', 'PUT', `${A}/reset-password`, {}, 403, { errors: [required('reset_token'), required('password'), required('confirm_password'), required('verification_method')] }],
  ['reset-password for an unknown email', 'PUT', `${A}/reset-password`, { body: { reset_token: '1', password: 'secret123', confirm_password: 'secret123', verification_method: 'email', email: 'ghost@example.com' } }, 400, {
    errors: [{ code: 'invalid', message: 'Invalid OTP.' }],
  }],
  ['reset-password by POST without _method', 'POST', `${A}/reset-password`, {}, 405, { message: 'The POST method is not supported for this route. Supported methods: PUT.' }],
  ['reset-password by POST + _method=PUT', 'POST', `${A}/reset-password`, { body: { _method: 'PUT' } }, 403, {
    errors: [required('reset_token'), required('password'), required('confirm_password'), required('verification_method')],
  }],
  ['firebase-verify-token while off', 'POST', `${A}/firebase-verify-token`, {}, 403, FIREBASE_OFF],
  ['firebase-reset-password while off', 'PUT', `${A}/firebase-reset-password`, {}, 403, FIREBASE_OFF],
  ['social-login while off', 'POST', `${A}/social-login`, {}, 403, SOCIAL_OFF],
  ['social-register while off', 'POST', `${A}/social-register`, {}, 403, SOCIAL_OFF],
  ['logout without a token', 'POST', `${A}/logout`, {}, 401, { message: 'Unauthenticated.' }],
  ['logout with a made-up token', 'POST', `${A}/logout`, { headers: { Authorization: 'Bearer not-a-token' } }, 401, { message: 'Unauthenticated.' }],
];

describe('malformed auth input answers the contract envelope', () => {
  it.each(CASES)('%s', async (_name, method, path, options, status, body) => {
    const call = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }[method];
    const answer = await call(path, options);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual(body);
  });
});

describe('no auth endpoint answers 500', () => {
  const ODD = ['', ' ', 'null', '[]', '{}', '-1', '1e309', 'NaN', '<script>', "' OR 1=1 --", '%00', 'x'.repeat(300), '١٢٣٤٥٦', '+'.repeat(14)];
  const ODD_JSON: unknown[] = [null, true, 0, -1, 1e308, [], {}, ['a'], { $ne: '' }, 'x'.repeat(5000)];
  const FIELDS = ['login_type', 'name', 'email', 'phone', 'password', 'confirm_password', 'ref_code', 'guest_id', 'email_or_phone', 'field_type', 'otp', 'verified', 'verification_type', 'verification_method', 'reset_token', 'token', 'unique_id', 'medium'];
  const POSTS = ['sign-up', 'login', 'verify-phone', 'update-info', 'forgot-password', 'verify-token', 'firebase-verify-token', 'social-login', 'social-register', 'logout'];
  const PUTS = ['reset-password', 'firebase-reset-password'];

  it.each([...POSTS.map((path) => ['POST', path] as const), ...PUTS.map((path) => ['PUT', path] as const)])('%s %s with odd values everywhere', async (method, path) => {
    const call = method === 'POST' ? http.post : http.put;
    for (const loginType of ['manual', 'otp', 'social', undefined]) {
      for (const value of [...ODD, ...ODD_JSON]) {
        const body = { ...Object.fromEntries(FIELDS.map((field) => [field, value])), ...(loginType ? { login_type: loginType } : {}), verification_type: 'phone', verification_method: 'phone' };
        const answer = await call(`${A}/${path}`, { body });
        expect(answer.status, `${path} ${JSON.stringify(value).slice(0, 40)}`).toBeLessThan(500);
        expect(answer.text).not.toMatch(/\.ts:\d+|at [\w.]+ \(/);
      }
      for (const value of ODD) {
        const headers: Record<string, string> = /^[\x20-\x7e]*$/.test(value) ? { Authorization: `Bearer ${value}` } : {};
        const answer = await call(`${A}/${path}`, { query: Object.fromEntries(FIELDS.map((field) => [field, value])), headers });
        expect(answer.status, `${path} query ${value.slice(0, 40)}`).toBeLessThan(500);
      }
    }
  });

  it('survives odd bodies on every auth route', async () => {
    const bodies: CallOptions[] = [
      { raw: 'null' },
      { raw: '"text"' },
      { raw: '42' },
      { raw: '[' },
      { raw: '{"a":' + '['.repeat(5000) },
      { raw: 'phone=%2B971500000001&login_type=otp', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      { raw: '--x--', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } },
      { raw: 'garbage', headers: { 'Content-Type': 'multipart/form-data' } },
      { raw: '<xml/>', headers: { 'Content-Type': 'text/xml' } },
    ];
    for (const path of [...POSTS, ...PUTS]) {
      for (const options of bodies) {
        const answer = await (PUTS.includes(path) ? http.put : http.post)(`${A}/${path}`, options);
        expect(answer.status, `${path} ${JSON.stringify(options).slice(0, 60)}`).toBeLessThan(500);
      }
    }
  });
});
