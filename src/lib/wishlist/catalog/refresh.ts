/** The item and store part of the wishlist mirror (../mirror.ts): the server's lists replace the confirmed ones. */
import { ownerOf } from '@/lib/outbox/owner';
import type { SessionState } from '@/lib/session';
import { replaceConfirmed } from '../mirror';
import { getCatalogWishlist } from './requests';

export async function refreshCatalogWishlist(session: SessionState): Promise<void> {
  const owner = ownerOf(session);
  if (!owner || !session.token || !session.zoneId) return;
  const list = await getCatalogWishlist(session);
  await replaceConfirmed(owner, ['item', 'store'], [
    ...list.item.map((item) => ({ kind: 'item' as const, id: item.id, snapshot: item as Record<string, unknown> })),
    ...list.store.map((store) => ({ kind: 'store' as const, id: store.id, snapshot: store as Record<string, unknown> })),
  ]);
}
