/**
 * What a customer does with a placed order (contract-marketplace §M5.6, §M5.8): cancel (PUT or POST +
 * `_method`) with the reasons list, ask for a refund with the refund reasons and pictures, switch an unpaid
 * digital order to cash on delivery or pay it from the wallet, submit offline payment information, and review the items and the rider
 * of a delivered order.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { locale, requireCaller, requireUser, type AppContext } from '../../http/context';
import { errorList } from '../../http/errors';
import { inputOf, pageOf, paginated } from '../../http/input';
import { routeWithOverride } from '../../http/routing';
import { MAX_IMAGE_BYTES } from '../../services/customer/profile';
import { cancelOrder, payFromWallet, requestRefund, reviewItem, reviewRider, switchToCash } from '../../services/orders/actions';
import { pageOfCancellationReasons, refundReasons, type ReasonRow } from '../../services/orders/lists';
import { orderSettings } from '../../services/orders/settings';
import { uploadedImages } from './checkout';

const REFUND_MULTIPART = { limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 5 }, throwFileSizeLimit: false } as NonNullable<FastifyRequest['routeOptions']['config']['multipartOptions']>;

export function registerOrderActionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const localisedReason = (request: FastifyRequest, row: ReasonRow) => {
    const { reason_ar: arabic, ...rest } = row;
    return { ...rest, reason: locale(request) === 'ar' && arabic ? arabic : row.reason };
  };

  routeWithOverride(app, 'PUT', '/api/v1/customer/order/cancel', (request) => {
    cancelOrder(ctx.db, requireCaller(ctx, request), inputOf(request), ctx.now());
    return { message: 'Order canceled successfully' };
  });

  app.get('/api/v1/customer/order/cancellation-reasons', (request) => {
    const input = inputOf(request);
    const page = pageOf(input, 25);
    const type = typeof input.type === 'string' && input.type !== '' ? input.type.slice(0, 20) : null;
    const { total, rows } = pageOfCancellationReasons(ctx.db, type, page);
    return paginated('data', page, total, rows.map((row) => localisedReason(request, row)));
  });

  app.get('/api/v1/customer/order/refund-reasons', (request) => {
    requireCaller(ctx, request);
    return { refund_reasons: refundReasons(ctx.db).map((row) => localisedReason(request, row)) };
  });

  app.route({
    method: 'POST',
    url: '/api/v1/customer/order/refund-request',
    config: { multipartOptions: REFUND_MULTIPART },
    handler: (request) => {
      const caller = requireCaller(ctx, request);
      const input = inputOf(request);
      requestRefund(ctx.db, caller, input, uploadedImages(input, 'image'), ctx.now());
      return { message: 'Refund request placed successfully' };
    },
  });

  routeWithOverride(app, 'PUT', '/api/v1/customer/order/payment-method', (request) => {
    switchToCash(ctx.db, requireCaller(ctx, request), inputOf(request), ctx.now());
    return { message: 'Payment method switched to cash on delivery' };
  });

  // No offline payment methods are configured on this server: the switch is off, as `place` says too.
  app.post('/api/v1/customer/order/wallet-payment', (request) => payFromWallet(ctx.db, requireUser(ctx, request), inputOf(request), ctx.now()));

  const offlinePayment = (request: FastifyRequest) => {
    requireCaller(ctx, request);
    if (!orderSettings(ctx.db).offlinePayment) throw errorList(403, 'offline_payment_status', 'Offline payment is not available.');
    throw errorList(403, 'method_id', 'No offline payment method is configured.');
  };
  routeWithOverride(app, 'PUT', '/api/v1/customer/order/offline-payment', offlinePayment);
  routeWithOverride(app, 'PUT', '/api/v1/customer/order/offline-payment-update', offlinePayment);

  app.post('/api/v1/items/reviews/submit', (request) => {
    reviewItem(ctx.db, requireUser(ctx, request), inputOf(request), ctx.now());
    return { message: 'Review submitted successfully' };
  });

  app.post('/api/v1/delivery-man/reviews/submit', (request) => {
    reviewRider(ctx.db, requireUser(ctx, request), inputOf(request), ctx.now());
    return { message: 'Review submitted successfully' };
  });
}
