/**
 * The customer's current trip search (type, places, times, duration, measured distance), kept in
 * localStorage so a reload or an offline restart keeps it. Read synchronously for the first render.
 */
import { onOperatorTimeZone, operatorNow } from '@/lib/operator-time';
import { useSyncExternalStore } from 'react';
import { defaultPickup, formatInput, nextDay, parseDateTime } from '@/lib/dates';
import type { TripSearch } from './trip-params';

const KEY = 'rental_trip_search';

function initial(now = operatorNow()): TripSearch {
  const pickup = defaultPickup(now);
  return { tripType: 'hourly', pickup: null, destination: null, pickupAt: formatInput(pickup), returnAt: formatInput(nextDay(pickup)), hours: 3, distanceMeters: null, durationSeconds: null };
}

function isPlace(value: unknown): boolean {
  if (value === null) return true;
  if (!value || typeof value !== 'object') return false;
  const place = value as Record<string, unknown>;
  return Number.isFinite(place.lat) && Number.isFinite(place.lng) && typeof place.name === 'string';
}

function read(): TripSearch {
  const fallback = initial();
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    if (!raw) return fallback;
    const stored = JSON.parse(raw) as Partial<TripSearch>;
    const merged = { ...fallback, ...stored };
    if (!['hourly', 'day_wise', 'distance'].includes(merged.tripType) || !isPlace(merged.pickup) || !isPlace(merged.destination)) return fallback;
    // A pickup time that has passed is moved to the next sensible slot rather than failing every search.
    const pickupAt = parseDateTime(merged.pickupAt);
    if (!pickupAt || pickupAt.getTime() <= operatorNow().getTime()) return { ...merged, pickupAt: fallback.pickupAt, returnAt: fallback.returnAt };
    return merged;
  } catch {
    return fallback;
  }
}

let state: TripSearch = read();
const listeners = new Set<() => void>();

export function getTripSearch(): TripSearch {
  return state;
}

export function updateTripSearch(patch: Partial<TripSearch>): void {
  state = { ...state, ...patch };
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(state));
  } catch (error) {
    console.warn('Could not keep the trip search', error);
  }
  for (const listener of listeners) listener();
}

// Once the operator's clock is known, a pickup that turns out to be in the past moves to a valid default.
onOperatorTimeZone(() => {
  const pickupAt = parseDateTime(state.pickupAt);
  if (!pickupAt || pickupAt.getTime() <= operatorNow().getTime()) {
    const fresh = initial();
    updateTripSearch({ pickupAt: fresh.pickupAt, returnAt: fresh.returnAt });
  }
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTripSearch(): TripSearch {
  return useSyncExternalStore(subscribe, getTripSearch, getTripSearch);
}
