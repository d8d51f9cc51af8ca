/**
 * Lists read their related rows with one query per kind of row, never one per result: a page of fifty costs
 * the same few statements as a page of one. Rows the row cache holds (db/row-cache.ts) are not read again, so
 * each request here is measured with the caches emptied first (every table written), as on a cold start; and
 * once they hold what a search reads (its rows, and the answers of its queries), a search runs next to no SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DUBAI_MALL, RENTAL_HEADERS, startTestServer, type TestServer } from './helpers';
import { countStatements, type StatementCounter } from './statement-count';

let server: TestServer;
let http: ReturnType<typeof api>;
let statements: StatementCounter;

const CATALOG_HEADERS = { zoneId: '[1,2,3]', moduleId: '1', 'X-localization': 'en', latitude: '25.2', longitude: '55.3' };

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
  statements = countStatements(server.db);
});
afterAll(() => server.close());

/** Writes one row of every table that has any, unchanged: every row cache starts afresh. */
function emptyCaches(): void {
  const tables = server.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[];
  for (const { name } of tables) server.db.prepare(`UPDATE "${name}" SET rowid = rowid WHERE rowid = (SELECT min(rowid) FROM "${name}")`).run();
}

/** Calls a path (with the row caches emptied first unless `warm`) and returns the answer with the statements it ran. */
async function measured<T>(path: string, headers: Record<string, string>, query: Record<string, string | number>, warm = false) {
  if (!warm) emptyCaches();
  statements.reset();
  const answer = await http.get<T>(path, { headers, query });
  expect(answer.status).toBe(200);
  return { body: answer.body, statements: statements.count };
}

type VehiclePage = { vehicles: { id: number; provider: unknown; vehicle_identities: unknown[] }[] };

describe('statements per request', () => {
  it('vehicle/search runs the same few statements for one card as for a full page', async () => {
    // The bench's search: a pickup point and time (free units), a trip type, a price range, seats, price order.
    const query = {
      pickup_location: JSON.stringify({ lat: DUBAI_MALL.lat, lng: DUBAI_MALL.lng }),
      date: '2099-06-15 10:00 AM',
      trip_type: 'hourly',
      min_price: 1,
      max_price: 1000,
      seating_capacity: JSON.stringify(['1-4', '5-7']),
      sortby_price: 'asc',
      offset: 1,
    };
    const one = await measured<VehiclePage>('/api/v1/rental/vehicle/search', RENTAL_HEADERS, { ...query, limit: 1 });
    const many = await measured<VehiclePage>('/api/v1/rental/vehicle/search', RENTAL_HEADERS, { ...query, limit: 50 });
    expect(one.body.vehicles).toHaveLength(1);
    expect(many.body.vehicles.length).toBeGreaterThan(10);
    for (const vehicle of many.body.vehicles) {
      expect(vehicle.provider).not.toBeNull();
      expect(vehicle.vehicle_identities.length).toBeGreaterThan(0);
    }
    expect(many.statements).toBe(one.statements);
    expect(many.statements).toBeLessThanOrEqual(10);
    // Warm: the matches, vehicles, providers, discounts, units, busy units, zones and settings come from the cache.
    const warm = await measured<VehiclePage>('/api/v1/rental/vehicle/search', RENTAL_HEADERS, { ...query, limit: 50 }, true);
    expect(warm.body).toEqual(many.body);
    expect(warm.statements).toBeLessThanOrEqual(2);
  });

  it("a provider's vehicles and the top-rated list do not grow with the page either", async () => {
    const provider = (await measured<VehiclePage>('/api/v1/rental/vehicle/search', RENTAL_HEADERS, { limit: 1, offset: 1 })).body.vehicles[0] as unknown as { provider_id: number };
    for (const [path, query] of [
      ['/api/v1/rental/vehicle/get-provider-vehicles', { provider_id: provider.provider_id, offset: 1 }],
      ['/api/v1/rental/vehicle/top-rated', { offset: 1 }],
    ] as const) {
      const one = await measured<VehiclePage>(path, RENTAL_HEADERS, { ...query, limit: 1 });
      const many = await measured<VehiclePage>(path, RENTAL_HEADERS, { ...query, limit: 50 });
      expect(one.body.vehicles).toHaveLength(1);
      expect(many.body.vehicles.length).toBeGreaterThan(1);
      expect(many.statements).toBe(one.statements);
      expect(many.statements).toBeLessThanOrEqual(10);
    }
  });

  it('the catalogue item and store lists run the same few statements for one result as for fifty', async () => {
    for (const [path, key] of [
      ['/api/v1/items/popular', 'products'],
      ['/api/v1/items/new-arrival', 'products'],
      ['/api/v1/stores/popular', 'stores'],
    ] as const) {
      const one = await measured<Record<string, unknown[]>>(path, CATALOG_HEADERS, { limit: 1, offset: 1 });
      const many = await measured<Record<string, unknown[]>>(path, CATALOG_HEADERS, { limit: 50, offset: 1 });
      expect(one.body[key]).toHaveLength(1);
      expect(many.body[key]?.length).toBeGreaterThan(1);
      expect(many.statements).toBe(one.statements);
      expect(many.statements).toBeLessThanOrEqual(10);
    }
  });

  it('a rental cart answer reads the same few statements for one line as for several, and writes each price once', async () => {
    const date = '2099-06-15 10:00 AM';
    const fleet = await http.get<{ vehicles: { id: number; trip_hourly: number; total_vehicle_count: number }[] }>('/api/v1/rental/vehicle/get-provider-vehicles', {
      headers: RENTAL_HEADERS,
      query: { provider_id: 101, trip_type: 'hourly', date, limit: 50 },
    });
    const vehicles = fleet.body.vehicles.filter((vehicle) => vehicle.trip_hourly === 1 && vehicle.total_vehicle_count > 0).slice(0, 4);
    expect(vehicles).toHaveLength(4);
    const guest = (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;
    const cart = () => measured<{ carts: { vehicle: { total_vehicle_count: number }; provider: { discount: unknown } }[] }>('/api/v1/rental/user/cart/get-cart', RENTAL_HEADERS, { guest_id: guest });
    const trip = { rental_type: 'hourly', estimated_hours: 3, pickup_time: date, pickup_location: DUBAI_MALL };
    const add = async (id: number) =>
      expect((await http.post('/api/v1/rental/user/cart/add-to-cart', { headers: RENTAL_HEADERS, body: { guest_id: guest, vehicle_id: id, ...trip } })).status).toBe(200);
    await add(vehicles[0]?.id ?? 0);
    const one = await cart();
    for (const vehicle of vehicles.slice(1)) await add(vehicle.id);
    const four = await cart();
    expect(one.body.carts).toHaveLength(1);
    expect(four.body.carts).toHaveLength(4);
    for (const line of four.body.carts) expect(line.vehicle.total_vehicle_count).toBeGreaterThan(0);
    expect(four.statements - one.statements).toBe(3);
    expect(one.statements).toBeLessThanOrEqual(14);
  });

  it('a store page runs a fixed number of statements', async () => {
    const details = await measured<{ id: number; schedules: unknown[]; category_details: unknown[] }>('/api/v1/stores/details/1', CATALOG_HEADERS, {});
    expect(details.body.id).toBe(1);
    expect(details.body.schedules.length).toBeGreaterThan(0);
    expect(details.body.category_details.length).toBeGreaterThan(0);
    expect(details.statements).toBeLessThanOrEqual(14);
  });
});
