/**
 * The rental module's routes (`/api/v1/rental/…`, behind the app's rental module check), one plugin: the public
 * catalogue (catalog.ts), the cart (cart.ts), trips (trips.ts) and coupons (coupons.ts), each with its own scope;
 * its wishlist is with the other wishlists (routes/wishlist/rental.ts). The rules and queries in services/rental.
 */
import type { RoutePlugin } from '../../http/route-scope';
import { rentalCartRoutes } from './cart';
import { rentalCatalogRoutes } from './catalog';
import { rentalCouponRoutes } from './coupons';
import { rentalTripRoutes } from './trips';

export const rentalRoutes: RoutePlugin = async (app, { ctx }) => {
  void app.register(rentalCatalogRoutes, { ctx });
  void app.register(rentalCartRoutes, { ctx });
  void app.register(rentalTripRoutes, { ctx });
  void app.register(rentalCouponRoutes, { ctx });
};
