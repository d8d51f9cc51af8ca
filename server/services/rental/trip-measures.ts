/**
 * The measures a trip is priced by (hours, kilometres, driving time), settled on the server and bounded, so
 * a client can neither book a trip for next to nothing (0.001 hours) nor break the arithmetic (1e308 km).
 * Pure: no database, no clock.
 *
 * - Hourly and day-wise trips are priced by `estimated_hours` (day-wise: days × 24): at least one hour, at
 *   most a year.
 * - Distance trips are priced by kilometres. When both ends are known the server's own road estimate (the
 *   one `config/distance-api` answers with, mode DRIVE) is the distance and its driving time the trip's
 *   length, whatever the client sent; otherwise the client's distance counts, within bounds, and the driving
 *   time follows from it. At least 1 km, at most 1,000 km.
 * - Every number sent must be finite and within these bounds even where it is not used.
 */
import type { LatLng } from '../../geo/geometry';
import { SPEED_KMH, travel } from '../../geo/travel';

export const TRIP_LIMITS = {
  minHours: 1,
  maxHours: 24 * 365,
  minKm: 1,
  maxKm: 1000,
} as const;

export type TripType = 'hourly' | 'distance_wise' | 'day_wise';

export interface TripMeasures {
  estimatedHours: number;
  distance: number;
  destinationTime: number;
}

export interface MeasureInput {
  rentalType: TripType;
  /** What the client sent (already checked to be finite numbers within the field bounds), or undefined. */
  estimatedHours?: number;
  distance?: number;
  destinationTime?: number;
  pickup: LatLng | null;
  destination: LatLng | null;
  /** The stored trip's measures, for fields the request leaves out. */
  stored?: TripMeasures | null;
}

export type MeasureResult = { ok: true; measures: TripMeasures } | { ok: false; field: string; message: string };

/** Kilometres with three decimals, rounded down (as the client floors them). */
const kilometres = (meters: number) => Math.floor(meters) / 1000;

export function tripMeasures(input: MeasureInput): MeasureResult {
  const { rentalType, stored } = input;
  if (rentalType === 'distance_wise') {
    let distance: number | undefined;
    let destinationTime: number | undefined;
    if (input.pickup && input.destination) {
      const road = travel(input.pickup, input.destination, 'DRIVE');
      distance = kilometres(road.meters);
      destinationTime = road.seconds / 3600;
    } else {
      distance = input.distance ?? (stored && stored.distance > 0 ? stored.distance : undefined);
      if (distance === undefined) return { ok: false, field: 'destination_location', message: 'The destination location field is required when rental type is distance_wise.' };
      destinationTime = distance / SPEED_KMH.DRIVE;
    }
    if (distance < TRIP_LIMITS.minKm) return { ok: false, field: 'distance', message: `The trip must be at least ${TRIP_LIMITS.minKm} km long.` };
    if (distance > TRIP_LIMITS.maxKm) return { ok: false, field: 'distance', message: `The trip must not be longer than ${TRIP_LIMITS.maxKm} km.` };
    return { ok: true, measures: { estimatedHours: destinationTime, distance, destinationTime } };
  }
  const hours = input.estimatedHours ?? stored?.estimatedHours;
  if (hours === undefined) return { ok: false, field: 'estimated_hours', message: `The estimated hours field is required when rental type is ${rentalType}.` };
  if (hours < TRIP_LIMITS.minHours) return { ok: false, field: 'estimated_hours', message: `The estimated hours must be at least ${TRIP_LIMITS.minHours}.` };
  if (hours > TRIP_LIMITS.maxHours) return { ok: false, field: 'estimated_hours', message: `The estimated hours must not be greater than ${TRIP_LIMITS.maxHours}.` };
  return { ok: true, measures: { estimatedHours: hours, distance: input.distance ?? stored?.distance ?? 0, destinationTime: input.destinationTime ?? stored?.destinationTime ?? 0 } };
}
