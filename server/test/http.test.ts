/**
 * The HTTP foundation over real HTTP: error envelopes and the global error handler, the method override,
 * the zone/module header checks and the module-check exemptions, bearer/guest identity, absolute URLs.
 * Probe routes are added to a fresh app through the test server's `setup` hook.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bareError, errorList, errorsObject, errorsText, errorText, messageEntries, messageError } from '../http/errors';
import { hashToken, moduleOf, requireCaller, requireUser, storageUrl, zoneIds } from '../http/context';
import { moduleCheckedGroup } from '../http/module-check';
import { overridableRoutes } from '../http/routing';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;

const ENVELOPES = {
  list: errorList(403, 'cart_item', 'Item already exists'),
  'errors-text': errorsText(401, 'Unauthorized'),
  'errors-object': errorsObject(403, 'digital_payment_is_disable'),
  'error-text': errorText(404, 'vehicle_not_found'),
  message: messageError(404, 'OTP does not match'),
  'message-list': messageEntries(403, [{ code: 'payment_method', message: 'The payment method field is required.' }]),
  bare: bareError(403, [12]),
};

beforeAll(async () => {
  server = await startTestServer({
    setup: (app, ctx) => {
      app.get<{ Params: { shape: keyof typeof ENVELOPES } }>('/api/v1/__probe/envelope/:shape', (request) => {
        throw ENVELOPES[request.params.shape];
      });
      app.get('/api/v1/__probe/crash', () => {
        throw new Error('secret detail at /work/main/server/services/x.ts:12');
      });
      overridableRoutes(app, '/api/v1/__probe/thing', {
        POST: () => ({ verb: 'POST' }),
        PUT: (request) => ({ verb: 'PUT', body: request.body }),
        DELETE: () => ({ verb: 'DELETE' }),
      });
      overridableRoutes(app, '/api/v1/__probe/put-only', { PUT: () => ({ verb: 'PUT' }) });
      app.get('/api/v1/__probe/zones', (request) => zoneIds(request));
      app.get('/api/v1/__probe/module', (request) => moduleOf(ctx, request));
      moduleCheckedGroup(app, ctx, (group) => {
        group.get('/api/v1/__probe/module-checked', () => ({ ok: true }));
        group.get('/api/v1/customer/__probe', () => ({ ok: true }));
      });
      app.get('/api/v1/__probe/user', (request) => ({ user: requireUser(ctx, request) }));
      app.get('/api/v1/__probe/caller', (request) => requireCaller(ctx, request));
      app.post('/api/v1/__probe/caller', (request) => requireCaller(ctx, request));
      // Guests 7 and 12, as if this server had issued them.
      ctx.db.prepare("INSERT INTO guests (id, created_at) VALUES (7, '2026-01-01T00:00:00.000Z'), (12, '2026-01-01T00:00:00.000Z')").run();
      app.get('/api/v1/__probe/url', (request) => ({ url: storageUrl(request, 'vehicle/1-1.svg') }));
    },
  });
  http = api(server.baseUrl);
  const insert = server.db.prepare('INSERT INTO access_tokens (token_hash, user_id, created_at, revoked) VALUES (?, ?, ?, ?)');
  insert.run(hashToken('good-token'), 1, new Date(server.now().getTime() - 29 * 86_400_000).toISOString(), 0);
  insert.run(hashToken('expired-token'), 1, new Date(server.now().getTime() - 31 * 86_400_000).toISOString(), 0);
  insert.run(hashToken('revoked-token'), 1, '2025-01-01T00:00:00.000Z', 1);
});
afterAll(() => server.close());

describe('error envelopes', () => {
  it.each([
    ['list', 403, { errors: [{ code: 'cart_item', message: 'Item already exists' }] }],
    ['errors-text', 401, { errors: 'Unauthorized' }],
    ['errors-object', 403, { errors: { message: 'digital_payment_is_disable' } }],
    ['error-text', 404, { error: 'vehicle_not_found' }],
    ['message', 404, { message: 'OTP does not match' }],
    ['message-list', 403, { message: [{ code: 'payment_method', message: 'The payment method field is required.' }] }],
    ['bare', 403, [12]],
  ])('%s → %i with the exact body', async (shape, status, body) => {
    const answer = await http.get(`/api/v1/__probe/envelope/${shape}`);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual(body);
  });

  it('answers an unexpected failure with 500 "Server Error", logs it, and leaks nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await http.get('/api/v1/__probe/crash');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ message: 'Server Error' });
    expect(answer.text).not.toContain('secret');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('answers broken JSON with 400 and an oversized body with 413', async () => {
    expect(await http.post('/api/v1/newsletter/subscribe', { raw: '{"email":' })).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'body', message: 'The request body is not valid JSON.' }] },
    });
    expect(await http.post('/api/v1/newsletter/subscribe', { raw: JSON.stringify({ email: 'x'.repeat(1_100_000) }) })).toMatchObject({
      status: 413,
      body: { errors: [{ code: 'body', message: 'The request body is too large.' }] },
    });
  });

  it('reads input from the query when the body has another content type', async () => {
    const answer = await http.post('/api/v1/newsletter/subscribe', { query: { email: 'plain@example.com' }, raw: 'hello', headers: { 'Content-Type': 'text/plain' } });
    expect(answer).toMatchObject({ status: 200, body: { message: 'Subscribed Successfully' } });
  });

  it('answers unknown API paths like Laravel', async () => {
    expect(await http.get('/api/v1/nothing-here')).toMatchObject({ status: 404, body: { message: 'Not Found' } });
    expect(await http.delete('/api/v1/config')).toMatchObject({ status: 404, body: { message: 'Not Found' } });
  });
});

describe('method override (POST + _method)', () => {
  it('reaches the PUT handler from a JSON body, a form body or the query', async () => {
    expect((await http.put('/api/v1/__probe/thing', { body: { a: 1 } })).body).toEqual({ verb: 'PUT', body: { a: 1 } });
    expect((await http.post('/api/v1/__probe/thing', { body: { _method: 'put', a: 1 } })).body).toMatchObject({ verb: 'PUT' });
    expect((await http.post('/api/v1/__probe/thing', { raw: '_method=PUT&a=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).body).toMatchObject({
      verb: 'PUT',
      body: { _method: 'PUT', a: '1' },
    });
    expect((await http.post('/api/v1/__probe/thing', { query: { _method: 'DELETE' } })).body).toEqual({ verb: 'DELETE' });
    expect((await http.post('/api/v1/__probe/thing')).body).toEqual({ verb: 'POST' });
  });

  it('answers 405 for a verb the path does not serve', async () => {
    expect(await http.post('/api/v1/__probe/put-only')).toMatchObject({
      status: 405,
      body: { message: 'The POST method is not supported for this route. Supported methods: PUT.' },
    });
    expect((await http.post('/api/v1/__probe/thing', { body: { _method: 'PATCH' } })).status).toBe(405);
  });

  it('reaches a real PUT route of the contract', async () => {
    const answer = await http.post('/api/v1/rental/user/trip/cancel-trip', { body: { _method: 'PUT' }, headers: { moduleId: '6' } });
    expect(answer).toMatchObject({ status: 401, body: { errors: 'Unauthorized' } });
  });
});

describe('zoneId and moduleId headers', () => {
  it.each([
    ['[1,2]', 200, [1, 2]],
    ['["3"]', 200, [3]],
    ['[3, 1]', 200, [3, 1]],
    ['1', 403, { errors: [{ code: 'zoneId', message: 'Zone id is invalid' }] }],
    ['[]', 403, { errors: [{ code: 'zoneId', message: 'Zone id is invalid' }] }],
    ['[1.5]', 403, { errors: [{ code: 'zoneId', message: 'Zone id is invalid' }] }],
    ['[1,', 403, { errors: [{ code: 'zoneId', message: 'Zone id is invalid' }] }],
    ['[true]', 403, { errors: [{ code: 'zoneId', message: 'Zone id is invalid' }] }],
    ['[0]', 403, { errors: [{ code: 'zoneId', message: 'Zone id is invalid' }] }],
  ])('zoneId %s → %i', async (value, status, body) => {
    expect(await http.get('/api/v1/__probe/zones', { headers: { zoneid: value } })).toMatchObject({ status, body });
  });

  it('requires the zone header', async () => {
    expect(await http.get('/api/v1/__probe/zones')).toMatchObject({ status: 403, body: { errors: [{ code: 'zoneId', message: 'Zone id required' }] } });
  });

  it.each([
    [undefined, 403, { errors: [{ code: 'moduleId', message: 'Module id required' }] }],
    ['99', 403, { errors: [{ code: 'moduleId', message: 'Module not found' }] }],
    ['rental', 403, { errors: [{ code: 'moduleId', message: 'Module not found' }] }],
    ['6', 200, { id: 6, module_type: 'rental' }],
  ])('moduleId %s → %i', async (value, status, body) => {
    expect(await http.get('/api/v1/__probe/module', { headers: value === undefined ? {} : { moduleId: value } })).toMatchObject({ status, body });
  });

  it('checks the module on grouped routes and skips the exempt paths', async () => {
    expect(await http.get('/api/v1/__probe/module-checked')).toMatchObject({ status: 403, body: { errors: [{ code: 'moduleId', message: 'Module id required' }] } });
    expect(await http.get('/api/v1/__probe/module-checked', { headers: { moduleId: '1' } })).toMatchObject({ status: 200, body: { ok: true } });
    expect(await http.get('/api/v1/customer/__probe')).toMatchObject({ status: 200, body: { ok: true } });
  });
});

describe('identity', () => {
  it.each([
    [{}, 401, { message: 'Unauthenticated.' }],
    [{ Authorization: 'Bearer null' }, 401, { message: 'Unauthenticated.' }],
    [{ Authorization: 'Bearer wrong' }, 401, { message: 'Unauthenticated.' }],
    [{ Authorization: 'Bearer revoked-token' }, 401, { message: 'Unauthenticated.' }],
    [{ Authorization: 'Bearer expired-token' }, 401, { message: 'Unauthenticated.' }],
    [{ Authorization: 'Bearer good-token' }, 200, { user: 1 }],
  ])('auth:api with %j → %i', async (headers, status, body) => {
    expect(await http.get('/api/v1/__probe/user', { headers })).toMatchObject({ status, body });
  });

  it.each([
    [{}, {}, 401, { errors: 'Unauthorized' }],
    [{ Authorization: 'Bearer null' }, {}, 401, { errors: 'Unauthorized' }],
    [{ Authorization: 'Bearer null' }, { guest_id: '7' }, 200, { id: 7, isGuest: true }],
    [{}, { guest_id: '7' }, 200, { id: 7, isGuest: true }],
    [{ Authorization: 'Bearer good-token' }, { guest_id: '7' }, 200, { id: 1, isGuest: false }],
    // A token that fails never falls back to the guest: the client is told to sign in again.
    [{ Authorization: 'Bearer wrong' }, { guest_id: '7' }, 401, { message: 'Unauthenticated.' }],
    [{ Authorization: 'Bearer expired-token' }, { guest_id: '7' }, 401, { message: 'Unauthenticated.' }],
    [{ Authorization: 'Bearer revoked-token' }, {}, 401, { message: 'Unauthenticated.' }],
    [{ Authorization: 'Basic abc' }, { guest_id: '7' }, 200, { id: 7, isGuest: true }],
    [{}, { guest_id: '99999999999999999999' }, 403, { errors: [{ code: 'guest_id', message: 'The guest id is invalid.' }] }],
    [{}, { guest_id: 'abc' }, 403, { errors: [{ code: 'guest_id', message: 'The guest id must be an integer.' }] }],
    [{}, { guest_id: '8' }, 403, { errors: [{ code: 'guest_id', message: 'The guest id is not known here: ask for a new one.' }] }],
  ])('apiGuestCheck with %j and %j → %i', async (headers, query, status, body) => {
    expect(await http.get('/api/v1/__probe/caller', { headers, query })).toMatchObject({ status, body });
  });

  it('reads the guest id from the body too', async () => {
    expect((await http.post('/api/v1/__probe/caller', { body: { guest_id: 12 } })).body).toEqual({ id: 12, isGuest: true });
  });
});

describe('absolute URLs', () => {
  it('use the request origin and ignore forwarded headers unless a proxy is trusted', async () => {
    expect((await http.get<{ url: string }>('/api/v1/__probe/url')).body.url).toBe(`${server.baseUrl}/storage/vehicle/1-1.webp`);
    const forged = await http.get<{ url: string }>('/api/v1/__probe/url', { headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' } });
    expect(forged.body.url).toBe(`${server.baseUrl}/storage/vehicle/1-1.webp`);
  });

  it('follow a trusted proxy’s forwarded host and protocol', async () => {
    const behindProxy = await startTestServer({
      trustProxy: true,
      setup: (app) => app.get('/api/v1/__probe/url', (request) => ({ url: storageUrl(request, 'vehicle/1-1.svg') })),
    });
    try {
      const proxied = await api(behindProxy.baseUrl).get<{ url: string }>('/api/v1/__probe/url', { headers: { 'X-Forwarded-Host': 'shop.example.com', 'X-Forwarded-Proto': 'https' } });
      expect(proxied.body.url).toBe('https://shop.example.com/storage/vehicle/1-1.webp');
    } finally {
      await behindProxy.close();
    }
  });
});
