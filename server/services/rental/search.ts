/**
 * Vehicle search with every filter of the contract: text (name, tag, category, brand), pickup zone (zones of
 * the pickup point against providers' pickup zones; a point in no zone is refused), free units at a date,
 * trip type, price range on that type's price, categories, brands, seating ranges, AC / non-AC,
 * transmission, type, fuel, price sort, top rated, provider. Default order: newest first.
 *
 * SQL applies the filters a row decides alone and reads only the columns the rest needs; zone, pickup time,
 * free units, price range and order are worked out on those (search-rank.ts), and whole rows are read for
 * the page only.
 */
import type { Db } from '../../db/connection';
import { errorList } from '../../http/errors';
import { num, parseJsonArray, truthy, type Input } from '../../http/input';
import type { Page } from '../../http/pagination';
import { zoneIdsContaining } from '../zones';
import { FREE_UNITS_OF_V, pickupTakers, unitCounts } from './availability';
import type { CardInput } from './cards';
import { pickupZones, type StoreRow, type VehicleRow } from './format';
import { rankVehicles, type PriceColumn, type SearchCandidate } from './search-rank';
import { formatWall, parseWall } from './time';

export const RENTAL_TYPES = ['hourly', 'distance_wise', 'day_wise'] as const;
const PRICE_COLUMN: Record<string, PriceColumn> = { hourly: 'hourly_price', distance_wise: 'distance_price', day_wise: 'day_wise_price' };
const FLAG_COLUMN: Record<string, keyof VehicleRow> = { hourly: 'trip_hourly', distance_wise: 'trip_distance', day_wise: 'trip_day_wise' };

/**
 * The columns ranking reads (search-rank.ts), not whole rows: turning a row into an object costs about as much
 * per column as running the query, and a search matches dozens of vehicles to show a page of a dozen.
 */
const CANDIDATE_COLUMNS = [
  'v.id',
  'v.hourly_price',
  'v.distance_price',
  'v.day_wise_price',
  'v.discount_type',
  'v.discount_price',
  'v.avg_rating',
  'v.total_trip',
  'v.created_at',
  's.pickup_zone_id AS store_pickup_zone_id',
  's.schedule_order AS store_schedule_order',
].join(', ');

export interface SearchResult {
  /** How many vehicles match in all. */
  total: number;
  /** The page's vehicles, whole rows, in the asked order, with their units (free at the searched time). */
  page: CardInput[];
  /** Price bounds of the matching vehicles before the price range applies (the filter's slider). */
  minPrice: number;
  maxPrice: number;
}

function idList(value: unknown): number[] {
  return (parseJsonArray(value) ?? []).map(Number).filter((id) => Number.isInteger(id));
}

export function searchVehicles(db: Db, input: Input, options: { providerId?: number; zoneFilter?: boolean; now?: Date; page: Pick<Page, 'skip' | 'limit'> }): SearchResult {
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
  // Only the table's own names: `constructor` and the like are not trip types.
  const tripType = typeof input.trip_type === 'string' && Object.hasOwn(FLAG_COLUMN, input.trip_type) ? input.trip_type : '';
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

  const at = input.date ? parseWall(input.date) : null;
  // With a pickup time, each match's free units decide whether it is listed: they are counted in the same query.
  const candidates = db
    .prepare(
      `SELECT ${CANDIDATE_COLUMNS}${at ? `, ${FREE_UNITS_OF_V} AS free_units` : ''} FROM vehicles v JOIN stores s ON s.id = v.provider_id
       JOIN vehicle_categories c ON c.id = v.category_id JOIN vehicle_brands b ON b.id = v.brand_id
       WHERE ${where.join(' AND ')}`,
    )
    .all(...(at ? [formatWall(at)] : []), ...params) as (SearchCandidate & { free_units?: number })[];

  let zones: string[] | null = null;
  if (options.zoneFilter !== false && input.pickup_location !== undefined && input.pickup_location !== '') {
    let point: { lat: number; lng: number } | null = null;
    try {
      const parsed = (typeof input.pickup_location === 'string' ? JSON.parse(input.pickup_location) : input.pickup_location) as { lat?: unknown; lng?: unknown };
      point = { lat: Number(parsed.lat), lng: Number(parsed.lng) };
    } catch {
      point = null;
    }
    if (!point || !Number.isFinite(point.lat) || !Number.isFinite(point.lng)) throw errorList(403, 'pickup_location', 'The pickup location must be a valid location.');
    zones = zoneIdsContaining(db, point).map(String);
    if (zones.length === 0) throw errorList(403, 'zone', 'Out of pick up zone');
  }

  const takes = at && options.now ? pickupTakers(db, at, options.now) : null;
  // Without a pickup time units are only shown, so only the page's are counted (below).
  const counts = new Map<number, number>(at ? candidates.map((row) => [row.id, row.free_units ?? 0]) : []);
  const sort = input.sortby_price === 'asc' || input.sortby_price === 'desc' ? input.sortby_price : null;
  const ranked = rankVehicles(candidates, {
    zones,
    takes,
    counts,
    timed: at !== null,
    priceColumn: PRICE_COLUMN[tripType] ?? null,
    minPrice: num(input.min_price, 0),
    maxPrice: num(input.max_price, 0),
    sort,
    topRated: truthy(input.top_rated),
  });

  const page = ranked.vehicles.slice(options.page.skip, options.page.skip + options.page.limit);
  const rows = vehiclesById(db, page.map((vehicle) => vehicle.id));
  const unitTotals = at ? counts : unitCounts(db, page.map((vehicle) => vehicle.id), null);
  return {
    total: ranked.vehicles.length,
    page: page.flatMap(({ id }) => {
      const row = rows.get(id);
      return row ? [{ row, freeCount: unitTotals.get(id) ?? 0 }] : [];
    }),
    minPrice: ranked.minPrice,
    maxPrice: ranked.maxPrice,
  };
}

/** Whole vehicle rows for a page of ids, by id. */
function vehiclesById(db: Db, ids: readonly number[]): Map<number, VehicleRow> {
  if (ids.length === 0) return new Map();
  const rows = db.prepare('SELECT * FROM vehicles WHERE id IN (SELECT value FROM json_each(?))').all(JSON.stringify(ids)) as VehicleRow[];
  return new Map(rows.map((row) => [row.id, row]));
}

export function storesServingZones(stores: StoreRow[], zoneIds: number[]): StoreRow[] {
  const wanted = zoneIds.map(String);
  return stores.filter((store) => pickupZones(store).some((zone) => wanted.includes(zone)));
}
