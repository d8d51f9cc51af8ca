/**
 * A quick test for a cart payload that is already in the exact form `RentalCartPayload` produces: every id a
 * whole number, every amount a finite number, every text a string, `user_data` an object or null. The
 * reference server answers in that form, so the replay of a long outbox can take its answers as they are
 * instead of running every field through the struct's coercions twice (once as an answer, once as the stored
 * snapshot the next change reads). Anything else (numbers as strings, nulls, `user_data: []`) answers false
 * and goes through the struct as before. Pure; `payload-exact.test.ts` holds it to the struct.
 */

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown) => Number.isInteger(value);
const isAmount = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown) => typeof value === 'string';
/** Optional fields the struct leaves alone when missing (no default). */
const isOptionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

function isLocation(value: unknown): boolean {
  // `location_name` is optional text, which the struct fills with '' when missing: the exact form has it.
  return value === undefined || value === null || (isObject(value) && isAmount(value.lat) && isAmount(value.lng) && isText(value.location_name));
}

function isUserData(value: Fields): boolean {
  return (
    isId(value.id) &&
    isLocation(value.pickup_location) &&
    isLocation(value.destination_location) &&
    isOptionalText(value.pickup_time) &&
    isText(value.rental_type) &&
    // Nullable amounts become 0 when null or missing, so the exact form holds a number.
    isAmount(value.estimated_hours) &&
    isAmount(value.distance) &&
    isAmount(value.destination_time) &&
    isAmount(value.total_cart_price)
  );
}

function isVehicle(value: unknown): boolean {
  return (
    isObject(value) &&
    isId(value.id) &&
    isText(value.name) &&
    isId(value.provider_id) &&
    isOptionalText(value.thumbnail_full_url) &&
    isAmount(value.hourly_price) &&
    isAmount(value.distance_price) &&
    isAmount(value.day_wise_price) &&
    isOptionalText(value.discount_type) &&
    isAmount(value.discount_price) &&
    isAmount(value.trip_hourly) &&
    isAmount(value.trip_distance) &&
    isAmount(value.trip_day_wise) &&
    // Optional, but with a default of 0: the exact form has it.
    isAmount(value.total_vehicle_count)
  );
}

function isCartRow(value: unknown): boolean {
  return (
    isObject(value) &&
    isId(value.id) &&
    isId(value.vehicle_id) &&
    isId(value.provider_id) &&
    isAmount(value.quantity) &&
    isAmount(value.price) &&
    isVehicle(value.vehicle) &&
    isObject(value.provider) &&
    isId(value.provider.id) &&
    isText(value.provider.name)
  );
}

/** Whether `RentalCartPayload` would return this value unchanged (an equal copy), so it can be used as it is. */
export function isExactCartPayload(value: unknown): boolean {
  if (!isObject(value) || !Array.isArray(value.carts)) return false;
  const userData = value.user_data;
  if (userData !== null && !(isObject(userData) && isUserData(userData))) return false;
  // A loop rather than `every`, which would skip the holes of a sparse list that the struct refuses.
  for (let index = 0; index < value.carts.length; index++) if (!isCartRow(value.carts[index])) return false;
  return true;
}
