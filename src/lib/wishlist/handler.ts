/**
 * The outbox handler for a feature's wishlist toggles. Each entry states the desired membership (in or out),
 * so a repeat is harmless: an "already in wishlist" answer to an add and a "not found" answer to a remove
 * count as done, and after a lost answer the list is read to see whether the change is already there.
 */
import { isApiError, type ApiError } from '@/lib/api-error';
import type { OutboxRow, WishlistKind } from '@/lib/db';
import { sessionFromContext } from '@/lib/outbox/owner';
import type { OutboxHandler } from '@/lib/outbox/types';
import type { SessionState } from '@/lib/session';
import { confirmLocally, type WishlistToggle } from './confirmed';

export interface WishlistEndpoints {
  add(kind: WishlistKind, id: number, session: SessionState): Promise<unknown>;
  remove(kind: WishlistKind, id: number, session: SessionState): Promise<unknown>;
  /** Whether the server lists the entity for this session (its zone and module). */
  isListed(kind: WishlistKind, id: number, session: SessionState): Promise<boolean>;
}

/** A repeated add ("already in wishlist", 403 or 409 by backend version) or a repeated remove (404). */
function alreadyApplied(error: unknown, add: boolean): error is ApiError {
  if (!isApiError(error)) return false;
  if (add) return (error.status === 403 || error.status === 409) && /already/i.test(error.messages.join(' '));
  return error.status === 404;
}

export function wishlistHandler(kind: string, endpoints: WishlistEndpoints): OutboxHandler {
  const toggleOf = (entry: OutboxRow) => entry.payload as WishlistToggle;
  return {
    kind,
    async send(entry) {
      const toggle = toggleOf(entry);
      const session = sessionFromContext(entry.context);
      try {
        if (toggle.add) await endpoints.add(toggle.kind, toggle.id, session);
        else await endpoints.remove(toggle.kind, toggle.id, session);
      } catch (error) {
        if (!alreadyApplied(error, toggle.add)) throw error;
      }
      const listed = toggle.add ? await endpoints.isListed(toggle.kind, toggle.id, session).catch(() => true) : true;
      await confirmLocally(entry, toggle, !listed);
      return {};
    },
    async reconcile(entry) {
      const toggle = toggleOf(entry);
      // Reconciling reads the list the customer sees; an add not listed here is sent again (harmless: the
      // server answers "already in wishlist") and then kept with its note.
      const applied = (await endpoints.isListed(toggle.kind, toggle.id, sessionFromContext(entry.context))) === toggle.add;
      if (applied) await confirmLocally(entry, toggle);
      return { applied };
    },
    describeRefusal: () => 'wishlist-refused',
  };
}
