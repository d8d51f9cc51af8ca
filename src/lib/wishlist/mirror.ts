/**
 * The customer's wishlist on this device, for every kind (vehicles and providers in rental, items and
 * stores in the other modules): the last lists the server confirmed (IndexedDB `wishlist`, per customer)
 * plus toggles waiting in the outbox, so hearts render offline and toggles made offline are sent later.
 * Each feature's outbox handler sends its own kinds (see handler.ts); all share one queue per customer so
 * toggles replay in the order they were made. Cleared on sign-out.
 */
import { getDb, type WishlistKind, type WishlistRow } from '@/lib/db';
import { contextOf, ownerOf } from '@/lib/outbox/owner';
import { discardEntry, enqueue, entryOutcome } from '@/lib/outbox/queue';
import { kickOutbox } from '@/lib/outbox/triggers';
import { requestPersistentStorage } from '@/lib/pwa';
import type { SessionState } from '@/lib/session';
import { wishlistQueue, type WishlistToggle } from './confirmed';

export { wishlistQueue, type WishlistToggle } from './confirmed';

const ALL_KINDS: WishlistKind[] = ['vehicle', 'provider', 'item', 'store'];

export interface WishlistView {
  members: Set<string>;
  rows: WishlistRow[];
}

export const memberKey = (kind: WishlistKind, id: number) => `${kind}:${id}`;
const byKinds = (owner: string, kinds: WishlistKind[]) => getDb().wishlist.where('[owner+kind]').anyOf(kinds.map((kind) => [owner, kind]));

export async function readWishlist(owner: string): Promise<WishlistView> {
  const [rows, pending] = await Promise.all([byKinds(owner, ALL_KINDS).toArray(), getDb().outbox.where('queue').equals(wishlistQueue(owner)).sortBy('order')]);
  const members = new Set(rows.map((row) => memberKey(row.kind, row.id)));
  const snapshots = new Map(rows.map((row) => [memberKey(row.kind, row.id), row]));
  for (const entry of pending) {
    const toggle = entry.payload as WishlistToggle;
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

/** Queues a toggle for the feature's handler; its outbox id (to learn what the server did with it), or null without a customer. */
export async function toggleWishlist(session: SessionState, handlerKind: string, toggle: WishlistToggle): Promise<string | null> {
  const owner = ownerOf(session);
  if (!owner) return null;
  const row = await enqueue({ kind: handlerKind, queue: wishlistQueue(owner), payload: toggle, context: contextOf(session) });
  void requestPersistentStorage();
  kickOutbox();
  return row.clientId;
}

export interface ToggleOutcome {
  outcome: 'done' | 'waiting' | 'refused';
  /** Kept by the server but not listed where the customer is now. */
  outsideArea: boolean;
  messages: string[];
}

/** What the server did with a toggle: kept (and whether it is listed here), waiting, or refused (dropped, with why). */
export async function toggleOutcome(clientId: string, session: SessionState, kind: WishlistKind, id: number): Promise<ToggleOutcome> {
  const outcome = await entryOutcome(clientId);
  if (outcome === 'refused') {
    const row = await getDb().outbox.get(clientId);
    await discardEntry(clientId);
    return { outcome, outsideArea: false, messages: row?.problem?.messages ?? [] };
  }
  const saved = outcome === 'done' ? await getDb().wishlist.get(`${ownerOf(session) ?? ''}:${kind}:${id}`) : undefined;
  return { outcome, outsideArea: Boolean((saved?.snapshot as { outsideArea?: boolean } | undefined)?.outsideArea), messages: [] };
}

/** Replaces the confirmed list of some kinds with the server's; saved entries it does not list here stay, with their note. */
export async function replaceConfirmed(owner: string, kinds: WishlistKind[], listed: { kind: WishlistKind; id: number; snapshot: Record<string, unknown> }[]): Promise<void> {
  const now = Date.now();
  const db = getDb();
  const keys = new Set(listed.map((entry) => memberKey(entry.kind, entry.id)));
  await db.transaction('rw', db.wishlist, async () => {
    const elsewhere = (await byKinds(owner, kinds).toArray()).filter((row) => (row.snapshot as { outsideArea?: boolean }).outsideArea && !keys.has(memberKey(row.kind, row.id)));
    await byKinds(owner, kinds).delete();
    await db.wishlist.bulkPut([...elsewhere, ...listed.map((entry, index) => ({ key: `${owner}:${entry.kind}:${entry.id}`, kind: entry.kind, id: entry.id, owner, snapshot: entry.snapshot, addedAt: now - index }))]);
  });
}

export async function forgetWishlist(owner: string): Promise<void> {
  const db = getDb();
  await db.transaction('rw', db.wishlist, db.outbox, async () => {
    await db.wishlist.filter((row) => row.owner === owner).delete();
    await db.outbox.where('queue').equals(wishlistQueue(owner)).delete();
  });
}
