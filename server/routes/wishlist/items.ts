/** The item and store wishlist (`/api/v1/customer/wish-list…`, token required, contract §2.3 and §3.15). */
import type { FastifyInstance } from 'fastify';
import { header, moduleOf, requireUser, zoneIds, type AppContext } from '../../http/context';
import { inputOf } from '../../http/input';
import { routeWithOverride } from '../../http/routing';
import { addToWishlist, removeFromWishlist, wishlistFor, wishTarget } from '../../services/wishlist/items';

export function registerWishlistRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/customer/wish-list', (request) => {
    const userId = requireUser(ctx, request);
    const zones = zoneIds(request);
    // Customer routes skip the module check: the module only narrows the list (an unknown one is refused).
    const moduleId = header(request, 'moduleid') === undefined ? null : moduleOf(ctx, request).id;
    return wishlistFor(request, ctx.db, userId, zones, moduleId, ctx.now());
  });

  app.post('/api/v1/customer/wish-list/add', (request) => {
    const userId = requireUser(ctx, request);
    addToWishlist(ctx.db, userId, wishTarget(inputOf(request)), ctx.now());
    return { message: 'added successfully' };
  });

  routeWithOverride(app, 'DELETE', '/api/v1/customer/wish-list/remove', (request) => {
    const userId = requireUser(ctx, request);
    removeFromWishlist(ctx.db, userId, wishTarget(inputOf(request)));
    return { message: 'successfully removed' };
  });
}
