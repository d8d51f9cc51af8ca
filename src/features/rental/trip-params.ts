/**
 * The trip a customer searches for, and what the API needs from it. Pure.
 * - km = metres / 1000 (shown with three decimals, floored to three in payloads);
 * - hours = duration seconds / 3600; `destination_time` is the driving time in hours;
 * - estimated_hours = days × 24 for day-wise trips, the chosen hours for hourly ones, the driving time for
 *   distance trips;
 * - recent destinations: at most five, newest first, de-duplicated by name and point;
 * - "pick up now" trips start when they are added; a pickup more than 15 minutes ahead is scheduled, and only
 *   providers that take scheduled trips accept it (the server applies the same rule).
 */
import { formatInput, formatWire, hoursBetween, isUpcoming, parseDateTime } from '@/lib/dates';
import type { TranslationKey } from '@/lib/i18n';
import type { TripData, TripLocation, WireTripType } from './cart/model';

export type SearchTripType = 'hourly' | 'day_wise' | 'distance';

export interface Place {
  lat: number;
  lng: number;
  name: string;
  /** Zones the place lies in, when known (a pickup must share one with the customer's location). */
  zoneIds?: number[];
}

export interface TripSearch {
  tripType: SearchTripType;
  pickup: Place | null;
  destination: Place | null;
  /** `yyyy-MM-ddTHH:mm` (local wall time). */
  pickupAt: string;
  /** Day-wise return, `yyyy-MM-ddTHH:mm`. */
  returnAt: string;
  /** Hourly duration. */
  hours: number;
  distanceMeters: number | null;
  durationSeconds: number | null;
  /** The trip starts now (the time field is not used). */
  pickupNow: boolean;
}

/** A pickup within this many minutes of now is a trip that starts now, not a scheduled one. */
export const INSTANT_PICKUP_MINUTES = 15;

export function isScheduledPickup(pickup: Date, now: Date): boolean {
  return pickup.getTime() - now.getTime() > INSTANT_PICKUP_MINUTES * 60_000;
}

/** The search with its pickup time resolved: "now" becomes the current time. */
export function resolvedSearch(search: TripSearch, now: Date): TripSearch {
  return search.pickupNow ? { ...search, pickupAt: formatInput(now) } : search;
}

/** Whether the searched trip is a scheduled one (a later pickup), as booking will see it. */
export function isScheduledSearch(search: Pick<TripSearch, 'pickupNow' | 'pickupAt'>, now: Date): boolean {
  if (search.pickupNow) return false;
  const pickup = parseDateTime(search.pickupAt);
  return pickup !== null && isScheduledPickup(pickup, now);
}

export const toWireType = (type: SearchTripType): WireTripType => (type === 'distance' ? 'distance_wise' : type);
export const fromWireType = (type: WireTripType): SearchTripType => (type === 'distance_wise' ? 'distance' : type);

export function kilometres(meters: number): number {
  return meters / 1000;
}

export function durationHours(seconds: number): number {
  return seconds / 3600;
}

/** Whole days of a day-wise trip (part days count as a day), at least one. */
export function tripDays(search: Pick<TripSearch, 'pickupAt' | 'returnAt'>): number {
  const from = parseDateTime(search.pickupAt);
  const to = parseDateTime(search.returnAt);
  if (!from || !to) return 1;
  return Math.max(1, Math.ceil(hoursBetween(from, to) / 24));
}

export function estimatedHours(search: TripSearch): number {
  if (search.tripType === 'day_wise') return 24 * tripDays(search);
  if (search.tripType === 'hourly') return search.hours;
  return durationHours(search.durationSeconds ?? 0);
}

/** What prices the searched trip: its type, hours (days × 24 for day-wise) and kilometres. */
export function tripMeasureOf(search: TripSearch): { tripType: WireTripType; estimatedHours: number; distance: number } {
  return { tripType: toWireType(search.tripType), estimatedHours: estimatedHours(search), distance: Math.floor(kilometres(search.distanceMeters ?? 0) * 1000) / 1000 };
}

const toLocation = (place: Place | null): TripLocation | null => (place ? { lat: place.lat, lng: place.lng, location_name: place.name } : null);

/** The trip data sent with cart calls (a "now" trip starts at `now`). */
export function tripDataOf(given: TripSearch, now: Date): TripData {
  const search = resolvedSearch(given, now);
  const pickup = parseDateTime(search.pickupAt);
  return {
    rentalType: toWireType(search.tripType),
    estimatedHours: estimatedHours(search),
    distance: Math.floor(kilometres(search.distanceMeters ?? 0) * 1000) / 1000,
    destinationTime: durationHours(search.durationSeconds ?? 0),
    pickupTime: pickup ? formatWire(pickup) : '',
    pickupLocation: toLocation(search.pickup),
    destinationLocation: toLocation(search.destination),
  };
}

export type SearchProblem = { field: 'pickup' | 'destination' | 'pickupAt' | 'returnAt' | 'hours'; message: TranslationKey };

/** What stops a search or an add: pickup required; destination and distance for distance trips; sane times. */
export function validateSearch(given: TripSearch, now: Date): SearchProblem[] {
  const search = resolvedSearch(given, now);
  const problems: SearchProblem[] = [];
  if (!search.pickup) problems.push({ field: 'pickup', message: 'rental.errors.pickupRequired' });
  if (search.tripType === 'distance' && !search.destination) problems.push({ field: 'destination', message: 'rental.errors.destinationRequired' });
  else if (search.tripType === 'distance' && !(search.distanceMeters !== null && search.distanceMeters > 0)) problems.push({ field: 'destination', message: 'rental.errors.distanceUnknown' });
  const pickupAt = parseDateTime(search.pickupAt);
  if (!pickupAt) problems.push({ field: 'pickupAt', message: 'rental.errors.pickupTimeRequired' });
  else if (!search.pickupNow && !isUpcoming(pickupAt, now)) problems.push({ field: 'pickupAt', message: 'rental.errors.pickupInPast' });
  if (search.tripType === 'hourly' && !(search.hours >= 1)) problems.push({ field: 'hours', message: 'rental.errors.hoursMin' });
  if (search.tripType === 'day_wise') {
    const returnAt = parseDateTime(search.returnAt);
    if (!returnAt || !pickupAt || returnAt.getTime() <= pickupAt.getTime()) problems.push({ field: 'returnAt', message: 'rental.errors.returnAfterPickup' });
  }
  return problems;
}

export interface RecentDestination {
  key: string;
  locationName: string;
  lat: number;
  lng: number;
  usedAt: number;
}

export const RECENT_DESTINATIONS_MAX = 5;

export function destinationKey(place: Place): string {
  return `${place.name.trim().toLowerCase()}|${place.lat.toFixed(5)}|${place.lng.toFixed(5)}`;
}

/** Adds a destination: newest first, de-duplicated, at most five (the oldest is dropped). */
export function rememberDestination(list: readonly RecentDestination[], place: Place, now: number): RecentDestination[] {
  const key = destinationKey(place);
  const entry: RecentDestination = { key, locationName: place.name, lat: place.lat, lng: place.lng, usedAt: now };
  return [entry, ...list.filter((item) => item.key !== key)].sort((a, b) => b.usedAt - a.usedAt).slice(0, RECENT_DESTINATIONS_MAX);
}
