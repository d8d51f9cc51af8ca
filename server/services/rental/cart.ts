/**
 * The rental trip cart (contract §2.8.3, §4.1, §4.2, §4.4–4.6): one trip-data row per customer shared by
 * every vehicle line; lines re-priced on every call; rows whose vehicle disappeared or whose provider no
 * longer serves the pickup zones are dropped; the whole cart goes when the pickup point leaves the header
 * zones. Validations answer `403 {"errors":[{"code":"cart_item",…}]}` in the contract's order.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import type { Caller } from '../../http/context';
import { bareError, errorList, errorsText, messageError } from '../../http/errors';
import { num, validate, type Input } from '../../http/input';
import { zoneIdsContaining } from '../zones/zones';
import { isProviderOpen, SCHEDULED_REFUSED, takesPickupAt, unitCounts } from './availability';
import { bookableUnits } from './holds';
import { discountsByProvider, getStore, pickupZones, providerBriefWith, runningDiscount, storesById, vehicleJson, type VehicleRow } from './format';
import { cartLinePrice, type RentalType } from './pricing';
import { vehicleRowsById } from './rows';
import { formatWall, parseWall, wallNow } from './time';
import { TRIP_LIMITS, tripMeasures } from './trip-measures';
import type { StoreRow } from '../../db/rows';

export interface UserDataRow {
  id: number;
  user_id: number;
  is_guest: number;
  pickup_location: string | null;
  destination_location: string | null;
  pickup_time: string | null;
  rental_type: string;
  estimated_hours: number;
  distance: number;
  destination_time: number;
  total_cart_price: number;
  created_at: string;
  updated_at: string;
}

interface CartRow {
  id: number;
  user_id: number;
  is_guest: number;
  module_id: number;
  provider_id: number;
  vehicle_id: number;
  quantity: number;
  price: number;
  created_at: string;
  updated_at: string;
}

export interface CartScope {
  caller: Caller;
  moduleId: number;
  headerZones: number[] | null;
  now: Date;
}

const FLAG: Record<RentalType, keyof VehicleRow> = { hourly: 'trip_hourly', distance_wise: 'trip_distance', day_wise: 'trip_day_wise' };
const TYPE_WORDS: Record<RentalType, string> = { hourly: 'hourly', distance_wise: 'distance wise', day_wise: 'day wise' };
const fail = (message: string) => errorList(403, 'cart_item', message);

const parseJson = (text: string | null): Record<string, unknown> | null => {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** A number the request sent (undefined when it sent none). */
const sent = (value: unknown): number | undefined => (value !== undefined && value !== null && value !== '' ? num(value) : undefined);

function locationPoint(value: unknown): { lat: number; lng: number } | null {
  const parsed = typeof value === 'string' ? parseJson(value) : (value as Record<string, unknown> | null | undefined);
  if (!parsed) return null;
  const lat = Number(parsed.lat);
  const lng = Number(parsed.lng);
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

function locationText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') return parseJson(value) ? value : null;
  return typeof value === 'object' ? JSON.stringify(value) : null;
}

export function userData(db: Db, caller: Caller): UserDataRow | undefined {
  return db.prepare('SELECT * FROM rental_cart_user_data WHERE user_id = ? AND is_guest = ?').get(caller.id, caller.isGuest ? 1 : 0) as UserDataRow | undefined;
}

function cartRows(db: Db, scope: CartScope): CartRow[] {
  return db.prepare('SELECT * FROM rental_carts WHERE user_id = ? AND is_guest = ? AND module_id = ? ORDER BY id').all(scope.caller.id, scope.caller.isGuest ? 1 : 0, scope.moduleId) as CartRow[];
}

function vehicleRow(db: Db, id: number): VehicleRow | undefined {
  return vehicleRowsById(db, [id]).get(id);
}

/** Many vehicles by id (from the row cache, rows.ts). */
const vehiclesById = vehicleRowsById;

const tripOf = (data: Pick<UserDataRow, 'rental_type' | 'estimated_hours' | 'distance'>) => ({
  rentalType: data.rental_type as RentalType,
  estimatedHours: data.estimated_hours,
  distance: data.distance,
});

/** A cart line as it stands after re-pricing, with the rows its answer is built from. */
interface PricedLine {
  row: CartRow;
  vehicle: VehicleRow;
}

/**
 * Drops lines that can no longer be rented, re-prices the rest, and stores the total. Returns the lines kept,
 * already updated in memory as they now are in the database (so the answer needs no second read), or null
 * when the whole cart went. The vehicles and their providers are read with one query each, however many
 * lines the cart holds; the writes run in one transaction.
 */
function reprice(db: Db, scope: CartScope, data: UserDataRow, stores: Map<number, StoreRow>): PricedLine[] | null {
  const pickup = locationPoint(data.pickup_location);
  const pickupZoneIds = pickup ? zoneIdsContaining(db, pickup) : null;
  if (pickupZoneIds && scope.headerZones && !pickupZoneIds.some((zone) => scope.headerZones?.includes(zone))) {
    clearCart(db, scope.caller);
    return null;
  }
  const pickupZoneNames = pickupZoneIds?.map(String) ?? null;
  const rows = cartRows(db, scope);
  const vehicles = vehiclesById(db, [...new Set(rows.map((row) => row.vehicle_id))]);
  // The answer shows each line's own provider; a vehicle's provider decides whether the line stays.
  const providerIds = new Set(rows.map((row) => row.provider_id));
  for (const vehicle of vehicles.values()) providerIds.add(vehicle.provider_id);
  for (const [id, store] of storesById(db, [...providerIds])) stores.set(id, store);
  const stamp = scope.now.toISOString();
  const kept: PricedLine[] = [];
  let total = 0;
  db.transaction(() => {
    for (const row of rows) {
      const vehicle = vehicles.get(row.vehicle_id);
      const store = vehicle ? stores.get(vehicle.provider_id) : undefined;
      const serves = !pickupZoneNames || (store ? pickupZones(store).some((zone) => pickupZoneNames.includes(zone)) : false);
      if (!vehicle || vehicle.status !== 1 || !store || store.status !== 1 || !serves) {
        db.prepare('DELETE FROM rental_carts WHERE id = ?').run(row.id);
        continue;
      }
      const price = cartLinePrice(vehicle, tripOf(data), row.quantity);
      total += price;
      db.prepare('UPDATE rental_carts SET price = ?, updated_at = ? WHERE id = ?').run(price, stamp, row.id);
      row.price = price;
      row.updated_at = stamp;
      kept.push({ row, vehicle });
    }
    db.prepare('UPDATE rental_cart_user_data SET total_cart_price = ? WHERE id = ?').run(total, data.id);
  })();
  data.total_cart_price = total;
  return kept;
}

export function clearCart(db: Db, caller: Caller): void {
  db.prepare('DELETE FROM rental_carts WHERE user_id = ? AND is_guest = ?').run(caller.id, caller.isGuest ? 1 : 0);
  db.prepare('DELETE FROM rental_cart_user_data WHERE user_id = ? AND is_guest = ?').run(caller.id, caller.isGuest ? 1 : 0);
}

/**
 * The cart payload (contract §3.12), after re-pricing. The same few statements for any number of lines: the
 * free units and the providers' discounts come from one query each (statement-budget.test.ts holds it to that).
 */
export function cartPayload(db: Db, request: FastifyRequest, scope: CartScope) {
  const data = userData(db, scope.caller);
  const stores = new Map<number, StoreRow>();
  const lines = data ? reprice(db, scope, data, stores) : null;
  if (!data || !lines) return { carts: [], user_data: [] as unknown[] };
  const pickupAt = parseWall(data.pickup_time) ?? wallNow(scope.now);
  const shown = lines.filter((line) => stores.has(line.row.provider_id));
  const free = unitCounts(db, shown.map((line) => line.vehicle.id), pickupAt);
  const discounts = discountsByProvider(db, [...new Set(shown.map((line) => line.row.provider_id))]);
  const carts = shown.map(({ row, vehicle }) => {
    const store = stores.get(row.provider_id) as StoreRow;
    return {
      ...row,
      is_guest: row.is_guest,
      vehicle: vehicleJson(request, vehicle, { total_vehicle_count: free.get(vehicle.id) ?? 0 }),
      provider: { ...providerBriefWith(request, store, runningDiscount(discounts.get(store.id), scope.now)), pickup_zone_id: pickupZones(store) },
    };
  });
  return {
    carts,
    user_data: {
      ...data,
      pickup_location: parseJson(data.pickup_location),
      destination_location: parseJson(data.destination_location),
    },
  };
}

const RULES = {
  rental_type: ['required' as const, { in: ['hourly', 'distance_wise', 'day_wise'] as const }],
};

/**
 * Field checks: every measure a finite number within its bounds. Whether the trip's measures are enough
 * for its type is settled with the stored trip data in `saveUserData` (a real client's `update-cart` sends
 * no distance: the stored one, or the server's own from the two points, counts).
 */
function validateTrip(input: Input, requireType: boolean, extra: Parameters<typeof validate>[1] = {}): void {
  validate(input, {
    rental_type: requireType ? RULES.rental_type : [{ in: ['hourly', 'distance_wise', 'day_wise'] }],
    estimated_hours: ['numeric', { min: 0 }, { max: TRIP_LIMITS.maxHours }],
    distance: ['numeric', { min: 0 }, { max: TRIP_LIMITS.maxKm }],
    destination_time: ['numeric', { min: 0 }, { max: TRIP_LIMITS.maxHours }],
    pickup_time: ['date'],
    quantity: ['integer', { min: 1 }],
    ...extra,
  });
  for (const field of ['pickup_location', 'destination_location'] as const) {
    if (input[field] !== undefined && input[field] !== null && input[field] !== '' && !locationPoint(input[field])) {
      throw errorList(403, field, `The ${field.replace('_', ' ')} must be a location with lat and lng.`);
    }
  }
}

interface AddChecks {
  checkConflicts: boolean;
}

/** The add-to-cart checks in the contract's order; returns the vehicle. */
function checkAddable(db: Db, scope: CartScope, input: Input, checks: AddChecks): VehicleRow {
  const vehicleId = num(input.vehicle_id, -1);
  const vehicle = vehicleRow(db, vehicleId);
  if (!vehicle || vehicle.status !== 1) throw fail('Vehicle not found');
  const existing = cartRows(db, scope);
  if (checks.checkConflicts && existing.some((row) => row.vehicle_id === vehicle.id)) throw fail('This vehicle is already in your cart');
  const stored = userData(db, scope.caller);
  const at = parseWall(input.pickup_time) ?? parseWall(stored?.pickup_time) ?? wallNow(scope.now);
  const free = bookableUnits(db, vehicle.id, at, sent(input.estimated_hours) ?? stored?.estimated_hours ?? 1);
  if (free <= 0) throw fail('This vehicle is not available at the selected pickup time');
  const quantity = Math.trunc(num(input.quantity, 1));
  if (quantity > free) throw fail(`max vehicle available quantity is ${free}`);
  const store = getStore(db, vehicle.provider_id);
  if (!store || store.status !== 1) throw fail('Provider not found');
  const zones = pickupZones(store);
  if (zones.length === 0) throw fail('This provider has no pickup zone');
  const pickup = locationPoint(input.pickup_location) ?? locationPoint(stored?.pickup_location);
  if (pickup && !zoneIdsContaining(db, pickup).map(String).some((zone) => zones.includes(zone))) throw fail('The pickup location is outside this provider\'s pickup zone');
  if (!isProviderOpen(db, store.id, at)) throw fail('provider is closed at trip time');
  if (!takesPickupAt(db, store, at, scope.now)) throw fail(SCHEDULED_REFUSED);
  const type = (input.rental_type ?? stored?.rental_type) as RentalType;
  if (type && Object.hasOwn(FLAG, type) && Number(vehicle[FLAG[type]]) !== 1) throw fail(`This vehicle does not support ${TYPE_WORDS[type]} trips`);
  if (checks.checkConflicts && existing.length > 0 && stored && stored.rental_type !== type) {
    throw fail(`Vehicles in your cart do not support ${TYPE_WORDS[type] ?? type} trips; they use a different rental type`);
  }
  if (checks.checkConflicts && existing.some((row) => row.provider_id !== vehicle.provider_id)) throw fail('You can not add different provider vehicles');
  return vehicle;
}

/** The trip data after this request: sent fields over stored ones, measures settled and bounded (trip-measures.ts). */
function resolvedTrip(input: Input, existing: UserDataRow | undefined) {
  const pickupLocation = locationText(input.pickup_location) ?? existing?.pickup_location ?? null;
  const destinationLocation = locationText(input.destination_location) ?? existing?.destination_location ?? null;
  const rentalType = String(input.rental_type ?? existing?.rental_type ?? 'hourly') as RentalType;
  const measured = tripMeasures({
    rentalType,
    estimatedHours: sent(input.estimated_hours),
    distance: sent(input.distance),
    destinationTime: sent(input.destination_time),
    pickup: locationPoint(pickupLocation),
    destination: locationPoint(destinationLocation),
    stored: existing && existing.rental_type === rentalType ? { estimatedHours: existing.estimated_hours, distance: existing.distance, destinationTime: existing.destination_time } : null,
  });
  if (!measured.ok) throw errorList(403, measured.field, measured.message);
  return { pickupLocation, destinationLocation, rentalType, ...measured.measures };
}

function saveUserData(db: Db, scope: CartScope, input: Input, existing: UserDataRow | undefined): void {
  const at = parseWall(input.pickup_time);
  const trip = resolvedTrip(input, existing);
  const values = {
    pickup_location: trip.pickupLocation,
    destination_location: trip.destinationLocation,
    pickup_time: at ? formatWall(at) : (existing?.pickup_time ?? formatWall(wallNow(scope.now))),
    rental_type: trip.rentalType,
    estimated_hours: trip.estimatedHours,
    distance: trip.distance,
    destination_time: trip.destinationTime,
  };
  const stamp = scope.now.toISOString();
  if (existing) {
    db.prepare(
      `UPDATE rental_cart_user_data SET pickup_location = ?, destination_location = ?, pickup_time = ?, rental_type = ?, estimated_hours = ?, distance = ?,
       destination_time = ?, updated_at = ? WHERE id = ?`,
    ).run(values.pickup_location, values.destination_location, values.pickup_time, values.rental_type, values.estimated_hours, values.distance, values.destination_time, stamp, existing.id);
  } else {
    db.prepare(
      `INSERT INTO rental_cart_user_data (user_id, is_guest, pickup_location, destination_location, pickup_time, rental_type, estimated_hours, distance, destination_time, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(scope.caller.id, scope.caller.isGuest ? 1 : 0, values.pickup_location, values.destination_location, values.pickup_time, values.rental_type, values.estimated_hours, values.distance, values.destination_time, stamp, stamp);
  }
}

export function addToCart(db: Db, scope: CartScope, input: Input): void {
  validateTrip(input, true, { vehicle_id: ['required', 'integer'] });
  db.transaction(() => {
    const vehicle = checkAddable(db, scope, input, { checkConflicts: true });
    const stamp = scope.now.toISOString();
    db.prepare('INSERT INTO rental_carts (user_id, is_guest, module_id, provider_id, vehicle_id, quantity, price, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)').run(
      scope.caller.id,
      scope.caller.isGuest ? 1 : 0,
      scope.moduleId,
      vehicle.provider_id,
      vehicle.id,
      Math.max(1, Math.trunc(num(input.quantity, 1))),
      stamp,
      stamp,
    );
    saveUserData(db, scope, input, userData(db, scope.caller));
  })();
}

export function updateCart(db: Db, scope: CartScope, input: Input): void {
  validateTrip(input, false, { cart_id: ['required', 'integer'], quantity: ['required', 'integer', { min: 1 }] });
  const row = cartRows(db, scope).find((entry) => entry.id === Number(input.cart_id));
  if (!row) throw errorsText(404, 'cart not found');
  const stored = userData(db, scope.caller);
  const at = parseWall(input.pickup_time) ?? parseWall(stored?.pickup_time) ?? wallNow(scope.now);
  const free = bookableUnits(db, row.vehicle_id, at, sent(input.estimated_hours) ?? stored?.estimated_hours ?? 1);
  const quantity = Number(input.quantity);
  if (quantity > free) throw fail(free <= 0 ? 'This vehicle is not available at the selected pickup time' : `max vehicle available quantity is ${free}`);
  db.transaction(() => {
    db.prepare('UPDATE rental_carts SET quantity = ?, updated_at = ? WHERE id = ?').run(quantity, scope.now.toISOString(), row.id);
    const tripFields = ['pickup_location', 'destination_location', 'pickup_time', 'rental_type', 'estimated_hours', 'distance', 'destination_time'];
    if (tripFields.some((field) => input[field] !== undefined && input[field] !== '')) saveUserData(db, scope, input, stored);
  })();
}

export function updateUserData(db: Db, scope: CartScope, id: number, input: Input): void {
  const stored = userData(db, scope.caller);
  if (!stored || stored.id !== id) throw messageError(404, 'No query results for model [RentalCartUserData].');
  validateTrip(input, true);
  const at = parseWall(input.pickup_time) ?? parseWall(stored.pickup_time) ?? wallNow(scope.now);
  const type = String(input.rental_type) as RentalType;
  for (const row of cartRows(db, scope)) {
    if (!isProviderOpen(db, row.provider_id, at)) throw fail('provider is closed at trip time');
    const store = getStore(db, row.provider_id);
    if (store && !takesPickupAt(db, store, at, scope.now)) throw fail(SCHEDULED_REFUSED);
    if (type !== stored.rental_type) {
      const vehicle = vehicleRow(db, row.vehicle_id);
      if (!vehicle || Number(vehicle[FLAG[type]]) !== 1) throw bareError(403, [row.id]);
    }
  }
  saveUserData(db, scope, input, stored);
}

export function removeLines(db: Db, scope: CartScope, cartIds: number[]): void {
  if (cartIds.length === 0) return;
  db.prepare(`DELETE FROM rental_carts WHERE user_id = ? AND is_guest = ? AND id IN (${cartIds.map(() => '?').join(',')})`).run(scope.caller.id, scope.caller.isGuest ? 1 : 0, ...cartIds);
}

/** `remove-cart`: optionally pre-checks a replacement vehicle (without the conflict checks), then empties the cart. */
export function removeCart(db: Db, scope: CartScope, input: Input): void {
  if (input.vehicle_id !== undefined && input.vehicle_id !== '' && input.pickup_time !== undefined && input.pickup_time !== '') {
    validate(input, { vehicle_id: ['integer'], pickup_time: ['date'], quantity: ['integer', { min: 1 }], rental_type: [{ in: ['hourly', 'distance_wise', 'day_wise'] }] });
    checkAddable(db, scope, input, { checkConflicts: false });
  }
  clearCart(db, scope.caller);
}
