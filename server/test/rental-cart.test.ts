import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, DUBAI_MALL, RENTAL_HEADERS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
let guest: number;

interface CartPayload {
  carts: { id: number; vehicle_id: number; provider_id: number; quantity: number; price: number; vehicle: { total_vehicle_count: number }; provider: { pickup_zone_id: string[] } }[];
  user_data: { id: number; rental_type: string; estimated_hours: number; total_cart_price: number; pickup_time: string; pickup_location: { location_name: string } } | [];
  status?: string;
}

/** A Monday far ahead, when every seeded unit not on a long trip is free. */
const MONDAY_10AM = '2099-06-15 10:00 AM';
const MONDAY_3AM = '2099-06-15 03:00 AM';

const trip = (overrides: Record<string, unknown> = {}) => ({
  rental_type: 'hourly',
  estimated_hours: 3,
  pickup_time: MONDAY_10AM,
  pickup_location: DUBAI_MALL,
  ...overrides,
});

const cart = () => http.get<CartPayload>('/api/v1/rental/user/cart/get-cart', { headers: RENTAL_HEADERS, query: { guest_id: guest } });
const add = (vehicleId: number, overrides: Record<string, unknown> = {}) =>
  http.post<CartPayload>('/api/v1/rental/user/cart/add-to-cart', { headers: RENTAL_HEADERS, body: { guest_id: guest, vehicle_id: vehicleId, ...trip(overrides) } });
const vehicle = async (id: number) =>
  (await http.get<{ hourly_price: number; day_wise_price: number; discount_type: string; discount_price: number; total_vehicles: number; provider_id: number }>(`/api/v1/rental/vehicle/get-vehicle-details/${id}`, { headers: { moduleId: '6' } })).body;
const cartItemError = (message: string | RegExp) => ({ status: 403, body: { errors: [{ code: 'cart_item', message: expect.stringMatching(message) }] } });

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
});
afterAll(() => server.close());
beforeEach(async () => {
  guest = (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;
});

describe('the rental cart', () => {
  it('is empty with user_data as an empty array', async () => {
    expect((await cart()).body).toEqual({ carts: [], user_data: [] });
  });

  it('refuses without a token or guest id, with the guest-check envelope', async () => {
    expect(await http.get('/api/v1/rental/user/cart/get-cart', { headers: RENTAL_HEADERS })).toMatchObject({ status: 401, body: { errors: 'Unauthorized' } });
  });

  it('validates the add request field by field', async () => {
    const answer = await http.post('/api/v1/rental/user/cart/add-to-cart', { headers: RENTAL_HEADERS, body: { guest_id: guest } });
    expect(answer.status).toBe(403);
    expect((answer.body as { errors: { code: string }[] }).errors.map((entry) => entry.code)).toEqual(expect.arrayContaining(['vehicle_id', 'rental_type']));
  });

  it('adds a vehicle priced (base − vehicle discount) × quantity and keeps the trip once for the cart', async () => {
    const details = await vehicle(1);
    const { status, body } = await add(1);
    expect(status).toBe(200);
    const base = details.hourly_price * 3;
    const discount = details.discount_type === 'percent' ? (base * details.discount_price) / 100 : details.discount_price;
    expect(body.carts).toHaveLength(1);
    expect(body.carts[0]?.price).toBeCloseTo(base - discount, 6);
    expect(body.carts[0]?.provider.pickup_zone_id).toEqual(['1', '3']);
    expect(body.user_data).toMatchObject({ rental_type: 'hourly', estimated_hours: 3, pickup_time: '2099-06-15 10:00:00', pickup_location: { location_name: DUBAI_MALL.location_name } });
  });

  it('re-prices every line when the trip changes', async () => {
    const first = await add(1);
    await add(3);
    const userData = first.body.user_data as { id: number };
    const before = (await cart()).body.carts.map((line) => line.price);
    const updated = await http.put<CartPayload>(`/api/v1/rental/user/cart/update-user-data/${userData.id}`, { headers: RENTAL_HEADERS, body: { guest_id: guest, ...trip({ estimated_hours: 6 }) } });
    expect(updated.status).toBe(200);
    const after = updated.body.carts.map((line) => line.price);
    after.forEach((price, index) => expect(price).toBeGreaterThan(before[index] ?? 0));
  });

  it.each<[string, () => Promise<unknown>, ReturnType<typeof cartItemError>]>([
    ['a vehicle already in the cart', async () => (await add(1), add(1)), cartItemError(/already in your cart/)],
    ['no free unit at the pickup time', () => add(17), cartItemError(/not available/)],
    ['more units than are free', () => add(1, { quantity: 99 }), cartItemError(/^max vehicle available quantity is \d+$/)],
    ['a pickup outside the provider pickup zones', () => add(36), cartItemError(/pickup zone/)],
    ['a provider closed at the pickup time', () => add(36, { pickup_location: { lat: 25.0805, lng: 55.1403 }, pickup_time: MONDAY_3AM }), cartItemError(/closed at trip time/)],
    ['a trip type the vehicle does not offer', () => add(2, { rental_type: 'day_wise', estimated_hours: 48 }), cartItemError(/does not support day wise/)],
    ['another trip type than the cart', async () => (await add(1), add(3, { rental_type: 'day_wise', estimated_hours: 48 })), cartItemError(/different rental type/)],
    ['another provider than the cart', async () => (await add(1), add(10)), cartItemError(/^You can not add different provider vehicles$/)],
  ])('refuses %s with a cart_item error', async (_rule, act, expected) => {
    expect(await act()).toMatchObject(expected);
  });

  it('updates a quantity, refuses more than the free units, and answers an unknown line as a string error', async () => {
    const added = await add(1);
    const line = added.body.carts[0];
    const free = line?.vehicle.total_vehicle_count ?? 1;
    const more = await http.put<CartPayload>('/api/v1/rental/user/cart/update-cart', { headers: RENTAL_HEADERS, body: { guest_id: guest, cart_id: line?.id, quantity: free } });
    expect(more.body.carts[0]?.quantity).toBe(free);
    expect(await http.put('/api/v1/rental/user/cart/update-cart', { headers: RENTAL_HEADERS, body: { guest_id: guest, cart_id: line?.id, quantity: free + 1 } })).toMatchObject(cartItemError(/max vehicle available quantity/));
    expect(await http.put('/api/v1/rental/user/cart/update-cart', { headers: RENTAL_HEADERS, body: { guest_id: guest, cart_id: 999999, quantity: 1 } })).toMatchObject({ status: 404, body: { errors: 'cart not found' } });
  });

  it('accepts POST with _method=PUT like the mobile app sends', async () => {
    const added = await add(1);
    const answer = await http.post<CartPayload>('/api/v1/rental/user/cart/update-cart', { headers: RENTAL_HEADERS, body: { _method: 'PUT', guest_id: guest, cart_id: added.body.carts[0]?.id, quantity: 1 } });
    expect(answer.status).toBe(200);
  });

  it('refuses a trip type some carted vehicles lack with a bare array of cart ids, saving nothing', async () => {
    await add(1);
    const withCamry = await add(2);
    const userData = withCamry.body.user_data as { id: number };
    const camryLine = withCamry.body.carts.find((line) => line.vehicle_id === 2);
    const refused = await http.put(`/api/v1/rental/user/cart/update-user-data/${userData.id}`, { headers: RENTAL_HEADERS, body: { guest_id: guest, ...trip({ rental_type: 'day_wise', estimated_hours: 48 }) } });
    expect(refused).toMatchObject({ status: 403, body: [camryLine?.id] });
    expect(((await cart()).body.user_data as { rental_type: string }).rental_type).toBe('hourly');
    expect(await http.put('/api/v1/rental/user/cart/update-user-data/999999', { headers: RENTAL_HEADERS, body: { guest_id: guest, ...trip() } })).toMatchObject({ status: 404, body: { message: expect.any(String) } });
  });

  it('removes one line, several lines, and the whole cart', async () => {
    await add(1);
    await add(3);
    const three = await add(4);
    const [first, second, third] = three.body.carts;
    const afterOne = await http.delete<CartPayload>(`/api/v1/rental/user/cart/remove-vehicle/${first?.id}`, { headers: RENTAL_HEADERS, query: { guest_id: guest } });
    expect(afterOne.body.carts.map((line) => line.id)).toEqual([second?.id, third?.id]);
    const afterMany = await http.delete<CartPayload>('/api/v1/rental/user/cart/remove-multiple-cart', { headers: RENTAL_HEADERS, query: { guest_id: guest, cart_ids: JSON.stringify([second?.id, third?.id]) } });
    expect(afterMany.body.carts).toEqual([]);
    await add(1);
    expect((await http.delete('/api/v1/rental/user/cart/remove-cart', { headers: RENTAL_HEADERS, query: { guest_id: guest } })).body).toEqual({ carts: [], user_data: [], status: 'success' });
    expect((await cart()).body).toEqual({ carts: [], user_data: [] });
  });

  it('pre-checks the replacement vehicle before clearing the cart', async () => {
    await add(1);
    const refused = await http.delete('/api/v1/rental/user/cart/remove-cart', { headers: RENTAL_HEADERS, query: { guest_id: guest, vehicle_id: 17, quantity: 1, pickup_time: MONDAY_10AM, rental_type: 'hourly' } });
    expect(refused).toMatchObject(cartItemError(/not available/));
    expect((await cart()).body.carts).toHaveLength(1);
    const cleared = await http.delete('/api/v1/rental/user/cart/remove-cart', { headers: RENTAL_HEADERS, query: { guest_id: guest, vehicle_id: 10, quantity: 1, pickup_time: MONDAY_10AM, rental_type: 'hourly' } });
    expect(cleared.body).toMatchObject({ status: 'success' });
  });

  it('drops the whole cart when the pickup point is outside the header zones', async () => {
    await add(1);
    const elsewhere = await http.get<CartPayload>('/api/v1/rental/user/cart/get-cart', { headers: { ...RENTAL_HEADERS, zoneId: '[2]' }, query: { guest_id: guest } });
    expect(elsewhere.body).toEqual({ carts: [], user_data: [] });
  });

  it('compresses a cart of several lines in one piece, with the encodings every answer offers', async () => {
    const fleet = await http.get<{ vehicles: { id: number; trip_hourly: number; total_vehicle_count: number }[] }>('/api/v1/rental/vehicle/get-provider-vehicles', {
      headers: RENTAL_HEADERS,
      query: { provider_id: 101, trip_type: 'hourly', date: MONDAY_10AM, limit: 50 },
    });
    const ids = fleet.body.vehicles.filter((entry) => entry.trip_hourly === 1 && entry.total_vehicle_count > 0).map((entry) => entry.id);
    for (const id of ids.slice(0, 6)) expect((await add(id)).status).toBe(200);
    for (const encoding of ['br', 'gzip']) {
      const answer = await http.get<CartPayload>('/api/v1/rental/user/cart/get-cart', { headers: { ...RENTAL_HEADERS, 'Accept-Encoding': encoding }, query: { guest_id: guest } });
      expect(answer.body.carts).toHaveLength(6);
      // Larger than the plugin's streaming size on two cores, yet sent whole: its compressed length is known.
      expect(answer.text.length).toBeGreaterThan(8192);
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      expect(Number(answer.headers.get('content-length'))).toBeGreaterThan(0);
      expect(Number(answer.headers.get('content-length'))).toBeLessThan(answer.text.length);
    }
    const plain = await http.get('/api/v1/rental/user/cart/get-cart', { headers: { ...RENTAL_HEADERS, 'Accept-Encoding': 'deflate' }, query: { guest_id: guest } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('keeps a guest cart and a signed-in cart apart', async () => {
    await add(1);
    const login = await http.post<{ token: string }>('/api/v1/auth/login', { body: { email_or_phone: 'layla@rideway.test', password: '12345678', login_type: 'manual', field_type: 'email' } });
    const userCart = await http.get<CartPayload>('/api/v1/rental/user/cart/get-cart', { headers: { ...RENTAL_HEADERS, Authorization: `Bearer ${login.body.token}` } });
    expect(userCart.body.carts.every((line) => line.vehicle_id !== 1) || userCart.body.carts.length === 0).toBe(true);
    expect((await cart()).body.carts.map((line) => line.vehicle_id)).toEqual([1]);
  });
});
