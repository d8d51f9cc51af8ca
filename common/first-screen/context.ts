/**
 * What a page request tells the server about the customer's choices, so the server can fetch the first
 * screen's public data before the app asks for it. The browser mirrors these session values into one
 * first-party cookie (localStorage stays the source of truth); the server reads them from the cookie and asks
 * the API with exactly the headers the app would send. Shared by the browser and the server: pure, no I/O.
 *
 * No personal value (token, guest id, address) is ever in this cookie.
 */

export const CONTEXT_COOKIE = 'storefront_context';
/** Where the server puts the answers in the page: a JSON block the browser never executes. */
export const ANSWERS_ELEMENT_ID = 'first-screen-answers';

/** Where the server puts the query answers it rendered the page with (TanStack's dehydrated state). */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** Where the server puts the runtime configuration's values, in place of the shell's `runtime-config.js` (src/config/env.ts). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'app-config';

/** The rental trip the customer is searching for, as the search and vehicle screens send it. */
export interface TripContext {
  /** Wire trip type (`hourly`, `day_wise`, `distance_wise`). */
  tripType: string;
  /** Wire pickup time (`2026-11-25 10:00 AM`); null when picking up now (the time is the moment of asking). */
  date: string | null;
  pickupLat: string | null;
  pickupLng: string | null;
}

export interface RenderContext {
  /** JSON array of zone ids exactly as the app sends it (`[3,1]`), or null before a zone is chosen. */
  zoneId: string | null;
  moduleId: string | null;
  moduleType: string | null;
  language: string;
  latitude: string | null;
  longitude: string | null;
  trip?: TripContext | null;
}

const MAX_COOKIE_LENGTH = 400;
const ZONE_IDS = /^\[\d{1,9}(,\d{1,9}){0,19}\]$/;
const ID = /^\d{1,9}$/;
const WORD = /^[a-z_]{1,20}$/;
const LANGUAGE = /^[a-z]{2}(-[A-Za-z]{2})?$/;
const COORDINATE = /^-?\d{1,3}(\.\d{1,17})?$/;
const TRIP_TYPE = /^(hourly|day_wise|distance_wise)$/;
const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} (AM|PM)$/;

/** The API headers this context stands for (the public ones the app sends with every request). */
export function contextHeaders(context: RenderContext): Record<string, string> {
  const headers: Record<string, string> = { 'X-localization': context.language };
  if (context.zoneId) headers.zoneId = context.zoneId;
  if (context.moduleId) headers.moduleId = context.moduleId;
  if (context.latitude && context.longitude) {
    headers.latitude = context.latitude;
    headers.longitude = context.longitude;
  }
  return headers;
}

/**
 * Decimal places of the position a first screen is prepared for: three, about 110 m. The screens' answers
 * depend on the position only through each store's distance and the nearest-first order, and no screen shows
 * a distance, so customers this near one another share the same answers and page; the app's own requests
 * after the first screen send its exact position. Not on the rental screens: a trip's pickup defaults to the
 * position itself.
 */
export const FIRST_SCREEN_POSITION_DECIMALS = 3;

/** A coordinate as a first screen is prepared for it (context.ts's pattern in, the same pattern out). */
export function firstScreenCoordinate(value: string): string {
  return Number(value).toFixed(FIRST_SCREEN_POSITION_DECIMALS);
}

/** The context a first screen is prepared for: the customer's, with the position taken to about 110 m (but on a rental screen). */
export function firstScreenContext(context: RenderContext): RenderContext {
  if (context.moduleType === 'rental' || !context.latitude || !context.longitude) return context;
  return { ...context, latitude: firstScreenCoordinate(context.latitude), longitude: firstScreenCoordinate(context.longitude) };
}

/** The part of a context the server's markup depends on beside the route (the trip is in the rendered answers). */
export function renderedFor(context: RenderContext): string {
  return encodeContext({ ...firstScreenContext(context), trip: null });
}

export function encodeContext(context: RenderContext): string {
  const { trip } = context;
  const values = [context.zoneId, context.moduleId, context.moduleType, context.language, context.latitude, context.longitude];
  return encodeURIComponent(JSON.stringify(trip ? [...values, trip.tripType, trip.date, trip.pickupLat, trip.pickupLng] : values));
}

function decodeTrip(values: unknown[]): TripContext | null {
  const [tripType, date, pickupLat, pickupLng] = values;
  const type = matching(tripType, TRIP_TYPE);
  if (!type) return null;
  const lat = matching(pickupLat, COORDINATE);
  const lng = matching(pickupLng, COORDINATE);
  return { tripType: type, date: matching(date, WIRE_TIME), pickupLat: lat && lng ? lat : null, pickupLng: lat && lng ? lng : null };
}

function matching(value: unknown, pattern: RegExp): string | null {
  return typeof value === 'string' && pattern.test(value) ? value : null;
}

/** A trip as the page's server state carries it (an object of the cookie's four trip values), or null when malformed. */
export function readTripContext(value: unknown): TripContext | null {
  if (typeof value !== 'object' || value === null) return null;
  const trip = value as Record<string, unknown>;
  return decodeTrip([trip.tripType, trip.date, trip.pickupLat, trip.pickupLng]);
}

/** Reads the cookie's value; anything malformed, oversized or out of pattern counts as no context. */
export function decodeContext(raw: string | undefined | null): RenderContext | null {
  if (!raw || raw.length > MAX_COOKIE_LENGTH) return null;
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || (value.length !== 6 && value.length !== 10)) return null;
  const [zoneId, moduleId, moduleType, language, latitude, longitude, ...trip] = value as unknown[];
  const lang = matching(language, LANGUAGE);
  if (!lang) return null;
  const lat = matching(latitude, COORDINATE);
  const lng = matching(longitude, COORDINATE);
  const module = matching(moduleId, ID);
  return {
    zoneId: matching(zoneId, ZONE_IDS),
    moduleId: module,
    moduleType: module ? matching(moduleType, WORD) : null,
    language: lang,
    latitude: lat && lng ? lat : null,
    longitude: lat && lng ? lng : null,
    trip: trip.length === 4 ? decodeTrip(trip) : null,
  };
}

/** One answer's name: the API path and its query, parameters sorted, as both sides build it. */
export function answerKey(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString();
  return search ? `${path}?${search}` : path;
}

export interface FirstScreenAnswers {
  /** The headers every answer was fetched with; the app uses the answers only when it would send the same. */
  headers: Record<string, string>;
  /** Answer bodies by `answerKey`. */
  answers: Record<string, unknown>;
}

/** The JSON block's text, safe inside a `<script>` element (no `</script>`, no HTML comment openers). */
export function serialiseAnswers(block: FirstScreenAnswers): string {
  return scriptSafeJson(block);
}

/** JSON that can stand inside a `<script>` element (no `</script>`, no HTML comment openers, no line separators). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Resolves with the work's value, or undefined when it fails or is not done within `limitMs`. */
export function settleWithin<T>(work: Promise<T>, limitMs: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), limitMs)));
  return Promise.race([work.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}
