/** Outbox handler for rental wishlist toggles (vehicles and providers); the shared rules are in lib/wishlist/handler.ts. */
import { wishlistHandler } from '@/lib/wishlist/handler';
import { addToRentalWishlist, getRentalWishlist, removeFromRentalWishlist, type WishlistKind } from './requests';
import { WISHLIST_TOGGLE } from './toggle-kind';

export const rentalWishlistHandler = wishlistHandler(WISHLIST_TOGGLE, {
  add: (kind, id, session) => addToRentalWishlist(kind as WishlistKind, id, session),
  remove: (kind, id, session) => removeFromRentalWishlist(kind as WishlistKind, id, session),
  async isListed(kind, id, session) {
    const list = await getRentalWishlist(session);
    return (kind === 'vehicle' ? list.vehicles : list.providers).some((entry) => entry.id === id);
  },
});
