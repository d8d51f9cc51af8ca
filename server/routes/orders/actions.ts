/**
 * What a customer does with a placed order (contract-marketplace §M5.6, §M5.8): cancel (PUT or POST +
 * `_method`) with the reasons list, ask for a refund with the refund reasons and pictures, switch an unpaid
 * digital order to cash on delivery or pay it from the wallet, submit offline payment information, and review the items and the rider
 * of a delivered order.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { locale, type AppContext } from '../../http/context';
import { callerOf, callerScope, signedInScope, userOf } from '../../http/route-scope';
import { errorList } from '../../http/errors';
import { inputOf, pageOf, paginated } from '../../http/input';
import { routeWithOverride } from '../../http/routing';
import { MAX_IMAGE_BYTES } from '../../services/customer/profile';
import { cancelOrder, payFromWallet, requestRefund, reviewItem, reviewRider, switchToCash } from '../../services/orders/actions';
import { pageOfCancellationReasons, refundReasons, type ReasonRow } from '../../services/orders/lists';
import { orderSettings } from '../../services/orders/settings';
import { uploadedImages } from './checkout';

const REFUND_MULTIPART = { limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 5 }, throwFileSizeLimit: false } as NonNullable<FastifyRequest['routeOptions']['config']['multipartOptions']>;

const localisedReason = (request: FastifyRequest, row: ReasonRow) => {
  const { reason_ar: arabic, ...rest } = row;
  return { ...rest, reason: locale(request) === 'ar' && arabic ? arabic : row.reason };
};

/** The cancellation reasons are anyone's; what the owner does, customer or guest, and what only a customer does each have a scope finding them once. */
export function registerOrderActionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/customer/order/cancellation-reasons', (request) => {
    const input = inputOf(request);
    const page = pageOf(input, 25);
    const type = typeof input.type === 'string' && input.type !== '' ? input.type.slice(0, 20) : null;
    const { total, rows } = pageOfCancellationReasons(ctx.db, type, page);
    return paginated('data', page, total, rows.map((row) => localisedReason(request, row)));
  });
  void app.register(async (owner) => ownerActionRoutes(owner, ctx));
  void app.register(async (customer) => customerActionRoutes(customer, ctx));
}

function ownerActionRoutes(app: FastifyInstance, ctx: AppContext): void {
  callerScope(app, ctx);
  routeWithOverride(app, 'PUT', '/api/v1/customer/order/cancel', (request) => {
    cancelOrder(ctx.db, callerOf(request), inputOf(request), ctx.now());
    return { message: 'Order canceled successfully' };
  });

  app.get('/api/v1/customer/order/refund-reasons', (request) => ({ refund_reasons: refundReasons(ctx.db).map((row) => localisedReason(request, row)) }));

  app.route({
    method: 'POST',
    url: '/api/v1/customer/order/refund-request',
    config: { multipartOptions: REFUND_MULTIPART },
    handler: (request) => {
      const caller = callerOf(request);
      const input = inputOf(request);
      requestRefund(ctx.db, caller, input, uploadedImages(input, 'image'), ctx.now());
      return { message: 'Refund request placed successfully' };
    },
  });

  routeWithOverride(app, 'PUT', '/api/v1/customer/order/payment-method', (request) => {
    switchToCash(ctx.db, callerOf(request), inputOf(request), ctx.now());
    return { message: 'Payment method switched to cash on delivery' };
  });

  // No offline payment methods are configured on this server: the switch is off, as `place` says too.
  const offlinePayment = () => {
    if (!orderSettings(ctx.db).offlinePayment) throw errorList(403, 'offline_payment_status', 'Offline payment is not available.');
    throw errorList(403, 'method_id', 'No offline payment method is configured.');
  };
  routeWithOverride(app, 'PUT', '/api/v1/customer/order/offline-payment', offlinePayment);
  routeWithOverride(app, 'PUT', '/api/v1/customer/order/offline-payment-update', offlinePayment);
}

function customerActionRoutes(app: FastifyInstance, ctx: AppContext): void {
  signedInScope(app, ctx);
  app.post('/api/v1/customer/order/wallet-payment', (request) => payFromWallet(ctx.db, userOf(request), inputOf(request), ctx.now()));

  app.post('/api/v1/items/reviews/submit', (request) => {
    reviewItem(ctx.db, userOf(request), inputOf(request), ctx.now());
    return { message: 'Review submitted successfully' };
  });

  app.post('/api/v1/delivery-man/reviews/submit', (request) => {
    reviewRider(ctx.db, userOf(request), inputOf(request), ctx.now());
    return { message: 'Review submitted successfully' };
  });
}
