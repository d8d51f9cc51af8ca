/**
 * Vehicle search with every filter of the contract: text (name, tag, category, brand), pickup zone (zones of
 * the pickup point against providers' pickup zones; a point in no zone is refused), free units at a date,
 * trip type, price range on that type's price, categories, brands, seating ranges, AC / non-AC,
 * transmission, type, fuel, price sort, top rated, provider. Default order: newest first.
 *
 * SQL applies the filters a row decides alone and returns the matches' ids (kept until those tables change:
 * many customers send the same search); zone, pickup time, free units, price range and order are worked out
 * on the few columns ranking reads (search-rank.ts), taken with the page's whole rows from the row cache
 * (rows.ts): turning a row into an object costs about as much per column as running the query.
 */
import type { Db } from '../../db/connection';
import { queryMemo } from '../../db/row-cache';
import { errorList } from '../../http/errors';
import { num, parseJsonArray, truthy, type Input } from '../../http/input';
import type { Page } from '../../http/pagination';
import { zoneIdsContaining } from '../zones/zones';
import { pickupTakers, unitCounts } from './availability';
import type { CardInput } from './cards';
import { pickupZones, type VehicleRow } from './format';
import { storeRowsById } from '../catalog/store-rows';
import { vehicleRowsById } from './rows';
import { rankVehicles, type PriceColumn, type SearchCandidate } from './search-rank';
import { parseWall } from './time';
import type { StoreRow } from '../../db/rows';

export const RENTAL_TYPES = ['hourly', 'distance_wise', 'day_wise'] as const;
const PRICE_COLUMN: Record<string, PriceColumn> = { hourly: 'hourly_price', distance_wise: 'distance_price', day_wise: 'day_wise_price' };
const FLAG_COLUMN: Record<string, keyof VehicleRow> = { hourly: 'trip_hourly', distance_wise: 'trip_distance', day_wise: 'trip_day_wise' };

/** The ids a search's filters match, kept until one of the tables its SQL reads is written (row-cache.ts). */
const matchingIds = queryMemo(['vehicles', 'stores', 'vehicle_categories', 'vehicle_brands']);

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

  const matches = matchingIds<{ id: number }>(
    db,
    `SELECT v.id FROM vehicles v JOIN stores s ON s.id = v.provider_id
     JOIN vehicle_categories c ON c.id = v.category_id JOIN vehicle_brands b ON b.id = v.brand_id
     WHERE ${where.join(' AND ')}`,
    params,
  );
  const vehicles = vehicleRowsById(db, matches.map((match) => match.id));
  const candidates = candidatesOf(db, vehicles, matches);

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

  const at = input.date ? parseWall(input.date) : null;
  const takes = at && options.now ? pickupTakers(db, at, options.now) : null;
  // With a pickup time, each match's free units decide whether it is listed; without one units are only
  // shown, so only the page's are counted (below).
  const counts = at ? unitCounts(db, matches.map((match) => match.id), at) : new Map<number, number>();
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
  const unitTotals = at ? counts : unitCounts(db, page.map((vehicle) => vehicle.id), null);
  return {
    total: ranked.vehicles.length,
    page: page.flatMap(({ id }) => {
      const row = vehicles.get(id);
      return row ? [{ row, freeCount: unitTotals.get(id) ?? 0 }] : [];
    }),
    minPrice: ranked.minPrice,
    maxPrice: ranked.maxPrice,
  };
}

/**
 * Candidates per kept list of matches: a kept list is the same object until a table its query reads is written
 * (vehicles and stores among them), so its candidates, made of those rows, stay right as long as it does.
 */
const keptCandidates = new WeakMap<readonly { id: number }[], SearchCandidate[]>();

/** What ranking reads of each match and its provider, in the matches' order. */
function candidatesOf(db: Db, vehicles: ReadonlyMap<number, VehicleRow>, matches: readonly { id: number }[]): SearchCandidate[] {
  let candidates = keptCandidates.get(matches);
  if (!candidates) {
    candidates = readCandidates(db, vehicles, matches);
    // Only a kept (frozen) list is the same object again; a fresh one (inside a transaction) is not kept.
    if (Object.isFrozen(matches)) keptCandidates.set(matches, candidates);
  }
  return candidates;
}

function readCandidates(db: Db, vehicles: ReadonlyMap<number, VehicleRow>, matches: readonly { id: number }[]): SearchCandidate[] {
  const stores = storeRowsById<StoreRow>(db, [...new Set([...vehicles.values()].map((row) => row.provider_id))]);
  return matches.flatMap(({ id }) => {
    const row = vehicles.get(id);
    const store = row ? stores.get(row.provider_id) : undefined;
    if (!row || !store) return [];
    return [
      {
        id,
        hourly_price: row.hourly_price,
        distance_price: row.distance_price,
        day_wise_price: row.day_wise_price,
        discount_type: row.discount_type,
        discount_price: row.discount_price,
        avg_rating: row.avg_rating,
        total_trip: row.total_trip,
        created_at: row.created_at,
        store_pickup_zone_id: store.pickup_zone_id,
        store_schedule_order: store.schedule_order,
      },
    ];
  });
}

export function storesServingZones(stores: StoreRow[], zoneIds: number[]): StoreRow[] {
  const wanted = zoneIds.map(String);
  return stores.filter((store) => pickupZones(store).some((zone) => wanted.includes(zone)));
}
