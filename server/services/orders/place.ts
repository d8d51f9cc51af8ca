/**
 * Placing an item order (`customer/order/place`, `prescription/place`; contract-marketplace §M5.1): the quote
 * (checkout.ts), then the payment checks with the backend's statuses — 203 for a wallet that cannot pay, a
 * partial payment the wallet could cover whole, or cash on delivery above the zone's limit — then one
 * durable transaction: the order and its lines, the wallet debit, stock, the coupon's use, the cart emptied
 * (buy-now leaves it). The initial status follows the payment: `failed` until a digital payment is made,
 * `confirmed` when the wallet paid (whole or part) for an order of now, else `pending` (a scheduled order waits
 * for the store whoever paid it, and can be cancelled until its preparation starts).
 *
 * The order row is written by `insertOrder`, which parcel orders reuse with their own lines and amounts; the
 * payment page and tracking read only the order row, so every kind of order pays and travels the same way.
 */
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/connection';
import { taxKeys } from './tax-keys';
import { durableTransaction } from '../../db/durability';
import { errorList } from '../../http/errors';
import { str, truthy, validate, type Input } from '../../http/input';
import { emailTaken, laravelTime, phoneTaken, splitName } from '../auth/accounts';
import { hashPassword } from '../auth/credentials';
import type { FullItemJson } from '../catalog/item-format';
import type { ImageUpload } from '../customer/profile';
import { quoteOrder, type CheckoutScope, type Quote } from './checkout';
import { checkCouponLimit } from './coupons';
import type { DeliveryAddress } from './delivery';
import { formatMoney, type OrderSettings } from './settings';
import { moveWallet, walletBalance } from './wallet-ledger';
import { tracksStock } from './sellable';

export interface OrderRowInput {
  userId: number;
  isGuest: boolean;
  moduleId: number;
  storeId: number | null;
  zoneId: number;
  orderType: string;
  orderStatus: string;
  paymentStatus: string;
  paymentMethod: string;
  columns: Record<string, string | number | null>;
  now: Date;
}

/** The next order id: one above the highest, starting at 100000 as the backend numbers them. */
function nextOrderId(db: Db): number {
  const row = db.prepare('SELECT max(id) AS id FROM orders').get() as { id: number | null };
  return Math.max(100_000, (row.id ?? 0) + 1);
}

export function insertOrder(db: Db, order: OrderRowInput): number {
  const id = nextOrderId(db);
  const at = laravelTime(order.now);
  const columns: Record<string, string | number | null> = {
    id,
    user_id: order.userId,
    is_guest: order.isGuest ? 1 : 0,
    module_id: order.moduleId,
    store_id: order.storeId,
    zone_id: order.zoneId,
    order_type: order.orderType,
    order_status: order.orderStatus,
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod,
    otp: String(randomInt(1000, 10_000)),
    [order.orderStatus]: at,
    created_at: at,
    updated_at: at,
    ...order.columns,
  };
  if (order.orderStatus !== 'pending') columns.pending = at;
  const names = Object.keys(columns);
  db.prepare(`INSERT INTO orders (${names.map((name) => `"${name}"`).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`).run(...Object.values(columns));
  return id;
}

const refuse = (status: number, code: string, message: string) => errorList(status, code, message);

export interface Payment {
  method: string;
  status: string;
  orderStatus: string;
  walletPaid: number;
}

/** What the payment checks need: the amount due, the settings and the zone whose cash limit applies. */
export interface PaymentTerms {
  amount: number;
  settings: OrderSettings;
  zoneId: number;
}

export function payment(db: Db, terms: PaymentTerms, scope: CheckoutScope, input: Input): Payment {
  const method = String(input.payment_method);
  const partial = truthy(input.partial_payment);
  const { amount, settings } = terms;
  if ((method === 'wallet' || partial) && scope.caller.isGuest) throw refuse(403, 'payment_method', 'Sign in to pay with your wallet.');
  if ((method === 'wallet' || partial) && !settings.walletEnabled) throw refuse(403, 'payment_method', 'The wallet is turned off.');
  const balance = scope.caller.isGuest ? 0 : walletBalance(db, scope.caller.id);
  if (method === 'wallet' && !partial) {
    if (balance < amount) throw refuse(203, 'order_amount', 'Your wallet balance is not enough for this order.');
    return { method: 'wallet', status: 'paid', orderStatus: 'confirmed', walletPaid: amount };
  }
  if (partial) {
    if (method === 'wallet') throw refuse(403, 'payment_method', 'Choose how to pay the rest of a partial payment.');
    if (balance > amount) throw refuse(203, 'partial_payment', 'Your wallet covers the whole order: pay with the wallet instead.');
    if (balance <= 0) throw refuse(203, 'order_amount', 'Your wallet is empty.');
    const rest = settings.partialPaymentMethod;
    const allowed = rest === 'both' ? ['cash_on_delivery', 'digital_payment', 'offline_payment'] : rest === 'cod' ? ['cash_on_delivery'] : [rest];
    if (!allowed.includes(method)) throw refuse(403, 'order_method', 'This payment method can not pay the rest of a partial payment.');
  }
  if (method === 'cash_on_delivery') {
    const pivot = db.prepare('SELECT maximum_cod_order_amount AS max FROM module_zone WHERE module_id = ? AND zone_id = ?').get(scope.moduleId, terms.zoneId) as { max: number | null } | undefined;
    const due = partial ? amount - balance : amount;
    if (pivot?.max && pivot.max > 0 && due > pivot.max) throw refuse(203, 'order_amount', 'The total amount of the order, exceeds maximum amount of the cash on delivery method');
  }
  const orderStatus = method === 'digital_payment' || method === 'offline_payment' ? 'failed' : partial ? 'confirmed' : 'pending';
  return { method: partial ? 'partial_payment' : method, status: partial ? 'partially_paid' : 'unpaid', orderStatus, walletPaid: partial ? balance : 0 };
}

function writeLines(db: Db, orderId: number, quote: Quote, snapshots: Map<number, FullItemJson>, at: string, stockTracked: boolean): void {
  const insert = db.prepare(
    `INSERT INTO order_details (order_id, item_id, item_campaign_id, price, quantity, discount_on_item, discount_type, tax_amount, total_add_on_price, variation, variant, add_ons, item_details, category_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const line of quote.lines) {
    const { item, campaign } = line.sellable;
    const snapshot = snapshots.get(item.id);
    const itemDetails = campaign ? { ...snapshot, id: campaign.id, item_id: item.id, name: snapshot?.name ?? item.name, title: campaign.title, price: campaign.price, is_campaign: 1 } : snapshot ?? { id: item.id, name: item.name };
    insert.run(
      orderId, campaign ? null : item.id, campaign?.id ?? null, line.resolved.unitPrice, line.quantity, line.resolved.unitDiscount,
      line.resolved.flashSale ? 'flash_sale' : quote.amounts.discountBy === 'store' ? 'discount_on_store' : 'discount_on_product', line.resolved.addOnTotal,
      JSON.stringify(line.resolved.variation), line.resolved.variant, JSON.stringify(line.resolved.addOns), JSON.stringify(itemDetails), item.category_id, at, at,
    );
    if (stockTracked && !campaign) {
      const variant = line.resolved.variant;
      if (variant) {
        db.prepare(
          `UPDATE items SET stock = max(0, stock - ?), variations = (SELECT json_group_array(CASE WHEN json_extract(v.value, '$.type') = ? THEN json_set(v.value, '$.stock', max(0, json_extract(v.value, '$.stock') - ?)) ELSE json(v.value) END) FROM json_each(items.variations) v) WHERE id = ?`,
        ).run(line.quantity, variant, line.quantity, item.id);
      } else {
        db.prepare('UPDATE items SET stock = max(0, stock - ?) WHERE id = ?').run(line.quantity, item.id);
      }
    }
    if (line.resolved.flashSaleItemId !== null) db.prepare('UPDATE flash_sale_items SET sold = sold + ? WHERE id = ?').run(line.quantity, line.resolved.flashSaleItemId);
    db.prepare('UPDATE items SET order_count = order_count + 1 WHERE id = ?').run(item.id);
  }
}

/** A guest's "create an account" at checkout: the order's contact becomes a customer with the password sent. */
export async function newAccount(db: Db, input: Input, address: DeliveryAddress | null, now: Date): Promise<number | null> {
  if (!truthy(input.create_new_user)) return null;
  validate(input, { password: ['required', 'string', { minLength: 8 }, { maxLength: 100 }] });
  const phone = address?.contact_person_number ?? '';
  const email = address?.contact_person_email ?? '';
  if (phone && phoneTaken(db, phone)) throw refuse(403, 'phone_person_email', 'An account with this phone number exists. Please sign in.');
  if (email && emailTaken(db, email)) throw refuse(403, 'contact_person_email', 'An account with this email exists. Please sign in.');
  const [first, last] = splitName(address?.contact_person_name ?? '');
  const hash = await hashPassword(String(input.password));
  const at = laravelTime(now);
  const result = db
    .prepare('INSERT INTO users (f_name, l_name, email, phone, password, login_medium, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(first, last, email || null, phone || null, hash, 'manual', at, at);
  return Number(result.lastInsertRowid);
}

/** A prescription picture and the unguessable name it is kept under. */
export interface Attachment {
  file: string;
  image: ImageUpload;
}

export interface PlacedOrder {
  message: string;
  order_id: number;
  total_ammount: number;
  status: string;
  created_at: string;
  user_id: number;
}

/** The answer already given for this caller's `idempotency_key`, if any. */
export function earlierPlacement(db: Db, scope: CheckoutScope, input: Input): PlacedOrder | null {
  validate(input, { idempotency_key: ['nullable', 'string', { maxLength: 100 }] });
  const key = str(input.idempotency_key).trim();
  if (!key) return null;
  const row = db.prepare('SELECT answer FROM order_placements WHERE idempotency_key = ? AND user_id = ? AND is_guest = ?').get(key, scope.caller.id, scope.caller.isGuest ? 1 : 0) as { answer: string } | undefined;
  return row ? (JSON.parse(row.answer) as PlacedOrder) : null;
}

/**
 * The answer to a placed order, kept under the caller's `idempotency_key` inside the placing transaction: `account`
 * is the customer a guest checkout signed up, if any.
 */
export function placementAnswer(db: Db, scope: CheckoutScope, input: Input, placed: { orderId: number; total: number; status: string; account: number | null }): PlacedOrder {
  const answer: PlacedOrder = {
    message: 'Order placed successfully',
    order_id: placed.orderId,
    total_ammount: placed.total,
    status: placed.status,
    created_at: laravelTime(scope.now),
    user_id: placed.account ?? scope.caller.id,
  };
  const key = str(input.idempotency_key).trim();
  if (key) {
    db.prepare('INSERT INTO order_placements (idempotency_key, user_id, is_guest, order_id, answer, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      key, scope.caller.id, scope.caller.isGuest ? 1 : 0, answer.order_id, JSON.stringify(answer), laravelTime(scope.now),
    );
  }
  return answer;
}

/**
 * Places the order, once per `idempotency_key` when the client sends one: a retry after a lost answer gets
 * the first answer again instead of a second order.
 */
export async function placeItemOrder(
  db: Db,
  scope: CheckoutScope,
  input: Input,
  options: { attachments: Attachment[]; prescriptionOrder: boolean; snapshot: (quote: Quote) => Map<number, FullItemJson> },
): Promise<PlacedOrder> {
  const earlier = earlierPlacement(db, scope, input);
  if (earlier) return earlier;
  const quote = quoteOrder(db, scope, input, { forPlacement: true, prescriptionFiles: options.attachments.length, prescriptionOrder: options.prescriptionOrder });
  const paid = payment(db, { amount: quote.amounts.orderAmount, settings: quote.settings, zoneId: quote.store.zone_id }, scope, input);
  const pay = quote.scheduleAt && paid.orderStatus === 'confirmed' ? { ...paid, orderStatus: 'pending' } : paid;
  const account = scope.caller.isGuest ? await newAccount(db, input, quote.address, scope.now) : null;
  const snapshots = options.snapshot(quote);
  const stockTracked = tracksStock(db, scope.moduleType);
  const { amounts } = quote;
  return durableTransaction(db, () => {
    // A twin request may have finished while this one waited (an account's password hash is asynchronous).
    const twin = earlierPlacement(db, scope, input);
    if (twin) return twin;
    // Under the write lock: an order placed meanwhile (another process, another request) may have taken the coupon's last use.
    if (quote.coupon) checkCouponLimit(db, quote.coupon, scope.caller);
    const orderId = insertOrder(db, {
      userId: account ?? scope.caller.id,
      isGuest: scope.caller.isGuest && account === null,
      moduleId: scope.moduleId,
      storeId: quote.store.id,
      zoneId: quote.zoneId,
      orderType: quote.orderType,
      orderStatus: pay.orderStatus,
      paymentStatus: pay.status,
      paymentMethod: pay.method,
      now: scope.now,
      columns: {
        order_amount: amounts.orderAmount,
        coupon_code: quote.coupon?.code ?? null,
        coupon_discount_amount: amounts.couponDiscount,
        coupon_discount_title: quote.coupon?.title ?? null,
        coupon_created_by: quote.coupon?.created_by ?? null,
        store_discount_amount: amounts.discount - amounts.flashDiscount,
        flash_store_discount_amount: amounts.flashDiscount,
        total_tax_amount: amounts.taxAmount,
        tax_status: amounts.taxIncluded ? 'included' : 'excluded',
        tax_percentage: Number(quote.store.tax) || 0,
        delivery_charge: amounts.deliveryCharge,
        original_delivery_charge: amounts.originalDeliveryCharge,
        free_delivery_by: amounts.freeDeliveryBy === 'coupon' ? (quote.coupon?.created_by ?? 'admin') : amounts.freeDeliveryBy,
        additional_charge: amounts.additionalCharge,
        dm_tips: amounts.tips,
        extra_packaging_amount: amounts.extraPackaging,
        partially_paid_amount: pay.walletPaid && pay.method === 'partial_payment' ? pay.walletPaid : 0,
        delivery_address: quote.address ? JSON.stringify(quote.address) : null,
        distance: Math.round(quote.distanceKm * 1000) / 1000,
        scheduled: quote.scheduleAt ? 1 : 0,
        schedule_at: quote.scheduleAt,
        order_note: str(input.order_note) || null,
        unavailable_item_note: str(input.unavailable_item_note) || null,
        delivery_instruction: str(input.delivery_instruction) || null,
        cutlery: truthy(input.cutlery) ? 1 : 0,
        bring_change_amount: Math.max(0, Math.min(1_000_000, Math.trunc(Number(input.bring_change_amount) || 0))),
        prescription_order: options.prescriptionOrder ? 1 : 0,
        order_attachment: options.attachments.length > 0 ? JSON.stringify(options.attachments.map((attachment) => attachment.file)) : null,
        processing_time: null,
      },
    });
    writeLines(db, orderId, quote, snapshots, laravelTime(scope.now), stockTracked);
    const file = db.prepare("INSERT INTO order_files (file_name, order_id, purpose, mime_type, data, created_at) VALUES (?, ?, 'prescription', ?, ?, ?)");
    for (const attachment of options.attachments) file.run(attachment.file, orderId, attachment.image.mimeType, attachment.image.data, laravelTime(scope.now));
    if (pay.walletPaid > 0) moveWallet(db, scope.caller.id, { debit: pay.walletPaid, type: pay.method === 'wallet' ? 'order_place' : 'partial_payment', reference: String(orderId), now: scope.now });
    if (quote.coupon) db.prepare('UPDATE coupons SET total_uses = total_uses + 1 WHERE id = ?').run(quote.coupon.id);
    const cartIds = quote.lines.map((line) => line.cartId).filter((cartId): cartId is number => cartId !== null);
    if (!quote.buyNow && cartIds.length > 0) db.prepare(`DELETE FROM carts WHERE id IN (${cartIds.map(() => '?').join(',')})`).run(...cartIds);
    return placementAnswer(db, scope, input, { orderId, total: amounts.orderAmount, status: pay.orderStatus, account });
  });
}

/** `get-Tax` (contract-marketplace §M5.3), with the quote's other amounts beside the contract's three keys. */
export function taxAnswer(quote: Quote) {
  const { amounts } = quote;
  return {
    ...taxKeys(amounts.taxAmount, amounts.taxIncluded),
    order_amount: amounts.orderAmount,
    items_subtotal: amounts.itemsSubtotal,
    add_on_total: amounts.addOnsTotal,
    store_discount_amount: amounts.discount,
    discount_by: amounts.discountBy,
    coupon_discount_amount: amounts.couponDiscount,
    delivery_charge: amounts.deliveryCharge,
    original_delivery_charge: amounts.originalDeliveryCharge,
    free_delivery_by: amounts.freeDeliveryBy,
    dm_tips: amounts.tips,
    additional_charge: amounts.additionalCharge,
    extra_packaging_amount: amounts.extraPackaging,
    distance: Math.round(quote.distanceKm * 1000) / 1000,
    order_amount_text: formatMoney(quote.settings, amounts.orderAmount),
  };
}
