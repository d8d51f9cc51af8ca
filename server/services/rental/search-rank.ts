/**
 * The pure half of vehicle search: given the few columns a search filters and sorts on (not whole rows), keep
 * the vehicles a pickup zone, a pickup time and a price range allow, find the price bounds the filter shows,
 * and put them in the asked order. No database here: search.ts reads these columns, the free units and the
 * zones, and reads whole rows only for the page this returns ids for.
 */
import { pickupZones } from './format';

/** What ranking reads of a vehicle and its provider. */
export interface SearchCandidate {
  id: number;
  hourly_price: number;
  distance_price: number;
  day_wise_price: number;
  discount_type: string;
  discount_price: number;
  avg_rating: number;
  total_trip: number;
  created_at: string;
  store_pickup_zone_id: string | null;
  store_schedule_order: number;
}

export type PriceColumn = 'hourly_price' | 'distance_price' | 'day_wise_price';

export interface RankOptions {
  /** Zone ids (as text) of the pickup point; null: no zone filter. */
  zones: string[] | null;
  /** Whether the provider takes a trip at the searched pickup time; null: no time given or no clock. */
  takes: ((store: { schedule_order: number }) => boolean) | null;
  /** Units per vehicle: free at the searched time, or every unit without one. */
  counts: ReadonlyMap<number, number>;
  /** A time was searched: vehicles without a free unit are left out. */
  timed: boolean;
  /** The searched trip type's price column; null: any type (the lowest priced type counts). */
  priceColumn: PriceColumn | null;
  /** Price range on the searched type's price; applied only with a type and both bounds above 0. */
  minPrice: number;
  maxPrice: number;
  sort: 'asc' | 'desc' | null;
  topRated: boolean;
}

export interface Ranked {
  vehicles: { id: number; freeCount: number }[];
  minPrice: number;
  maxPrice: number;
}

const positivePrices = (row: SearchCandidate) => [row.hourly_price, row.distance_price, row.day_wise_price].filter((price) => price > 0);

/**
 * The price a customer reads on the card: the searched type's price after a percent discount (an amount
 * discount comes off once per trip, not per hour or km); without a type, the lowest such price.
 */
function shownPrice(row: SearchCandidate, priceColumn: PriceColumn | null): number {
  return priceColumn ? afterPercent(row, Number(row[priceColumn])) : Math.min(...positivePrices(row).map((price) => afterPercent(row, price)), Number.POSITIVE_INFINITY);
}

/** A price after the vehicle's percent discount (not a closure per vehicle: sorting works this out for each). */
function afterPercent(row: SearchCandidate, price: number): number {
  return row.discount_type === 'percent' && row.discount_price > 0 ? price * (1 - row.discount_price / 100) : price;
}

export function rankVehicles(candidates: readonly SearchCandidate[], options: RankOptions): Ranked {
  let rows = candidates;
  const { zones, takes, priceColumn } = options;
  if (zones) {
    // Providers share few distinct zone lists: each is read once per search, not once per vehicle.
    const serves = new Map<string | null, boolean>();
    const served = (text: string | null) => {
      let answer = serves.get(text);
      if (answer === undefined) serves.set(text, (answer = pickupZones({ pickup_zone_id: text }).some((zone) => zones.includes(zone))));
      return answer;
    };
    rows = rows.filter((row) => served(row.store_pickup_zone_id));
  }
  // A provider that takes no scheduled trips has nothing free for a pickup later than now.
  if (takes) rows = rows.filter((row) => takes({ schedule_order: row.store_schedule_order }));
  let vehicles = rows.map((row) => ({ row, freeCount: options.counts.get(row.id) ?? 0 }));
  if (options.timed) vehicles = vehicles.filter((vehicle) => vehicle.freeCount > 0);

  const prices = priceColumn ? vehicles.map((vehicle) => Number(vehicle.row[priceColumn])) : vehicles.flatMap((vehicle) => positivePrices(vehicle.row));
  const minPrice = prices.length ? Math.floor(Math.min(...prices)) : 0;
  const maxPrice = prices.length ? Math.ceil(Math.max(...prices)) : 0;

  if (priceColumn && options.minPrice > 0 && options.maxPrice > 0) {
    vehicles = vehicles.filter((vehicle) => Number(vehicle.row[priceColumn]) >= options.minPrice && Number(vehicle.row[priceColumn]) <= options.maxPrice);
  }

  const { sort, topRated } = options;
  // Sorted by the price shown (see shownPrice), worked out once per vehicle rather than once per comparison.
  // The contract's backend sorts by the raw column; ours sorts what is shown so the list reads in order.
  const shown = sort ? new Map(vehicles.map((vehicle) => [vehicle.row.id, shownPrice(vehicle.row, priceColumn)])) : null;
  const priceOf = (row: SearchCandidate) => shown?.get(row.id) ?? 0;
  vehicles.sort((a, b) => {
    if (sort) return (sort === 'asc' ? priceOf(a.row) - priceOf(b.row) : priceOf(b.row) - priceOf(a.row)) || a.row.id - b.row.id;
    if (topRated) return b.row.avg_rating - a.row.avg_rating || b.row.total_trip - a.row.total_trip;
    return b.row.created_at.localeCompare(a.row.created_at) || b.row.id - a.row.id;
  });
  return { vehicles: vehicles.map((vehicle) => ({ id: vehicle.row.id, freeCount: vehicle.freeCount })), minPrice, maxPrice };
}
