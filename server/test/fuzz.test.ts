/**
 * Every route the server registers — collected as they are registered, so a route added later is fuzzed
 * with no change here — is called with a table of malformed input: wrong types, huge, negative and
 * non-finite numbers, empty values, arrays and objects for scalars, unicode and control characters, very
 * long text, truncated and mismatched bodies, odd path parameters, percent-encoded spellings of the path
 * and bad headers, anonymously, as a guest and as a signed-in customer. No answer may be a 5xx, and every API answer must be JSON.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Db } from '../db/connection';
import { openDatabase } from '../db/seed/open';
import { issueToken } from '../services/auth/credentials';
import { encodedSpellings } from './helpers';

interface Route {
  method: string;
  url: string;
}

const routes: Route[] = [];
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  db = openDatabase(':memory:').db;
  app = await buildApp({
    db,
    demoMode: true,
    rateLimits: null,
    enableTestRoutes: false,
    onRoute: (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  db.close();
});

/** Field names the contract's endpoints read; each case sends all of them with the same bad value. */
const FIELDS = [
  'guest_id', 'vehicle_id', 'provider_id', 'cart_id', 'cart_ids', 'trip_id', 'order_id', 'address_id', 'item_id', 'store_id', 'customer_id',
  'quantity', 'estimated_hours', 'distance', 'destination_time', 'pickup_time', 'schedule_at', 'scheduled', 'pickup_location', 'destination_location',
  'rental_type', 'trip_type', 'trip_amount', 'coupon_code', 'code', 'amount', 'payment_method', 'cancellation_reason',
  'name', 'email', 'phone', 'password', 'confirm_password', 'current_password', 'email_or_phone', 'login_type', 'field_type', 'otp', 'reset_token',
  'verification_method', 'verification_type', 'verification_on', 'verified', 'button_type', 'ref_code', 'token', 'unique_id', 'medium', 'image',
  'lat', 'lng', 'latitude', 'longitude', 'origin_lat', 'origin_lng', 'destination_lat', 'destination_lng', 'placeid', 'search_text', 'mode',
  'zone_id', 'limit', 'offset', 'type', 'search', 'interest', 'contact_number', 'contact_person_name', 'contact_person_number', 'contact_person_email',
  'address', 'address_type', 'floor', 'road', 'house', 'fcm_token', '_method',
  'point', 'message', 'conversation_id', 'receiver_type', 'receiver_id', 'admin_id', 'vendor_id', 'delivery_man_id', 'f_name', 'l_name', 'module_id',
  'vehicle_id', 'identity_type', 'identity_number', 'earning', 'translations', 'minimum_delivery_time', 'maximum_delivery_time', 'delivery_time_type',
  'tax', 'tin', 'tin_expire_date', 'business_plan', 'package_id', 'store_name',
  'model', 'price', 'variation', 'add_on_ids', 'add_on_qtys', 'order_type', 'dm_tips', 'partial_payment', 'is_buy_now', 'cart', 'create_new_user',
  'idempotency_key', 'reason', 'note', 'customer_reason', 'customer_note', 'rating', 'comment', 'payment_id', 'outcome', 'callback',
];

const VALUES: [string, unknown][] = [
  ['huge', 1e308],
  ['negative huge', -1e308],
  ['negative', -1],
  ['zero', 0],
  ['fraction', 0.000001],
  ['NaN text', 'NaN'],
  ['Infinity text', 'Infinity'],
  ['empty', ''],
  ['null', null],
  ['true', true],
  ['array', ['a', 1, null]],
  ['object', { a: { b: [1] }, lat: 'x' }],
  ['unicode and controls', '𝔘𝔫𝔦\u202e\u0000\u0007\u001b[31m\ud800'],
  ['long text', 'x'.repeat(20_000)],
  ['digits past 2^53', '99999999999999999999999'],
  ['date-like garbage', '2099-13-45 25:61 PM'],
  ['JSON in a string', '{"lat":"91","lng":"-181"}'],
  ['SQL', "1' OR '1'='1"],
  // Names every object inherits: a lookup table indexed by what a caller sends must not find them.
  ['inherited name', 'constructor'],
  ['prototype name', '__proto__'],
];

const BOUNDARY = '----fuzz';
const RAW_BODIES: [string, string, string][] = [
  ['truncated JSON', 'application/json', '{"guest_id": 1, "name": "ha'],
  ['JSON null', 'application/json', 'null'],
  ['JSON number', 'application/json', '123'],
  ['JSON array', 'application/json', '[1,2,3]'],
  ['deep JSON', 'application/json', `${'['.repeat(2000)}${']'.repeat(2000)}`],
  ['JSON sent as multipart without boundary', 'multipart/form-data', '{"a":1}'],
  ['truncated multipart', `multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nHalf`],
  ['multipart with a bad part header', `multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}\r\nContent-Disposition\r\n\r\nx\r\n--${BOUNDARY}--\r\n`],
  ['multipart file in a text field', `multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n--${BOUNDARY}--\r\n`],
  ['form with broken escapes', 'application/x-www-form-urlencoded', 'name=%E0%A4%A&guest_id=%ZZ&lat[]=1&lat[x]=2'],
  ['binary as text', 'text/plain', '\u0000\u0001\u0002\u00ff'],
];

const HEADER_SETS: [string, Record<string, string>][] = [
  ['no headers', {}],
  ['bad headers', { zoneid: '[', moduleid: 'NaN', latitude: 'abc', longitude: '1e999', 'x-localization': '\u0007', authorization: `Bearer ${'x'.repeat(4000)}` }],
  ['odd but valid headers', { zoneid: '["3", 1, 99999999999999999999]', moduleid: '6.0', latitude: '"25.2"', longitude: '"55.3"', 'x-localization': 'ar-AE' }],
];

const PATH_VALUES = ['1', '-1', 'abc', '99999999999999999999', '%00', '..%2F..%2Fetc', '%F0%9F%98%80'];

const fill = (url: string, value: string) => url.replace(/:[A-Za-z_]+/g, value).replace(/\*/g, value);

/** A body for routes that read one, the query string for the others (and DELETE, which clients send both ways). */
function requestsFor(route: Route, auth: Record<string, string>): InjectOptions[] {
  const method = route.method as InjectOptions['method'];
  const hasBody = route.method !== 'GET';
  const list: InjectOptions[] = [];
  for (const [, value] of VALUES) {
    const url = fill(route.url, '1');
    if (hasBody) list.push({ method, url, headers: { ...auth, 'content-type': 'application/json' }, payload: JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, value]))) });
    if (!hasBody || route.method === 'DELETE') list.push({ method, url, headers: auth, query: Object.fromEntries(FIELDS.map((field) => [field, typeof value === 'string' ? value : JSON.stringify(value)])) });
  }
  for (const [, type, payload] of RAW_BODIES) list.push({ method: hasBody ? method : 'POST', url: fill(route.url, '1'), headers: { ...auth, 'content-type': type }, payload });
  for (const value of PATH_VALUES) if (/[:*]/.test(route.url)) list.push({ method, url: fill(route.url, value), headers: auth });
  for (const [, headers] of HEADER_SETS) list.push({ method, url: fill(route.url, '1'), headers: { ...headers }, query: { guest_id: '12' } });
  // The router decodes the path: an encoded spelling reaches the same handler (the first and the fully encoded one).
  const spellings = encodedSpellings(fill(route.url, '1'));
  for (const url of [spellings[0], spellings.at(-1)]) {
    if (url) list.push({ method, url, headers: hasBody ? { ...auth, 'content-type': 'application/json' } : auth, payload: hasBody ? JSON.stringify({ guest_id: 'x', name: 1e308 }) : undefined });
  }
  return list;
}

describe('fuzzing every registered route', () => {
  it('collected the routes as they were registered', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/v1/rental/user/cart/add-to-cart' });
  });

  it('never answers 5xx, and always JSON on API paths', async () => {
    const failures: string[] = [];
    // Destructive routes last, so the customer's session lasts for the rest.
    const weight = (route: Route) => (route.url.includes('remove-account') ? 2 : route.url.includes('logout') ? 1 : 0);
    const ordered = [...routes].sort((a, b) => weight(a) - weight(b));
    for (const route of ordered) {
      // A fresh session per route while the customer exists (one route deletes the account).
      const token = db.prepare('SELECT 1 FROM users WHERE id = 1').get() ? issueToken(db, 1, new Date()) : 'deleted';
      const callers: Record<string, string>[] = [{ zoneid: '[3,1]', moduleid: '6', 'x-localization': 'en' }, { zoneid: '[3,1]', moduleid: '1', authorization: `Bearer ${token}`, 'x-localization': 'en' }];
      for (const auth of callers) {
        for (const options of requestsFor(route, auth)) {
          const answer = await app.inject(options);
          const label = `${options.method} ${String(options.url)} ${JSON.stringify(options.headers).slice(0, 80)} ${String(options.payload ?? JSON.stringify(options.query) ?? '').slice(0, 60)}`;
          if (answer.statusCode >= 500) failures.push(`${answer.statusCode} ${label}: ${answer.body.slice(0, 200)}`);
          else if (route.url.startsWith('/api/')) {
            try {
              JSON.parse(answer.body);
              if (!/^application\/json/.test(String(answer.headers['content-type']))) failures.push(`not JSON (${String(answer.headers['content-type'])}) ${label}`);
            } catch {
              failures.push(`unparsable ${answer.statusCode} ${label}: ${answer.body.slice(0, 120)}`);
            }
          }
        }
      }
    }
    expect(failures.slice(0, 25)).toEqual([]);
  }, 120_000);
});
