/**
 * Who is asking, for the one page the server renders with a customer's own data: the checkout, whose first
 * screen is their cart. The browser mirrors the session's token or guest id into a cookie that only checkout
 * page requests carry (Path=/checkout: never the API's requests, pictures or any other page), with the place
 * they chose (the delivery address the checkout starts from), SameSite=Strict,
 * Secure over https. The API authenticates by header only and never reads it, so the cookie grants nothing
 * to a request the customer's own app did not make; the page it brings is `private, no-cache` and never kept
 * by the service worker. Shared by the browser (which writes it: cookie.ts) and the server: pure, no I/O.
 */

export const IDENTITY_COOKIE = 'storefront_identity';
export const IDENTITY_COOKIE_PATH = '/checkout';

export interface Identity {
  token: string | null;
  guestId: string | null;
  /**
   * The place the customer chose for the app (its label and exact position: the checkout's delivery address
   * starts there), so the checkout is rendered, and priced, for the address their own app will ask with.
   */
  place?: Place | null;
}

export interface Place {
  label: string;
  lat: number;
  lng: number;
}

/** The session's chosen place, when it has both a label and a position. */
export const placeOf = (session: { location: string | null; latLng: { lat: number; lng: number } | null }): Place | null =>
  session.location && session.latLng ? { label: session.location, lat: session.latLng.lat, lng: session.latLng.lng } : null;

/** Whether two places are the same (both none, or the same label at the same position; anything else is not a place). */
export const samePlace = (a: unknown, b: Place | null): boolean => {
  const { label, lat, lng } = (a ?? {}) as Partial<Place>;
  return b ? label === b.label && lat === b.lat && lng === b.lng : a == null;
};

// Bearer tokens (this server's 43-character ones, or a backend's JWT) and the backend's numeric guest ids.
const TOKEN = /^[A-Za-z0-9._~+/=-]{8,2048}$/;
const GUEST_ID = /^\d{1,20}$/;

/** The longest place label the cookie carries (a longer one is left out: the checkout is then priced in the browser). */
export const MAX_LOCATION_LENGTH = 200;
// After the identity, a character neither a token nor a guest id has: the position (its two numbers apart by a
// character a cookie value may hold, unlike a comma), then the label percent-encoded (cookie-safe).
const PLACE = '|';
const BETWEEN = '_';

/**
 * The cookie's value for a session: the token when signed in, else the guest id, then the chosen place when
 * there is one; null when neither is known.
 */
export function encodeIdentity(identity: Identity): string | null {
  const who = whoOf(identity);
  if (!who) return null;
  // (The position is checked where it is read: the session's comes from the map or the device.)
  const place = identity.place;
  return place && place.label.length <= MAX_LOCATION_LENGTH ? `${who}${PLACE}${place.lat}${BETWEEN}${place.lng}${PLACE}${encodeURIComponent(place.label)}` : who;
}

const validPosition = (lat: number, lng: number) => Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

function whoOf(identity: Identity): string | null {
  if (identity.token && TOKEN.test(identity.token)) return `t.${identity.token}`;
  if (identity.guestId && GUEST_ID.test(identity.guestId)) return `g.${identity.guestId}`;
  return null;
}

/** The identity a cookie value names, or null for anything malformed (a malformed place alone is left out). */
export function decodeIdentity(raw: string | undefined): Identity | null {
  if (!raw || raw.length > 2100 + 9 * MAX_LOCATION_LENGTH) return null;
  const at = raw.indexOf(PLACE);
  const who = at < 0 ? raw : raw.slice(0, at);
  if (who.length > 2050) return null;
  const place = at < 0 ? null : decodePlace(raw.slice(at + 1));
  const value = who.slice(2);
  if (who.startsWith('t.') && TOKEN.test(value)) return { token: value, guestId: null, place };
  if (who.startsWith('g.') && GUEST_ID.test(value)) return { token: null, guestId: value, place };
  return null;
}

// A position as a number prints (a device's fix can have 17 significant digits); no exponent, no hex.
const COORDINATE = /^-?\d{1,3}(\.\d{1,20})?$/;

function decodePlace(encoded: string): Place | null {
  const at = encoded.indexOf(PLACE);
  const [lat, lng, extra] = (at < 0 ? '' : encoded.slice(0, at)).split(BETWEEN);
  if (!lat || !lng || extra !== undefined || !COORDINATE.test(lat) || !COORDINATE.test(lng) || !validPosition(Number(lat), Number(lng))) return null;
  try {
    const label = decodeURIComponent(encoded.slice(at + 1));
    // Printable text only, and not only spaces.
    const printable = [...label].every((character) => character.charCodeAt(0) >= 32 && character.charCodeAt(0) !== 127);
    return label.length <= MAX_LOCATION_LENGTH && label.trim() !== '' && printable ? { label, lat: Number(lat), lng: Number(lng) } : null;
  } catch {
    return null;
  }
}
