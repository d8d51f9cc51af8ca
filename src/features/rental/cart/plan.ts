/**
 * What adding or stepping a vehicle should do, decided from the cart the customer sees (spec §4, rental):
 * an empty cart adds directly; another provider asks to replace the cart; another trip type asks to change
 * it; the same type with another duration (or distance) asks to update the trip; otherwise it adds.
 * The stepper's limits come from the vehicle's free units at the pickup time (spec §5).
 */
import type { CartVehicle, RentalCartState, TripData } from './model';
import { lineForVehicle } from './model';

export type AddPlan =
  | { type: 'add' }
  | { type: 'already-in-cart'; quantity: number }
  | { type: 'provider-conflict' }
  | { type: 'trip-type-change'; from: TripData['rentalType']; to: TripData['rentalType'] }
  | { type: 'duration-change'; hours: number }
  | { type: 'distance-change'; km: number }
  | { type: 'unavailable' };

const sameNumber = (a: number, b: number) => Math.abs(a - b) < 1e-6;

export function planAdd(cart: RentalCartState, vehicle: CartVehicle, trip: TripData): AddPlan {
  if (vehicle.total_vehicle_count <= 0) return { type: 'unavailable' };
  const existing = lineForVehicle(cart, vehicle.id);
  if (existing) return { type: 'already-in-cart', quantity: existing.quantity };
  if (cart.lines.length === 0 || cart.trip === null) return { type: 'add' };
  if (cart.lines.some((line) => line.providerId !== vehicle.provider_id)) return { type: 'provider-conflict' };
  if (cart.trip.rentalType !== trip.rentalType) return { type: 'trip-type-change', from: cart.trip.rentalType, to: trip.rentalType };
  if (trip.rentalType === 'distance_wise') {
    return sameNumber(cart.trip.distance, trip.distance) ? { type: 'add' } : { type: 'distance-change', km: trip.distance };
  }
  return sameNumber(cart.trip.estimatedHours, trip.estimatedHours) ? { type: 'add' } : { type: 'duration-change', hours: trip.estimatedHours };
}

export type StepPlan =
  | { type: 'set'; quantity: number }
  | { type: 'remove' }
  | { type: 'blocked'; reason: 'max'; max: number }
  | { type: 'blocked'; reason: 'unavailable' };

/** Plus: one more unit, unless that exceeds the free units at the pickup time. */
export function planIncrement(quantity: number, freeUnits: number): StepPlan {
  if (freeUnits <= 0) return { type: 'blocked', reason: 'unavailable' };
  if (quantity + 1 > freeUnits) return { type: 'blocked', reason: 'max', max: freeUnits };
  return { type: 'set', quantity: quantity + 1 };
}

/** Minus: removes the line at one unit, or when no unit is free any more; otherwise one less. */
export function planDecrement(quantity: number, freeUnits: number): StepPlan {
  if (quantity <= 1 || freeUnits <= 0) return { type: 'remove' };
  return { type: 'set', quantity: quantity - 1 };
}

/** Whether the minus button should show as a remove button. */
export function minusRemoves(quantity: number, freeUnits: number): boolean {
  return planDecrement(quantity, freeUnits).type === 'remove';
}

/** Vehicles in the cart that do not offer a trip type (removed after confirmation when the type changes). */
export function linesLackingType(cart: RentalCartState, rentalType: TripData['rentalType']): number[] {
  const flag = rentalType === 'hourly' ? 'trip_hourly' : rentalType === 'day_wise' ? 'trip_day_wise' : 'trip_distance';
  return cart.lines.filter((line) => Number(line.vehicle[flag]) !== 1).map((line) => line.vehicleId);
}
