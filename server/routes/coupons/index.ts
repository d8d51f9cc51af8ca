/**
 * Coupon lists of the store-based modules (contract §M6.4): the signed-in customer's (`coupon/list`, zone
 * required, module optional) and the public one (`coupon/list/all`, zone and module required). A
 * `customer_id` on the public list counts only when it is the signed-in caller themself, so nobody can list
 * the coupons meant for someone else.
 */
import { locale, moduleOf, optionalModuleOf, userFromToken, zoneIds } from '../../http/context';
import { inputOf, num } from '../../http/input';
import { perRequest, signedInScope, userOf, type RoutePlugin } from '../../http/route-scope';
import { listCoupons } from '../../services/coupons/list';

/** The coupons, one plugin: each list's scope reads who asks, the zones and the module once, in the order each answers. */
export const couponRoutes: RoutePlugin = async (app, { ctx }) => {
  void app.register(async (own) => {
    signedInScope(own, ctx);
    // The module is optional here (the path is exempt from the module check), but an unknown one is refused.
    const placeOf = perRequest(own, (request) => ({ zones: zoneIds(request), moduleId: optionalModuleOf(ctx, request)?.id ?? null }));
    own.get('/api/v1/coupon/list', (request) => listCoupons(ctx.db, { ...placeOf(request), userId: userOf(request), now: ctx.now(), ar: locale(request) === 'ar' }));
  });

  void app.register(async (all) => {
    const placeOf = perRequest(all, (request) => ({ zones: zoneIds(request), moduleId: moduleOf(ctx, request).id }));
    all.get('/api/v1/coupon/list/all', (request) => {
      const user = userFromToken(ctx, request);
      const asked = num(inputOf(request).customer_id, Number.NaN);
      return listCoupons(ctx.db, { ...placeOf(request), userId: user !== null && asked === user ? user : null, now: ctx.now(), ar: locale(request) === 'ar' });
    });
  });
};
