import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeUnits, unitCount } from '../services/rental/availability';
import { parseWall } from '../services/rental/time';
import { api, RENTAL_HEADERS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;

interface Vehicle {
  id: number;
  name: string;
  provider_id: number;
  category_id: number;
  brand_id: number;
  seating_capacity: string;
  air_condition: number;
  transmission_type: string;
  fuel_type: string;
  type: string;
  trip_hourly: number;
  hourly_price: number;
  total_vehicle_count: number;
  created_at: string;
  provider: { id: number; name: string };
}
interface VehiclePage {
  total_size: number;
  limit: number;
  offset: number;
  vehicles: Vehicle[];
  min_price: number;
  max_price: number;
}

const search = (query: Record<string, string | number | undefined>) => http.get<VehiclePage>('/api/v1/rental/vehicle/search', { headers: RENTAL_HEADERS, query });

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
});
afterAll(() => server.close());

describe('vehicle search', () => {
  it('paginates with a 1-based page offset and newest first by default', async () => {
    const first = await search({ limit: 10, offset: 1 });
    const second = await search({ limit: 10, offset: 2 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ limit: 10, offset: 1 });
    expect(first.body.total_size).toBeGreaterThanOrEqual(45);
    expect(first.body.vehicles).toHaveLength(10);
    expect(second.body.offset).toBe(2);
    const ids = new Set([...first.body.vehicles, ...second.body.vehicles].map((vehicle) => vehicle.id));
    expect(ids.size).toBe(20);
    const dates = first.body.vehicles.map((vehicle) => vehicle.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it.each<[string, Record<string, string | number>, (vehicle: Vehicle) => boolean]>([
    ['trip type', { trip_type: 'hourly' }, (v) => v.trip_hourly === 1],
    ['categories', { category_ids: '[2,3]' }, (v) => [2, 3].includes(v.category_id)],
    ['brands', { brand_ids: '[1]' }, (v) => v.brand_id === 1],
    ['seating ranges', { seating_capacity: '["8-13","14-1000"]' }, (v) => Number(v.seating_capacity) >= 8],
    ['AC only', { air_condition: 1 }, (v) => v.air_condition > 0],
    ['non-AC only', { no_air_condition: 1 }, (v) => v.air_condition === 0],
    ['transmission', { transmission_type: 'manual' }, (v) => v.transmission_type === 'manual'],
    ['vehicle type', { vehicle_type: 'luxury' }, (v) => v.type === 'luxury'],
    ['fuel', { fuel_type: 'electric' }, (v) => v.fuel_type === 'electric'],
    ['provider', { provider_id: 102 }, (v) => v.provider_id === 102],
    ['text (name, brand or category)', { name: 'toyota' }, (v) => /toyota/i.test(v.name)],
  ])('filters by %s', async (_name, query, matches) => {
    const { status, body } = await search({ ...query, limit: 100 });
    expect(status).toBe(200);
    expect(body.vehicles.length).toBeGreaterThan(0);
    expect(body.vehicles.every(matches)).toBe(true);
  });

  it('filters a price range on the trip type price and reports the range bounds', async () => {
    const all = await search({ trip_type: 'hourly', limit: 100 });
    expect(all.body.min_price).toBeLessThanOrEqual(all.body.max_price);
    const ranged = await search({ trip_type: 'hourly', min_price: 50, max_price: 120, limit: 100 });
    expect(ranged.body.vehicles.length).toBeGreaterThan(0);
    expect(ranged.body.vehicles.every((vehicle) => vehicle.hourly_price >= 50 && vehicle.hourly_price <= 120)).toBe(true);
  });

  it('sorts by the price a card shows: the searched type, after a percent discount', async () => {
    const { body } = await search({ trip_type: 'hourly', sortby_price: 'asc', limit: 100 });
    const shown = (body.vehicles as unknown as { hourly_price: number; discount_type: string; discount_price: number }[]).map((vehicle) =>
      vehicle.discount_type === 'percent' ? vehicle.hourly_price * (1 - vehicle.discount_price / 100) : vehicle.hourly_price,
    );
    expect(shown.length).toBeGreaterThan(10);
    expect([...shown].sort((a, b) => a - b)).toEqual(shown);
  });

  it('keeps providers that serve the pickup point and refuses a point in no zone', async () => {
    const marina = await search({ pickup_location: JSON.stringify({ lat: 25.0805, lng: 55.1403 }), limit: 100 });
    expect(marina.body.vehicles.every((vehicle) => [102, 104, 105].includes(vehicle.provider_id))).toBe(true);
    const nowhere = await search({ pickup_location: JSON.stringify({ lat: 24.809, lng: 56.116 }) });
    expect(nowhere).toMatchObject({ status: 403, body: { errors: [{ code: 'zone', message: 'Out of pick up zone' }] } });
  });

  it('counts free units at the pickup date and hides vehicles with none', async () => {
    const withoutDate = await search({ limit: 100 });
    const atDate = await search({ date: '2099-06-15 10:00 AM', limit: 100 });
    const busy = withoutDate.body.vehicles.filter((vehicle) => !atDate.body.vehicles.some((free) => free.id === vehicle.id));
    expect(busy.length).toBeGreaterThan(0);
    expect(atDate.body.vehicles.every((vehicle) => vehicle.total_vehicle_count > 0)).toBe(true);
    // Each listed count is that vehicle's own free units at the date, and all its units without one.
    const at = parseWall('2099-06-15 10:00 AM') as Date;
    for (const vehicle of atDate.body.vehicles) expect(vehicle.total_vehicle_count).toBe(freeUnits(server.db, vehicle.id, at));
    for (const vehicle of withoutDate.body.vehicles) expect(vehicle.total_vehicle_count).toBe(unitCount(server.db, vehicle.id));
  });

  it('requires the zone and module headers', async () => {
    expect((await http.get('/api/v1/rental/vehicle/search', { headers: { moduleId: '6' } })).status).toBe(403);
    expect((await http.get('/api/v1/rental/vehicle/search', { headers: { zoneId: '[1]' } })).status).toBe(403);
  });
});

describe('vehicle details, lists and providers', () => {
  it('finds a vehicle by id or slug with its brand, units and provider', async () => {
    const byId = await http.get<Vehicle & { slug: string; total_vehicles: number; brand: { name: string }; provider: { avg_rating: number } }>(
      '/api/v1/rental/vehicle/get-vehicle-details/1',
      { headers: { moduleId: '6' } },
    );
    expect(byId.status).toBe(200);
    expect(byId.body.total_vehicles).toBeGreaterThan(0);
    expect(byId.body.brand.name).toBeTruthy();
    const bySlug = await http.get<{ id: number }>(`/api/v1/rental/vehicle/get-vehicle-details/${byId.body.slug}`, { headers: { moduleId: '6' } });
    expect(bySlug.body.id).toBe(1);
    expect(await http.get('/api/v1/rental/vehicle/get-vehicle-details/99999', { headers: { moduleId: '6' } })).toMatchObject({ status: 404, body: { error: 'vehicle_not_found' } });
  });

  it('lists categories under the key "vehicles" and brands under "brands"', async () => {
    const categories = await http.get<{ vehicles: { name: string }[] }>('/api/v1/rental/vehicle/category-list', { headers: { moduleId: '6' } });
    expect(categories.body.vehicles.length).toBeGreaterThanOrEqual(6);
    const brands = await http.get<{ brands: { name: string }[] }>('/api/v1/rental/vehicle/brand-list', { headers: { moduleId: '6' }, query: { limit: 100, offset: 1 } });
    expect(brands.body.brands.length).toBeGreaterThanOrEqual(8);
  });

  it('suggests "Brand - Vehicle" names', async () => {
    const { body } = await http.get<string[]>('/api/v1/rental/vehicle/search/suggestion', { headers: RENTAL_HEADERS, query: { name: 'corolla' } });
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((text) => /^Toyota - Toyota Corolla/.test(text))).toBe(true);
  });

  it('pages vehicle reviews and provider reviews', async () => {
    const top = await http.get<VehiclePage>('/api/v1/rental/vehicle/top-rated', { headers: RENTAL_HEADERS });
    const reviewed = top.body.vehicles[0];
    const reviews = await http.get<{ total_size: number; reviews: { rating: number }[] }>(`/api/v1/rental/vehicle/reviews/${reviewed?.id}`, { headers: { moduleId: '6' }, query: { limit: 1, offset: 1 } });
    expect(reviews.body.total_size).toBeGreaterThan(0);
    expect(reviews.body.reviews).toHaveLength(1);
    const provider = await http.get<{ provider: { ratings: number[] }; reviews: unknown[] }>('/api/v1/rental/provider/get-provider-reviews/101', { headers: { moduleId: '6' } });
    expect(provider.body.provider.ratings).toHaveLength(5);
  });

  it('describes a provider, and answers provider_not_found for an unknown one', async () => {
    const provider = await http.get<{ id: number; total_vehicle_count: number; schedules: unknown[]; discount: { discount: number } | null }>('/api/v1/rental/provider/get-provider-details/101', {
      headers: { moduleId: '6' },
    });
    expect(provider.body).toMatchObject({ id: 101 });
    expect(provider.body.total_vehicle_count).toBeGreaterThan(0);
    expect(provider.body.schedules.length).toBe(7);
    expect(provider.body.discount?.discount).toBe(5);
    expect(await http.get('/api/v1/rental/provider/get-provider-details/777', { headers: { moduleId: '6' } })).toMatchObject({ status: 404, body: { error: 'provider_not_found' } });
  });

  it('lists popular and latest providers of the header zones, ignoring pagination', async () => {
    const popular = await http.get<{ limit: number; offset: number; stores: { trips_count: number; zone_id: number }[] }>('/api/v1/rental/provider/popular', {
      headers: RENTAL_HEADERS,
      query: { limit: 2, offset: 3 },
    });
    expect(popular.body).toMatchObject({ limit: 50, offset: 1 });
    const trips = popular.body.stores.map((store) => store.trips_count);
    expect([...trips].sort((a, b) => b - a)).toEqual(trips);
    expect(popular.body.stores.every((store) => [1, 3].includes(store.zone_id))).toBe(true);
  });

  it('answers banners, provider banners (a bare array) and public coupons', async () => {
    const banners = await http.get<{ banners: { type: string; provider_id: number | null }[] }>('/api/v1/rental/banners', { headers: RENTAL_HEADERS });
    expect(banners.body.banners.some((banner) => banner.type === 'store_wise' && banner.provider_id !== null)).toBe(true);
    const own = await http.get<unknown[]>('/api/v1/rental/banners/101', { headers: RENTAL_HEADERS });
    expect(Array.isArray(own.body)).toBe(true);
    const coupons = await http.get<{ code: string }[]>('/api/v1/rental/coupon/list/all', { headers: RENTAL_HEADERS });
    expect(coupons.body.map((coupon) => coupon.code)).toContain('RIDE10');
    expect(coupons.body.map((coupon) => coupon.code)).not.toContain('SUMMER24');
  });
});
