/** The outbox entry kind of item and store wishlist toggles (its own module, so hearts do not pull in the requests). */
export const CATALOG_WISHLIST_TOGGLE = 'catalog.wishlist';
