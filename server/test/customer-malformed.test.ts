/**
 * Malformed input on every customer endpoint: each row asserts the status and the exact contract envelope,
 * and a sweep sends odd values, headers and bodies everywhere and checks nothing answers 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../db/seed/demo-account';
import { api, startTestServer, type CallOptions, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
let auth: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
  const login = await http.post<{ token: string }>('/api/v1/auth/login', { body: { login_type: 'manual', email_or_phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
  auth = { Authorization: `Bearer ${login.body.token}`, 'X-localization': 'en' };
});
afterAll(() => server.close());

const words = (field: string) => field.replace(/_/g, ' ');
const required = (field: string) => ({ code: field, message: `The ${words(field)} field is required.` });
const invalid = (field: string) => ({ code: field, message: `The selected ${words(field)} is invalid.` });
const requiredWithout = (field: string, other: string) => ({ code: field, message: `The ${words(field)} field is required when ${words(other)} is not present.` });
const UNAUTHENTICATED = { message: 'Unauthenticated.' };

type Case = [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, (() => CallOptions) | CallOptions, number, unknown];

const C = '/api/v1/customer';
const withAuth = (options: CallOptions = {}) => () => ({ ...options, headers: { ...auth, ...options.headers } });
const ADDRESS = { contact_person_name: 'A', contact_person_number: '+971500000001', address_type: 'home', address: 'Somewhere', latitude: '25.1985', longitude: '55.2796' };

const CASES: Case[] = [
  // Every customer route needs a token.
  ...(
    [
      ['GET', `${C}/info`],
      ['POST', `${C}/update-profile`],
      ['PUT', `${C}/update-profile`],
      ['DELETE', `${C}/remove-account`],
      ['GET', `${C}/address/list`],
      ['POST', `${C}/address/add`],
      ['PUT', `${C}/address/update/1`],
      ['DELETE', `${C}/address/delete`],
      ['GET', `${C}/wish-list`],
      ['POST', `${C}/wish-list/add`],
      ['DELETE', `${C}/wish-list/remove`],
      ['POST', `${C}/update-interest`],
    ] as const
  ).map(([method, path]): Case => [`${method} ${path} without a token`, method, path, { headers: { Authorization: 'Bearer null' } }, 401, UNAUTHENTICATED]),
  ['info without X-localization', 'GET', `${C}/info`, () => ({ headers: { Authorization: auth.Authorization as string } }), 200, { errors: [{ code: 'X-localization', message: 'X-localization header is required' }] }],
  ['update-profile without a name', 'POST', `${C}/update-profile`, withAuth(), 403, { errors: [required('name')] }],
  ['update-profile with bad values', 'PUT', `${C}/update-profile`, withAuth({ body: { name: ['x'], email: 'nope', phone: 'abc', password: '123', button_type: 'delete_everything' } }), 403, {
    errors: [
      { code: 'name', message: 'The name must be a string.' },
      { code: 'email', message: 'The email must be a valid email address.' },
      { code: 'phone', message: 'The phone must be at least 9 characters.' },
      { code: 'password', message: 'The password must be at least 8 characters.' },
      invalid('button_type'),
    ],
  }],
  ['update-profile with text for the image', 'POST', `${C}/update-profile`, withAuth({ body: { name: 'Demo Customer', image: 'data:image/png;base64,AAAA' } }), 403, {
    errors: [{ code: 'image', message: 'The image must be a file of type: jpeg, png, jpg, gif.' }],
  }],
  ['update-profile with a code but no medium', 'POST', `${C}/update-profile`, withAuth({ body: { name: 'Demo Customer', otp: '123456' } }), 403, {
    errors: [{ code: 'verification_on', message: 'The verification on field is required when otp is present.' }],
  }],
  ['update-profile by POST + _method=DELETE', 'POST', `${C}/update-profile`, withAuth({ body: { _method: 'DELETE' } }), 405, { message: 'The DELETE method is not supported for this route. Supported methods: POST, PUT.' }],
  ['update-profile with a multipart type and no boundary', 'POST', `${C}/update-profile`, withAuth({ raw: 'x', headers: { 'Content-Type': 'multipart/form-data' } }), 400, {
    errors: [{ code: 'body', message: 'The request body could not be read.' }],
  }],
  ['remove-account by POST without _method', 'POST', `${C}/remove-account`, withAuth(), 405, { message: 'The POST method is not supported for this route. Supported methods: DELETE.' }],
  ['address list with a text limit', 'GET', `${C}/address/list`, withAuth({ query: { limit: 'ten', offset: 0 } }), 403, {
    errors: [{ code: 'limit', message: 'The limit must be an integer.' }, { code: 'offset', message: 'The offset must be at least 1.' }],
  }],
  ['address add without anything', 'POST', `${C}/address/add`, withAuth(), 403, {
    errors: [required('contact_person_name'), required('contact_person_number'), required('address_type'), required('address'), required('latitude'), required('longitude')],
  }],
  ['address add with bad coordinates and an object name', 'POST', `${C}/address/add`, withAuth({ body: { ...ADDRESS, contact_person_name: { first: 'A' }, latitude: 'north', longitude: 999 } }), 403, {
    errors: [
      { code: 'latitude', message: 'The latitude must be a number.' },
      { code: 'longitude', message: 'The longitude must be between -180 and 180.' },
      { code: 'contact_person_name', message: 'The contact person name must be a string.' },
    ],
  }],
  ['address add outside every zone', 'POST', `${C}/address/add`, withAuth({ body: { ...ADDRESS, latitude: '0', longitude: '0' } }), 403, { errors: [{ code: 'coordinates', message: 'Service not available in this area' }] }],
  ['address update of a text id', 'PUT', `${C}/address/update/abc`, withAuth({ body: ADDRESS }), 404, { message: 'Address not found' }],
  ['address update of an unknown id', 'PUT', `${C}/address/update/999999`, withAuth({ body: ADDRESS }), 404, { message: 'Address not found' }],
  ['address update without fields', 'PUT', `${C}/address/update/1`, withAuth(), 403, {
    errors: [required('contact_person_name'), required('contact_person_number'), required('address_type'), required('address'), required('latitude'), required('longitude')],
  }],
  ['address delete without an id', 'DELETE', `${C}/address/delete`, withAuth(), 403, { errors: [required('address_id')] }],
  ['address delete of a text id', 'DELETE', `${C}/address/delete`, withAuth({ query: { address_id: 'first' } }), 404, { message: 'Address not found' }],
  ['wishlist without zoneId', 'GET', `${C}/wish-list`, withAuth(), 403, { errors: [{ code: 'zoneId', message: 'Zone id required' }] }],
  ['wishlist with a bare zoneId', 'GET', `${C}/wish-list`, withAuth({ headers: { zoneId: '1' } }), 403, { errors: [{ code: 'zoneId', message: 'Zone id is invalid' }] }],
  ['wishlist with an unknown module', 'GET', `${C}/wish-list`, withAuth({ headers: { zoneId: '[1]', moduleId: '99' } }), 403, { errors: [{ code: 'moduleId', message: 'Module not found' }] }],
  ['wishlist add without an id', 'POST', `${C}/wish-list/add`, withAuth(), 403, { errors: [requiredWithout('item_id', 'store_id'), requiredWithout('store_id', 'item_id')] }],
  ['wishlist add with both ids', 'POST', `${C}/wish-list/add`, withAuth({ query: { item_id: 1, store_id: 1 } }), 403, { errors: [{ code: 'data', message: 'You can not add both an item and a store at the same time.' }] }],
  ['wishlist add with a text id', 'POST', `${C}/wish-list/add`, withAuth({ body: { item_id: 'one' } }), 403, { errors: [{ code: 'item_id', message: 'The item id must be an integer.' }] }],
  ['wishlist add of an unknown store', 'POST', `${C}/wish-list/add`, withAuth({ query: { store_id: 999999 } }), 403, { errors: [invalid('store_id')] }],
  ['wishlist add with id 0', 'POST', `${C}/wish-list/add`, withAuth({ query: { item_id: 0 } }), 403, { errors: [{ code: 'item_id', message: 'The item id must be at least 1.' }] }],
  ['wishlist remove without an id', 'DELETE', `${C}/wish-list/remove`, withAuth(), 403, { errors: [requiredWithout('item_id', 'store_id'), requiredWithout('store_id', 'item_id')] }],
  ['wishlist remove of something not in it', 'DELETE', `${C}/wish-list/remove`, withAuth({ query: { item_id: 42 } }), 404, { message: 'not found' }],
  ['interest without a list', 'POST', `${C}/update-interest`, withAuth(), 403, { errors: [required('interest')] }],
  ['interest as text', 'POST', `${C}/update-interest`, withAuth({ body: { interest: 'fruit' } }), 403, { errors: [{ code: 'interest', message: 'The interest must be an array.' }] }],
  ['interest with names instead of ids', 'POST', `${C}/update-interest`, withAuth({ body: { interest: ['fruit', -1] } }), 403, { errors: [{ code: 'interest', message: 'The interest must be a list of category ids.' }] }],
  ['interest with an unknown module', 'POST', `${C}/update-interest`, withAuth({ headers: { moduleId: 'abc' }, body: { interest: [1] } }), 403, { errors: [{ code: 'moduleId', message: 'Module not found' }] }],
];

describe('malformed customer input answers the contract envelope', () => {
  it.each(CASES)('%s', async (_name, method, path, options, status, body) => {
    const call = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }[method];
    const answer = await call(path, typeof options === 'function' ? options() : options);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual(body);
  });
});

describe('no customer endpoint answers 500', () => {
  const ODD = ['', ' ', 'null', '[]', '{}', '-1', '1e309', 'NaN', '<script>', "' OR 1=1 --", '%00', 'x'.repeat(300), '9'.repeat(30)];
  const ODD_JSON: unknown[] = [null, true, 0, -1, 1e308, [], {}, ['a'], { $ne: '' }, 'x'.repeat(5000)];
  const FIELDS = ['name', 'email', 'phone', 'password', 'button_type', 'otp', 'verification_on', 'verification_medium', 'image', 'limit', 'offset', 'address_id', 'item_id', 'store_id', 'interest', ...Object.keys(ADDRESS), 'floor', 'road', 'house'];
  const ROUTES = [
    ['GET', `${C}/info`],
    ['POST', `${C}/update-profile`],
    ['PUT', `${C}/update-profile`],
    ['GET', `${C}/address/list`],
    ['POST', `${C}/address/add`],
    ['PUT', `${C}/address/update/1`],
    ['PUT', `${C}/address/update/${'9'.repeat(40)}`],
    ['DELETE', `${C}/address/delete`],
    ['GET', `${C}/wish-list`],
    ['POST', `${C}/wish-list/add`],
    ['DELETE', `${C}/wish-list/remove`],
    ['POST', `${C}/update-interest`],
  ] as const;

  it.each(ROUTES)('%s %s with odd values, headers and bodies', async (method, path) => {
    const call = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }[method];
    const check = (answer: { status: number; text: string }, label: string) => {
      expect(answer.status, `${method} ${path} ${label}`).toBeLessThan(500);
      expect(answer.text).not.toMatch(/\.ts:\d+|at [\w.]+ \(/);
    };
    for (const value of ODD) {
      const headers = { ...auth, zoneId: value, moduleId: value, latitude: value, longitude: value, 'X-localization': value };
      check(await call(path, { query: Object.fromEntries(FIELDS.map((field) => [field, value])), headers: Object.fromEntries(Object.entries(headers).filter(([, v]) => /^[\x20-\x7e]*$/.test(v))) }), `query ${value.slice(0, 30)}`);
    }
    if (method !== 'GET') {
      for (const value of [...ODD, ...ODD_JSON]) check(await call(path, { headers: { ...auth, zoneId: '[1]' }, body: Object.fromEntries(FIELDS.map((field) => [field, value])) }), `body ${JSON.stringify(value).slice(0, 30)}`);
      for (const options of [{ raw: 'null' }, { raw: '"text"' }, { raw: '[' }, { raw: '{"a":' + '['.repeat(5000) }, { raw: 'name=x&interest[]=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }, { raw: '--x--', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } }, { raw: 'garbage', headers: { 'Content-Type': 'multipart/form-data' } }]) {
        check(await call(path, { ...options, headers: { ...auth, ...options.headers } }), JSON.stringify(options).slice(0, 40));
      }
    }
  });

  it('survives odd multipart forms on update-profile', async () => {
    const send = async (form: FormData) => {
      const response = await fetch(new URL(`${C}/update-profile`, server.baseUrl), { method: 'POST', body: form, headers: { Authorization: auth.Authorization as string } });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const twoImages = new FormData();
    twoImages.append('name', 'Demo Customer');
    twoImages.append('image', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0])]), 'a.jpg');
    twoImages.append('image', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0])]), 'b.jpg');
    expect(await send(twoImages)).toEqual({ status: 403, body: { errors: [{ code: 'image', message: 'The image must be a file of type: jpeg, png, jpg, gif.' }] } });
    const emptyFile = new FormData();
    emptyFile.append('name', 'Demo Customer');
    emptyFile.append('image', new Blob([]), 'empty.png');
    expect(await send(emptyFile)).toEqual({ status: 403, body: { errors: [{ code: 'image', message: 'The image must be a file of type: jpeg, png, jpg, gif.' }] } });
    const fileAsName = new FormData();
    fileAsName.append('name', new Blob(['Demo']), 'name.txt');
    expect((await send(fileAsName)).status).toBe(403);
  });
});
