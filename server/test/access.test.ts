/**
 * Nobody gets in where they don't belong: each test replays an attack on a fresh server and checks that it
 * now fails — orders tracked without proof, rental calls under another module, prices from absurd trip
 * measures, the last unit booked twice, a guest reusing a once-only coupon, coupons of other customers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, SECOND_CUSTOMER } from '../db/seed/demo-account';
import { freeUnits } from '../services/rental/availability';
import { parseWall } from '../services/rental/time';
import { AIRPORT, api, DUBAI_MALL, RENTAL_HEADERS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
});
afterAll(() => server.close());

const PICKUP = '2099-06-15 10:00 AM';
const CONTACT = { contact_person_name: 'Test Guest', contact_person_number: '+971500009999', contact_person_email: 'guest@example.com' };
const SHOP_HEADERS = { ...RENTAL_HEADERS, moduleId: '4' };

const newGuest = async () => (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;

async function tokenOf(login: string, password: string): Promise<string> {
  const answer = await http.post<{ token: string }>('/api/v1/auth/login', { body: { login_type: 'manual', email_or_phone: login, password } });
  expect(answer.status).toBe(200);
  return answer.body.token;
}

function addToCart(guest: number, body: Record<string, unknown> = {}, headers: Record<string, string> = RENTAL_HEADERS) {
  return http.post('/api/v1/rental/user/cart/add-to-cart', {
    headers,
    body: { guest_id: guest, vehicle_id: 1, quantity: 1, rental_type: 'hourly', estimated_hours: 3, pickup_time: PICKUP, pickup_location: DUBAI_MALL, ...body },
  });
}

function book(guest: number, body: Record<string, unknown> = {}, headers: Record<string, string> = RENTAL_HEADERS) {
  return http.post('/api/v1/rental/user/trip/trip-booking', {
    headers,
    body: { guest_id: guest, trip_amount: 0, trip_type: 'hourly', provider_id: 101, scheduled: 1, schedule_at: PICKUP, ...CONTACT, ...body },
  });
}

describe('order tracking', () => {
  const GUEST_ORDER = 9001;
  const GUEST_ID = 4_700_000_000_000_001;
  beforeAll(() => {
    const address = JSON.stringify({ contact_person_name: 'Guest Buyer', contact_person_number: '+971501112233', contact_person_email: 'buyer@example.com', address: 'Dubai Mall', latitude: '25.1985', longitude: '55.2796' });
    server.db
      .prepare(
        `INSERT INTO orders (id, user_id, is_guest, store_id, module_id, zone_id, order_amount, order_status, payment_status, payment_method, delivery_address, otp, created_at, updated_at)
         VALUES (?, ?, 1, 1, 1, 1, 42, 'pending', 'unpaid', 'cash_on_delivery', ?, '7788', '2025-02-01 10:00:00', '2025-02-01 10:00:00')`,
      )
      .run(GUEST_ORDER, GUEST_ID, address);
    // Guests this server issued (a guest id nobody was given is refused before any order is looked up).
    for (const id of [1, 5, GUEST_ID, GUEST_ID + 1]) server.db.prepare("INSERT INTO guests (id, created_at) VALUES (?, '2025-01-01T00:00:00.000Z')").run(id);
  });

  it('refuses an order to a caller without credentials', async () => {
    const answer = await http.get('/api/v1/customer/order/track', { query: { order_id: 1 } });
    expect(answer).toMatchObject({ status: 401, body: { errors: 'Unauthorized' } });
    expect(answer.text).not.toContain(DEMO_CUSTOMER.phone);
  });

  it('refuses a guest without the contact number, or with the wrong guest id or number', async () => {
    expect(await http.get('/api/v1/customer/order/track', { query: { order_id: 1, guest_id: 5 } })).toMatchObject({ status: 403, body: { errors: [{ code: 'contact_number' }] } });
    for (const query of [
      { order_id: 1, guest_id: 1, contact_number: DEMO_CUSTOMER.phone },
      { order_id: GUEST_ORDER, guest_id: GUEST_ID + 1, contact_number: '+971501112233' },
      { order_id: GUEST_ORDER, guest_id: GUEST_ID, contact_number: '+971500000000' },
    ]) {
      expect(await http.get('/api/v1/customer/order/track', { query })).toMatchObject({ status: 404, body: { errors: [{ code: 'order', message: 'not found' }] } });
    }
  });

  it('shows a guest their order, with the number sent unencoded (its + arriving as a space)', async () => {
    const answer = await http.get<{ id: number; delivery_address: { contact_person_number: string } }>(
      `/api/v1/customer/order/track?order_id=${GUEST_ORDER}&guest_id=${GUEST_ID}&contact_number=+971501112233`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: GUEST_ORDER, delivery_address: { contact_person_number: '+971501112233' } });
  });

  it("shows a customer their own order and never another customer's", async () => {
    const owner = await tokenOf(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const other = await tokenOf(SECOND_CUSTOMER.email, SECOND_CUSTOMER.password);
    expect((await http.get('/api/v1/customer/order/track', { headers: { Authorization: `Bearer ${owner}` }, query: { order_id: 1 } })).body).toMatchObject({ id: 1, user_id: DEMO_CUSTOMER.id });
    expect(await http.get('/api/v1/customer/order/track', { headers: { Authorization: `Bearer ${other}` }, query: { order_id: 1 } })).toMatchObject({ status: 404 });
    // A guest order is not a customer's, even by id.
    expect(await http.get('/api/v1/customer/order/track', { headers: { Authorization: `Bearer ${owner}` }, query: { order_id: GUEST_ORDER } })).toMatchObject({ status: 404 });
  });
});

describe('rental routes answer only for the rental module', () => {
  it.each([
    ['get-cart', 'GET', '/api/v1/rental/user/cart/get-cart'],
    ['add-to-cart', 'POST', '/api/v1/rental/user/cart/add-to-cart'],
    ['trip-booking', 'POST', '/api/v1/rental/user/trip/trip-booking'],
    ['coupon apply', 'GET', '/api/v1/rental/coupon/apply'],
    ['vehicle search', 'GET', '/api/v1/rental/vehicle/search'],
  ])('%s refuses a shop module', async (_name, method, path) => {
    const answer = method === 'GET' ? await http.get(path, { headers: SHOP_HEADERS, query: { guest_id: 7 } }) : await http.post(path, { headers: SHOP_HEADERS, body: { guest_id: 7 } });
    expect(answer).toMatchObject({ status: 403, body: { errors: [{ code: 'moduleId' }] } });
  });

  it("never discounts a trip with another module's coupon", async () => {
    const guest = await newGuest();
    expect((await addToCart(guest)).status).toBe(200);
    expect(await book(guest, { coupon_code: 'SHOP50' })).toMatchObject({ status: 404, body: { errors: [{ code: 'coupon', message: 'Coupon not found' }] } });
    expect(await http.get('/api/v1/rental/coupon/apply', { headers: RENTAL_HEADERS, query: { code: 'SHOP50', provider_id: 101 } })).toMatchObject({ status: 404 });
    const trips = server.db.prepare('SELECT count(*) AS n FROM trips WHERE user_id = ? AND is_guest = 1').get(guest) as { n: number };
    expect(trips.n).toBe(0);
  });
});

describe('trip measures are bounded and settled on the server', () => {
  it.each([
    ['a thousandth of an hour', { estimated_hours: 0.001 }, 'estimated_hours'],
    ['no hours at all', { estimated_hours: 0 }, 'estimated_hours'],
    ['1e308 hours', { estimated_hours: 1e308 }, 'estimated_hours'],
    ['"Infinity" hours', { estimated_hours: 'Infinity' }, 'estimated_hours'],
    ['NaN hours', { estimated_hours: 'NaN' }, 'estimated_hours'],
    ['a negative distance', { rental_type: 'distance_wise', distance: -5 }, 'distance'],
    ['1e308 km', { rental_type: 'distance_wise', distance: 1e308 }, 'distance'],
    ['a few metres', { rental_type: 'distance_wise', distance: 0.001 }, 'distance'],
  ])('refuses %s with the contract envelope', async (_name, trip, field) => {
    const answer = await addToCart(await newGuest(), trip);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ errors: [{ code: field }] });
  });

  it('prices a distance trip by the road between its two points, whatever distance the client claims', async () => {
    const guest = await newGuest();
    const answer = await addToCart(guest, { rental_type: 'distance_wise', distance: 0.5, destination_time: 0.01, destination_location: AIRPORT, vehicle_id: 1 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = server.db.prepare('SELECT distance, destination_time FROM rental_cart_user_data WHERE user_id = ? AND is_guest = 1').get(guest) as { distance: number; destination_time: number };
    const road = (await http.get<{ distanceMeters: number; duration: string }>('/api/v1/config/distance-api', {
      query: { origin_lat: DUBAI_MALL.lat, origin_lng: DUBAI_MALL.lng, destination_lat: AIRPORT.lat, destination_lng: AIRPORT.lng, mode: 'DRIVE' },
    })).body;
    expect(data.distance).toBe(Math.floor(road.distanceMeters) / 1000);
    expect(data.destination_time).toBeCloseTo(Number.parseInt(road.duration, 10) / 3600, 6);
  });

  it("accepts update-cart with a real client's body (no distance, no destination_time) for a distance trip", async () => {
    const guest = await newGuest();
    const added = await addToCart(guest, { rental_type: 'distance_wise', destination_location: AIRPORT });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const cartId = (added.body as { carts: { id: number }[] }).carts[0]?.id;
    const updated = await http.put<{ carts: { quantity: number }[] }>('/api/v1/rental/user/cart/update-cart', {
      headers: RENTAL_HEADERS,
      body: { cart_id: cartId, quantity: 1, pickup_location: DUBAI_MALL, destination_location: AIRPORT, pickup_time: PICKUP, rental_type: 'distance_wise', estimated_hours: 0.4, guest_id: guest },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.carts[0]?.quantity).toBe(1);
  });

  it('sets the trip end from the server-side driving time', async () => {
    const guest = await newGuest();
    const pickup = '2099-07-06 10:00 AM';
    expect((await addToCart(guest, { rental_type: 'distance_wise', destination_location: AIRPORT, destination_time: 500, pickup_time: pickup })).status).toBe(200);
    const booked = await book(guest, { trip_type: 'distance_wise', schedule_at: pickup });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const trip = server.db.prepare('SELECT schedule_at, estimated_trip_end_time FROM trips WHERE id = ?').get(booked.body) as { schedule_at: string; estimated_trip_end_time: string };
    expect(trip).toEqual({ schedule_at: '2099-07-06 10:00:00', estimated_trip_end_time: '2099-07-06 11:00:00' });
  });
});

describe('bookings respect free units', () => {
  it('lets exactly as many guests book a vehicle for one time as it has free units', async () => {
    const pickup = '2099-08-03 10:00 AM';
    const free = freeUnits(server.db, 2, parseWall(pickup) as Date);
    expect(free).toBeGreaterThan(0);
    const guests = await Promise.all(Array.from({ length: free + 4 }, () => newGuest()));
    const added = await Promise.all(guests.map((guest) => addToCart(guest, { vehicle_id: 2, pickup_time: pickup })));
    expect(added.every((answer) => answer.status === 200)).toBe(true);
    const booked = await Promise.all(guests.map((guest) => book(guest, { schedule_at: pickup })));
    expect(booked.filter((answer) => answer.status === 200)).toHaveLength(free);
    for (const refused of booked.filter((answer) => answer.status !== 200)) expect(refused).toMatchObject({ status: 403, body: { errors: [{ code: 'details_data' }] } });
    // A later customer cannot even put it in the cart for that time.
    expect(await addToCart(await newGuest(), { vehicle_id: 2, pickup_time: pickup })).toMatchObject({ status: 403, body: { errors: [{ code: 'cart_item' }] } });
    // Another time is free again.
    expect((await addToCart(await newGuest(), { vehicle_id: 2, pickup_time: '2099-08-10 10:00 AM' })).status).toBe(200);
  });
});

describe('coupon limits count guests', () => {
  beforeAll(() => {
    server.db
      .prepare(
        `INSERT INTO coupons (id, module_id, title, code, start_date, expire_date, min_purchase, max_discount, discount, discount_type, coupon_type, "limit", data, customer_id, created_by, store_id, status)
         VALUES (690, 6, 'Once only', 'ONCEONLY5', '2024-01-01', '2099-12-31', 0, 50, 5, 'percent', 'default', 1, '[]', '["all"]', 'admin', NULL, 1)`,
      )
      .run();
  });

  it('refuses a once-only coupon the second time, to the same guest or the same contact phone', async () => {
    const guest = await newGuest();
    const pickups = ['2099-09-07 10:00 AM', '2099-09-14 10:00 AM', '2099-09-21 10:00 AM'];
    expect((await addToCart(guest, { pickup_time: pickups[0] })).status).toBe(200);
    expect((await book(guest, { coupon_code: 'ONCEONLY5', schedule_at: pickups[0] })).status).toBe(200);
    expect((await addToCart(guest, { pickup_time: pickups[1] })).status).toBe(200);
    expect(await book(guest, { coupon_code: 'ONCEONLY5', schedule_at: pickups[1] })).toMatchObject({ status: 406, body: { errors: [{ code: 'coupon' }] } });
    const sameGuest = await http.get('/api/v1/rental/coupon/apply', { headers: RENTAL_HEADERS, query: { code: 'ONCEONLY5', provider_id: 101, guest_id: guest } });
    expect(sameGuest).toMatchObject({ status: 406 });
    // A new guest id with the same phone is the same person.
    const again = await newGuest();
    expect((await addToCart(again, { pickup_time: pickups[2] })).status).toBe(200);
    expect(await book(again, { coupon_code: 'ONCEONLY5', schedule_at: pickups[2] })).toMatchObject({ status: 406 });
    expect((await book(again, { coupon_code: 'ONCEONLY5', schedule_at: pickups[2], contact_person_number: '+971500001111' })).status).toBe(200);
  });
});

describe('coupon lists', () => {
  beforeAll(() => {
    server.db
      .prepare(
        `INSERT INTO coupons (id, module_id, title, code, start_date, expire_date, min_purchase, max_discount, discount, discount_type, coupon_type, "limit", data, customer_id, created_by, store_id, status)
         VALUES (691, 6, 'Just for Layla', 'LAYLA20', '2024-01-01', '2099-12-31', 0, 100, 20, 'percent', 'default', 1, '[]', ?, 'admin', NULL, 1)`,
      )
      .run(JSON.stringify([String(SECOND_CUSTOMER.id)]));
  });

  const codes = (body: unknown) => (body as { code: string }[]).map((coupon) => coupon.code);

  it("never shows a customer's own coupons to someone naming them in customer_id", async () => {
    const anonymous = await http.get('/api/v1/rental/coupon/list/all', { headers: RENTAL_HEADERS, query: { customer_id: SECOND_CUSTOMER.id } });
    expect(codes(anonymous.body)).not.toContain('LAYLA20');
    const demo = await tokenOf(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const someoneElse = await http.get('/api/v1/rental/coupon/list/all', { headers: { ...RENTAL_HEADERS, Authorization: `Bearer ${demo}` }, query: { customer_id: SECOND_CUSTOMER.id } });
    expect(codes(someoneElse.body)).not.toContain('LAYLA20');
    const layla = await tokenOf(SECOND_CUSTOMER.email, SECOND_CUSTOMER.password);
    const own = await http.get('/api/v1/rental/coupon/list/all', { headers: { ...RENTAL_HEADERS, Authorization: `Bearer ${layla}` }, query: { customer_id: SECOND_CUSTOMER.id } });
    expect(codes(own.body)).toContain('LAYLA20');
  });
});
