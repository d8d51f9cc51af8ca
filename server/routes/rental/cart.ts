/** The rental cart routes (`/api/v1/rental/user/cart/…`; token or guest id). */
import type { FastifyRequest } from 'fastify';
import { errorList } from '../../http/errors';
import { inputOf, parseJsonArray } from '../../http/input';
import { moduleOf, optionalZoneIds, requireCaller } from '../../http/context';
import { perRequest, type RoutePlugin } from '../../http/route-scope';
import { routeWithOverride } from '../../http/routing';
import { addToCart, cartPayload, removeCart, removeLines, updateCart, updateUserData, type CartScope } from '../../services/rental/cart';

const C = '/api/v1/rental/user/cart';
/** The rental cart, one plugin: its scope finds the caller, the module and the zones once per request. */
export const rentalCartRoutes: RoutePlugin = async (app, { ctx }) => {
  const scopeOf = perRequest(app, (request): CartScope => {
    const module = moduleOf(ctx, request);
    const caller = requireCaller(ctx, request);
    return { caller, moduleId: module.id, headerZones: optionalZoneIds(request), now: ctx.now() };
  });
  const answer = (request: FastifyRequest, scope: CartScope) => cartPayload(ctx.db, request, scope);

  app.get(`${C}/get-cart`, (request) => answer(request, scopeOf(request)));

  app.post(`${C}/add-to-cart`, (request) => {
    const scope = scopeOf(request);
    addToCart(ctx.db, scope, inputOf(request));
    return answer(request, scope);
  });

  routeWithOverride(app, 'PUT', `${C}/update-cart`, (request) => {
    const scope = scopeOf(request);
    updateCart(ctx.db, scope, inputOf(request));
    return answer(request, scope);
  });

  routeWithOverride(app, 'PUT', `${C}/update-user-data/:id`, (request) => {
    const scope = scopeOf(request);
    const id = Number((request.params as { id: string }).id);
    updateUserData(ctx.db, scope, Number.isInteger(id) ? id : -1, inputOf(request));
    return answer(request, scope);
  });

  routeWithOverride(app, 'DELETE', `${C}/remove-vehicle/:id`, (request) => {
    const scope = scopeOf(request);
    const id = Number((request.params as { id: string }).id);
    if (Number.isInteger(id)) removeLines(ctx.db, scope, [id]);
    return answer(request, scope);
  });

  routeWithOverride(app, 'DELETE', `${C}/remove-multiple-cart`, (request) => {
    const scope = scopeOf(request);
    const ids = parseJsonArray(inputOf(request).cart_ids);
    if (!ids) throw errorList(403, 'cart_ids', 'The cart ids must be an array.');
    removeLines(ctx.db, scope, ids.map(Number).filter(Number.isInteger));
    return answer(request, scope);
  });

  routeWithOverride(app, 'DELETE', `${C}/remove-cart`, (request) => {
    const scope = scopeOf(request);
    removeCart(ctx.db, scope, inputOf(request));
    return { carts: [], user_data: [], status: 'success' };
  });
};
