/**
 * `GET /api/v1/customer/order/track` (contract §M5.4): one order, for its owner only. With a token the order
 * must be the customer's own (not a guest order). Without one the guest proves it twice: the `guest_id` it
 * was placed with and the `contact_number` of its delivery address (sent unencoded by the web client, so
 * the `+` arrives as a space: trimmed and put back). Anything else is the same `404 not found`, so order ids,
 * which are sequential, reveal nothing about orders that are not the caller's.
 */
import type { FastifyInstance } from 'fastify';
import { bearer, optionalZoneIds, requireCaller, type AppContext } from '../http/context';
import { errorList } from '../http/errors';
import { inputOf, parseJsonObject, validate } from '../http/input';

interface OrderRow {
  id: number;
  user_id: number;
  is_guest: number;
  module_id: number;
  delivery_address: string | null;
  [column: string]: unknown;
}

/** `+971 50…`, ` 97150…` and `97150…` all name `+97150…`. */
export function normalizedPhone(value: unknown): string {
  const digits = String(value ?? '').replace(/[\s\-()]/g, '');
  return digits === '' ? '' : `+${digits.replace(/^\+/, '')}`;
}

const notFound = () => errorList(404, 'order', 'not found');

export function registerOrderTrackRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/customer/order/track', (request) => {
    optionalZoneIds(request);
    const input = inputOf(request);
    const caller = requireCaller(ctx, request);
    const guest = bearer(request) === null;
    validate(input, { order_id: ['required', 'integer'], ...(guest ? { contact_number: ['required', 'string', { maxLength: 32 }] } : {}) });
    const order = ctx.db.prepare('SELECT * FROM orders WHERE id = ? AND user_id = ? AND is_guest = ?').get(Number(input.order_id), caller.id, caller.isGuest ? 1 : 0) as OrderRow | undefined;
    if (!order) throw notFound();
    const address = parseJsonObject(order.delivery_address);
    if (caller.isGuest && normalizedPhone(address?.contact_person_number) !== normalizedPhone(input.contact_number)) throw notFound();
    const details = ctx.db.prepare('SELECT count(*) AS n FROM order_details WHERE order_id = ?').get(order.id) as { n: number };
    const module = ctx.db.prepare('SELECT module_type FROM modules WHERE id = ?').get(order.module_id) as { module_type: string } | undefined;
    return { ...order, delivery_address: address, details_count: details.n, module_type: module?.module_type ?? null, delivery_man: null };
  });
}
