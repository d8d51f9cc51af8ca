/** Rental coupons (`/api/v1/rental/coupon/…`): the signed-in customer's list, the public list and applying one to a trip. */
import type { FastifyRequest } from 'fastify';
import { locale, moduleOf, userFromToken, zoneIds, type ModuleRow } from '../../http/context';
import { errorList } from '../../http/errors';
import { inputOf, validate } from '../../http/input';
import { perRequest, signedInScope, userOf, type RoutePlugin } from '../../http/route-scope';
import { checkCoupon, couponJson, couponsFor } from '../../services/rental/coupons';
import { getStore } from '../../services/rental/format';

const R = '/api/v1/rental';

/**
 * The rental coupons, one plugin: its scope reads the module once per request; the lists' scope then requires the
 * zones, and the customer's own list the signed-in customer, each once, in that order.
 */
export const rentalCouponRoutes: RoutePlugin = async (app, { ctx }) => {
  const moduleIn = perRequest(app, (request) => moduleOf(ctx, request));
  const listFor = (request: FastifyRequest, module: ModuleRow, user: number | null) =>
    couponsFor(ctx.db, module.id, ctx.now(), user).map((coupon) => couponJson(ctx.db, coupon, locale(request) === 'ar'));

  // The lists answer any module (a store module has no trip coupons: an empty list).
  void app.register(async (lists) => {
    lists.addHook('preHandler', async (request) => {
      zoneIds(request);
    });

    void lists.register(async (own) => {
      signedInScope(own, ctx);
      own.get(`${R}/coupon/list`, (request) => {
        const module = moduleIn(request);
        return module.module_type === 'rental' ? listFor(request, module, userOf(request)) : [];
      });
    });

    // `customer_id` is only honoured for the signed-in customer themself: coupons meant for someone else stay hidden.
    lists.get(`${R}/coupon/list/all`, (request) => {
      const module = moduleIn(request);
      const asked = Number(inputOf(request).customer_id);
      const user = userFromToken(ctx, request);
      return module.module_type === 'rental' ? listFor(request, module, user !== null && asked === user ? user : null) : [];
    });
  });

  app.get(`${R}/coupon/apply`, (request) => {
    const module = moduleIn(request);
    const input = inputOf(request);
    validate(input, { code: ['required'], provider_id: ['required', 'integer'] });
    const store = getStore(ctx.db, Number(input.provider_id));
    if (!store) throw errorList(404, 'coupon', 'Provider not found');
    const user = userFromToken(ctx, request);
    const guest = user === null && typeof input.guest_id !== 'object' && /^\d{1,16}$/.test(String(input.guest_id ?? '')) ? Number(input.guest_id) : null;
    const customer = user !== null ? { id: user, isGuest: false } : guest !== null ? { id: guest, isGuest: true } : null;
    const coupon = checkCoupon(ctx.db, { code: String(input.code).trim(), moduleId: module.id, providerId: store.id, providerZoneId: store.zone_id, customer, now: ctx.now() });
    return couponJson(ctx.db, coupon, locale(request) === 'ar');
  });
};
