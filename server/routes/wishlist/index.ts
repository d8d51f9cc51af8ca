/**
 * The wishlists, one plugin: the item and store wishlist of the store modules (items.ts) and the rental module's
 * vehicles and providers (rental.ts), each with its own scope; the rules and queries in services/wishlist.
 */
import type { RoutePlugin } from '../../http/route-scope';
import { itemWishlistRoutes } from './items';
import { rentalWishlistRoutes } from './rental';

export const wishlistRoutes: RoutePlugin = async (app, { ctx }) => {
  void app.register(itemWishlistRoutes, { ctx });
  void app.register(rentalWishlistRoutes, { ctx });
};
