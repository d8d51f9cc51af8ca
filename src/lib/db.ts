/**
 * The local database (IndexedDB through Dexie): everything a customer entered or must see offline.
 *
 * Tables
 * - `wishlist`: hearts (items, stores, vehicles, providers) with a snapshot to render offline.
 * - `recentDestinations`: the last five rental destinations, de-duplicated, oldest dropped.
 * - `guestContact`, `guestAddresses`: a guest's contact and addresses; kept on this device, never sent
 *   except as contact fields of a booking.
 * - `cartSnapshots`: the last cart the server confirmed, per cart kind and owner; the drawers render this
 *   snapshot with the pending outbox entries applied on top.
 * - `outbox`: pending mutations, replayed in order (see `src/lib/outbox`).
 * - `meta`: small key/value facts (persistent-storage request made, last sync time).
 * - `parcelDrafts` (version 2): the parcel being prepared, per owner (customer or guest), so the wizard
 *   survives a reload, a lost connection or a closed tab; removed once the parcel is placed.
 *
 * Eviction and quota: the origin asks for persistent storage after the first cart or wishlist action, so the
 * browser does not evict these tables under pressure. A write that fails with `QuotaExceededError` is
 * reported through `isQuotaError` and shown to the customer; callers keep the in-memory state and retry.
 *
 * Only `src/lib/**` and `src/features/<f>/storage.ts` modules import this file, and only lazily from screens:
 * Dexie is not part of the first route's critical path.
 */
import Dexie, { liveQuery, type EntityTable } from 'dexie';

export type WishlistKind = 'item' | 'store' | 'vehicle' | 'provider';

export interface WishlistRow {
  /** `${kind}:${id}` */
  key: string;
  kind: WishlistKind;
  id: number;
  /** The owner (user id or guest id) whose list this is. */
  owner: string;
  /** Enough of the entity to render a card offline. */
  snapshot: Record<string, unknown>;
  addedAt: number;
}

export interface RecentDestinationRow {
  /** Normalised `name|lat|lng`, the de-duplication key. */
  key: string;
  locationName: string;
  lat: number;
  lng: number;
  usedAt: number;
}

export interface GuestContactRow {
  id: 'guest';
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string;
  updatedAt: number;
}

export interface GuestAddressRow {
  id?: number;
  address: string;
  address_type: string;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string;
  latitude: number;
  longitude: number;
  house: string;
  floor: string;
  road: string;
  additional_information: string;
  zone_ids: number[];
  createdAt: number;
}

export type CartKind = 'rental' | 'item';

export interface CartSnapshotRow {
  /** `${kind}:${owner}` */
  key: string;
  kind: CartKind;
  owner: string;
  /** The server payload as last confirmed (validated on read by the feature that owns it). */
  payload: unknown;
  confirmedAt: number;
}

export type OutboxStatus = 'queued' | 'needs-decision';

export interface OutboxRow {
  /** Stable id generated on the device; the primary key, shown in logs and used to resolve decisions. */
  clientId: string;
  /** Replay order. A replacement for an entry takes fractional orders just after it, before later entries. */
  order: number;
  /** Which handler replays it, e.g. `rental.add`, `wishlist.toggle`. */
  kind: string;
  /** The cart or list it belongs to, e.g. `rental:guest-57`; entries of one queue replay strictly in order. */
  queue: string;
  payload: unknown;
  /** What the customer saw when they made the change (for conflict dialogs and reconciliation). */
  assumed: unknown;
  /** Request context captured at enqueue time (token, guest id, zone, module, language): the service worker has no localStorage. */
  context: OutboxContext;
  status: OutboxStatus;
  attempts: number;
  /** Epoch ms before which the entry is not retried (exponential backoff). */
  notBefore: number;
  /** Set after an answer was lost: the next attempt first re-reads the server state. */
  mustReconcile: boolean;
  /** Replayer currently working on it and since when (a stale claim is taken over). */
  claimedBy: string | null;
  claimedAt: number;
  /** Why it needs a decision: the server's code, messages and ids. */
  problem: OutboxProblem | null;
  createdAt: number;
}

export interface OutboxContext {
  token: string | null;
  guestId: string | null;
  zoneId: string | null;
  moduleId: number | null;
  moduleType: string | null;
  language: string;
  latLng: { lat: number; lng: number } | null;
}

export interface OutboxProblem {
  reason: string;
  code: string | null;
  messages: string[];
  ids: number[] | null;
  status: number;
}

export interface ParcelDraftRow {
  /** `user:<id>` or `guest:<guest id>`: a draft never shows to another customer on a shared device. */
  owner: string;
  /** The wizard's draft (validated on read by the parcel feature). */
  draft: unknown;
  updatedAt: number;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export class StorefrontDatabase extends Dexie {
  wishlist!: EntityTable<WishlistRow, 'key'>;
  recentDestinations!: EntityTable<RecentDestinationRow, 'key'>;
  guestContact!: EntityTable<GuestContactRow, 'id'>;
  guestAddresses!: EntityTable<GuestAddressRow, 'id'>;
  cartSnapshots!: EntityTable<CartSnapshotRow, 'key'>;
  outbox!: EntityTable<OutboxRow, 'clientId'>;
  meta!: EntityTable<MetaRow, 'key'>;
  parcelDrafts!: EntityTable<ParcelDraftRow, 'owner'>;

  constructor(name = 'storefront') {
    super(name);
    this.version(1).stores({
      wishlist: 'key, [owner+kind], addedAt',
      recentDestinations: 'key, usedAt',
      guestContact: 'id',
      guestAddresses: '++id, createdAt',
      cartSnapshots: 'key, [kind+owner]',
      outbox: 'clientId, order, queue, [queue+order]',
      meta: 'key',
    });
    this.version(2).stores({ parcelDrafts: 'owner' });
  }
}

let instance: StorefrontDatabase | null = null;

/** The shared database; created on first use so importing this module costs nothing until storage is needed. */
export function getDb(): StorefrontDatabase {
  instance ??= new StorefrontDatabase();
  return instance;
}

/** Tests use a fresh database per case. */
export function setDbForTests(db: StorefrontDatabase | null): void {
  instance = db;
}

export function isQuotaError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, inner } = error as { name?: string; inner?: unknown };
  return name === 'QuotaExceededError' || (name === 'AbortError' && isQuotaError(inner)) || (inner !== undefined && isQuotaError(inner));
}

export { liveQuery };
export type { Dexie };
