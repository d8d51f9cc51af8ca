/** Outbox handler for item and store wishlist toggles; the shared rules are in lib/wishlist/handler.ts. */
import { wishlistHandler } from '@/lib/wishlist/handler';
import { addToWishlist, getWishlist, removeFromWishlist, type CatalogWishKind } from './requests';
import { CATALOG_WISHLIST_TOGGLE } from './toggle-kind';

export const catalogWishlistHandler = wishlistHandler(CATALOG_WISHLIST_TOGGLE, {
  add: (kind, id, session) => addToWishlist(kind as CatalogWishKind, id, session),
  remove: (kind, id, session) => removeFromWishlist(kind as CatalogWishKind, id, session),
  async isListed(kind, id, session) {
    const list = await getWishlist(session);
    return (kind === 'item' ? list.item : list.store).some((entry) => entry.id === id);
  },
});
