/**
 * Vehicle search reads a few columns to filter and sort and whole rows for the page only. These tests hold it to
 * the answers of the plain version it replaced (every column of every match, filtered and sorted in memory,
 * then sliced), kept below as the reference, for a table of queries, pages, clocks and data changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection';
import { openDatabase } from '../db/seed/open';
import { num, parseJsonArray, truthy, type Input } from '../http/input';
import { zoneIdsContaining } from '../services/zones/zones';
import { pickupTakers, unitCounts } from '../services/rental/availability';
import { pickupZones, type VehicleRow } from '../services/rental/format';
import { searchVehicles } from '../services/rental/search';
import { rankVehicles, type SearchCandidate } from '../services/rental/search-rank';
import { parseWall } from '../services/rental/time';

/** The plain search: whole rows of every match, then the same filters and order in memory. */
function referenceSearch(db: Db, input: Input, options: { providerId?: number; zoneFilter?: boolean; now?: Date }) {
  const PRICE: Record<string, keyof VehicleRow> = { hourly: 'hourly_price', distance_wise: 'distance_price', day_wise: 'day_wise_price' };
  const FLAG: Record<string, string> = { hourly: 'trip_hourly', distance_wise: 'trip_distance', day_wise: 'trip_day_wise' };
  const ids = (value: unknown) => (parseJsonArray(value) ?? []).map(Number).filter((id) => Number.isInteger(id));
  const where: string[] = ['v.status = 1', 's.status = 1', 's.active = 1'];
  const params: unknown[] = [];
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (name) {
    where.push('(v.name LIKE ? OR v.tag LIKE ? OR c.name LIKE ? OR b.name LIKE ? OR v.name_ar LIKE ?)');
    params.push(...Array.from({ length: 5 }, () => `%${name}%`));
  }
  const providerId = options.providerId ?? (input.provider_id !== undefined && input.provider_id !== '' ? num(input.provider_id, -1) : undefined);
  if (providerId !== undefined) {
    where.push('v.provider_id = ?');
    params.push(providerId);
  }
  const tripType = typeof input.trip_type === 'string' ? input.trip_type : '';
  if (FLAG[tripType]) where.push(`v.${FLAG[tripType]} = 1`);
  const categories = ids(input.category_ids);
  if (categories.length) {
    where.push(`v.category_id IN (${categories.map(() => '?').join(',')})`);
    params.push(...categories);
  }
  const brands = ids(input.brand_ids);
  if (brands.length) {
    where.push(`v.brand_id IN (${brands.map(() => '?').join(',')})`);
    params.push(...brands);
  }
  const seats = (parseJsonArray(input.seating_capacity) ?? []).map(String).map((range) => range.split('-').map(Number)).filter((r) => r.length === 2 && r.every(Number.isFinite));
  if (seats.length) {
    where.push(`(${seats.map(() => '(CAST(v.seating_capacity AS INTEGER) BETWEEN ? AND ?)').join(' OR ')})`);
    for (const [min, max] of seats) params.push(min, max);
  }
  if (truthy(input.air_condition)) where.push('v.air_condition > 0');
  if (truthy(input.no_air_condition)) where.push('v.air_condition = 0');
  for (const [field, column] of [['transmission_type', 'transmission_type'], ['vehicle_type', 'type'], ['fuel_type', 'fuel_type']] as const) {
    const value = input[field];
    if (typeof value === 'string' && value.trim()) {
      where.push(`v.${column} = ?`);
      params.push(value.trim());
    }
  }
  let rows = db
    .prepare(
      `SELECT v.*, s.pickup_zone_id AS store_pickup_zone_id, s.schedule_order AS store_schedule_order FROM vehicles v JOIN stores s ON s.id = v.provider_id
       JOIN vehicle_categories c ON c.id = v.category_id JOIN vehicle_brands b ON b.id = v.brand_id WHERE ${where.join(' AND ')}`,
    )
    .all(...params) as (VehicleRow & { store_pickup_zone_id: string | null; store_schedule_order: number })[];
  if (options.zoneFilter !== false && input.pickup_location !== undefined && input.pickup_location !== '') {
    const parsed = JSON.parse(String(input.pickup_location)) as { lat: number; lng: number };
    const zones = zoneIdsContaining(db, { lat: Number(parsed.lat), lng: Number(parsed.lng) }).map(String);
    rows = rows.filter((row) => pickupZones({ pickup_zone_id: row.store_pickup_zone_id }).some((zone) => zones.includes(zone)));
  }
  const at = input.date ? parseWall(input.date) : null;
  if (at && options.now) {
    const takes = pickupTakers(db, at, options.now);
    rows = rows.filter((row) => takes({ schedule_order: row.store_schedule_order }));
  }
  const counts = unitCounts(db, rows.map((row) => row.id), at);
  let vehicles = rows.map((row) => ({ row, freeCount: counts.get(row.id) ?? 0 }));
  if (at) vehicles = vehicles.filter((vehicle) => vehicle.freeCount > 0);
  const priceColumn = PRICE[tripType];
  const prices = priceColumn ? vehicles.map((v) => Number(v.row[priceColumn])) : vehicles.flatMap((v) => [v.row.hourly_price, v.row.distance_price, v.row.day_wise_price].filter((p) => p > 0));
  const minPrice = prices.length ? Math.floor(Math.min(...prices)) : 0;
  const maxPrice = prices.length ? Math.ceil(Math.max(...prices)) : 0;
  const minFilter = num(input.min_price, 0);
  const maxFilter = num(input.max_price, 0);
  if (priceColumn && minFilter > 0 && maxFilter > 0) vehicles = vehicles.filter((v) => Number(v.row[priceColumn]) >= minFilter && Number(v.row[priceColumn]) <= maxFilter);
  const sort = input.sortby_price === 'asc' || input.sortby_price === 'desc' ? input.sortby_price : null;
  const effective = (row: VehicleRow, price: number) => (row.discount_type === 'percent' && row.discount_price > 0 ? price * (1 - row.discount_price / 100) : price);
  const priceOf = (row: VehicleRow) =>
    priceColumn
      ? effective(row, Number(row[priceColumn]))
      : Math.min(...[row.hourly_price, row.distance_price, row.day_wise_price].filter((p) => p > 0).map((price) => effective(row, price)), Number.POSITIVE_INFINITY);
  vehicles.sort((a, b) => {
    if (sort) return (sort === 'asc' ? priceOf(a.row) - priceOf(b.row) : priceOf(b.row) - priceOf(a.row)) || a.row.id - b.row.id;
    if (truthy(input.top_rated)) return b.row.avg_rating - a.row.avg_rating || b.row.total_trip - a.row.total_trip;
    return b.row.created_at.localeCompare(a.row.created_at) || b.row.id - a.row.id;
  });
  return { vehicles, minPrice, maxPrice };
}

const MALL = JSON.stringify({ lat: 25.1985, lng: 55.2796 });
const MARINA = JSON.stringify({ lat: 25.0805, lng: 55.1403 });

const QUERIES: Input[] = [
  {},
  // The bench's search.
  { pickup_location: MALL, date: '2099-06-15 10:00 AM', trip_type: 'hourly', min_price: '1', max_price: '1000', seating_capacity: '["1-4","5-7"]', sortby_price: 'asc' },
  { pickup_location: MARINA, date: '2099-06-15 10:00 AM', trip_type: 'day_wise', sortby_price: 'desc' },
  { pickup_location: MALL, trip_type: 'distance_wise', min_price: '2', max_price: '8' },
  { sortby_price: 'asc' },
  { sortby_price: 'desc', air_condition: '1' },
  { top_rated: '1' },
  { top_rated: '1', pickup_location: MARINA },
  { name: 'toyota' },
  { name: 'suv', sortby_price: 'asc' },
  { category_ids: '[1,2]', brand_ids: '[1,3,5]' },
  { seating_capacity: '["8-15"]', no_air_condition: '1' },
  { transmission_type: 'automatic', fuel_type: 'petrol' },
  { vehicle_type: 'family', date: '2026-03-02 10:20' },
  { date: '2026-03-02 10:05', trip_type: 'hourly', sortby_price: 'asc' },
  { provider_id: '101' },
  { trip_type: 'hourly', min_price: '50', max_price: '120', sortby_price: 'desc', top_rated: '1' },
];

const PAGES = [
  { skip: 0, limit: 1 },
  { skip: 0, limit: 12 },
  { skip: 12, limit: 12 },
  { skip: 0, limit: 200 },
  { skip: 190, limit: 10 },
];

// Monday 2 March 2026, 10:00 in Dubai: a pickup at 10:05 is "now", one at 10:20 is scheduled.
const NOW = new Date('2026-03-02T06:00:00Z');

let db: Db;
beforeAll(() => {
  db = openDatabase(':memory:').db;
});
afterAll(() => db.close());

function expectSameAnswers(label: string, now: Date | undefined) {
  for (const input of QUERIES) {
    for (const options of [{}, { zoneFilter: false }, { providerId: 102, zoneFilter: false }]) {
      const reference = referenceSearch(db, input, { ...options, now });
      for (const page of PAGES) {
        const answer = searchVehicles(db, input, { ...options, now, page });
        const where = `${label} ${JSON.stringify(input)} ${JSON.stringify(options)} ${JSON.stringify(page)}`;
        expect(answer.total, where).toBe(reference.vehicles.length);
        expect([answer.minPrice, answer.maxPrice], where).toEqual([reference.minPrice, reference.maxPrice]);
        const expected = reference.vehicles.slice(page.skip, page.skip + page.limit).map(({ row: { store_pickup_zone_id: _zones, store_schedule_order: _schedules, ...row }, freeCount }) => ({ row, freeCount }));
        expect(answer.page, where).toEqual(expected);
      }
    }
  }
}

describe('vehicle search on a few columns', () => {
  it('lists exactly what the whole-row search listed, page by page', () => {
    const all = referenceSearch(db, {}, {});
    expect(all.vehicles.length).toBeGreaterThan(40);
    expectSameAnswers('seeded', NOW);
    expectSameAnswers('no clock', undefined);
  });

  it('follows writes: busy units, providers that stop scheduling, new discounts and prices, ratings ties', () => {
    db.prepare("INSERT INTO trip_vehicle_details (vehicle_id, vehicle_identity_id, is_completed, estimated_trip_end_time, created_at) SELECT vehicle_id, id, 0, '2099-12-31 23:00:00', '2026-01-01' FROM vehicle_identities WHERE vehicle_id % 5 = 0").run();
    db.prepare('UPDATE stores SET schedule_order = 0 WHERE id IN (SELECT provider_id FROM vehicles WHERE id = 3)').run();
    db.prepare("UPDATE vehicles SET discount_type = 'percent', discount_price = 30 WHERE id % 4 = 0").run();
    db.prepare("UPDATE vehicles SET discount_type = 'amount', discount_price = 5 WHERE id % 7 = 0").run();
    db.prepare('UPDATE vehicles SET hourly_price = 60, avg_rating = 4.5, total_trip = 10 WHERE id % 3 = 0').run();
    db.prepare('UPDATE vehicles SET status = 0 WHERE id = 2').run();
    expectSameAnswers('after writes', NOW);
  });

  it('ranks vehicles without any price as the last ones, by id, when sorting by price without a type', () => {
    const row = (id: number, price: number): SearchCandidate => ({
      id,
      hourly_price: price,
      distance_price: 0,
      day_wise_price: 0,
      discount_type: 'percent',
      discount_price: 0,
      avg_rating: 0,
      total_trip: 0,
      created_at: '2026-01-01',
      store_pickup_zone_id: '["1"]',
      store_schedule_order: 1,
    });
    const ranked = rankVehicles([row(4, 0), row(3, 20), row(2, 0), row(1, 10)], { zones: null, takes: null, counts: new Map(), timed: false, priceColumn: null, minPrice: 0, maxPrice: 0, sort: 'asc', topRated: false });
    expect(ranked.vehicles.map((vehicle) => vehicle.id)).toEqual([1, 3, 2, 4]);
    expect([ranked.minPrice, ranked.maxPrice]).toEqual([10, 20]);
  });
});
