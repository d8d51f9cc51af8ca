/**
 * Paying an order on the reference payment page: who may open it, what is due (the order amount less what
 * the wallet already paid), and what a payment does to the order — success confirms it as paid with the
 * gateway's name (a partial payment keeps its method), failure or cancellation leaves it `failed`, so it
 * shows among finished orders and can be paid again or switched to cash on delivery.
 *
 * Only the order's owner opens it: a signed-in customer by their token (the `Authorization` header, or
 * `access_token` for a browser sent to the page), a guest by the guest id that placed the order
 * (`customer_id`, random and unguessable; a customer's id is neither). Everybody else is answered exactly as
 * for an order that does not exist, whatever its state, and changes nothing, so no order id can be matched
 * to its owner. A visit without a token that names no guest's order is asked to sign in (the route's page,
 * the same whatever order it names): a web client sends a signed-in customer to the page with their id only.
 */
import type { Db } from '../../db/connection';
import { ApiError, errorList } from '../../http/errors';
import { validate, type Input } from '../../http/input';
import { laravelTime } from '../auth/accounts';
import { isGateway } from '../payments/gateways';
import { openPaymentRequest, registerPaymentPurpose, safeCallback } from '../payments/requests';
import type { OrderRow } from './history';

export const ORDER_PURPOSE = 'order';

export function registerOrderPayments(): void {
  registerPaymentPurpose(ORDER_PURPOSE, {
    succeeded(db, request, now) {
      const at = laravelTime(now);
      db.prepare(
        `UPDATE orders SET order_status = CASE WHEN order_status IN ('failed', 'pending') THEN 'confirmed' ELSE order_status END,
           confirmed = CASE WHEN order_status IN ('failed', 'pending') THEN ? ELSE confirmed END,
           payment_status = 'paid', payment_method = CASE WHEN payment_method = 'partial_payment' THEN payment_method ELSE ? END,
           transaction_reference = ?, updated_at = ? WHERE id = ?`,
      ).run(at, request.gateway, request.transaction_reference, at, request.reference_id);
    },
    failed(db, request, now) {
      const at = laravelTime(now);
      db.prepare("UPDATE orders SET order_status = 'failed', failed = ?, updated_at = ? WHERE id = ? AND payment_status != 'paid' AND order_status = 'failed'").run(at, at, request.reference_id);
    },
  });
}

const refuse = (code: string, message: string) => errorList(403, code, message);

const ORDER_NOT_FOUND = 'Data not found';
const orderNotFound = () => refuse('order-payment', ORDER_NOT_FOUND);

/** Whether an error is the answer for an order this caller does not own (or that does not exist). */
export function isOrderNotFound(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const entries = (error.body as { errors?: { code?: unknown; message?: unknown }[] } | null)?.errors;
  return Array.isArray(entries) && entries.some((entry) => entry.code === 'order-payment' && entry.message === ORDER_NOT_FOUND);
}

/**
 * Checks a `payment-mobile` visit and opens its payment request; returns the request id. `userId` is the
 * customer the visit's token signs in (null without a working one).
 */
export function startOrderPayment(db: Db, input: Input, userId: number | null, now: Date): string {
  validate(input, { order_id: ['required', 'integer'], customer_id: ['required', 'integer'], payment_method: ['required', 'string', { maxLength: 50 }], callback: ['required', 'string', { maxLength: 2000 }] });
  // What does not depend on the order first, so these answers are the same for every order id.
  if (!isGateway(db, input.payment_method)) throw refuse('payment_method', 'This payment method is not available.');
  const callback = safeCallback(input.callback);
  if (!callback) throw refuse('callback', 'The callback must be an http or https address.');
  const customerId = Number(input.customer_id);
  // A customer's order for their own token; a guest's for the guest id that placed it (the id is its secret).
  const order = ((userId !== null && userId === customerId ? db.prepare('SELECT * FROM orders WHERE id = ? AND user_id = ? AND is_guest = 0').get(Number(input.order_id), userId) : undefined) ??
    db.prepare('SELECT * FROM orders WHERE id = ? AND user_id = ? AND is_guest = 1').get(Number(input.order_id), customerId)) as OrderRow | undefined;
  if (!order) throw orderNotFound();
  if (order.payment_status === 'paid') throw refuse('order-payment', 'This order is already paid.');
  if (['canceled', 'refunded', 'refund_requested', 'delivered'].includes(order.order_status)) throw refuse('order-payment', 'This order can no longer be paid.');
  const due = Math.round((order.order_amount - Number(order.partially_paid_amount ?? 0)) * 1000) / 1000;
  if (due <= 0) throw refuse('order-payment', 'Nothing is due on this order.');
  db.prepare('UPDATE orders SET callback = ? WHERE id = ?').run(callback, order.id);
  return openPaymentRequest(db, { purpose: ORDER_PURPOSE, referenceId: order.id, payerId: order.user_id, isGuest: order.is_guest === 1, amount: due, gateway: String(input.payment_method), callback, now });
}
