/**
 * The row cache (db/row-cache.ts, db/table-versions.ts) never answers with rows that changed: a write to a
 * table, whatever made it (a route, a test's own SQL, the test reset's re-seed, another connection to the same
 * file), is seen by the next request; nothing read inside a transaction is kept; cached rows are frozen. And
 * the answers built from cached rows and texts (a search's cards, compressed bodies) follow the data.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection';
import { openDatabase } from '../db/seed/open';
import { memoByTables, rowsById } from '../db/row-cache';
import { tablesStamp } from '../db/table-versions';
import { api, DUBAI_MALL, RENTAL_HEADERS, startTestServer, type TestServer } from './helpers';

const tempDir = mkdtempSync(join(tmpdir(), 'storefront-cache-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

describe('table versions', () => {
  let db: Db;
  beforeAll(() => {
    db = openDatabase(':memory:').db;
  });
  afterAll(() => db.close());

  it('move with every row written to a table, and only for that table', () => {
    const vehicles = tablesStamp(db, ['vehicles']);
    const zones = tablesStamp(db, ['zones']);
    db.prepare('UPDATE vehicles SET total_trip = total_trip WHERE id = 1').run();
    expect(tablesStamp(db, ['vehicles'])).toBeGreaterThan(vehicles ?? Infinity);
    expect(tablesStamp(db, ['zones'])).toBe(zones);
    const both = tablesStamp(db, ['vehicles', 'zones']);
    db.exec('DELETE FROM zones WHERE id = -1');
    expect(tablesStamp(db, ['vehicles', 'zones'])).toBe(both);
    db.exec("INSERT INTO vehicle_brands (id, name) VALUES (9001, 'Cached')");
    db.exec('DELETE FROM vehicle_brands WHERE id = 9001');
    expect(tablesStamp(db, ['vehicles', 'zones'])).toBe(both);
    expect(tablesStamp(db, ['vehicle_brands'])).toBeGreaterThanOrEqual(2);
  });

  it('are unavailable inside a transaction, so nothing read there is kept', () => {
    const names = memoByTables(['vehicle_brands'], (database) => (database.prepare('SELECT name FROM vehicle_brands WHERE id = 1').get() as { name: string }).name);
    const before = names(db);
    const rollback = new Error('rollback');
    expect(() =>
      db.transaction(() => {
        db.prepare("UPDATE vehicle_brands SET name = 'Uncommitted' WHERE id = 1").run();
        expect(tablesStamp(db, ['vehicle_brands'])).toBeNull();
        expect(names(db)).toBe('Uncommitted');
        throw rollback;
      })(),
    ).toThrow(rollback);
    expect(names(db)).toBe(before);
  });

  it('see writes made by another connection to the same file', () => {
    const path = join(tempDir, 'shared.sqlite');
    const server = openDatabase(path).db;
    const vehicle = rowsById<{ id: number; name: string }>('vehicles');
    const name = vehicle(server, [1]).get(1)?.name;
    const other = new Database(path);
    other.prepare("UPDATE vehicles SET name = 'Renamed elsewhere' WHERE id = 1").run();
    other.close();
    expect(vehicle(server, [1]).get(1)?.name).toBe('Renamed elsewhere');
    expect(name).not.toBe('Renamed elsewhere');
    server.close();
  });

  it('hand out frozen rows, and an empty group for a key without rows', () => {
    const vehicle = rowsById<{ id: number; name: string }>('vehicles');
    const rows = vehicle(db, [1, 999_999]);
    expect(Object.isFrozen(rows.get(1))).toBe(true);
    expect(rows.has(999_999)).toBe(false);
    expect(vehicle(db, [1]).get(1)).toBe(rows.get(1));
    db.prepare("UPDATE vehicles SET name = 'Renamed' WHERE id = 1").run();
    expect(vehicle(db, [1]).get(1)?.name).toBe('Renamed');
  });
});

describe('answers built from cached rows', () => {
  let server: TestServer;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    server = await startTestServer();
    http = api(server.baseUrl);
  });
  afterAll(() => server.close());

  const SEARCH = {
    pickup_location: JSON.stringify({ lat: DUBAI_MALL.lat, lng: DUBAI_MALL.lng }),
    date: '2099-06-15 10:00 AM',
    trip_type: 'hourly',
    sortby_price: 'asc',
    limit: '50',
    offset: '1',
  };
  type Search = { total_size: number; vehicles: { id: number; name: string; hourly_price: number; provider: { name: string; discount: unknown } | null; vehicle_identities: unknown[] }[] };
  const search = async (headers: Record<string, string> = RENTAL_HEADERS) => {
    const answer = await http.get<Search>('/api/v1/rental/vehicle/search', { headers, query: SEARCH });
    expect(answer.status).toBe(200);
    return answer;
  };

  function brotliGet(path: string, headers: Record<string, string>): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(`${server.baseUrl}${path}`, { headers: { ...headers, 'Accept-Encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('a search follows a vehicle, its provider, its units and its discount as they change, and the reset restores them', async () => {
    const seeded = await search();
    const first = seeded.body.vehicles[0];
    if (!first?.provider) throw new Error('the seed lists a vehicle with a provider');
    expect((await search()).text).toBe(seeded.text);

    server.db.prepare("UPDATE vehicles SET name = 'Cache Check Coupe' WHERE id = ?").run(first.id);
    server.db.prepare("UPDATE stores SET name = 'Cache Check Rentals' WHERE id = (SELECT provider_id FROM vehicles WHERE id = ?)").run(first.id);
    server.db.prepare('DELETE FROM vehicle_identities WHERE id = (SELECT max(id) FROM vehicle_identities WHERE vehicle_id = ?)').run(first.id);
    const changed = (await search()).body.vehicles.find((vehicle) => vehicle.id === first.id);
    expect(changed?.name).toBe('Cache Check Coupe');
    expect(changed?.provider?.name).toBe('Cache Check Rentals');
    expect(changed?.vehicle_identities).toHaveLength(first.vehicle_identities.length - 1);

    // The matches the filters find are kept too, until their tables change.
    const byName = (name: string) => http.get<Search>('/api/v1/rental/vehicle/search', { headers: RENTAL_HEADERS, query: { name, limit: '50', offset: '1' } });
    expect((await byName('Cachebrand')).body.total_size).toBe(0);
    server.db.prepare("UPDATE vehicle_brands SET name = 'Cachebrand' WHERE id = (SELECT brand_id FROM vehicles WHERE id = ?)").run(first.id);
    expect((await byName('Cachebrand')).body.vehicles.map((vehicle) => vehicle.id)).toContain(first.id);
    server.db.prepare('UPDATE vehicles SET status = 0 WHERE id = ?').run(first.id);
    expect((await search()).body.vehicles.map((vehicle) => vehicle.id)).not.toContain(first.id);

    // The global scheduling switch off: a pickup days ahead is refused by every provider.
    server.db.prepare("UPDATE business_settings SET value = 'false' WHERE key = 'schedule_order'").run();
    expect((await search()).body.total_size).toBe(0);

    // Another language is another card text; the same answer compressed decodes to the plain one.
    const path = `/api/v1/rental/vehicle/search?${new URLSearchParams({ ...SEARCH, date: '', limit: '5' })}`;
    const plainAr = await http.get(path, { headers: { ...RENTAL_HEADERS, 'X-localization': 'ar' } });
    expect(brotliDecompressSync(await brotliGet(path, { ...RENTAL_HEADERS, 'X-localization': 'ar' })).toString()).toBe(plainAr.text);
    server.db.prepare("UPDATE vehicles SET name_ar = 'اختبار' WHERE id IN (SELECT id FROM vehicles)").run();
    const renamedAr = await http.get<Search>(path, { headers: { ...RENTAL_HEADERS, 'X-localization': 'ar' } });
    expect(renamedAr.body.vehicles.every((vehicle) => vehicle.name === 'اختبار')).toBe(true);
    expect(brotliDecompressSync(await brotliGet(path, { ...RENTAL_HEADERS, 'X-localization': 'ar' })).toString()).toBe(renamedAr.text);

    expect((await http.post('/__test/reset')).status).toBe(200);
    expect((await search()).text).toBe(seeded.text);
  });

  it('zones and modules switched off are refused at once', async () => {
    server.db.prepare('UPDATE zones SET status = 0').run();
    const outside = await http.get('/api/v1/rental/vehicle/search', { headers: RENTAL_HEADERS, query: SEARCH });
    expect(outside.status).toBe(403);
    server.db.prepare('UPDATE zones SET status = 1').run();
    expect((await search()).body.total_size).toBeGreaterThan(0);
    server.db.prepare('UPDATE modules SET status = 0 WHERE id = 6').run();
    expect((await http.get('/api/v1/rental/vehicle/search', { headers: RENTAL_HEADERS, query: SEARCH })).status).toBe(403);
    expect((await http.post('/__test/reset')).status).toBe(200);
    expect((await search()).body.total_size).toBeGreaterThan(0);
  });

  it('catalogue lists and the store page follow their items, stores, schedules and coupons', async () => {
    const grocery = { zoneId: '[3,1]', moduleId: '1', 'X-localization': 'en' };
    type Popular = { products: { id: number; name: string; store_name: string }[]; categories: { id: number; name: string }[] };
    const popular = () => http.get<Popular>('/api/v1/items/popular', { headers: grocery, query: { offset: 1, limit: 5 } });
    const before = (await popular()).body;
    const item = before.products[0];
    const category = before.categories[0];
    if (!item || !category) throw new Error('the grocery module lists items and categories');
    server.db.prepare("UPDATE items SET name = 'Cached Apples' WHERE id = ?").run(item.id);
    server.db.prepare("UPDATE stores SET name = 'Cached Grocer' WHERE id = (SELECT store_id FROM items WHERE id = ?)").run(item.id);
    server.db.prepare("UPDATE categories SET name = 'Cached Aisle' WHERE id = ?").run(category.id);
    const after = (await popular()).body;
    expect(after.products.find((product) => product.id === item.id)).toMatchObject({ name: 'Cached Apples', store_name: 'Cached Grocer' });
    expect(after.categories.find((entry) => entry.id === category.id)?.name).toBe('Cached Aisle');
    const total = (await http.get<{ total_size: number }>('/api/v1/items/popular', { headers: grocery, query: { offset: 1, limit: 5 } })).body.total_size;
    server.db.prepare('UPDATE items SET status = 0 WHERE id = ?').run(item.id);
    const hidden = await http.get<Popular & { total_size: number }>('/api/v1/items/popular', { headers: grocery, query: { offset: 1, limit: 5 } });
    expect(hidden.body.total_size).toBe(total - 1);
    expect(hidden.body.products.map((product) => product.id)).not.toContain(item.id);

    const food = { zoneId: '[3,1]', moduleId: '2', 'X-localization': 'en' };
    type Store = { id: number; name: string; schedules: unknown[]; active_coupons: { code: string }[]; reviews_comments_count: number; price_range: { max_price: number }[] };
    const store = async () => (await http.get<Store>('/api/v1/stores/details/5', { headers: food })).body;
    const page = await store();
    server.db.prepare("UPDATE stores SET name = 'Cached Kitchen' WHERE id = 5").run();
    server.db.prepare('DELETE FROM store_schedules WHERE store_id = 5').run();
    server.db.prepare('UPDATE items SET price = 99999 WHERE id = (SELECT min(id) FROM items WHERE store_id = 5)').run();
    server.db.prepare("UPDATE reviews SET comment = '' WHERE store_id = 5").run();
    server.db
      .prepare(
        `INSERT INTO coupons (module_id, title, code, start_date, expire_date, discount, discount_type, coupon_type, "limit", store_id, data)
         SELECT module_id, 'Cache test', 'CACHED5', '2000-01-01', '2999-12-31', 5, 'percent', 'store_wise', NULL, id, '["5"]' FROM stores WHERE id = 5`,
      )
      .run();
    const changed = await store();
    expect(changed.name).toBe('Cached Kitchen');
    expect(changed.schedules).toEqual([]);
    expect(changed.price_range[0]?.max_price).toBe(99999);
    expect(changed.reviews_comments_count).toBe(0);
    expect(changed.active_coupons.map((coupon) => coupon.code)).toContain('CACHED5');
    expect((await http.post('/__test/reset')).status).toBe(200);
    expect(await store()).toEqual(page);
    expect((await popular()).body).toEqual(before);
  });

  it('a unit booked over the searched time leaves the next search', async () => {
    const listed = async () => (await search()).body.vehicles.find((vehicle) => vehicle.id === 1) as unknown as { total_vehicle_count: number } | undefined;
    const free = (await listed())?.total_vehicle_count ?? 0;
    expect(free).toBeGreaterThan(0);
    server.db
      .prepare(
        `INSERT INTO trip_vehicle_details (vehicle_id, vehicle_identity_id, is_completed, estimated_trip_end_time, created_at)
         SELECT vehicle_id, id, 0, '2099-06-15 18:00:00', '2099-06-15 09:00:00' FROM vehicle_identities WHERE vehicle_id = 1 LIMIT 1`,
      )
      .run();
    expect((await listed())?.total_vehicle_count ?? 0).toBe(free - 1);
    expect((await http.post('/__test/reset')).status).toBe(200);
    expect((await listed())?.total_vehicle_count).toBe(free);
  });
});
