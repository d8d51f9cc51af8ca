import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DUBAI_MALL, RENTAL_HEADERS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;

const PICKUP = '2099-06-15 10:00 AM';
const CONTACT = { contact_person_name: 'Test Guest', contact_person_number: '+971500009999', contact_person_email: 'guest@example.com' };

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
});
afterAll(() => server.close());

async function guestWithCart(vehicleId = 1, pickup = DUBAI_MALL): Promise<number> {
  const guest = (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;
  const added = await http.post('/api/v1/rental/user/cart/add-to-cart', {
    headers: RENTAL_HEADERS,
    body: { guest_id: guest, vehicle_id: vehicleId, rental_type: 'hourly', estimated_hours: 4, pickup_time: PICKUP, pickup_location: pickup },
  });
  expect(added.status).toBe(200);
  return guest;
}

const book = (guest: number, providerId = 101, extra: Record<string, unknown> = {}) =>
  http.post<number>('/api/v1/rental/user/trip/trip-booking', {
    headers: RENTAL_HEADERS,
    body: { guest_id: guest, trip_amount: 1, trip_type: 'hourly', provider_id: providerId, scheduled: 1, schedule_at: PICKUP, ...CONTACT, ...extra },
  });

describe('trip booking', () => {
  it('answers the new trip id as a bare number and lists the trip as running', async () => {
    const guest = await guestWithCart();
    const booked = await book(guest);
    expect(booked.status).toBe(200);
    expect(booked.text).toMatch(/^\d+$/);
    const running = await http.get<{ trips: { id: number; trip_status: string; user_info: { contact_person_name: string } }[] }>('/api/v1/rental/user/trip/get-trip-list/running', {
      headers: RENTAL_HEADERS,
      query: { guest_id: guest },
    });
    expect(running.body.trips[0]).toMatchObject({ id: booked.body, trip_status: 'pending', user_info: { contact_person_name: 'Test Guest' } });
  });

  it.each<[string, () => Promise<{ status: number; body: unknown }>, number, unknown]>([
    ['an empty cart', async () => book((await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id), 403, { errors: [{ code: 'cart', message: 'Your cart is empty' }] }],
    ['a guest without contact details', async () => book(await guestWithCart(), 101, { contact_person_name: '' }), 403, { errors: [{ code: 'contact_person_name', message: expect.any(String) }] }],
    ['a pickup outside the provider own zone', async () => book(await guestWithCart(10), 102), 403, { errors: [{ code: 'Zone', message: 'out of zone' }] }],
    ['a schedule in the past', async () => book(await guestWithCart(), 101, { schedule_at: '2020-01-01 10:00 AM' }), 403, { errors: [{ code: 'trip_time', message: expect.any(String) }] }],
    ['an unknown coupon', async () => book(await guestWithCart(), 101, { coupon_code: 'NOPE' }), 404, { errors: [{ code: 'coupon', message: expect.any(String) }] }],
  ])('refuses %s', async (_name, act, status, body) => {
    expect(await act()).toMatchObject({ status, body });
  });
});

/** fetch (undici) turns a 407 into a network error, so this one is read with node:http. */
function rawPost(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, server.baseUrl);
    const payload = JSON.stringify(body);
    const req = httpRequest(url, { method: 'POST', headers: { ...RENTAL_HEADERS, 'Content-Type': 'application/json', Accept: 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

describe('coupon expiry', () => {
  it('refuses an expired coupon with status 407 and the coupon envelope', async () => {
    const guest = await guestWithCart();
    const answer = await rawPost('/api/v1/rental/user/trip/trip-booking', { guest_id: guest, trip_amount: 1, trip_type: 'hourly', provider_id: 101, scheduled: 1, schedule_at: PICKUP, coupon_code: 'SUMMER24', ...CONTACT });
    expect(answer).toMatchObject({ status: 407, body: { errors: [{ code: 'coupon', message: expect.any(String) }] } });
  });
});

describe('after booking', () => {
  it('cancels while pending, then refuses a second cancel; unknown trips are a string error', async () => {
    const guest = await guestWithCart();
    const id = (await book(guest)).body;
    const cancel = () => http.put('/api/v1/rental/user/trip/cancel-trip', { headers: RENTAL_HEADERS, body: { guest_id: guest, trip_id: id, cancellation_reason: 'Plans changed' } });
    expect(await cancel()).toMatchObject({ status: 200, body: { message: 'Trip successfully canceled' } });
    expect(await cancel()).toMatchObject({ status: 403, body: { errors: 'You can not cancal this trip' } });
    const completed = await http.get<{ trips: { id: number; trip_status: string }[] }>('/api/v1/rental/user/trip/get-trip-list/completed', { headers: RENTAL_HEADERS, query: { guest_id: guest } });
    expect(completed.body.trips[0]).toMatchObject({ id, trip_status: 'canceled' });
    expect(await http.get('/api/v1/rental/user/trip/get-trip-details', { headers: RENTAL_HEADERS, query: { guest_id: guest, trip_id: 999999 } })).toMatchObject({
      status: 404,
      body: { errors: 'trip data not found' },
    });
  });

  it('keeps one guest away from another guest trips', async () => {
    const owner = await guestWithCart();
    const id = (await book(owner)).body;
    const stranger = (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;
    expect((await http.get('/api/v1/rental/user/trip/get-trip-details', { headers: RENTAL_HEADERS, query: { guest_id: stranger, trip_id: id } })).status).toBe(404);
  });

  it('records a cash payment once; guests cannot pay from a wallet', async () => {
    const guest = await guestWithCart();
    const id = (await book(guest)).body;
    const pay = (method: string) => http.post('/api/v1/rental/user/trip/payment', { headers: RENTAL_HEADERS, body: { guest_id: guest, trip_id: id, payment_method: method } });
    expect(await pay('wallet')).toMatchObject({ status: 403, body: { message: expect.any(String) } });
    expect(await pay('cash_payment')).toMatchObject({ status: 200, body: { message: 'payment successful' } });
    expect(await pay('cash_payment')).toMatchObject({ status: 403, body: { message: 'already paid' } });
  });
});

describe('rental wishlist', () => {
  it('needs a token, refuses duplicates and unknown removals with the message envelope', async () => {
    expect(await http.post('/api/v1/rental/user/wish-list/add', { headers: RENTAL_HEADERS, query: { vehicle_id: 1 } })).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    const login = await http.post<{ token: string }>('/api/v1/auth/login', { body: { email_or_phone: 'demo@rideway.test', password: '12345678', login_type: 'manual', field_type: 'email' } });
    const headers = { ...RENTAL_HEADERS, Authorization: `Bearer ${login.body.token}` };
    expect(await http.post('/api/v1/rental/user/wish-list/add', { headers, query: { vehicle_id: 1 } })).toMatchObject({ status: 200, body: { message: 'added successfully' } });
    expect(await http.post('/api/v1/rental/user/wish-list/add', { headers, query: { vehicle_id: 1 } })).toMatchObject({ status: 403, body: { message: 'already in wishlist' } });
    expect(await http.post('/api/v1/rental/user/wish-list/add', { headers, query: { vehicle_id: 1, provider_id: 101 } })).toMatchObject({ status: 403, body: { errors: [{ code: 'data' }] } });
    await http.post('/api/v1/rental/user/wish-list/add', { headers, query: { provider_id: 101 } });
    const list = await http.get<{ vehicles: { id: number }[]; providers: { id: number }[] }>('/api/v1/rental/user/wish-list', { headers });
    expect(list.body.vehicles.map((vehicle) => vehicle.id)).toEqual([1]);
    expect(list.body.providers.map((provider) => provider.id)).toEqual([101]);
    expect(await http.delete('/api/v1/rental/user/wish-list/remove', { headers, query: { vehicle_id: 1 } })).toMatchObject({ status: 200 });
    expect(await http.delete('/api/v1/rental/user/wish-list/remove', { headers, query: { vehicle_id: 1 } })).toMatchObject({ status: 404, body: { message: 'not found' } });
  });
});
