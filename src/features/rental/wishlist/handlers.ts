/**
 * Outbox handler for rental wishlist toggles. Each entry states the desired membership (in or out), so a
 * repeat is harmless: "already in wishlist" and "not found" answers count as done, and after a lost answer
 * the list is read to see whether the change is already there.
 */
import { isApiError } from '@/lib/api-error';
import { getDb, type OutboxRow } from '@/lib/db';
import type { OutboxHandler } from '@/lib/outbox/types';
import { sessionFromContext } from '../cart/requests';
import { addToRentalWishlist, getRentalWishlist, removeFromRentalWishlist, type WishlistKind } from './requests';

export const WISHLIST_TOGGLE = 'rental.wishlist';

export interface WishlistToggle {
  kind: WishlistKind;
  id: number;
  add: boolean;
  snapshot?: Record<string, unknown>;
}

/**
 * Records a confirmed toggle in the local list, so the heart stays right once the entry leaves the outbox.
 * An add the server keeps but does not list for the current zones (its provider serves other areas) is kept
 * with `outsideArea`, so it is shown with a note instead of vanishing from a wishlist that just said "added".
 */
async function confirmLocally(entry: OutboxRow, toggle: WishlistToggle, outsideArea = false): Promise<void> {
  const owner = entry.queue.slice('wishlist:'.length);
  const key = `${owner}:${toggle.kind}:${toggle.id}`;
  const db = getDb();
  if (toggle.add) await db.wishlist.put({ key, kind: toggle.kind, id: toggle.id, owner, snapshot: { ...(toggle.snapshot ?? {}), outsideArea }, addedAt: entry.createdAt });
  else await db.wishlist.delete(key);
}

const toggleOf = (entry: OutboxRow) => entry.payload as WishlistToggle;

async function isMember(entry: OutboxRow, toggle: WishlistToggle): Promise<boolean> {
  const list = await getRentalWishlist(sessionFromContext(entry.context));
  return (toggle.kind === 'vehicle' ? list.vehicles : list.providers).some((item) => item.id === toggle.id);
}

export const rentalWishlistHandler: OutboxHandler = {
  kind: WISHLIST_TOGGLE,
  async send(entry) {
    const toggle = toggleOf(entry);
    const session = sessionFromContext(entry.context);
    try {
      if (toggle.add) await addToRentalWishlist(toggle.kind, toggle.id, session);
      else await removeFromRentalWishlist(toggle.kind, toggle.id, session);
    } catch (error) {
      const done = isApiError(error) && ((toggle.add && error.status === 403 && /already/i.test(error.messages.join(' '))) || (!toggle.add && error.status === 404));
      if (!done) throw error;
    }
    const listed = toggle.add ? await isMember(entry, toggle).catch(() => true) : true;
    await confirmLocally(entry, toggle, !listed);
    return {};
  },
  async reconcile(entry) {
    const toggle = toggleOf(entry);
    // Reconciling reads the list the customer sees; an add not listed for these zones is sent again (harmless:
    // the server answers "already in wishlist") and then kept with its note.
    const applied = (await isMember(entry, toggle)) === toggle.add;
    if (applied) await confirmLocally(entry, toggle);
    return { applied };
  },
  describeRefusal: () => 'wishlist-refused',
};
