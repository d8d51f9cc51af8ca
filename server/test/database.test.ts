/**
 * The database lifecycle: migrations apply once and in order, the seed is deterministic and consistent,
 * a file database is reused on the next start, `npm run db:reset` recreates it, and the test-only reset
 * route restores the seed in place.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, type Db } from '../db/connection';
import { openDatabase } from '../db/seed/open';
import { resetDatabaseFile } from '../db/seed/reset';
import { cachePreparedStatements } from '../db/statement-cache';
import { DEMO_CUSTOMER } from '../db/seed/demo-account';
import { seedDatabase } from '../db/seed';
import { api, startTestServer } from './helpers';

const KEY_TABLES = [
  'business_settings', 'zones', 'modules', 'module_zone', 'categories', 'stores', 'store_schedules', 'discounts', 'items', 'add_ons', 'item_campaigns',
  'banners', 'coupons', 'users', 'customer_addresses', 'orders', 'order_details', 'wallet_transactions', 'loyalty_point_transactions', 'parcel_categories',
  'vehicle_categories', 'vehicle_brands', 'vehicles', 'vehicle_identities', 'trip_vehicle_details', 'rental_reviews', 'provider_banners', 'vehicle_drivers',
];

const dump = (db: Db) => Object.fromEntries(KEY_TABLES.map((table) => [table, db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()]));
const count = (db: Db, sql: string, ...params: unknown[]) => (db.prepare(sql).get(...params) as { n: number }).n;

const tempDir = mkdtempSync(join(tmpdir(), 'storefront-db-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

describe('migrations', () => {
  it('apply every numbered file once, in order, and are a no-op the second time', () => {
    const db = new Database(':memory:');
    const first = migrate(db);
    expect(first.length).toBeGreaterThanOrEqual(4);
    expect(first).toEqual([...first].sort());
    const schema = db.prepare("SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name").all();
    expect(migrate(db)).toEqual([]);
    expect(db.prepare("SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name").all()).toEqual(schema);
    expect(count(db, 'SELECT count(*) AS n FROM schema_migrations')).toBe(first.length);
    db.close();
  });
});

describe('seed', () => {
  it('is deterministic: two seeds give identical rows', () => {
    const a = openDatabase(':memory:').db;
    const b = new Database(':memory:');
    migrate(b);
    seedDatabase(b);
    expect(dump(b)).toEqual(dump(a));
    a.close();
    b.close();
  });

  it('holds the marketplace the product needs', () => {
    const { db } = openDatabase(':memory:');
    expect(count(db, 'SELECT count(*) AS n FROM zones')).toBe(3);
    expect(count(db, 'SELECT count(*) AS n FROM modules')).toBe(6);
    expect(count(db, "SELECT count(*) AS n FROM module_zone WHERE module_id = (SELECT id FROM modules WHERE module_type = 'pharmacy') AND zone_id = 2")).toBe(0);
    for (const type of ['grocery', 'food', 'pharmacy', 'ecommerce']) {
      const module = `(SELECT id FROM modules WHERE module_type = '${type}')`;
      expect(count(db, `SELECT count(*) AS n FROM categories WHERE module_id = ${module} AND parent_id = 0`), type).toBeGreaterThanOrEqual(6);
      expect(count(db, `SELECT count(*) AS n FROM stores WHERE module_id = ${module}`), type).toBeGreaterThanOrEqual(4);
      expect(count(db, `SELECT min(n) AS n FROM (SELECT count(*) AS n FROM items WHERE module_id = ${module} GROUP BY store_id)`), type).toBeGreaterThanOrEqual(8);
      expect(count(db, `SELECT count(DISTINCT type) AS n FROM banners WHERE module_id = ${module}`), type).toBe(3);
    }
    expect(count(db, 'SELECT count(*) AS n FROM categories WHERE parent_id != 0')).toBeGreaterThan(0);
    expect(count(db, "SELECT count(*) AS n FROM items WHERE food_variations != '[]'")).toBeGreaterThan(0);
    expect(count(db, "SELECT count(*) AS n FROM items WHERE variations LIKE '%\"stock\":0%'")).toBeGreaterThan(0);
    expect(count(db, 'SELECT count(*) AS n FROM items WHERE is_prescription_required = 1')).toBeGreaterThan(0);
    expect(count(db, 'SELECT count(DISTINCT coupon_type) AS n FROM coupons')).toBeGreaterThanOrEqual(5);
    expect(count(db, "SELECT count(*) AS n FROM coupons WHERE expire_date < '2025-01-01'")).toBeGreaterThanOrEqual(2);

    expect(count(db, "SELECT count(*) AS n FROM stores WHERE module_id = 6")).toBeGreaterThanOrEqual(5);
    expect(count(db, 'SELECT count(*) AS n FROM vehicles')).toBeGreaterThanOrEqual(45);
    expect(count(db, 'SELECT count(*) AS n FROM vehicles WHERE status = 0')).toBe(1);
    expect(count(db, 'SELECT count(*) AS n FROM rental_reviews')).toBeGreaterThanOrEqual(20);
    expect(count(db, "SELECT count(*) AS n FROM trip_vehicle_details WHERE is_completed = 0 AND estimated_trip_end_time > '2099-01-01'")).toBeGreaterThan(0);
    expect(count(db, "SELECT count(*) AS n FROM vehicle_identities WHERE license_plate_number NOT GLOB 'DXB-[A-Z]-[0-9]*'")).toBe(0);
    expect(count(db, "SELECT count(*) AS n FROM stores WHERE module_id = 6 AND pickup_zone_id = '[\"2\"]'")).toBe(1);
    expect(count(db, "SELECT count(*) AS n FROM (SELECT store_id FROM store_schedules s JOIN stores t ON t.id = s.store_id WHERE t.module_id = 6 AND opening_time = '00:00:00' AND closing_time = '23:59:59' GROUP BY store_id HAVING count(*) = 7)")).toBeGreaterThanOrEqual(2);
    db.close();
  });

  it('keeps the demo customer’s balances consistent with the ledgers', () => {
    const { db } = openDatabase(':memory:');
    const user = db.prepare('SELECT * FROM users WHERE email = ?').get(DEMO_CUSTOMER.email) as { wallet_balance: number; loyalty_point: number; phone: string; password: string };
    expect(user).toMatchObject({ wallet_balance: DEMO_CUSTOMER.walletBalance, loyalty_point: DEMO_CUSTOMER.loyaltyPoint, phone: DEMO_CUSTOMER.phone });
    expect(user.password).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(count(db, 'SELECT sum(credit + admin_bonus - debit) AS n FROM wallet_transactions WHERE user_id = ?', DEMO_CUSTOMER.id)).toBe(DEMO_CUSTOMER.walletBalance);
    expect(count(db, 'SELECT sum(credit - debit) AS n FROM loyalty_point_transactions WHERE user_id = ?', DEMO_CUSTOMER.id)).toBe(DEMO_CUSTOMER.loyaltyPoint);
    expect(count(db, 'SELECT count(*) AS n FROM customer_addresses WHERE user_id = ?', DEMO_CUSTOMER.id)).toBe(2);
    db.close();
  });
});

describe('database files', () => {
  it('are created and seeded once, then reused with their data on the next open', () => {
    const path = join(tempDir, 'reuse', 'store.sqlite');
    const first = openDatabase(path);
    expect(first.created).toBe(true);
    first.db.prepare('INSERT INTO guests (fcm_token, created_at) VALUES (?, ?)').run('kept', '2025-01-01T00:00:00.000Z');
    first.db.close();
    const second = openDatabase(path);
    expect(second.created).toBe(false);
    expect(count(second.db, "SELECT count(*) AS n FROM guests WHERE fcm_token = 'kept'")).toBe(1);
    second.db.close();
  });

  it('are deleted and recreated with a fresh seed by db:reset', () => {
    const path = join(tempDir, 'reset.sqlite');
    const { db } = openDatabase(path);
    db.prepare('DELETE FROM rental_reviews').run();
    db.prepare('INSERT INTO guests (created_at) VALUES (?)').run('2025-01-01T00:00:00.000Z');
    db.close();
    resetDatabaseFile(path);
    const reopened = openDatabase(path);
    expect(reopened.created).toBe(false);
    expect(count(reopened.db, 'SELECT count(*) AS n FROM rental_reviews')).toBeGreaterThanOrEqual(20);
    expect(count(reopened.db, 'SELECT count(*) AS n FROM guests')).toBe(0);
    reopened.db.close();
  });

  it('are reset from the command line with DATABASE_PATH (npm run db:reset)', () => {
    const path = join(tempDir, 'cli', 'store.sqlite');
    const output = execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/db/seed/reset.ts'], { env: { ...process.env, DATABASE_PATH: path }, encoding: 'utf8' });
    expect(output).toContain('Database reset and seeded');
    expect(existsSync(path)).toBe(true);
    const { db, created } = openDatabase(path);
    expect(created).toBe(false);
    expect(count(db, 'SELECT count(*) AS n FROM users WHERE password IS NOT NULL')).toBe(2);
    db.close();
  });
});

describe('POST /__test/reset', () => {
  it('restores the seed in place, ids included', async () => {
    const server = await startTestServer();
    const http = api(server.baseUrl);
    const before = dump(server.db);
    await http.post<{ guest_id: number }>('/api/v1/auth/guest/request');
    server.db.prepare('UPDATE vehicles SET status = 0').run();
    expect((await http.post('/__test/reset')).status).toBe(200);
    expect(dump(server.db)).toEqual(before);
    expect((server.db.prepare('SELECT count(*) AS n FROM guests').get() as { n: number }).n).toBe(0);
    await server.close();
  });

  it('does not exist unless enabled', async () => {
    const server = await startTestServer({ enableTestRoutes: false });
    expect((await api(server.baseUrl).post('/__test/reset')).status).toBe(404);
    await server.close();
  });

  it('starts the clock at the chosen operator time on every reset, sets it to a time of day, and seeds the running sale of that day', async () => {
    // Real time runs on: the app's clock is the real one moved to 23:50 on the last day of a month in Dubai.
    const server = await startTestServer({ testClockStart: '2027-02-28 23:50' });
    const http = api(server.baseUrl);
    const at = async (path: string, body?: unknown) => new Date((await http.post<{ now: string }>(path, { body })).body.now).getTime();
    const near = (ms: number, expected: string) => expect(Math.abs(ms - Date.parse(expected))).toBeLessThan(60_000);
    near(await at('/__test/reset'), '2027-02-28T19:50:00Z');
    near(await at('/__test/clock', { advance_seconds: 3600 }), '2027-02-28T20:50:00Z');
    near(await at('/__test/reset'), '2027-02-28T19:50:00Z');
    const sale = await http.get<{ title: string; end_date: string }>('/api/v1/flash-sales', { headers: { zoneId: '[1]', moduleId: '2' } });
    expect(sale.body).toMatchObject({ title: 'February flash sale', end_date: expect.stringContaining('2027-02-28') });
    near(await at('/__test/clock', { at: '09:00' }), '2027-02-28T05:00:00Z');
    near(await at('/__test/clock', { at: '2027-03-01 02:00' }), '2027-02-28T22:00:00Z');
    expect(await http.post('/__test/clock', { body: { at: 'noon' } })).toMatchObject({ status: 403, body: { errors: [{ code: 'at' }] } });
    await server.close();
  });
});

describe('prepared statements', () => {
  it('compiles a repeated query once, keeps answers right as rows change, and drops the least recently used past its capacity', () => {
    const db = cachePreparedStatements(new Database(':memory:'), 2);
    db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');
    const insert = db.prepare('INSERT INTO notes (body) VALUES (?)');
    insert.run('first');
    expect(db.prepare('INSERT INTO notes (body) VALUES (?)')).toBe(insert);
    db.prepare('INSERT INTO notes (body) VALUES (?)').run('second');
    expect(db.prepare('SELECT count(*) AS n FROM notes').get()).toEqual({ n: 2 });

    const count = db.prepare('SELECT count(*) AS n FROM notes');
    db.prepare('SELECT body FROM notes WHERE id = ?');
    // Capacity 2: the insert was used least recently, so it is compiled again; the count is still shared.
    expect(db.prepare('SELECT count(*) AS n FROM notes')).toBe(count);
    expect(db.prepare('INSERT INTO notes (body) VALUES (?)')).not.toBe(insert);

    // A cached statement follows a schema change.
    expect(db.prepare('SELECT * FROM notes WHERE id = ?').get(1)).toEqual({ id: 1, body: 'first' });
    db.exec('ALTER TABLE notes ADD COLUMN pinned INTEGER DEFAULT 0');
    expect(db.prepare('SELECT * FROM notes WHERE id = ?').get(1)).toEqual({ id: 1, body: 'first', pinned: 0 });
    db.close();
  });
});
