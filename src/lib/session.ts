/**
 * Bootstrap and identity state kept in localStorage under the keys an existing deployment's customers
 * already have (`token`, `guest_id`, `location`, `currentLatLng`, `zoneid`, `module`, `language-setting`,
 * `direction`, `country`). These values become the API request headers.
 *
 * A tiny external store: synchronous reads (so the first render already knows the zone and module),
 * change notifications for React through `useSyncExternalStore`, and cross-tab updates via `storage` events.
 * Storage failures (private mode, quota) degrade to in-memory values; they never throw into the UI.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** The chosen module as stored (the whole module object, as the API returned it). */
export interface StoredModule {
  id: number;
  module_type: string;
  module_name: string;
  icon_full_url?: string | null;
  [extra: string]: unknown;
}

export interface SessionState {
  token: string | null;
  guestId: string | null;
  /** Human-readable address of the chosen location. */
  location: string | null;
  latLng: LatLng | null;
  /** JSON array string of zone ids, exactly as the zone endpoint returned it, e.g. "[3,1]". */
  zoneId: string | null;
  module: StoredModule | null;
  language: string | null;
  direction: 'ltr' | 'rtl' | null;
  country: string | null;
}

export const STORAGE_KEYS = {
  token: 'token',
  guestId: 'guest_id',
  location: 'location',
  latLng: 'currentLatLng',
  zoneId: 'zoneid',
  module: 'module',
  language: 'language-setting',
  direction: 'direction',
  country: 'country',
} as const satisfies Record<keyof SessionState, string>;

type Key = keyof SessionState;

const memory = new Map<string, string>();

/** The part of Web Storage used here (the service worker, which imports this module, has none). */
interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function storage(): KeyValueStorage | null {
  try {
    return (globalThis as { localStorage?: KeyValueStorage }).localStorage ?? null;
  } catch {
    return null;
  }
}

function readRaw(key: string): string | null {
  try {
    const value = storage()?.getItem(key);
    if (value !== undefined && value !== null) return value;
  } catch {
    // fall through to memory
  }
  return memory.get(key) ?? null;
}

function writeRaw(key: string, value: string | null): void {
  if (value === null) memory.delete(key);
  else memory.set(key, value);
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch (error) {
    console.warn(`Could not persist "${key}"`, error);
  }
}

function parseJson(raw: string | null): unknown {
  if (raw === null || raw === '' || raw === 'undefined' || raw === 'null') return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function toLatLng(value: unknown): LatLng | null {
  if (!value || typeof value !== 'object') return null;
  const { lat, lng } = value as Record<string, unknown>;
  const latNumber = Number(lat);
  const lngNumber = Number(lng);
  if (!Number.isFinite(latNumber) || !Number.isFinite(lngNumber)) return null;
  if (Math.abs(latNumber) > 90 || Math.abs(lngNumber) > 180) return null;
  return { lat: latNumber, lng: lngNumber };
}

function toModule(value: unknown): StoredModule | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const id = Number(record.id);
  if (!Number.isInteger(id) || typeof record.module_type !== 'string') return null;
  return { ...record, id, module_type: record.module_type, module_name: String(record.module_name ?? '') };
}

/** Zone ids must be a JSON array of integers; anything else (a bare `1`, garbage) is treated as no zone. */
export function parseZoneIds(raw: string | null): number[] | null {
  const value = parseJson(raw);
  if (!Array.isArray(value) || value.length === 0) return null;
  const ids = value.map(Number);
  return ids.every((id) => Number.isInteger(id) && id > 0) ? ids : null;
}

function nonEmpty(raw: string | null): string | null {
  if (raw === null) return null;
  const trimmed = raw.trim();
  return trimmed === '' || trimmed === 'null' || trimmed === 'undefined' ? null : trimmed;
}

function read(): SessionState {
  const zoneRaw = nonEmpty(readRaw(STORAGE_KEYS.zoneId));
  const direction = readRaw(STORAGE_KEYS.direction);
  return {
    token: nonEmpty(readRaw(STORAGE_KEYS.token)),
    guestId: nonEmpty(readRaw(STORAGE_KEYS.guestId)),
    location: nonEmpty(readRaw(STORAGE_KEYS.location)),
    latLng: toLatLng(parseJson(readRaw(STORAGE_KEYS.latLng))),
    zoneId: parseZoneIds(zoneRaw) ? zoneRaw : null,
    module: toModule(parseJson(readRaw(STORAGE_KEYS.module))),
    language: nonEmpty(readRaw(STORAGE_KEYS.language)),
    direction: direction === 'rtl' || direction === 'ltr' ? direction : null,
    country: nonEmpty(readRaw(STORAGE_KEYS.country)),
  };
}

function serialise(key: Key, value: SessionState[Key]): string | null {
  if (value === null || value === undefined) return null;
  if (key === 'latLng' || key === 'module') return JSON.stringify(value);
  return String(value);
}

let state: SessionState = read();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

let publicOf: { state: SessionState; view: SessionState } | null = null;
let personalPage = false;

/**
 * The page being rendered (on the server) or taken over (in the browser) is the customer's own, rendered for
 * them (the checkout): the server's view of the session keeps who they are (see getPublicSession).
 */
export function setPersonalPage(value: boolean): void {
  personalPage = value;
}

/**
 * The session as the server sees it when it renders a page: the public choices (zone, module, language,
 * position) without the customer's identity or the place's label; on a personal page, the whole session (the
 * server renders it for their identity and chosen place, and the browser takes it over only when both are
 * this session's: server-state.ts). A server-rendered page hydrates with this view, then renders with the
 * whole session (stable object per state, as React's external stores require).
 */
export function getPublicSession(): SessionState {
  if (personalPage) return state;
  if (publicOf?.state !== state) publicOf = { state, view: { ...state, token: null, guestId: null, location: null } };
  return publicOf.view;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Update some session values; `null` removes a key. */
export function updateSession(patch: Partial<SessionState>): void {
  for (const key of Object.keys(patch) as Key[]) {
    writeRaw(STORAGE_KEYS[key], serialise(key, patch[key] ?? null));
  }
  state = read();
  emit();
}

/** Re-read storage (another tab changed it, or a test wrote it directly). */
export function reloadSession(): void {
  state = read();
  emit();
}

if ('document' in globalThis) {
  globalThis.addEventListener('storage', (event: Event & { key?: string | null }) => {
    if (event.key === null || event.key === undefined || (Object.values(STORAGE_KEYS) as string[]).includes(event.key)) reloadSession();
  });
}

export function isSignedIn(session: SessionState = state): boolean {
  return session.token !== null;
}
