/**
 * Coupon lists of the store-based modules (contract §M6.4): the signed-in customer's (`coupon/list`, zone
 * required, module optional) and the public one (`coupon/list/all`, zone and module required). A
 * `customer_id` on the public list counts only when it is the signed-in caller themself, so nobody can list
 * the coupons meant for someone else.
 */
import type { RoutePlugin } from '../../http/route-scope';
import { header, locale, moduleOf, requireUser, userFromToken, zoneIds } from '../../http/context';
import { inputOf, num } from '../../http/input';
import { listCoupons } from '../../services/coupons/list';

export const couponRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/api/v1/coupon/list', (request) => {
    const userId = requireUser(ctx, request);
    const zones = zoneIds(request);
    const moduleId = header(request, 'moduleid') === undefined ? null : moduleOf(ctx, request).id;
    return listCoupons(ctx.db, { moduleId, zones, userId, now: ctx.now(), ar: locale(request) === 'ar' });
  });

  app.get('/api/v1/coupon/list/all', (request) => {
    const zones = zoneIds(request);
    const module = moduleOf(ctx, request);
    const user = userFromToken(ctx, request);
    const asked = num(inputOf(request).customer_id, Number.NaN);
    return listCoupons(ctx.db, { moduleId: module.id, zones, userId: user !== null && asked === user ? user : null, now: ctx.now(), ar: locale(request) === 'ar' });
  });
};
