/**
 * The item cart, `customer/cart/{list,add,update,remove-item,remove}` (contract-marketplace §M4): a customer
 * (token) or guest (`guest_id`), scoped by the `moduleId` header; every answer is the caller's whole cart of
 * that module after the change. Rules and envelopes live in services/item-cart/.
 */
import type { FastifyRequest } from 'fastify';
import { moduleOf, requireCaller } from '../../http/context';
import { perRequest, type RoutePlugin } from '../../http/route-scope';
import { inputOf } from '../../http/input';
import { overridableRoutes, routeWithOverride } from '../../http/routing';
import { scopeOf } from '../../services/catalog/scope';
import { addCartRow, cartRows, changeCart, clearCart, removeCartRow, updateCartRow, type CartScope } from '../../services/item-cart/cart';
import { cartJson } from '../../services/item-cart/format';

const C = '/api/v1/customer/cart';

/** The item cart, one plugin: its scope finds the caller (customer or guest) and the module once per request. */
export const itemCartRoutes: RoutePlugin = async (app, { ctx }) => {
  const contextOf = perRequest(app, (request) => {
    const caller = requireCaller(ctx, request);
    const module = moduleOf(ctx, request);
    const catalog = scopeOf(ctx, request, null);
    const scope: CartScope = { caller, moduleId: module.id, wall: catalog.wall, now: catalog.now, ar: catalog.ar };
    return { scope, catalog };
  });
  const answer = (request: FastifyRequest, change?: (scope: CartScope) => void) => {
    const { scope, catalog } = contextOf(request);
    if (change) changeCart(ctx.db, scope, change);
    return cartJson(catalog, cartRows(ctx.db, scope));
  };

  app.get(`${C}/list`, (request) => answer(request));
  app.post(`${C}/add`, (request) => answer(request, (scope) => addCartRow(ctx.db, scope, inputOf(request))));
  const update = (request: FastifyRequest) => answer(request, (scope) => updateCartRow(ctx.db, scope, inputOf(request)));
  overridableRoutes(app, `${C}/update`, { POST: update, PUT: update });
  routeWithOverride(app, 'DELETE', `${C}/remove-item`, (request) => answer(request, (scope) => removeCartRow(ctx.db, scope, inputOf(request).cart_id)));
  routeWithOverride(app, 'DELETE', `${C}/remove`, (request) => answer(request, (scope) => clearCart(ctx.db, scope)));
};
