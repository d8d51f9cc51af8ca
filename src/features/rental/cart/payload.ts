/**
 * The rental cart payload every cart endpoint answers (`{carts:[…], user_data:{…}}`; `user_data: []` when
 * empty), validated and turned into the confirmed `RentalCartState`. Location coordinates may arrive as
 * strings; prices and counts as strings or null.
 */
import {
  coerce,
  list,
  looseId,
  looseNumber,
  nullable,
  numberOrZero,
  optional,
  parseStored,
  record,
  string,
  text,
  type,
  union,
  unknown,
  array,
  literal,
  withExactForm,
  type Infer,
} from '@/lib/struct';
import type { RentalCartLine, CartProvider, CartVehicle, RentalCartState, TripData, TripLocation, WireTripType } from './model';
import { EMPTY_RENTAL_CART } from './model';
import { isExactCartPayload } from './payload-exact';

const Location = type({ lat: looseNumber, lng: looseNumber, location_name: optional(text) });

const UserData = type({
  id: looseId,
  pickup_location: optional(nullable(Location)),
  destination_location: optional(nullable(Location)),
  pickup_time: optional(nullable(string())),
  rental_type: string(),
  estimated_hours: optional(nullable(numberOrZero)),
  distance: optional(nullable(numberOrZero)),
  destination_time: optional(nullable(numberOrZero)),
  total_cart_price: optional(nullable(numberOrZero)),
});

const Vehicle = type({
  id: looseId,
  name: text,
  provider_id: looseId,
  thumbnail_full_url: optional(nullable(string())),
  hourly_price: numberOrZero,
  distance_price: numberOrZero,
  day_wise_price: numberOrZero,
  discount_type: optional(nullable(string())),
  discount_price: numberOrZero,
  trip_hourly: numberOrZero,
  trip_distance: numberOrZero,
  trip_day_wise: numberOrZero,
  total_vehicle_count: optional(numberOrZero),
});

const Provider = type({ id: looseId, name: text });

const CartRow = type({
  id: looseId,
  vehicle_id: looseId,
  provider_id: looseId,
  quantity: looseNumber,
  price: numberOrZero,
  vehicle: Vehicle,
  provider: Provider,
});

/** `user_data` is an object, or `[]`/`{}`/null when the cart is empty. */
const EmptyUserData = coerce(literal(null), union([array(unknown()), record(string(), unknown())]), () => null);

/** Answers already in the exact form (the reference server's) skip the field-by-field coercions. */
export const RentalCartPayload = withExactForm(
  type({
    carts: list(CartRow),
    user_data: union([UserData, EmptyUserData, literal(null)]),
  }),
  isExactCartPayload,
);

export type RentalCartPayloadData = Infer<typeof RentalCartPayload>;

function toWireType(value: string): WireTripType {
  if (value === 'day_wise') return 'day_wise';
  if (value === 'distance_wise' || value === 'distance') return 'distance_wise';
  return 'hourly';
}

function toLocation(value: Infer<typeof Location> | null | undefined): TripLocation | null {
  return value ? { lat: value.lat, lng: value.lng, location_name: value.location_name ?? '' } : null;
}

export function tripFromUserData(data: Infer<typeof UserData>): TripData {
  return {
    rentalType: toWireType(data.rental_type),
    estimatedHours: data.estimated_hours ?? 0,
    distance: data.distance ?? 0,
    destinationTime: data.destination_time ?? 0,
    pickupTime: data.pickup_time ?? '',
    pickupLocation: toLocation(data.pickup_location),
    destinationLocation: toLocation(data.destination_location),
  };
}

export function cartFromPayload(payload: RentalCartPayloadData): RentalCartState {
  if (payload.carts.length === 0 && !payload.user_data) return { ...EMPTY_RENTAL_CART };
  const lines: RentalCartLine[] = payload.carts.map((row) => ({
    cartId: row.id,
    vehicleId: row.vehicle_id,
    providerId: row.provider_id,
    quantity: row.quantity,
    serverPrice: row.price,
    vehicle: {
      ...row.vehicle,
      thumbnail_full_url: row.vehicle.thumbnail_full_url ?? null,
      discount_type: row.vehicle.discount_type ?? 'amount',
      total_vehicle_count: row.vehicle.total_vehicle_count ?? 0,
    } as CartVehicle,
    provider: row.provider as CartProvider,
    state: 'synced',
  }));
  return {
    userDataId: payload.user_data ? payload.user_data.id : null,
    trip: payload.user_data ? tripFromUserData(payload.user_data) : null,
    lines,
  };
}

/** Snapshots come back from IndexedDB: validate them again, and treat anything unreadable as unknown. */
export function cartFromStored(stored: unknown): RentalCartState | null {
  const payload = parseStored(RentalCartPayload, stored);
  return payload ? cartFromPayload(payload) : null;
}
