/**
 * Vehicle search with every filter of the contract: text (name, tag, category, brand), pickup zone (zones of
 * the pickup point against providers' pickup zones; a point in no zone is refused), free units at a date,
 * trip type, price range on that type's price, categories, brands, seating ranges, AC / non-AC,
 * transmission, type, fuel, price sort, top rated, provider. Default order: newest first.
 */
import type { Db } from '../../db/connection';
import { errorList } from '../../http/errors';
import { num, parseJsonArray, truthy, type Input } from '../../http/input';
import { zoneIdsContaining } from '../zones';
import { pickupTakers, unitCounts } from './availability';
import { pickupZones, type StoreRow, type VehicleRow } from './format';
import { parseWall } from './time';

export const RENTAL_TYPES = ['hourly', 'distance_wise', 'day_wise'] as const;
const PRICE_COLUMN: Record<string, keyof VehicleRow> = { hourly: 'hourly_price', distance_wise: 'distance_price', day_wise: 'day_wise_price' };
const FLAG_COLUMN: Record<string, keyof VehicleRow> = { hourly: 'trip_hourly', distance_wise: 'trip_distance', day_wise: 'trip_day_wise' };

export interface SearchResult {
  vehicles: { row: VehicleRow; freeCount: number }[];
  minPrice: number;
  maxPrice: number;
}

function idList(value: unknown): number[] {
  return (parseJsonArray(value) ?? []).map(Number).filter((id) => Number.isInteger(id));
}

export function searchVehicles(db: Db, input: Input, options: { providerId?: number; zoneFilter?: boolean; now?: Date } = {}): SearchResult {
  const where: string[] = ['v.status = 1', 's.status = 1', 's.active = 1'];
  const params: unknown[] = [];
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (name) {
    where.push('(v.name LIKE ? OR v.tag LIKE ? OR c.name LIKE ? OR b.name LIKE ? OR v.name_ar LIKE ?)');
    const like = `%${name}%`;
    params.push(like, like, like, like, like);
  }
  const providerId = options.providerId ?? (input.provider_id !== undefined && input.provider_id !== '' ? num(input.provider_id, -1) : undefined);
  if (providerId !== undefined) {
    where.push('v.provider_id = ?');
    params.push(providerId);
  }
  const tripType = typeof input.trip_type === 'string' ? input.trip_type : '';
  if (FLAG_COLUMN[tripType]) where.push(`v.${String(FLAG_COLUMN[tripType])} = 1`);
  const categories = idList(input.category_ids);
  if (categories.length) {
    where.push(`v.category_id IN (${categories.map(() => '?').join(',')})`);
    params.push(...categories);
  }
  const brands = idList(input.brand_ids);
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
  for (const [field, column] of [
    ['transmission_type', 'transmission_type'],
    ['vehicle_type', 'type'],
    ['fuel_type', 'fuel_type'],
  ] as const) {
    const value = input[field];
    if (typeof value === 'string' && value.trim()) {
      where.push(`v.${column} = ?`);
      params.push(value.trim());
    }
  }

  let rows = (
    db
      .prepare(
        `SELECT v.*, s.pickup_zone_id AS store_pickup_zone_id, s.schedule_order AS store_schedule_order FROM vehicles v JOIN stores s ON s.id = v.provider_id
         JOIN vehicle_categories c ON c.id = v.category_id JOIN vehicle_brands b ON b.id = v.brand_id
         WHERE ${where.join(' AND ')}`,
      )
      .all(...params) as (VehicleRow & { store_pickup_zone_id: string | null; store_schedule_order: number })[]
  ).map((row) => row);

  if (options.zoneFilter !== false && input.pickup_location !== undefined && input.pickup_location !== '') {
    let point: { lat: number; lng: number } | null = null;
    try {
      const parsed = (typeof input.pickup_location === 'string' ? JSON.parse(input.pickup_location) : input.pickup_location) as { lat?: unknown; lng?: unknown };
      point = { lat: Number(parsed.lat), lng: Number(parsed.lng) };
    } catch {
      point = null;
    }
    if (!point || !Number.isFinite(point.lat) || !Number.isFinite(point.lng)) throw errorList(403, 'pickup_location', 'The pickup location must be a valid location.');
    const zones = zoneIdsContaining(db, point).map(String);
    if (zones.length === 0) throw errorList(403, 'zone', 'Out of pick up zone');
    rows = rows.filter((row) => pickupZones({ pickup_zone_id: row.store_pickup_zone_id }).some((zone) => zones.includes(zone)));
  }

  const at = input.date ? parseWall(input.date) : null;
  // A provider that takes no scheduled trips has nothing free for a pickup later than now.
  if (at && options.now) {
    const takes = pickupTakers(db, at, options.now);
    rows = rows.filter((row) => takes({ schedule_order: row.store_schedule_order }));
  }
  const counts = unitCounts(db, rows.map((row) => row.id), at);
  let vehicles = rows.map((row) => ({ row, freeCount: counts.get(row.id) ?? 0 }));
  if (at) vehicles = vehicles.filter((vehicle) => vehicle.freeCount > 0);

  const priceColumn = PRICE_COLUMN[tripType];
  const prices = priceColumn ? vehicles.map((vehicle) => Number(vehicle.row[priceColumn])) : vehicles.flatMap((vehicle) => [vehicle.row.hourly_price, vehicle.row.distance_price, vehicle.row.day_wise_price].filter((p) => p > 0));
  const minPrice = prices.length ? Math.floor(Math.min(...prices)) : 0;
  const maxPrice = prices.length ? Math.ceil(Math.max(...prices)) : 0;

  const minFilter = num(input.min_price, 0);
  const maxFilter = num(input.max_price, 0);
  if (priceColumn && minFilter > 0 && maxFilter > 0) {
    vehicles = vehicles.filter((vehicle) => Number(vehicle.row[priceColumn]) >= minFilter && Number(vehicle.row[priceColumn]) <= maxFilter);
  }

  const sort = input.sortby_price === 'asc' || input.sortby_price === 'desc' ? input.sortby_price : null;
  // Sorted by the price a customer reads on the card: the searched type's price after a percent discount
  // (an amount discount comes off once per trip, not per hour or km). The contract's backend sorts by the
  // raw column; ours sorts what is shown so the list reads in order.
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

export function storesServingZones(stores: StoreRow[], zoneIds: number[]): StoreRow[] {
  const wanted = zoneIds.map(String);
  return stores.filter((store) => pickupZones(store).some((zone) => wanted.includes(zone)));
}
