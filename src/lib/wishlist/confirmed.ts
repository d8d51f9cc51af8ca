/**
 * The wishlist's confirmed entries (IndexedDB `wishlist`) as outbox handlers write them; kept apart from
 * mirror.ts so the service worker's handlers need only the database.
 */
import { getDb, type OutboxRow, type WishlistKind } from '@/lib/db';

const WISHLIST_QUEUE_PREFIX = 'wishlist:';
export const wishlistQueue = (owner: string) => `${WISHLIST_QUEUE_PREFIX}${owner}`;

/** One toggle: the membership the customer wants, with enough of the entity to show it offline. */
export interface WishlistToggle {
  kind: WishlistKind;
  id: number;
  add: boolean;
  snapshot?: Record<string, unknown>;
}

/**
 * Records a confirmed toggle in the local list, so the heart stays right once the entry leaves the outbox.
 * An add the server keeps but does not list here (it is offered in other areas or modules) is kept with
 * `outsideArea`, so it is shown with a note instead of vanishing from a wishlist that just said "added".
 */
export async function confirmLocally(entry: OutboxRow, toggle: WishlistToggle, outsideArea = false): Promise<void> {
  const owner = entry.queue.slice(WISHLIST_QUEUE_PREFIX.length);
  const key = `${owner}:${toggle.kind}:${toggle.id}`;
  if (toggle.add) await getDb().wishlist.put({ key, kind: toggle.kind, id: toggle.id, owner, snapshot: { ...(toggle.snapshot ?? {}), outsideArea }, addedAt: entry.createdAt });
  else await getDb().wishlist.delete(key);
}
