/**
 * Malformed input across the bootstrap surface: each case asserts the status and the exact contract
 * envelope, and a sweep checks that no odd input anywhere answers 500 or shows a stack trace.
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

const required = (field: string) => ({ code: field, message: `The ${field.replace(/_/g, ' ')} field is required.` });

type Case = [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, CallOptions, number, unknown];

const CASES: Case[] = [
  ['missing lat', 'GET', '/api/v1/config/get-zone-id', { query: { lng: 55.27 } }, 403, { errors: [required('lat')] }],
  ['missing lat and lng', 'GET', '/api/v1/config/get-zone-id', {}, 403, { errors: [required('lat'), required('lng')] }],
  ['lat="abc"', 'GET', '/api/v1/config/get-zone-id', { query: { lat: 'abc', lng: 55.27 } }, 403, { errors: [{ code: 'lat', message: 'The lat must be a number.' }] }],
  ['lat=999', 'GET', '/api/v1/config/get-zone-id', { query: { lat: 999, lng: 55.27 } }, 403, { errors: [{ code: 'lat', message: 'The lat must not be greater than 90.' }] }],
  ['lng=-181', 'GET', '/api/v1/config/geocode-api', { query: { lat: 25, lng: -181 } }, 403, { errors: [{ code: 'lng', message: 'The lng must be at least -180.' }] }],
  ['empty search_text', 'GET', '/api/v1/config/place-api-autocomplete', { query: { search_text: '' } }, 403, { errors: [required('search_text')] }],
  ['blank search_text', 'GET', '/api/v1/config/place-api-autocomplete', { query: { search_text: '   ' } }, 403, { errors: [required('search_text')] }],
  ['unknown placeid', 'GET', '/api/v1/config/place-api-details', { query: { placeid: 'ChIJ-not-ours' } }, 404, { errors: [{ code: 'placeid', message: 'Place not found.' }] }],
  ['missing placeid', 'GET', '/api/v1/config/place-api-details', {}, 403, { errors: [required('placeid')] }],
  [
    'distance without destination',
    'GET',
    '/api/v1/config/distance-api',
    { query: { origin_lat: 25.2, origin_lng: 55.27 } },
    403,
    { errors: [required('destination_lat'), required('destination_lng')] },
  ],
  ['zone check with zone_id="x"', 'GET', '/api/v1/zone/check', { query: { lat: 25.2, lng: 55.27, zone_id: 'x' } }, 403, { errors: [{ code: 'zone_id', message: 'The zone id must be an integer.' }] }],
  ['module with zoneId header "1"', 'GET', '/api/v1/module', { headers: { zoneId: '1' } }, 403, { errors: [{ code: 'zoneId', message: 'Zone id is invalid' }] }],
  ['broken JSON body', 'POST', '/api/v1/newsletter/subscribe', { raw: '{"email": "a@b.co"' }, 400, { errors: [{ code: 'body', message: 'The request body is not valid JSON.' }] }],
  ['huge body', 'POST', '/api/v1/auth/guest/request', { raw: JSON.stringify({ fcm_token: 'x'.repeat(1_500_000) }) }, 413, { errors: [{ code: 'body', message: 'The request body is too large.' }] }],
  ['invalid email', 'POST', '/api/v1/newsletter/subscribe', { body: { email: 'not-an-email' } }, 403, { errors: [{ code: 'email', message: 'The email must be a valid email address.' }] }],
  ['email as an object', 'POST', '/api/v1/newsletter/subscribe', { body: { email: { $ne: '' } } }, 403, { errors: [{ code: 'email', message: 'The email must be a valid email address.' }] }],
  ['JSON array body', 'POST', '/api/v1/newsletter/subscribe', { body: ['a@b.co'] }, 403, { errors: [required('email')] }],
  ['missing moduleId on a module-checked route', 'GET', '/api/v1/rental/vehicle/top-rated', { headers: { zoneId: '[1]' } }, 403, { errors: [{ code: 'moduleId', message: 'Module id required' }] }],
  ['unknown moduleId', 'GET', '/api/v1/rental/vehicle/top-rated', { headers: { zoneId: '[1]', moduleId: '99' } }, 403, { errors: [{ code: 'moduleId', message: 'Module not found' }] }],
  ['missing zoneId', 'GET', '/api/v1/rental/vehicle/top-rated', { headers: { moduleId: '6' } }, 403, { errors: [{ code: 'zoneId', message: 'Zone id required' }] }],
  ['invalid zoneId', 'GET', '/api/v1/rental/vehicle/top-rated', { headers: { moduleId: '6', zoneId: '[one]' } }, 403, { errors: [{ code: 'zoneId', message: 'Zone id is invalid' }] }],
  ['POST + _method=PUT reaches the PUT route', 'POST', '/api/v1/rental/user/cart/update-cart', { body: { _method: 'PUT' }, headers: { moduleId: '6' } }, 401, { errors: 'Unauthorized' }],
  ['POST without _method on a PUT-only route', 'POST', '/api/v1/rental/user/trip/cancel-trip', { headers: { moduleId: '6' } }, 405, { message: 'The POST method is not supported for this route. Supported methods: PUT.' }],
  ['unknown API route', 'GET', '/api/v1/does-not-exist', {}, 404, { message: 'Not Found' }],
];

describe('malformed input answers the contract envelope', () => {
  it.each(CASES)('%s', async (_name, method, path, options, status, body) => {
    const call = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }[method];
    const answer = await call(path, options);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual(body);
  });
});

describe('nothing answers 500', () => {
  const ODD_VALUES = ['', ' ', 'null', 'undefined', '[]', '{}', '-1', '1e309', 'NaN', '<script>', "' OR 1=1 --", '%00', 'x'.repeat(300)];
  const GETS = [
    ['/api/v1/config/get-zone-id', ['lat', 'lng']],
    ['/api/v1/config/geocode-api', ['lat', 'lng']],
    ['/api/v1/config/place-api-autocomplete', ['search_text']],
    ['/api/v1/config/place-api-details', ['placeid']],
    ['/api/v1/config/distance-api', ['origin_lat', 'origin_lng', 'destination_lat', 'destination_lng', 'mode']],
    ['/api/v1/config/direction-api', ['origin_lat', 'origin_lng', 'destination_lat', 'destination_lng', 'mode']],
    ['/api/v1/zone/check', ['lat', 'lng', 'zone_id']],
    ['/api/v1/module', ['zone_id']],
  ] as const;

  it.each(GETS)('%s with odd values in every parameter', async (path, params) => {
    for (const value of ODD_VALUES) {
      const query = Object.fromEntries(params.map((param) => [param, value]));
      for (const headers of [{}, { zoneId: value, moduleId: value, latitude: value, 'X-localization': value }]) {
        const answer = await http.get(path, { query, headers: Object.fromEntries(Object.entries(headers).filter(([, v]) => /^[\x20-\x7e]*$/.test(v))) });
        expect(answer.status, `${path} ${value}`).toBeLessThan(500);
        expect(answer.text).not.toMatch(/\.ts:\d+|at [\w.]+ \(/);
      }
    }
  });

  it('survives odd bodies on every POST', async () => {
    for (const path of ['/api/v1/newsletter/subscribe', '/api/v1/auth/guest/request']) {
      for (const options of [{ raw: 'null' }, { raw: '"text"' }, { raw: '42' }, { raw: '[' }, { raw: '{"a":' + '['.repeat(5000) }, { body: { email: ['a@b.co'] } }, { raw: 'a=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }, { raw: '--x--', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } }, { raw: 'email=a@b.co', headers: { 'Content-Type': 'multipart/form-data' } }]) {
        const answer = await http.post(path, options);
        expect(answer.status, `${path} ${JSON.stringify(options).slice(0, 60)}`).toBeLessThan(500);
      }
    }
  });

  it('a multipart body without a boundary is an unreadable body, on any route', async () => {
    const answer = await http.post('/api/v1/newsletter/subscribe', { raw: 'email=a@b.co', headers: { 'Content-Type': 'multipart/form-data' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: [{ code: 'body', message: 'The request body could not be read.' }] });
  });

  it('a page number too large for the database answers an empty page', async () => {
    for (const offset of ['1e300', '99999999999999999999', '9007199254740993']) {
      const answer = await http.get<{ vehicles: unknown[] }>('/api/v1/rental/vehicle/search', { query: { offset, limit: 10 }, headers: { zoneId: '[1]', moduleId: '6' } });
      expect(answer.status, offset).toBe(200);
      expect(answer.body.vehicles).toEqual([]);
      const stores = await http.get<{ stores: unknown[] }>('/api/v1/stores/latest', { query: { offset, limit: 10 }, headers: { zoneId: '[1]', moduleId: '1' } });
      expect(stores.status, offset).toBe(200);
      expect(stores.body.stores).toEqual([]);
    }
  });
});
