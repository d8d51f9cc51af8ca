/** Outbox handler for rental wishlist toggles (vehicles and providers); the shared rules are in ../handler.ts. */
import { wishlistHandler } from '../handler';
import { addToRentalWishlist, getRentalWishlist, removeFromRentalWishlist, type RentalWishKind } from './requests';
import { RENTAL_WISHLIST_TOGGLE } from './toggle-kind';

export const rentalWishlistHandler = wishlistHandler(RENTAL_WISHLIST_TOGGLE, {
  add: (kind, id, session) => addToRentalWishlist(kind as RentalWishKind, id, session),
  remove: (kind, id, session) => removeFromRentalWishlist(kind as RentalWishKind, id, session),
  async isListed(kind, id, session) {
    const list = await getRentalWishlist(session);
    return (kind === 'vehicle' ? list.vehicles : list.providers).some((entry) => entry.id === id);
  },
});
