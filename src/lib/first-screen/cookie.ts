/**
 * Mirrors the session's public choices into the context cookie the server reads (context.ts), and who the
 * customer is into the identity cookie only checkout pages carry (identity.ts), whenever they change.
 * localStorage stays the source of truth; the cookies only let the server prepare the first screen.
 */
import type { SessionState } from '../session';
import { CONTEXT_COOKIE, encodeContext, type RenderContext, type TripContext } from '@common/first-screen/context';
import { encodeIdentity, IDENTITY_COOKIE, IDENTITY_COOKIE_PATH, placeOf } from '@common/first-screen/identity';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function contextOfSession(session: SessionState): RenderContext {
  return {
    zoneId: session.zoneId,
    moduleId: session.module ? String(session.module.id) : null,
    moduleType: session.module?.module_type ?? null,
    language: session.language ?? 'en',
    latitude: session.latLng ? String(session.latLng.lat) : null,
    longitude: session.latLng ? String(session.latLng.lng) : null,
    trip: null,
  };
}

let written: string | null = null;
let lastSession: SessionState | null = null;
let trip: TripContext | null = null;

/** The rental trip search changed (the rental feature tells; the search and vehicle screens depend on it). */
export function mirrorTripContext(next: TripContext | null): void {
  trip = next;
  if (lastSession) mirrorContextCookie(lastSession);
}

export function mirrorContextCookie(session: SessionState): void {
  lastSession = session;
  const value = encodeContext({ ...contextOfSession(session), trip });
  if (value === written || typeof document === 'undefined') return;
  written = value;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONTEXT_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

let writtenIdentity: string | null | undefined;

/** Mirrors the session's identity and chosen place into the cookie (or removes it when there is nobody), whenever they change. */
export function mirrorIdentityCookie(session: Pick<SessionState, 'token' | 'guestId' | 'location' | 'latLng'>): void {
  const value = encodeIdentity({ token: session.token, guestId: session.guestId, place: placeOf(session) });
  if (value === writtenIdentity || typeof document === 'undefined') return;
  writtenIdentity = value;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  const lifetime = value === null ? '; Max-Age=0' : `; Max-Age=${30 * 24 * 60 * 60}`;
  document.cookie = `${IDENTITY_COOKIE}=${value ?? ''}; Path=${IDENTITY_COOKIE_PATH}${lifetime}; SameSite=Strict${secure}`;
}
