/**
 * Who is asking, for the one page the server renders with a customer's own data: the checkout, whose first
 * screen is their cart. The browser mirrors the session's token or guest id into a cookie that only checkout
 * page requests carry (Path=/checkout: never the API's requests, pictures or any other page), SameSite=Strict,
 * Secure over https. The API authenticates by header only and never reads it, so the cookie grants nothing
 * to a request the customer's own app did not make; the page it brings is `private, no-cache` and never kept
 * by the service worker. Shared by the browser (which writes it: cookie.ts) and the server: pure, no I/O.
 */

export const IDENTITY_COOKIE = 'storefront_identity';
export const IDENTITY_COOKIE_PATH = '/checkout';

export interface Identity {
  token: string | null;
  guestId: string | null;
}

// Bearer tokens (this server's 43-character ones, or a backend's JWT) and the backend's numeric guest ids.
const TOKEN = /^[A-Za-z0-9._~+/=-]{8,2048}$/;
const GUEST_ID = /^\d{1,20}$/;

/** The cookie's value for a session: the token when signed in, else the guest id; null when neither is known. */
export function encodeIdentity(identity: Identity): string | null {
  if (identity.token && TOKEN.test(identity.token)) return `t.${identity.token}`;
  if (identity.guestId && GUEST_ID.test(identity.guestId)) return `g.${identity.guestId}`;
  return null;
}

/** The identity a cookie value names, or null for anything malformed. */
export function decodeIdentity(raw: string | undefined): Identity | null {
  if (!raw || raw.length > 2050) return null;
  const value = raw.slice(2);
  if (raw.startsWith('t.') && TOKEN.test(value)) return { token: value, guestId: null };
  if (raw.startsWith('g.') && GUEST_ID.test(value)) return { token: null, guestId: value };
  return null;
}
