/**
 * The per-address limits as an attacker tries to step around them: every limited route is called under every
 * spelling the router accepts for it (each character percent-encoded, in upper and lower case hex, and the
 * whole path encoded), once its window is full. Each spelling reaches the same handler, so each must count
 * against the same limit and be refused with the throttle answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, encodedSpellings as spellings, startTestServer, type TestServer } from './helpers';

/** Sign-in, sign-up, registration, code and reset routes, and the payment page's sign-in: the sign-in limit's. */
const SIGN_IN_ROUTES: [method: 'POST' | 'PUT', path: string][] = [
  ['POST', '/api/v1/auth/login'],
  ['POST', '/api/v1/auth/sign-up'],
  ['POST', '/api/v1/auth/verify-phone'],
  ['POST', '/api/v1/auth/update-info'],
  ['POST', '/api/v1/auth/forgot-password'],
  ['POST', '/api/v1/auth/verify-token'],
  ['PUT', '/api/v1/auth/reset-password'],
  ['POST', '/api/v1/auth/firebase-verify-token'],
  ['PUT', '/api/v1/auth/firebase-reset-password'],
  ['POST', '/api/v1/auth/social-login'],
  ['POST', '/api/v1/auth/social-register'],
  ['POST', '/api/v1/auth/vendor/register'],
  ['POST', '/api/v1/auth/delivery-man/store'],
  // The reference payment page's sign-in form.
  ['POST', '/payment-mobile'],
];

let server: TestServer;
let http: ReturnType<typeof api>;
const SIGN_IN_LIMIT = 2;
const GUEST_LIMIT = 2;
const API_LIMIT = 1000;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: { api: API_LIMIT, signIn: SIGN_IN_LIMIT, guests: GUEST_LIMIT } });
  http = api(server.baseUrl);
});
afterAll(() => server.close());

const call = (method: string, path: string, body: unknown = { login_type: 'manual', email_or_phone: 'nobody@example.com', password: 'password1' }) =>
  fetch(`${server.baseUrl}${path}`, { method, headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });

describe('limits key on the path the router matches', () => {
  it('the spellings reach the handlers (so they must be counted)', async () => {
    await http.post('/__test/reset');
    const answer = await call('POST', '/%61pi/%761/auth/%6Cogin');
    expect(answer.status).toBe(401);
  });

  it.each(SIGN_IN_ROUTES)('sign-in limit: %s %s under every spelling', async (method, path) => {
    await http.post('/__test/reset');
    for (let n = 0; n < SIGN_IN_LIMIT; n++) expect((await call(method, path)).status).not.toBe(429);
    const through: string[] = [];
    for (const spelling of spellings(path)) {
      const answer = await call(method, spelling);
      if (answer.status !== 429) through.push(`${answer.status} ${spelling}`);
    }
    expect(through).toEqual([]);
  });

  it('a full window of sign-ins through encoded spellings blocks the plain path too', async () => {
    await http.post('/__test/reset');
    for (const spelling of spellings('/api/v1/auth/login').slice(0, SIGN_IN_LIMIT)) expect((await call('POST', spelling)).status).toBe(401);
    expect((await call('POST', '/api/v1/auth/login')).status).toBe(429);
  });

  it('new guest ids: every spelling of the guest route counts towards the hourly cap', async () => {
    await http.post('/__test/reset');
    for (let n = 0; n < GUEST_LIMIT; n++) expect((await call('POST', '/api/v1/auth/guest/request', {})).status).toBe(200);
    const issued: string[] = [];
    for (const spelling of spellings('/api/v1/auth/guest/request')) {
      const answer = await call('POST', spelling, {});
      if (answer.status !== 429) issued.push(`${answer.status} ${spelling}`);
    }
    expect(issued).toEqual([]);
  });
});

describe('the per-minute API limit', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ rateLimits: { api: 5, signIn: 1000, guests: 1000 } });
  });
  afterAll(() => small.close());

  it('counts every spelling of an API path, routed or not', async () => {
    const get = (path: string) => fetch(`${small.baseUrl}${path}`, { headers: { Accept: 'application/json' } });
    for (let n = 0; n < 5; n++) expect((await get('/api/v1/zone/list')).status).toBe(200);
    const through: string[] = [];
    for (const spelling of [...spellings('/api/v1/zone/list'), ...spellings('/api/v1/no-such-route')]) {
      const answer = await get(spelling);
      if (answer.status !== 429) through.push(`${answer.status} ${spelling}`);
    }
    expect(through).toEqual([]);
    // Pictures and the app are not API calls.
    expect((await get('/storage/brand/logo.svg')).status).toBe(200);
  });
});

describe('every API route under the per-minute limit', () => {
  const apiRoutes: { method: string; url: string }[] = [];
  let full: TestServer;
  beforeAll(async () => {
    full = await startTestServer({
      rateLimits: { api: 1, signIn: 100_000, guests: 100_000 },
      onRoute: (route) => {
        for (const method of [route.method].flat()) if (route.url.startsWith('/api/') && method !== 'HEAD' && method !== 'OPTIONS') apiRoutes.push({ method, url: route.url });
      },
    });
  });
  afterAll(() => full.close());

  it('counts the encoded spellings of each route once the window is full', async () => {
    expect(apiRoutes.length).toBeGreaterThan(100);
    expect((await fetch(`${full.baseUrl}/api/v1/zone/list`, { headers: { Accept: 'application/json' } })).status).toBe(200);
    const through: string[] = [];
    for (const route of apiRoutes) {
      const path = route.url.replace(/:[A-Za-z_]+/g, '1');
      const escaped = (index: number) => `${path.slice(0, index)}%${path.charCodeAt(index).toString(16).toUpperCase()}${path.slice(index + 1)}`;
      // The prefix's first character escaped, the first of the route's own part (after `/api/v1/`), and every character.
      for (const spelling of [escaped(1), escaped(8), spellings(path).at(-1)]) {
        if (!spelling) continue;
        const answer = await fetch(`${full.baseUrl}${spelling}`, { method: route.method, headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: route.method === 'GET' ? undefined : '{}' });
        if (answer.status !== 429) through.push(`${answer.status} ${route.method} ${spelling}`);
      }
    }
    expect(through).toEqual([]);
  });
});
