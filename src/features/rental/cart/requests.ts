/**
 * The rental cart endpoints (`/api/v1/rental/user/cart/…`). Each call carries an explicit session (token or
 * guest id, zone, module, language) because the outbox replays changes later, possibly from the service
 * worker, with the context captured when the customer made them.
 */
import { apiRequest } from '@/lib/api-client';
import type { SessionState } from '@/lib/session';
import type { TripData, TripLocation } from './model';
import { RentalCartPayload, type RentalCartPayloadData } from './payload';

const BASE = '/api/v1/rental/user/cart';

function location(value: TripLocation | null) {
  return value ? { lat: value.lat, lng: value.lng, location_name: value.location_name } : undefined;
}

/** The trip fields shared by add, update and user-data calls, as the API names them. */
export function tripFields(trip: TripData) {
  return {
    rental_type: trip.rentalType,
    estimated_hours: trip.estimatedHours,
    distance: Math.floor(trip.distance * 1000) / 1000,
    destination_time: trip.destinationTime,
    pickup_time: trip.pickupTime,
    pickup_location: location(trip.pickupLocation),
    destination_location: location(trip.destinationLocation),
  };
}

interface Call {
  session: SessionState;
  signal?: AbortSignal;
}

export function getCart({ session, signal }: Call): Promise<RentalCartPayloadData> {
  return apiRequest(`${BASE}/get-cart`, { struct: RentalCartPayload, guest: true, session, signal });
}

export function addToCart(vehicleId: number, trip: TripData, { session, signal }: Call): Promise<RentalCartPayloadData> {
  return apiRequest(`${BASE}/add-to-cart`, {
    method: 'POST',
    body: { vehicle_id: vehicleId, quantity: 1, ...tripFields(trip) },
    struct: RentalCartPayload,
    guest: true,
    session,
    signal,
  });
}

export function updateCartLine(cartId: number, quantity: number, trip: TripData | undefined, { session, signal }: Call): Promise<RentalCartPayloadData> {
  return apiRequest(`${BASE}/update-cart`, {
    method: 'PUT',
    body: { cart_id: cartId, quantity, ...(trip ? tripFields(trip) : {}) },
    struct: RentalCartPayload,
    guest: true,
    session,
    signal,
  });
}

export function updateTrip(userDataId: number, trip: TripData, { session, signal }: Call): Promise<RentalCartPayloadData> {
  return apiRequest(`${BASE}/update-user-data/${userDataId}`, {
    method: 'PUT',
    body: tripFields(trip),
    struct: RentalCartPayload,
    guest: true,
    session,
    signal,
  });
}

export function removeCartLine(cartId: number, { session, signal }: Call): Promise<RentalCartPayloadData> {
  return apiRequest(`${BASE}/remove-vehicle/${cartId}`, { method: 'DELETE', struct: RentalCartPayload, guest: true, session, signal });
}

export function removeCartLines(cartIds: number[], { session, signal }: Call): Promise<RentalCartPayloadData> {
  return apiRequest(`${BASE}/remove-multiple-cart`, {
    method: 'DELETE',
    query: { cart_ids: cartIds },
    struct: RentalCartPayload,
    guest: true,
    session,
    signal,
  });
}

/**
 * Empties the cart. With a replacement vehicle, the server first checks that vehicle could be added (free
 * unit, zone, opening hours) and refuses with 403 before deleting anything.
 */
export function clearCart(precheck: { vehicleId: number; trip: TripData } | undefined, { session, signal }: Call): Promise<RentalCartPayloadData> {
  const query = precheck
    ? {
        vehicle_id: precheck.vehicleId,
        quantity: 1,
        pickup_time: precheck.trip.pickupTime,
        rental_type: precheck.trip.rentalType,
        pickup_location: precheck.trip.pickupLocation ? JSON.stringify(location(precheck.trip.pickupLocation)) : undefined,
      }
    : {};
  return apiRequest(`${BASE}/remove-cart`, { method: 'DELETE', query, struct: RentalCartPayload, guest: true, session, signal });
}
