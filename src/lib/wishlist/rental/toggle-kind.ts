/** The outbox entry kind of rental wishlist toggles (its own module, so hearts do not pull in the requests). */
export const RENTAL_WISHLIST_TOGGLE = 'rental.wishlist';
