/**
 * The rental wishlist on this device: the last list the server confirmed (IndexedDB `wishlist`, per
 * customer) plus toggles waiting in the outbox, so hearts render offline and toggles made offline are sent
 * later. Cleared on sign-out.
 */
import { getDb, type WishlistRow } from '@/lib/db';
import { discardEntry, enqueue, entryOutcome } from '@/lib/outbox/queue';
import { kickOutbox } from '@/lib/outbox/triggers';
import { requestPersistentStorage } from '@/lib/pwa';
import type { SessionState } from '@/lib/session';
import { contextOf, ownerOf } from '../cart/storage';
import { getRentalWishlist } from './requests';
import { WISHLIST_TOGGLE, type WishlistToggle } from './handlers';
import type { WishlistKind } from './requests';

export const wishlistQueue = (owner: string) => `wishlist:${owner}`;

export interface WishlistView {
  members: Set<string>;
  rows: WishlistRow[];
}

export const memberKey = (kind: WishlistKind, id: number) => `${kind}:${id}`;

export async function readWishlist(owner: string): Promise<WishlistView> {
  const db = getDb();
  const [rows, pending] = await Promise.all([
    db.wishlist.where('[owner+kind]').anyOf([[owner, 'vehicle'], [owner, 'provider']]).toArray(),
    db.outbox.where('queue').equals(wishlistQueue(owner)).sortBy('order'),
  ]);
  const members = new Set(rows.map((row) => memberKey(row.kind as WishlistKind, row.id)));
  const snapshots = new Map(rows.map((row) => [memberKey(row.kind as WishlistKind, row.id), row]));
  for (const entry of pending) {
    const toggle = entry.payload as WishlistToggle & { snapshot?: Record<string, unknown> };
    const key = memberKey(toggle.kind, toggle.id);
    if (toggle.add) {
      members.add(key);
      if (!snapshots.has(key)) snapshots.set(key, { key, kind: toggle.kind, id: toggle.id, owner, snapshot: toggle.snapshot ?? {}, addedAt: entry.createdAt });
    } else {
      members.delete(key);
    }
  }
  return { members, rows: [...snapshots.entries()].filter(([key]) => members.has(key)).map(([, row]) => row).sort((a, b) => b.addedAt - a.addedAt) };
}

/** Queues a toggle; its outbox id (to learn what the server did with it), or null without a customer. */
export async function toggleWishlist(session: SessionState, kind: WishlistKind, id: number, add: boolean, snapshot: Record<string, unknown>): Promise<string | null> {
  const owner = ownerOf(session);
  if (!owner) return null;
  const row = await enqueue({ kind: WISHLIST_TOGGLE, queue: wishlistQueue(owner), payload: { kind, id, add, snapshot }, context: contextOf(session) });
  void requestPersistentStorage();
  kickOutbox();
  return row.clientId;
}

/** What the server did with a toggle: kept (and whether it is listed in these zones), waiting, or refused (dropped, with why). */
export async function toggleOutcome(clientId: string, session: SessionState, kind: WishlistKind, id: number): Promise<{ outcome: 'done' | 'waiting' | 'refused'; outsideArea: boolean; messages: string[] }> {
  const outcome = await entryOutcome(clientId);
  if (outcome === 'refused') {
    const row = await getDb().outbox.get(clientId);
    await discardEntry(clientId);
    return { outcome, outsideArea: false, messages: row?.problem?.messages ?? [] };
  }
  const saved = outcome === 'done' ? await getDb().wishlist.get(`${ownerOf(session) ?? ''}:${kind}:${id}`) : undefined;
  return { outcome, outsideArea: Boolean((saved?.snapshot as { outsideArea?: boolean } | undefined)?.outsideArea), messages: [] };
}

/** Replaces the confirmed list with the server's. */
export async function refreshWishlist(session: SessionState): Promise<void> {
  const owner = ownerOf(session);
  if (!owner || !session.token) return;
  const list = await getRentalWishlist(session);
  const now = Date.now();
  const db = getDb();
  // Saved items the server does not list for these zones stay, with their note (see handlers.ts).
  const listed = new Set([...list.vehicles.map((vehicle) => `vehicle:${vehicle.id}`), ...list.providers.map((provider) => `provider:${provider.id}`)]);
  const elsewhere = (await db.wishlist.where('[owner+kind]').anyOf([[owner, 'vehicle'], [owner, 'provider']]).toArray()).filter(
    (row) => (row.snapshot as { outsideArea?: boolean }).outsideArea && !listed.has(`${row.kind}:${row.id}`),
  );
  const rows: WishlistRow[] = [
    ...elsewhere,
    ...list.vehicles.map((vehicle, index) => ({ key: `${owner}:vehicle:${vehicle.id}`, kind: 'vehicle' as const, id: vehicle.id, owner, snapshot: vehicle as Record<string, unknown>, addedAt: now - index })),
    ...list.providers.map((provider, index) => ({ key: `${owner}:provider:${provider.id}`, kind: 'provider' as const, id: provider.id, owner, snapshot: provider as Record<string, unknown>, addedAt: now - index })),
  ];
  await db.transaction('rw', db.wishlist, async () => {
    await db.wishlist.where('[owner+kind]').anyOf([[owner, 'vehicle'], [owner, 'provider']]).delete();
    await db.wishlist.bulkPut(rows);
  });
}

export async function forgetWishlist(owner: string): Promise<void> {
  const db = getDb();
  await db.transaction('rw', db.wishlist, db.outbox, async () => {
    await db.wishlist.filter((row) => row.owner === owner).delete();
    await db.outbox.where('queue').equals(wishlistQueue(owner)).delete();
  });
}
