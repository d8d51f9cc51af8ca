/**
 * Catalogue routes of the store-based modules (marketplace contract §M3): stores, items, categories,
 * brands and conditions, search, promotions, the signed-in customer's "visit again" stores, and order
 * tracking. Each group lives in its own catalog-*.ts file; the SQL and shapes in services/catalog.
 */
import type { RoutePlugin } from '../../http/route-scope';
import { requireUser, userFromToken, zoneIds } from '../../http/context';
import { scopeOf } from '../../services/catalog/scope';
import { suggestedItems, visitAgain } from '../../services/catalog/visit-again';
import { registerCatalogCategoryRoutes } from './categories';
import { optionalModule } from './context';
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

  app.get('/api/v1/customer/visit-again', (request) => {
    const user = requireUser(ctx, request);
    const module = optionalModule(ctx, request);
    const zones = zoneIds(request);
    return visitAgain(scopeOf(ctx, request, zones), user, module?.id ?? null, zones);
  });

  // Search page suggestions: items from the signed-in customer's interests, else the most ordered.
  app.get('/api/v1/customer/suggested-items', (request) => {
    const user = userFromToken(ctx, request);
    const module = optionalModule(ctx, request);
    const zones = zoneIds(request);
    return suggestedItems(scopeOf(ctx, request, zones), user, module?.id ?? null, zones);
  });
};
