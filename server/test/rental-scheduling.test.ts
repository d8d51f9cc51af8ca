/**
 * Scheduled pickups (contract §4.6): a pickup later than now needs a provider that takes scheduled trips.
 * Search, vehicle details, add-to-cart and trip edits apply the rule booking applies, so a cart never holds a
 * trip that cannot be booked. Creek Budget Rent (106) takes only trips that start now.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, DUBAI_MALL, RENTAL_HEADERS, startTestServer, type TestServer } from './helpers';

// Monday 2 March 2026, 10:00 in Dubai: every provider is open.
const NOW = new Date('2026-03-02T06:00:00Z');
const IN_FIVE_MINUTES = '2026-03-02 10:05 AM';
const IN_THREE_HOURS = '2026-03-02 01:00 PM';
const CREEK_COROLLA = 45;
const CREEK = 106;

let server: TestServer;
let http: ReturnType<typeof api>;
let guest: number;

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  http = api(server.baseUrl);
});
afterAll(() => server.close());
beforeEach(async () => {
  guest = (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;
});

const search = (date: string) =>
  http.get<{ vehicles: { id: number; provider_id: number }[] }>('/api/v1/rental/vehicle/search', {
    headers: RENTAL_HEADERS,
    query: { date, trip_type: 'hourly', pickup_location: JSON.stringify(DUBAI_MALL), limit: 100, offset: 1 },
  });
const add = (vehicleId: number, pickup: string) =>
  http.post('/api/v1/rental/user/cart/add-to-cart', {
    headers: RENTAL_HEADERS,
    body: { guest_id: guest, vehicle_id: vehicleId, rental_type: 'hourly', estimated_hours: 3, pickup_time: pickup, pickup_location: DUBAI_MALL },
  });

describe('a provider that takes no scheduled trips', () => {
  it('is not offered for a pickup later than now, and is for a pickup now', async () => {
    const later = (await search(IN_THREE_HOURS)).body.vehicles;
    expect(later.length).toBeGreaterThan(0);
    expect(later.some((vehicle) => vehicle.provider_id === CREEK)).toBe(false);
    expect((await search(IN_FIVE_MINUTES)).body.vehicles.some((vehicle) => vehicle.provider_id === CREEK)).toBe(true);
  });

  it('shows no free vehicle on its details for a later pickup, and says so in listings', async () => {
    const details = (date: string) =>
      http.get<{ total_vehicle_count: number; provider: { schedule_order: boolean } }>(`/api/v1/rental/vehicle/get-vehicle-details/${CREEK_COROLLA}`, { headers: { moduleId: '6' }, query: { date } });
    expect((await details(IN_THREE_HOURS)).body.total_vehicle_count).toBe(0);
    expect((await details(IN_FIVE_MINUTES)).body.total_vehicle_count).toBeGreaterThan(0);
    expect((await details(IN_FIVE_MINUTES)).body.provider.schedule_order).toBe(false);
  });

  it('cannot be put in a cart for a later pickup; a pickup now is added and books', async () => {
    expect(await add(CREEK_COROLLA, IN_THREE_HOURS)).toMatchObject({ status: 403, body: { errors: [{ code: 'cart_item', message: expect.stringMatching(/only trips that start now/) }] } });
    expect((await add(CREEK_COROLLA, IN_FIVE_MINUTES)).status).toBe(200);
    const body = { guest_id: guest, trip_amount: 0, trip_type: 'hourly', provider_id: CREEK, scheduled: 0, schedule_at: IN_FIVE_MINUTES };
    const tax = await http.post<{ tax_amount: number }>('/api/v1/rental/user/trip/get-tax', { headers: RENTAL_HEADERS, body });
    expect(tax.status).toBe(200);
    expect(tax.body.tax_amount).toBeGreaterThan(0);
  });

  it('refuses a trip edit that moves the pickup later', async () => {
    await add(CREEK_COROLLA, IN_FIVE_MINUTES);
    const cart = (await http.get<{ user_data: { id: number } }>('/api/v1/rental/user/cart/get-cart', { headers: RENTAL_HEADERS, query: { guest_id: guest } })).body;
    const edited = await http.put(`/api/v1/rental/user/cart/update-user-data/${cart.user_data.id}`, {
      headers: RENTAL_HEADERS,
      body: { guest_id: guest, rental_type: 'hourly', estimated_hours: 3, pickup_time: IN_THREE_HOURS, pickup_location: DUBAI_MALL },
    });
    expect(edited).toMatchObject({ status: 403, body: { errors: [{ code: 'cart_item', message: expect.stringMatching(/only trips that start now/) }] } });
  });
});
