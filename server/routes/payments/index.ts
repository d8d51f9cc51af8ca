/**
 * The reference payment page (contract-marketplace §M5.7), a web route like the backend's, not under `/api`:
 * `GET /payment-mobile?order_id&customer_id&payment_method&callback&payment_platform` checks the order and
 * redirects to `GET /payment/pay?payment_id=…`, the page (a visit without the order's token or guest id gets
 * a sign-in form instead, which posts back to `POST /payment-mobile` with the same query: the account that
 * placed the order signs in, then the visit goes on); the page's form posts to `POST /payment/pay`, which
 * applies the outcome and redirects the browser to the callback with the contract's flag and token.
 * Failures before the page are the JSON errors the backend shows in the browser. The page stands in for a
 * gateway, so all three answer only in demo mode (services/payments/gateways.ts); outside it they are not
 * there (`404`, as an unknown path).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../../http/route-scope';
import { header, storageUrl, userFromToken, userFromTokenText } from '../../http/context';
import { ApiError, errorList, notFound } from '../../http/errors';
import { inputOf } from '../../http/input';
import { setting } from '../../http/settings';
import { imagePaths } from '../../services/images/paths';
import { isOrderNotFound, registerOrderPayments, startOrderPayment } from '../../services/orders/payment';
import { checkCredentials } from '../../services/auth/sign-in';
import { formatMoney, orderSettings } from '../../services/orders/settings';
import { isGateway, offeredGateways, paymentPageOpen } from '../../services/payments/gateways';
import { PAGE_STYLE_HASH, renderPaymentPage, renderPaymentSignIn } from '../../services/payments/page';
import { findPaymentRequest, finishPaymentRequest, type Outcome } from '../../services/payments/requests';

const OUTCOMES: readonly Outcome[] = ['success', 'fail', 'cancel'];

function languageOf(request: FastifyRequest): 'en' | 'ar' {
  const asked = inputOf(request).lang;
  if (asked === 'ar' || asked === 'en') return asked;
  return (header(request, 'accept-language') ?? '').toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The first message of an error answer, for a page to show. */
function messageOf(error: ApiError): string {
  const body = error.body as { errors?: { message?: unknown }[]; message?: unknown } | null;
  const first = Array.isArray(body?.errors) ? body.errors[0]?.message : body?.message;
  return typeof first === 'string' ? first : 'Something went wrong.';
}

function sendPage(reply: FastifyReply, html: string, callback: string) {
  const target = originOf(callback);
  const policy = ["default-src 'none'", `style-src ${PAGE_STYLE_HASH}`, "img-src 'self'", `form-action 'self'${target ? ` ${target}` : ''}`, "frame-ancestors 'none'", "base-uri 'none'"].join('; ');
  return reply.header('Content-Security-Policy', policy).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
}

export const paymentRoutes: RoutePlugin = async (app, { ctx }) => {
  registerOrderPayments();

  // Outside demo mode the page is not there, as any unknown path.
  const open = async () => {
    if (!paymentPageOpen(ctx.db)) throw notFound();
  };

  const toPage = (request: FastifyRequest, reply: FastifyReply, paymentId: string, status: 302 | 303) =>
    reply.header('Cache-Control', 'no-store').redirect(`/payment/pay?payment_id=${paymentId}&lang=${languageOf(request)}`, status);
  const signInPage = (request: FastifyRequest, reply: FastifyReply, error: ApiError | null) =>
    sendPage(reply.status(error ? error.status : 200), renderPaymentSignIn({ language: languageOf(request), businessName: String(setting(ctx.db, 'business_name', '')), error: error ? { status: error.status, message: messageOf(error) } : null }), '');

  app.get('/payment-mobile', { onRequest: open }, (request, reply) => {
    const input = inputOf(request);
    const userId = userFromToken(ctx, request) ?? (typeof input.access_token === 'string' ? userFromTokenText(ctx, input.access_token) : null);
    try {
      return toPage(request, reply, startOrderPayment(ctx.db, input, userId, ctx.now()), 302);
    } catch (error) {
      // No token and no guest's order: the one who placed it signs in (the same page whatever the order).
      if (userId === null && isOrderNotFound(error)) return signInPage(request, reply, null);
      throw error;
    }
  });

  // The sign-in form, posted to the visit's own address: the password proves the account, as signing in does
  // (the same limits and growing blocks), then the visit goes on for that account's own order only.
  app.post('/payment-mobile', { onRequest: open }, async (request, reply) => {
    const input = inputOf(request);
    let userId: number;
    try {
      userId = (await checkCredentials(ctx, input)).id;
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) return signInPage(request, reply, error);
      throw error;
    }
    return toPage(request, reply, startOrderPayment(ctx.db, input, userId, ctx.now()), 303);
  });

  app.get('/payment/pay', { onRequest: open }, (request, reply) => {
    const payment = findPaymentRequest(ctx.db, inputOf(request).payment_id);
    if (!payment) throw errorList(404, 'payment_id', 'Payment not found.');
    const settings = orderSettings(ctx.db);
    const html = renderPaymentPage({
      language: languageOf(request),
      businessName: String(setting(ctx.db, 'business_name', '')),
      amount: formatMoney(settings, payment.amount),
      requestId: payment.id,
      chosen: payment.gateway,
      gateways: offeredGateways(ctx.db).map((gateway) => ({ ...gateway, image_url: storageUrl(request, imagePaths.gateway(gateway.gateway)) })),
    });
    return sendPage(reply, html, payment.callback);
  });

  app.post('/payment/pay', { onRequest: open }, (request, reply) => {
    const input = inputOf(request);
    const payment = findPaymentRequest(ctx.db, input.payment_id);
    if (!payment) throw errorList(404, 'payment_id', 'Payment not found.');
    const outcome = OUTCOMES.find((value) => value === input.outcome);
    if (!outcome) throw errorList(403, 'outcome', 'Choose to pay, decline or cancel.');
    const gateway = isGateway(ctx.db, input.gateway) ? String(input.gateway) : payment.gateway;
    const target = finishPaymentRequest(ctx.db, payment.id, outcome, gateway, ctx.now());
    if (!target) throw errorList(404, 'payment_id', 'Payment not found.');
    return reply.header('Cache-Control', 'no-store').redirect(target, 303);
  });
};
