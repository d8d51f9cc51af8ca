/**
 * The signed-in customer over real HTTP: a whole journey (sign-up, sign-in, profile with picture upload,
 * addresses, wishlist, interests, sign-out), profile changes that need a code, and account deletion.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OTP } from '../db/seed/demo-account';
import { setCentralizeLogin } from '../services/auth/settings';
import { api, DUBAI_MALL, RENTAL_HEADERS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
let clock = new Date('2030-03-01T09:00:00.000Z');

/** A 1×1 PNG, and the first bytes of an AVIF file (refused whatever it is called). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const AVIF = Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypavif'), Buffer.alloc(64)]);

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  http = api(server.baseUrl);
});
afterAll(() => server.close());
afterEach(() => {
  setCentralizeLogin(server.db, { phone_verification_status: 0, email_verification_status: 0 });
  clock = new Date(clock.getTime() + 3_600_000);
});

let phoneCounter = 0;
const freshPhone = () => `+97156${String(1_000_000 + ++phoneCounter).slice(-7)}`;

async function newCustomer(name = 'Journey Customer'): Promise<{ token: string; phone: string; headers: Record<string, string> }> {
  const phone = freshPhone();
  const answer = await http.post<{ token: string }>('/api/v1/auth/sign-up', { body: { name, phone, email: `c${phoneCounter}@example.com`, password: 'secret123' } });
  expect(answer.status).toBe(200);
  return { token: answer.body.token, phone, headers: { Authorization: `Bearer ${answer.body.token}`, 'X-localization': 'en' } };
}

/** A multipart form the way a browser sends it (fields and one file). */
async function multipart(method: 'POST' | 'PUT', path: string, token: string, fields: Record<string, string>, file?: { name: string; data: Buffer; type: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('image', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const response = await fetch(new URL(path, server.baseUrl), { method, body: form, headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const ADDRESS = {
  contact_person_name: 'Journey Customer',
  contact_person_number: '+971500001234',
  address_type: 'home',
  address: 'The Dubai Mall, Downtown Dubai',
  latitude: String(DUBAI_MALL.lat),
  longitude: String(DUBAI_MALL.lng),
  floor: '2',
  road: 'Financial Centre Road',
  house: '1',
};

describe('a customer journey', () => {
  it('signs up, signs in, edits the profile with a picture, keeps addresses and a wishlist, and signs out', async () => {
    const { phone } = await newCustomer();
    const signedIn = await http.post<{ token: string }>('/api/v1/auth/login', { body: { login_type: 'manual', email_or_phone: phone, password: 'secret123', field_type: 'phone' } });
    const token = signedIn.body.token;
    const headers = { Authorization: `Bearer ${token}`, 'X-localization': 'en' };
    expect((await http.get('/api/v1/customer/info', { headers })).body).toMatchObject({ f_name: 'Journey', l_name: 'Customer', phone, order_count: 0, selected_modules_for_interest: [] });

    // Profile: a name change with a PNG picture (multipart, POST), then a refused AVIF (PUT).
    const updated = await multipart('POST', '/api/v1/customer/update-profile', token, { name: 'Journey Renamed', email: `c${phoneCounter}@example.com`, phone, current_password: 'secret123' }, { name: 'me.png', data: PNG, type: 'image/png' });
    expect(updated).toEqual({ status: 200, body: { message: 'Successfully updated!' } });
    const me = (await http.get<{ f_name: string; l_name: string; image: string; image_full_url: string }>('/api/v1/customer/info', { headers })).body;
    expect(me).toMatchObject({ f_name: 'Journey', l_name: 'Renamed', image: expect.stringMatching(/^[a-f0-9]{24}\.png$/) });
    expect(me.image_full_url).toBe(`${server.baseUrl}/storage/user/${me.image}`);
    const picture = await fetch(me.image_full_url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer()).equals(PNG)).toBe(true);
    const refused = await multipart('PUT', '/api/v1/customer/update-profile', token, { name: 'Journey Renamed' }, { name: 'me.jpg', data: AVIF, type: 'image/jpeg' });
    expect(refused).toEqual({ status: 403, body: { errors: [{ code: 'image', message: 'The image must be a file of type: jpeg, png, jpg, gif.' }] } });
    const tooBig = await multipart('POST', '/api/v1/customer/update-profile', token, { name: 'Journey Renamed' }, { name: 'big.png', data: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), type: 'image/png' });
    expect(tooBig).toEqual({ status: 403, body: { errors: [{ code: 'image', message: 'The image must not be greater than 2048 kilobytes.' }] } });
    // A password change through the same form.
    expect(await http.put('/api/v1/customer/update-profile', { headers, body: { name: 'Journey Renamed', password: 'changed-pass', current_password: 'secret123', button_type: 'change_password' } })).toMatchObject({
      status: 200,
      body: { message: 'Password successfully updated' },
    });
    expect((await http.post('/api/v1/auth/login', { body: { login_type: 'manual', email_or_phone: phone, password: 'changed-pass' } })).status).toBe(200);

    // Addresses: add (zones of the point), refuse a point outside every zone, list, update, delete.
    const added = await http.post<{ message: string; zone_ids: number[] }>('/api/v1/customer/address/add', { headers, body: ADDRESS });
    expect(added).toMatchObject({ status: 200, body: { message: 'Successfully added!', zone_ids: [3, 1] } });
    expect(await http.post('/api/v1/customer/address/add', { headers, body: { ...ADDRESS, latitude: '24.4539', longitude: '54.3773' } })).toMatchObject({
      status: 403,
      body: { errors: [{ code: 'coordinates', message: 'Service not available in this area' }] },
    });
    await http.post('/api/v1/customer/address/add', { headers, body: { ...ADDRESS, address_type: 'office', latitude: 25.0805, longitude: 55.1403 } });
    const list = await http.get<{ total_size: number; limit: number; offset: number; addresses: Record<string, unknown>[] }>('/api/v1/customer/address/list', { headers });
    expect(list.body).toMatchObject({ total_size: 2, limit: 10, offset: 1 });
    expect(list.body.addresses[0]).toMatchObject({ address_type: 'office', latitude: '25.0805', longitude: '55.1403', zone_ids: [2] });
    expect(list.body.addresses[1]).toMatchObject({ ...ADDRESS, zone_id: 3, zone_ids: [3, 1], contact_person_email: null });
    const id = list.body.addresses[1]?.id as number;
    expect((await http.get<{ addresses: unknown[] }>('/api/v1/customer/address/list', { headers, query: { limit: 1, offset: 2 } })).body.addresses).toHaveLength(1);
    expect(await http.put(`/api/v1/customer/address/update/${id}`, { headers, body: { ...ADDRESS, latitude: '25.0805', longitude: '55.1403' } })).toMatchObject({
      status: 200,
      body: { message: 'Successfully updated!', zone_id: 2 },
    });
    expect(await http.delete('/api/v1/customer/address/delete', { headers, query: { address_id: id } })).toMatchObject({ status: 200, body: { message: 'Successfully removed!' } });
    expect(await http.delete('/api/v1/customer/address/delete', { headers, query: { address_id: id } })).toMatchObject({ status: 404, body: { message: 'Address not found' } });
    // Another customer's address is not found either.
    expect((await http.delete('/api/v1/customer/address/delete', { headers, query: { address_id: 1 } })).status).toBe(404);

    // Wishlist: an item and a store, duplicate 409, filtered by module, remove 404 when absent.
    const wish = { headers: { ...headers, zoneId: '[1,2,3]' } };
    expect(await http.post('/api/v1/customer/wish-list/add', { ...wish, query: { item_id: 1 } })).toMatchObject({ status: 200, body: { message: 'added successfully' } });
    expect(await http.post('/api/v1/customer/wish-list/add', { ...wish, query: { item_id: 1 } })).toMatchObject({ status: 409, body: { message: 'already in wishlist' } });
    expect(await http.post('/api/v1/customer/wish-list/add', { ...wish, body: { store_id: 5 } })).toMatchObject({ status: 200 });
    const wishlist = await http.get<{ item: Record<string, unknown>[]; store: Record<string, unknown>[] }>('/api/v1/customer/wish-list', wish);
    expect(wishlist.body.item).toHaveLength(1);
    expect(wishlist.body.item[0]).toMatchObject({ id: 1, name: expect.any(String), price: expect.any(Number), discount: expect.any(Number), store_name: 'Fresh Basket Market', image_full_url: expect.stringContaining('/storage/item/1-1.webp') });
    expect(wishlist.body.store[0]).toMatchObject({ id: 5, name: 'Burger Hub', logo_full_url: expect.stringContaining('/storage/store/store-5-logo.webp'), avg_rating: expect.any(Number) });
    const grocery = await http.get<{ item: unknown[]; store: unknown[] }>('/api/v1/customer/wish-list', { headers: { ...wish.headers, moduleId: '1' } });
    expect([grocery.body.item.length, grocery.body.store.length]).toEqual([1, 0]);
    const elsewhere = await http.get<{ item: unknown[]; store: unknown[] }>('/api/v1/customer/wish-list', { headers: { ...headers, zoneId: '[2]' } });
    expect(elsewhere.body).toEqual({ item: [], store: [] });
    expect(await http.delete('/api/v1/customer/wish-list/remove', { ...wish, query: { store_id: 5 } })).toMatchObject({ status: 200, body: { message: 'successfully removed' } });
    expect(await http.delete('/api/v1/customer/wish-list/remove', { ...wish, query: { store_id: 5 } })).toMatchObject({ status: 404, body: { message: 'not found' } });

    // Interests: category ids, with the module from the header.
    expect(await http.post('/api/v1/customer/update-interest', { headers: { ...headers, moduleId: '2' }, body: { interest: [7, 8] } })).toMatchObject({
      status: 200,
      body: { message: 'Interest updated successfully' },
    });
    await http.post('/api/v1/customer/update-interest', { headers: { ...headers, moduleId: '1' }, body: { interest: '[8, 1]' } });
    expect((await http.get('/api/v1/customer/info', { headers })).body).toMatchObject({ module_ids: '["2","1"]', selected_modules_for_interest: ['2', '1'], interest_ids: [7, 8, 1] });

    // Sign-out: the token stops working.
    expect(await http.post('/api/v1/auth/logout', { headers })).toMatchObject({ status: 200, body: { message: 'Logged out successfully' } });
    expect(await http.get('/api/v1/customer/info', { headers })).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    expect(await http.get('/api/v1/customer/address/list', { headers })).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
  });

  it('serves the generated avatar until a picture is uploaded, and 404 for unknown uploads', async () => {
    const answer = await fetch(`${server.baseUrl}/storage/user/1.svg`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('image/svg+xml');
    // The published form (`image_full_url`) is the raster drawn from it.
    expect((await fetch(`${server.baseUrl}/storage/user/1.webp`)).headers.get('content-type')).toBe('image/webp');
    expect((await fetch(`${server.baseUrl}/storage/user/${'a'.repeat(24)}.png`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/storage/user/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});

describe('profile changes that need a code', () => {
  it('sends a code to a new phone, applies nothing until the code comes back, then marks it verified', async () => {
    const { phone, headers, token } = await newCustomer('Phone Changer');
    setCentralizeLogin(server.db, { phone_verification_status: 1 });
    const next = freshPhone();
    const form = { name: 'Phone Changer', phone: next, current_password: 'secret123' };
    const asked = await http.post('/api/v1/customer/update-profile', { headers, body: form });
    expect(asked).toMatchObject({ status: 200, body: { verification_on: 'phone', verification_medium: 'SMS', otp_send: true, message: expect.any(String) } });
    expect((await http.get('/api/v1/customer/info', { headers })).body).toMatchObject({ phone });
    expect(await http.post('/api/v1/customer/update-profile', { headers, body: form })).toMatchObject({ status: 405, body: { verification_on: 'phone', otp_send: false } });
    expect(await http.post('/api/v1/customer/update-profile', { headers, body: { ...form, otp: '000000', verification_on: 'phone' } })).toMatchObject({
      status: 403,
      body: { verification_on: 'phone', verification_medium: 'SMS', message: 'OTP does not match' },
    });
    const applied = await multipart('PUT', '/api/v1/customer/update-profile', token, { ...form, otp: DEMO_OTP, verification_on: 'phone', verification_medium: 'SMS' });
    expect(applied).toEqual({ status: 200, body: { message: 'Phone successfully verified' } });
    expect((await http.get('/api/v1/customer/info', { headers })).body).toMatchObject({ phone: next, is_phone_verified: 1 });
  });

  it('does the same for a new email when email verification is on', async () => {
    const { headers } = await newCustomer('Mail Changer');
    setCentralizeLogin(server.db, { email_verification_status: 1 });
    const form = { name: 'Mail Changer', email: 'New.Address@Example.com', current_password: 'secret123' };
    expect(await http.put('/api/v1/customer/update-profile', { headers, body: form })).toMatchObject({ status: 200, body: { verification_on: 'email', verification_medium: 'email', otp_send: true } });
    expect(await http.put('/api/v1/customer/update-profile', { headers, body: { ...form, otp: DEMO_OTP, verification_on: 'email' } })).toMatchObject({
      status: 200,
      body: { message: 'Email successfully verified' },
    });
    expect((await http.get('/api/v1/customer/info', { headers })).body).toMatchObject({ email: 'new.address@example.com', is_email_verified: 1, email_verified_at: expect.any(String) });
    // A password change never asks for a code.
    expect(await http.put('/api/v1/customer/update-profile', { headers, body: { name: 'Mail Changer', email: 'other@example.com', password: 'another-1', current_password: 'secret123', button_type: 'change_password' } })).toMatchObject({
      status: 200,
      body: { message: 'Password successfully updated' },
    });
  });

  it('applies at once when verification is off, and refuses a phone or email another customer has', async () => {
    const { headers } = await newCustomer('Plain Changer');
    expect(await http.post('/api/v1/customer/update-profile', { headers, body: { name: 'Plain Changer', phone: '+971500000001', email: 'layla@rideway.test' } })).toMatchObject({
      status: 403,
      body: {
        errors: [
          { code: 'email', message: 'The email has already been taken.' },
          { code: 'phone', message: 'The phone has already been taken.' },
        ],
      },
    });
    const next = freshPhone();
    expect(await http.post('/api/v1/customer/update-profile', { headers, body: { name: 'Plain Changer', phone: next, current_password: 'secret123' } })).toMatchObject({ status: 200, body: { message: 'Successfully updated!' } });
    expect((await http.get('/api/v1/customer/info', { headers })).body).toMatchObject({ phone: next, is_phone_verified: 0 });
  });
});

describe('account deletion', () => {
  it('is blocked (203 on-going) while a trip is running, then removes the account and its tokens', async () => {
    const { headers, phone } = await newCustomer('Leaving Customer');
    const rental = { ...RENTAL_HEADERS, Authorization: headers.Authorization as string };
    const added = await http.post('/api/v1/rental/user/cart/add-to-cart', {
      headers: rental,
      body: { vehicle_id: 1, rental_type: 'hourly', estimated_hours: 2, pickup_time: '2099-06-15 10:00 AM', pickup_location: DUBAI_MALL },
    });
    expect(added.status).toBe(200);
    const trip = await http.post<number>('/api/v1/rental/user/trip/trip-booking', { headers: rental, body: { trip_amount: 1, trip_type: 'hourly', provider_id: 101, scheduled: 1, schedule_at: '2099-06-15 10:00 AM' } });
    expect(trip.status).toBe(200);
    await http.post('/api/v1/customer/address/add', { headers, body: ADDRESS });

    expect(await http.delete('/api/v1/customer/remove-account', { headers })).toMatchObject({
      status: 203,
      body: { errors: [{ code: 'on-going', message: expect.any(String) }] },
    });
    expect((await http.put('/api/v1/rental/user/trip/cancel-trip', { headers: rental, body: { trip_id: trip.body } })).status).toBe(200);

    const removed = await http.delete('/api/v1/customer/remove-account', { headers });
    expect(removed).toMatchObject({ status: 200, body: [] });
    expect(await http.get('/api/v1/customer/info', { headers })).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    expect((await http.post('/api/v1/auth/login', { body: { login_type: 'manual', email_or_phone: phone, password: 'secret123' } })).status).toBe(401);
    expect(server.db.prepare('SELECT count(*) AS n FROM users WHERE phone = ?').get(phone)).toEqual({ n: 0 });
    expect(server.db.prepare("SELECT count(*) AS n FROM customer_addresses WHERE contact_person_name = 'Journey Customer' AND user_id NOT IN (SELECT id FROM users)").get()).toEqual({ n: 0 });
    // The same phone can sign up again.
    expect((await http.post('/api/v1/auth/sign-up', { body: { name: 'Back Again', phone, password: 'secret123' } })).status).toBe(200);
  });

  it('is blocked by a running order too', async () => {
    const { headers } = await newCustomer('Waiting Customer');
    const id = (server.db.prepare("SELECT id FROM users WHERE f_name = 'Waiting'").get() as { id: number }).id;
    server.db.prepare("INSERT INTO orders (user_id, is_guest, store_id, module_id, order_amount, order_status, created_at, updated_at) VALUES (?, 0, 1, 1, 20, 'processing', 'x', 'x')").run(id);
    expect(await http.delete('/api/v1/customer/remove-account', { headers })).toMatchObject({ status: 203, body: { errors: [{ code: 'on-going' }] } });
  });
});
