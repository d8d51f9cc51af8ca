/** Outbox handler for item and store wishlist toggles; the shared rules are in ../handler.ts. */
import { wishlistHandler } from '../handler';
import { addToCatalogWishlist, getCatalogWishlist, removeFromCatalogWishlist, type CatalogWishKind } from './requests';
import { CATALOG_WISHLIST_TOGGLE } from './toggle-kind';

export const catalogWishlistHandler = wishlistHandler(CATALOG_WISHLIST_TOGGLE, {
  add: (kind, id, session) => addToCatalogWishlist(kind as CatalogWishKind, id, session),
  remove: (kind, id, session) => removeFromCatalogWishlist(kind as CatalogWishKind, id, session),
  async isListed(kind, id, session) {
    const list = await getCatalogWishlist(session);
    return (kind === 'item' ? list.item : list.store).some((entry) => entry.id === id);
  },
});
