/**
 * What a customer does with an order after placing it (contract-marketplace §M5.6, §M5.8): cancel it while
 * the store has not confirmed it (with a reason or a note; what the wallet paid goes back to it and stock
 * returns to the shelf), ask for a refund of a delivered and paid order, switch an unpaid digital order to
 * cash on delivery, and review its items and its rider once delivered. Every action finds the order through
 * its owner only.
 */
import type { Db } from '../../db/connection';
import { durableTransaction } from '../../db/durability';
import type { Caller } from '../../http/context';
import { errorList } from '../../http/errors';
import { present, str, validate, type Input } from '../../http/input';
import { laravelTime } from '../auth/accounts';
import { parseHistogram } from '../catalog/rules';
import type { ImageUpload } from '../customer/profile';
import { randomBytes } from 'node:crypto';
import { operatorOffsetMinutes } from '../catalog/clock';
import { advanceOrders, ownOrder, type OrderRow } from './history';
import { tracksStock } from './sellable';
import { orderSettings } from './settings';
import { moveWallet } from './wallet-ledger';

export const CANCELLABLE = ['pending', 'failed'];

/** A customer can cancel an order the store has not confirmed, and a scheduled one until its preparation starts. */
export const cancellable = (order: Pick<OrderRow, 'order_status' | 'scheduled'>) => CANCELLABLE.includes(order.order_status) || (order.scheduled === 1 && order.order_status === 'confirmed');

const refuse = (status: number, code: string, message: string) => errorList(status, code, message);

function restock(db: Db, orderId: number): void {
  const lines = db.prepare('SELECT item_id, quantity, variant FROM order_details WHERE order_id = ? AND item_id IS NOT NULL').all(orderId) as { item_id: number; quantity: number; variant: string }[];
  for (const line of lines) {
    const item = db.prepare('SELECT i.variations, m.module_type FROM items i JOIN modules m ON m.id = i.module_id WHERE i.id = ?').get(line.item_id) as { variations: string; module_type: string } | undefined;
    if (!item || !tracksStock(db, item.module_type)) continue;
    db.prepare(
      `UPDATE items SET stock = stock + ?, variations = CASE WHEN ? = '' THEN variations ELSE (SELECT json_group_array(CASE WHEN json_extract(v.value, '$.type') = ? THEN json_set(v.value, '$.stock', json_extract(v.value, '$.stock') + ?) ELSE json(v.value) END) FROM json_each(items.variations) v) END WHERE id = ?`,
    ).run(line.quantity, line.variant, line.variant, line.quantity, line.item_id);
  }
}

/** What the customer already paid on an order that did not happen. */
function paidAmount(order: OrderRow): number {
  if (order.payment_status === 'paid' && order.payment_method !== 'cash_on_delivery') return order.order_amount;
  if (order.payment_status === 'partially_paid') return Number(order.partially_paid_amount ?? 0);
  return 0;
}

export function cancelOrder(db: Db, caller: Caller, input: Input, now: Date): void {
  validate(input, { order_id: ['required', 'integer'], reason: ['nullable', 'string', { maxLength: 255 }], note: ['nullable', 'string', { maxLength: 1000 }] });
  if (!present(input.reason) && !present(input.note)) throw refuse(403, 'order', 'Please tell us why you are cancelling.');
  const at = laravelTime(now);
  // Read and decided under the write lock: a twin cancellation another worker committed meanwhile finds the
  // order cancelled, so what the wallet paid goes back once.
  durableTransaction(db, () => {
    // Where the order's clock has taken it by now (its preparation may have started since it was last read).
    const [order] = advanceOrders(db, [ownOrder(db, caller, input.order_id)], now, operatorOffsetMinutes(now, orderSettings(db).timeZone)) as [OrderRow];
    if (!cancellable(order)) throw refuse(403, 'order', order.scheduled === 1 ? 'You can not cancel this order once its preparation has started.' : 'You can not cancel this order after it is confirmed.');
    db.prepare("UPDATE orders SET order_status = 'canceled', canceled = ?, canceled_by = 'customer', cancellation_reason = ?, cancellation_note = ?, updated_at = ? WHERE id = ?").run(
      at, str(input.reason) || null, str(input.note) || null, at, order.id,
    );
    restock(db, order.id);
    const paid = paidAmount(order);
    if (!caller.isGuest && paid > 0) {
      moveWallet(db, caller.id, { credit: paid, type: 'order_refund', reference: String(order.id), now });
      db.prepare("UPDATE orders SET payment_status = 'refunded' WHERE id = ?").run(order.id);
    }
  });
}

export function requestRefund(db: Db, caller: Caller, input: Input, images: ImageUpload[], now: Date): void {
  if (caller.isGuest) throw refuse(403, 'order', 'Please sign in to ask for a refund.');
  if (!orderSettings(db).refundEnabled) throw refuse(403, 'order', 'Refunds are not available right now.');
  validate(input, { order_id: ['required', 'integer'], customer_reason: ['required', 'string', { maxLength: 254 }], customer_note: ['nullable', 'string', { maxLength: 2000 }], refund_method: ['nullable', 'string', { maxLength: 100 }] });
  const id = Number(input.order_id);
  const order = db.prepare('SELECT * FROM orders WHERE id = ? AND user_id = ? AND is_guest = 0').get(id, caller.id) as OrderRow | undefined;
  if (!order) throw refuse(404, 'order', 'not found');
  if (order.order_status !== 'delivered' || order.payment_status !== 'paid') throw refuse(403, 'order', 'A refund can be asked for a delivered and paid order.');
  if (db.prepare('SELECT 1 FROM refunds WHERE order_id = ?').get(order.id)) throw refuse(403, 'order', 'A refund was already requested for this order.');
  const at = laravelTime(now);
  const amount = Math.max(0, order.order_amount - Number(order.delivery_charge ?? 0) - Number(order.dm_tips ?? 0));
  durableTransaction(db, () => {
    const files = images.map((image) => {
      const file = `${randomBytes(12).toString('hex')}.${image.extension}`;
      db.prepare("INSERT INTO order_files (file_name, order_id, purpose, mime_type, data, created_at) VALUES (?, ?, 'refund', ?, ?, ?)").run(file, order.id, image.mimeType, image.data, at);
      return file;
    });
    db.prepare(
      "INSERT INTO refunds (order_id, user_id, order_status, customer_reason, customer_note, refund_amount, refund_method, image, created_at, updated_at) VALUES (?, ?, 'delivered', ?, ?, ?, ?, ?, ?, ?)",
    ).run(order.id, caller.id, str(input.customer_reason), str(input.customer_note) || null, Math.round(amount * 1000) / 1000, str(input.refund_method) || 'wallet', JSON.stringify(files), at, at);
    db.prepare("UPDATE orders SET order_status = 'refund_requested', refund_requested = ?, updated_at = ? WHERE id = ?").run(at, at, order.id);
  });
}

export function switchToCash(db: Db, caller: Caller, input: Input, now: Date): void {
  validate(input, { order_id: ['required', 'integer'] });
  if (!orderSettings(db).cashOnDelivery) throw refuse(403, 'cod', 'Cash on delivery is not available.');
  const order = ownOrder(db, caller, input.order_id);
  if (order.order_status !== 'failed' || order.payment_status === 'paid') throw refuse(403, 'order', 'Only an unpaid order can switch to cash on delivery.');
  const at = laravelTime(now);
  db.prepare("UPDATE orders SET payment_method = CASE WHEN payment_method = 'partial_payment' THEN payment_method ELSE 'cash_on_delivery' END, order_status = 'pending', pending = ?, updated_at = ? WHERE id = ?").run(at, at, order.id);
}

function deliveredOrder(db: Db, userId: number, orderId: unknown): OrderRow {
  const order = ownOrder(db, { id: userId, isGuest: false }, orderId);
  if (order.order_status !== 'delivered') throw refuse(403, 'review', 'You can review an order once it is delivered.');
  return order;
}

function bump(histogram: string, rating: number): string {
  const counts = parseHistogram(histogram);
  counts[5 - rating] = (counts[5 - rating] ?? 0) + 1;
  return JSON.stringify(counts);
}

export function reviewItem(db: Db, userId: number, input: Input, now: Date): void {
  validate(input, { item_id: ['required', 'integer'], order_id: ['required', 'integer'], rating: ['required', 'numeric', { min: 1 }, { max: 5 }], comment: ['nullable', 'string', { maxLength: 1000 }] });
  const order = deliveredOrder(db, userId, input.order_id);
  const itemId = Number(input.item_id);
  const line = db.prepare('SELECT d.item_id, c.item_id AS campaign_item FROM order_details d LEFT JOIN item_campaigns c ON c.id = d.item_campaign_id WHERE d.order_id = ? AND (d.item_id = ? OR c.item_id = ?)').get(order.id, itemId, itemId);
  if (!line) throw refuse(403, 'item_id', 'This item is not in the order.');
  if (db.prepare('SELECT 1 FROM reviews WHERE user_id = ? AND item_id = ? AND order_id = ?').get(userId, itemId, order.id)) throw refuse(403, 'review', 'You already reviewed this item.');
  const item = db.prepare('SELECT store_id, module_id, avg_rating, rating_count FROM items WHERE id = ?').get(itemId) as { store_id: number; module_id: number; avg_rating: number; rating_count: number };
  const rating = Math.round(Number(input.rating));
  const at = laravelTime(now);
  db.transaction(() => {
    db.prepare('INSERT INTO reviews (item_id, store_id, module_id, user_id, order_id, rating, comment, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(itemId, item.store_id, item.module_id, userId, order.id, rating, str(input.comment), at, at);
    const count = item.rating_count + 1;
    db.prepare('UPDATE items SET rating_count = ?, avg_rating = ? WHERE id = ?').run(count, Math.round(((item.avg_rating * item.rating_count + rating) / count) * 100) / 100, itemId);
    const store = db.prepare('SELECT rating FROM stores WHERE id = ?').get(item.store_id) as { rating: string };
    db.prepare('UPDATE stores SET rating = ? WHERE id = ?').run(bump(store.rating, rating), item.store_id);
  })();
}

export function reviewRider(db: Db, userId: number, input: Input, now: Date): void {
  validate(input, { delivery_man_id: ['required', 'integer'], order_id: ['required', 'integer'], comment: ['required', 'string', { maxLength: 1000 }], rating: ['required', 'numeric', { min: 1 }, { max: 5 }] });
  const order = deliveredOrder(db, userId, input.order_id);
  const riderId = Number(input.delivery_man_id);
  if (order.delivery_man_id !== riderId) throw refuse(403, 'delivery_man_id', 'This rider did not deliver the order.');
  if (db.prepare('SELECT 1 FROM delivery_man_reviews WHERE delivery_man_id = ? AND order_id = ? AND user_id = ?').get(riderId, order.id, userId)) throw refuse(403, 'review', 'You already reviewed this rider.');
  const rating = Math.round(Number(input.rating));
  const at = laravelTime(now);
  db.transaction(() => {
    db.prepare('INSERT INTO delivery_man_reviews (delivery_man_id, order_id, user_id, rating, comment, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(riderId, order.id, userId, rating, str(input.comment), at, at);
    const rider = db.prepare('SELECT rating FROM delivery_men WHERE id = ?').get(riderId) as { rating: string };
    db.prepare('UPDATE delivery_men SET rating = ? WHERE id = ?').run(bump(rider.rating, rating), riderId);
  })();
}

/**
 * Pays an unpaid order from the wallet (`customer/order/wallet-payment`): a signed-in customer's own order,
 * with a balance that covers what is still due. Unlike the reference backend, which checks neither the owner
 * nor the balance, both are checked here.
 */
export function payFromWallet(db: Db, userId: number, input: Input, now: Date): { message: string } {
  validate(input, { order_id: ['required', 'integer'] });
  if (!orderSettings(db).walletEnabled) throw refuse(400, 'wallet', 'The wallet is turned off.');
  const at = laravelTime(now);
  // Read and decided under the write lock, so a payment another worker made meanwhile is seen.
  return durableTransaction(db, () => {
    const order = ownOrder(db, { id: userId, isGuest: false }, input.order_id);
    if (order.payment_status === 'paid') return { message: 'This order is already paid.' };
    if (!['failed', 'pending'].includes(order.order_status)) throw refuse(403, 'order', 'This order can not be paid now.');
    const due = Math.round((order.order_amount - Number(order.partially_paid_amount ?? 0)) * 1000) / 1000;
    const balance = (db.prepare('SELECT wallet_balance AS b FROM users WHERE id = ?').get(userId) as { b: number }).b;
    if (balance < due) throw refuse(403, 'order_amount', 'Your wallet balance is not enough for this order.');
    moveWallet(db, userId, { debit: due, type: 'order_place', reference: String(order.id), now });
    db.prepare(
      "UPDATE orders SET order_status = 'confirmed', confirmed = ?, payment_status = 'paid', payment_method = CASE WHEN payment_method = 'partial_payment' THEN payment_method ELSE 'wallet' END, updated_at = ? WHERE id = ?",
    ).run(at, at, order.id);
    return { message: 'Payment successful' };
  });
}
