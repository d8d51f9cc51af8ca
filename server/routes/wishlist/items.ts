/** The item and store wishlist (`/api/v1/customer/wish-list…`, token required, contract §2.3 and §3.15). */
import { optionalModuleOf, zoneIds } from '../../http/context';
import { signedInScope, userOf, type RoutePlugin } from '../../http/route-scope';
import { inputOf } from '../../http/input';
import { routeWithOverride } from '../../http/routing';
import { addToWishlist, removeFromWishlist, wishlistFor, wishTarget } from '../../services/wishlist/items';

/** The item and store wishlist, the signed-in customer's. */
export const itemWishlistRoutes: RoutePlugin = async (app, { ctx }) => {
  signedInScope(app, ctx);
  app.get('/api/v1/customer/wish-list', (request) => {
    const userId = userOf(request);
    const zones = zoneIds(request);
    // Customer routes skip the module check: the module only narrows the list (an unknown one is refused).
    const moduleId = optionalModuleOf(ctx, request)?.id ?? null;
    return wishlistFor(request, ctx.db, userId, zones, moduleId, ctx.now());
  });

  app.post('/api/v1/customer/wish-list/add', (request) => {
    const userId = userOf(request);
    addToWishlist(ctx.db, userId, wishTarget(inputOf(request)), ctx.now());
    return { message: 'added successfully' };
  });

  routeWithOverride(app, 'DELETE', '/api/v1/customer/wish-list/remove', (request) => {
    const userId = userOf(request);
    removeFromWishlist(ctx.db, userId, wishTarget(inputOf(request)));
    return { message: 'successfully removed' };
  });
};
