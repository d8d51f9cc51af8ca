/**
 * The customer's current trip search (type, places, times, duration, measured distance, "pick up now"), kept
 * in localStorage so a reload or an offline restart keeps it. Read synchronously for the first render.
 *
 * The pickup stays in the customer's zones: when the location (and so the zones every request carries)
 * changes, the pickup moves to the new location; a stored pickup known to lie outside the current zones is
 * replaced by the location on load. Otherwise the server would empty the cart on its next call (a pickup
 * outside the request's zones) and searches would list vehicles the cart cannot keep.
 */
import { onOperatorTimeZone, operatorNow } from '@/lib/operator-time';
import { useSyncExternalStore } from 'react';
import { defaultPickup, formatInput, formatWire, isUpcoming, nextDay, parseDateTime } from '@/lib/dates';
import { mirrorTripContext } from '@/lib/first-screen/cookie';
import { onRenderedTrip, renderedTrip } from '@/lib/first-screen/server-state';
import type { TripContext } from '@common/first-screen/context';
import { getSession, parseZoneIds, subscribeSession, type SessionState } from '@/lib/session';
import type { WireTripType } from './cart/model';
import { fromWireType, toWireType, type Place, type TripSearch } from './trip-params';

const KEY = 'rental_trip_search';

function initial(now = operatorNow()): TripSearch {
  const pickup = defaultPickup(now);
  return {
    tripType: 'hourly',
    pickup: null,
    destination: null,
    pickupAt: formatInput(pickup),
    returnAt: formatInput(nextDay(pickup)),
    hours: 3,
    distanceMeters: null,
    durationSeconds: null,
    pickupNow: false,
  };
}

/** A pickup time still ahead on the operator's clock; one that has passed (or none) moves to the default. */
const upcoming = (pickupAt: Date | null): pickupAt is Date => pickupAt !== null && isUpcoming(pickupAt, operatorNow());

function isPlace(value: unknown): boolean {
  if (value === null) return true;
  if (!value || typeof value !== 'object') return false;
  const place = value as Record<string, unknown>;
  return Number.isFinite(place.lat) && Number.isFinite(place.lng) && typeof place.name === 'string';
}

/** The session's location as a pickup, with the zones it lies in. */
export function locationPlace(session: SessionState): Place | null {
  if (!session.latLng) return null;
  return { lat: session.latLng.lat, lng: session.latLng.lng, name: session.location ?? '', zoneIds: parseZoneIds(session.zoneId) ?? undefined };
}

/** Whether a pickup is known to lie outside the session's zones. */
function outsideZones(pickup: Place | null, session: SessionState): boolean {
  const zones = parseZoneIds(session.zoneId);
  return Boolean(pickup?.zoneIds && zones && !pickup.zoneIds.some((zone) => zones.includes(zone)));
}

/**
 * The trip a context names (type, pickup time and place, no place names; the rest as a new search has it). A
 * pickup time that has passed on the operator's clock, or none, is the default.
 */
function tripOfContext(trip: TripContext | null | undefined, session: SessionState): TripSearch {
  const location = locationPlace(session);
  const fresh: TripSearch = { ...initial(), pickup: location };
  if (!trip) return fresh;
  const stated = trip.date ? parseDateTime(trip.date) : null;
  const pickupAt = upcoming(stated) ? stated : null;
  const samePlace = location !== null && String(location.lat) === trip.pickupLat && String(location.lng) === trip.pickupLng;
  return {
    ...fresh,
    tripType: fromWireType(trip.tripType as WireTripType),
    pickupNow: trip.date === null,
    ...(pickupAt ? { pickupAt: formatInput(pickupAt), returnAt: formatInput(nextDay(pickupAt)) } : {}),
    ...(trip.pickupLat && trip.pickupLng && !samePlace ? { pickup: { lat: Number(trip.pickupLat), lng: Number(trip.pickupLng), name: '', zoneIds: parseZoneIds(session.zoneId) ?? undefined } } : {}),
  };
}

/** The trip as the search and vehicle screens send it (the context cookie's and the server state's form). */
function contextOfTrip(trip: TripSearch): TripContext {
  const pickupAt = parseDateTime(trip.pickupAt);
  return {
    tripType: toWireType(trip.tripType),
    date: !trip.pickupNow && pickupAt ? formatWire(pickupAt) : null,
    pickupLat: trip.pickup ? String(trip.pickup.lat) : null,
    pickupLng: trip.pickup ? String(trip.pickup.lng) : null,
  };
}

/**
 * The trip search this browser starts with: its stored copy. What the customer has not chosen (nothing stored,
 * or a pickup time that has passed) is the trip the page's markup was rendered for, when the app takes server
 * markup over: the server and the browser compute defaults at different moments, and the first render must
 * ask for the very results the markup shows.
 */
export function startingTripSearch(rendered: TripContext | null = renderedTrip()): TripSearch {
  const fallback = rendered ? tripOfContext(rendered, getSession()) : { ...initial(), pickup: locationPlace(getSession()) };
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    if (!raw) return fallback;
    const stored = JSON.parse(raw) as Partial<TripSearch>;
    let merged: TripSearch = { ...fallback, ...stored, pickupNow: stored.pickupNow === true };
    if (!['hourly', 'day_wise', 'distance'].includes(merged.tripType) || !isPlace(merged.pickup) || !isPlace(merged.destination)) return fallback;
    if (!merged.pickup || outsideZones(merged.pickup, getSession())) merged = { ...merged, pickup: locationPlace(getSession()) };
    // A pickup time that has passed is moved to the next sensible slot rather than failing every search.
    const pickupAt = parseDateTime(merged.pickupAt);
    if (!merged.pickupNow && !upcoming(pickupAt)) return { ...merged, pickupAt: fallback.pickupAt, returnAt: fallback.returnAt };
    return merged;
  } catch {
    return fallback;
  }
}

let state: TripSearch = startingTripSearch();
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

// The server prepares the search and vehicle pages for the trip being searched (src/lib/first-screen): it
// learns the trip as those screens send it, from the context cookie.
function mirrorTrip(): void {
  mirrorTripContext(contextOfTrip(state));
}
listeners.add(mirrorTrip);
mirrorTrip();

// Loaded before the page's trip was noted (the app's start notes it before hydrating): start again from it.
onRenderedTrip(() => {
  state = startingTripSearch();
  for (const listener of listeners) listener();
});

/** Whether this browser keeps a trip search of its own (the customer searched, or a default was settled). */
function kept(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) != null;
  } catch {
    return false;
  }
}

// Once the operator's clock is known, a pickup that turns out to be in the past moves to a valid default, and a
// default computed on the device's clock before it was known is computed again on the operator's (and kept, so
// the next visit, online or offline, searches the same trip).
onOperatorTimeZone(() => {
  const pickupAt = parseDateTime(state.pickupAt);
  if (!state.pickupNow && (!kept() || !upcoming(pickupAt))) {
    const fresh = initial();
    updateTripSearch({ pickupAt: fresh.pickupAt, returnAt: fresh.returnAt });
  }
});

// A new location (header, saved address, another tab) becomes the pickup.
let lastLocation = JSON.stringify(getSession().latLng);
subscribeSession(() => {
  const session = getSession();
  const location = JSON.stringify(session.latLng);
  if (location === lastLocation) return;
  lastLocation = location;
  const pickup = locationPlace(session);
  if (pickup) updateTripSearch({ pickup });
});

// A trip with both places needs its driving distance and time (distance trips are priced by them): measured
// wherever the trip is shown and kept with it (see trip-distance.ts, loaded when first needed).
function needsDistance(): void {
  if (state.pickup && state.destination && state.distanceMeters === null) void import('./trip-distance').then(({ measureTripDistance }) => measureTripDistance());
}
listeners.add(needsDistance);
if (typeof window !== 'undefined') queueMicrotask(needsDistance);

/**
 * The server's render of a page: the trip being searched as the context cookie tells it. The screens show the
 * trip itself only once the page is the customer's (the trip panel and chips render after hydration), so only
 * the results depend on this.
 */
export function setServerTrip(trip: TripContext | null | undefined, session: SessionState): void {
  state = tripOfContext(trip, session);
}

/** The trip a render for this context and session would note (`setServerTrip` then `serverTrip`), without noting it. */
export function tripForContext(trip: TripContext | null | undefined, session: SessionState): TripContext {
  return contextOfTrip(tripOfContext(trip, session));
}

/** The trip the server rendered the page for (the page carries it: see startingTripSearch). */
export function serverTrip(): TripContext {
  return contextOfTrip(state);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTripSearch(): TripSearch {
  return useSyncExternalStore(subscribe, getTripSearch, getTripSearch);
}
