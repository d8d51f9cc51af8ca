/**
 * Catalogue routes of the store-based modules (marketplace contract §M3): stores, items, categories,
 * brands and conditions, search, promotions, and the signed-in customer's "visit again" stores. Each group
 * lives in its own file of this folder, its scopes reading the module and the zones once (context.ts); the SQL
 * and shapes in services/catalog.
 */
import type { RoutePlugin } from '../../http/route-scope';
import { signedInScope, userOf } from '../../http/route-scope';
import { userFromToken, zoneIds } from '../../http/context';
import { scopeOf } from '../../services/catalog/scope';
import { suggestedItems, visitAgain } from '../../services/catalog/visit-again';
import { registerCatalogCategoryRoutes } from './categories';
import { moduleScope } from './context';
import { registerCatalogItemRoutes } from './items';
import { registerCatalogPromotionRoutes } from './promotions';
import { registerCatalogSearchRoutes } from './search';
import { registerCatalogStoreRoutes } from './stores';

export const catalogRoutes: RoutePlugin = async (app, { ctx }) => {
  registerCatalogStoreRoutes(app, ctx);
  registerCatalogItemRoutes(app, ctx);
  registerCatalogSearchRoutes(app, ctx);
  registerCatalogCategoryRoutes(app, ctx);
  registerCatalogPromotionRoutes(app, ctx);

  // The customer first, then the module when one is named (customer paths are exempt from the module check).
  void app.register(async (customer) => {
    signedInScope(customer, ctx);
    const { optionalModuleIn } = moduleScope(customer, ctx);
    customer.get('/api/v1/customer/visit-again', (request) => {
      const zones = zoneIds(request);
      return visitAgain(scopeOf(ctx, request, zones), userOf(request), optionalModuleIn(request)?.id ?? null, zones);
    });
  });

  // Search page suggestions: items from the signed-in customer's interests, else the most ordered.
  void app.register(async (anyone) => {
    const { optionalModuleIn } = moduleScope(anyone, ctx);
    anyone.get('/api/v1/customer/suggested-items', (request) => {
      const zones = zoneIds(request);
      return suggestedItems(scopeOf(ctx, request, zones), userFromToken(ctx, request), optionalModuleIn(request)?.id ?? null, zones);
    });
  });
};
