/**
 * Checkout: everything an item order depends on, read and checked in the reference backend's order
 * (contract-marketplace §M5.1, first failure wins), then priced by the pure pipeline. `get-Tax` answers from
 * the quote; placement (place.ts) adds the payment checks and writes it. Lines come from the caller's cart of
 * the module, or for buy-now from the `cart` the client sends (prices still from the catalogue). `get-Tax`
 * may come before an address is chosen (a web client asks as its checkout opens): a delivery is then priced
 * with no delivery point, so no delivery fee, until one is known; placement always needs the address.
 */
import type { Db } from '../../db/connection';
import { travel } from '../../geo/travel';
import { pointInRing } from '../../geo/geometry';
import type { Caller } from '../../http/context';
import { errorList, type ApiError } from '../../http/errors';
import { num, parseDateTime, parseJsonArray, parseJsonObject, present, str, truthy, validate, type Input, type Rules } from '../../http/input';
import { wallClock, type WallClock } from '../catalog/clock';
import { schedulesOf } from '../catalog/rows';
import { openState } from '../catalog/rules';
import type { CouponRow } from '../rental/coupons';
import { ringOf, type ZoneRow } from '../zones/zones';
import { cartRows } from '../item-cart/cart';
import { addressOf, deliveryRates, increaseOf, type DeliveryAddress } from './delivery';
import { findCoupon, minimumPurchaseError } from './coupons';
import { formatMoney, orderSettings, type OrderSettings } from './settings';
import { priceOrder, type OrderAmounts, type PricedLine } from '../../../common/order-pricing/pipeline';
import type { StoreDiscountRule } from '../../../common/order-pricing/discounts';
import { availableAt, isCampaignModel, loadSellable, notAvailableNow, resolveLine, tracksStock, type ResolvedLine, type Sellable } from './sellable';
import type { StoreRow } from '../../db/rows';

export const PAYMENT_METHODS = ['cash_on_delivery', 'digital_payment', 'wallet', 'offline_payment'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const MAX_BUY_NOW_LINES = 50;

export interface CheckoutScope {
  caller: Caller;
  moduleId: number;
  moduleType: string;
  now: Date;
  timeZone: string;
  /** The request asks for Arabic: a refused choice is explained in Arabic. */
  ar?: boolean;
}

export interface QuoteLine {
  sellable: Sellable;
  quantity: number;
  resolved: ResolvedLine;
  cartId: number | null;
}

export interface Quote {
  store: StoreRow;
  zoneId: number;
  orderType: 'delivery' | 'take_away';
  lines: QuoteLine[];
  amounts: OrderAmounts;
  coupon: CouponRow | null;
  distanceKm: number;
  /** Operator wall time `YYYY-MM-DD HH:MM:SS`, or null for now. */
  scheduleAt: string | null;
  /** The real instant of `scheduleAt`. */
  scheduledFor: Date | null;
  address: DeliveryAddress | null;
  buyNow: boolean;
  settings: OrderSettings;
}

const refuse = (status: number, code: string, message: string): ApiError => errorList(status, code, message);
const text = (max: number) => ['nullable', 'string', { maxLength: max }] as Rules[string];

/** A wall date (UTC fields = the operator's local fields) for `now`. */
function wallAsUtc(wall: WallClock): Date {
  const [y, mo, d] = wall.date.split('-').map(Number);
  const [h, mi, s] = wall.time.split(':').map(Number);
  return new Date(Date.UTC(y ?? 1970, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0));
}

const pad = (n: number) => String(n).padStart(2, '0');
const stampOf = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;

function checkFields(input: Input, scope: CheckoutScope, forPlacement: boolean): void {
  const takeAway = input.order_type === 'take_away';
  const rules: Rules = {
    order_type: ['required', { in: ['delivery', 'take_away', 'parcel'] }],
    store_id: ['required', 'integer', { min: 1 }],
    coupon_code: text(100),
    dm_tips: ['nullable', 'numeric', { min: 0 }, { max: 100_000 }],
    schedule_at: ['nullable', 'string', { maxLength: 40 }],
    order_note: text(1000),
    delivery_instruction: text(1000),
    unavailable_item_note: text(1000),
  };
  if (forPlacement) rules.payment_method = ['required', { in: PAYMENT_METHODS }];
  if (!takeAway) {
    const needed = forPlacement ? 'required' : 'nullable';
    Object.assign(rules, {
      address: [needed, 'string', { maxLength: 500 }],
      latitude: [needed, 'numeric', { between: [-90, 90] }],
      longitude: [needed, 'numeric', { between: [-180, 180] }],
      address_type: text(50),
      floor: text(100),
      road: text(255),
      house: text(255),
    });
  }
  if (forPlacement && scope.caller.isGuest) {
    Object.assign(rules, {
      contact_person_name: ['required', 'string', { maxLength: 100 }],
      contact_person_number: ['required', 'string', { maxLength: 32 }],
      contact_person_email: ['nullable', 'email', { maxLength: 100 }],
    });
  } else {
    Object.assign(rules, { contact_person_name: text(100), contact_person_number: text(32), contact_person_email: text(100) });
  }
  validate(input, rules);
  if (input.order_type === 'parcel') throw refuse(403, 'order_type', 'Parcel orders are placed from the parcel module.');
}

function checkSwitches(input: Input, settings: OrderSettings, caller: Caller, forPlacement: boolean): void {
  if (caller.isGuest && !settings.guestCheckout) throw refuse(403, 'is_guest', 'Guest checkout is turned off. Please sign in to order.');
  if (input.order_type === 'delivery' && !settings.homeDelivery) throw refuse(403, 'order_type', 'Home delivery is not available right now.');
  if (input.order_type === 'take_away' && !settings.takeAway) throw refuse(403, 'order_type', 'Take away is not available right now.');
  if (!forPlacement) return;
  if (truthy(input.partial_payment) && !settings.partialPayment) throw refuse(403, 'order_method', 'Partial payment is not available.');
  const method = input.payment_method;
  if (method === 'offline_payment' && !settings.offlinePayment) throw refuse(403, 'offline_payment_status', 'Offline payment is not available.');
  if (method === 'digital_payment' && !settings.digitalPayment) throw refuse(403, 'digital_payment', 'Digital payment is not available.');
  if (method === 'cash_on_delivery' && !settings.cashOnDelivery) throw refuse(403, 'digital_payment', 'Cash on delivery is not available.');
}

function loadStore(db: Db, input: Input, moduleId: number): { store: StoreRow; zone: ZoneRow } {
  const store = db.prepare('SELECT * FROM stores WHERE id = ? AND module_id = ? AND status = 1 AND active = 1').get(Number(input.store_id), moduleId) as StoreRow | undefined;
  const zone = store ? (db.prepare('SELECT * FROM zones WHERE id = ? AND status = 1').get(store.zone_id) as ZoneRow | undefined) : undefined;
  if (!store || !zone) throw refuse(403, 'store', 'Store not found.');
  return { store, zone };
}

function checkSchedule(db: Db, input: Input, store: StoreRow, scope: CheckoutScope, settings: OrderSettings, alwaysOpen: boolean) {
  const wallNow = wallAsUtc(wallClock(scope.now, scope.timeZone));
  const offset = wallNow.getTime() - scope.now.getTime();
  let at = wallNow;
  let scheduleAt: string | null = null;
  if (present(input.schedule_at)) {
    const parsed = parseDateTime(input.schedule_at);
    if (!parsed) throw refuse(403, 'schedule_at', 'The schedule time is not a valid date.');
    if (parsed.getTime() < wallNow.getTime() - 60_000) throw refuse(403, 'order_time', 'You can not schedule an order in the past.');
    if (parsed.getTime() > wallNow.getTime() + 60_000) {
      if (!(store.schedule_order === 1 && settings.scheduleOrder)) throw refuse(403, 'schedule_at', 'This store does not take scheduled orders.');
      const interval = Number(store.order_place_to_schedule_interval ?? 0);
      if (interval > 0 && parsed.getTime() < wallNow.getTime() + interval * 60_000) throw refuse(403, 'schedule_at', `Scheduled orders need at least ${interval} minutes.`);
      at = parsed;
      scheduleAt = stampOf(parsed);
    }
  }
  if (!alwaysOpen) {
    const slots = schedulesOf(db, [store.id]).get(store.id) ?? [];
    const time = stampOf(at).slice(11);
    if (openState(slots, { day: at.getUTCDay(), time }).open !== 1) throw refuse(403, 'order_time', 'The store is closed at the order time.');
  }
  return { scheduleAt, scheduledFor: scheduleAt ? new Date(at.getTime() - offset) : null };
}

interface RawLine {
  itemId: number;
  campaign: boolean;
  quantity: number;
  variation: unknown;
  addOnIds: unknown;
  addOnQtys: unknown;
  cartId: number | null;
}

function rawLines(db: Db, input: Input, scope: CheckoutScope): { lines: RawLine[]; buyNow: boolean } {
  if (truthy(input.is_buy_now)) {
    const entries = (parseJsonArray(input.cart) ?? []).slice(0, MAX_BUY_NOW_LINES);
    const lines = entries.flatMap((entry): RawLine[] => {
      const line = parseJsonObject(entry);
      if (!line) return [];
      return [{ itemId: num(line.item_id), campaign: isCampaignModel(line.item_type ?? line.model), quantity: num(line.quantity, 1), variation: line.variation, addOnIds: line.add_on_ids, addOnQtys: line.add_on_qtys, cartId: null }];
    });
    return { lines, buyNow: true };
  }
  const lines = cartRows(db, scope).map((row) => ({ itemId: row.item_id, campaign: isCampaignModel(row.item_type), quantity: row.quantity, variation: row.variation, addOnIds: row.add_on_ids, addOnQtys: row.add_on_qtys, cartId: row.id }));
  return { lines, buyNow: false };
}

/** `orderTime` is the operator's wall time the order is for (`HH:MM:SS`): now, or the scheduled time. */
function resolveLines(db: Db, raw: RawLine[], store: StoreRow, scope: CheckoutScope, hasPrescription: boolean, orderTime: string): QuoteLine[] {
  const wall = wallClock(scope.now, scope.timeZone);
  const stockTracked = tracksStock(db, scope.moduleType);
  return raw.map((line) => {
    const sellable = loadSellable(db, line.itemId, line.campaign, wall);
    if (!sellable || sellable.item.module_id !== scope.moduleId) throw refuse(403, 'not_found', 'An item in your cart is no longer available.');
    const { item } = sellable;
    if (item.store_id !== store.id) throw refuse(403, 'different_stores', 'Items from different stores can not be ordered together.');
    if (!availableAt(item, orderTime)) throw refuse(403, 'available_time', notAvailableNow(item));
    if (item.is_prescription_required === 1 && !hasPrescription) throw refuse(403, 'prescription', 'Please upload your prescription image');
    if (!Number.isInteger(line.quantity) || line.quantity < 1) throw refuse(403, 'quantity', 'The quantity must be at least 1.');
    if (item.maximum_cart_quantity > 0 && line.quantity > item.maximum_cart_quantity) throw refuse(403, 'quantity', `You can order up to ${item.maximum_cart_quantity} of ${item.name}.`);
    const resolved = resolveLine(db, sellable, { quantity: line.quantity, variation: line.variation, addOnIds: line.addOnIds, addOnQtys: line.addOnQtys }, { stockTracked, wall, ar: scope.ar });
    if (resolved.problem) throw refuse(403, resolved.problem.code === 'stock' ? 'stock' : resolved.problem.code, resolved.problem.message);
    return { sellable, quantity: line.quantity, resolved, cartId: line.cartId };
  });
}

/**
 * Reads and checks everything, then prices the order. `forPlacement` adds the placement-only fields
 * (payment method, a guest's contact); `prescriptionFiles` is how many prescription images came with it.
 */
export function quoteOrder(db: Db, scope: CheckoutScope, input: Input, options: { forPlacement: boolean; prescriptionFiles: number; prescriptionOrder: boolean }): Quote {
  checkFields(input, scope, options.forPlacement);
  const settings = orderSettings(db);
  checkSwitches(input, settings, scope.caller, options.forPlacement);
  const takeAway = input.order_type === 'take_away';
  const { store, zone } = loadStore(db, input, scope.moduleId);
  if (input.order_type === 'delivery' && store.delivery !== 1) throw refuse(403, 'order_type', 'This store does not deliver.');
  if (takeAway && store.take_away !== 1) throw refuse(403, 'order_type', 'This store does not offer take away.');
  // No delivery point yet (get-Tax before an address is chosen): no distance and no delivery fee.
  const point = takeAway || !present(input.latitude) || !present(input.longitude) ? null : { lat: num(input.latitude), lng: num(input.longitude) };
  if (point && !pointInRing(point, ringOf(zone))) throw refuse(403, 'zone', 'The store does not deliver to this address.');
  const alwaysOpen = (settings.moduleConfig as Record<string, { always_open?: boolean } | undefined>)[scope.moduleType]?.always_open === true;
  const { scheduleAt, scheduledFor } = checkSchedule(db, input, store, scope, settings, alwaysOpen);

  const wall = wallClock(scope.now, scope.timeZone);
  const couponCode = str(input.coupon_code).trim();
  const coupon = couponCode ? findCoupon(db, { code: couponCode, moduleId: scope.moduleId, storeId: store.id, storeZoneId: store.zone_id, caller: scope.caller, today: wall.date }) : null;

  const { lines: raw, buyNow } = rawLines(db, input, scope);
  if (raw.length === 0 && !options.prescriptionOrder) throw refuse(403, 'empty_cart', 'Your cart is empty.');
  const lines = resolveLines(db, raw, store, scope, options.prescriptionFiles > 0, scheduleAt ? scheduleAt.slice(11) : wall.time);

  const priced: PricedLine[] = lines.map((line) => ({ unitPrice: line.resolved.unitPrice, quantity: line.quantity, unitDiscount: line.resolved.unitDiscount, addOnTotal: line.resolved.addOnTotal, flashSale: line.resolved.flashSale }));
  const itemsAndAddOns = priced.reduce((sum, line) => sum + line.unitPrice * line.quantity + line.addOnTotal, 0);
  if (!options.prescriptionOrder && num(store.minimum_order) > itemsAndAddOns) {
    throw refuse(406, 'order_time', `The minimum order amount for this store is ${formatMoney(settings, num(store.minimum_order))}.`);
  }
  const distanceKm = point ? travel({ lat: num(store.latitude), lng: num(store.longitude) }, point, 'DRIVE').meters / 1000 : 0;
  const discount = db.prepare('SELECT * FROM discounts WHERE store_id = ?').get(store.id) as StoreDiscountRule | undefined;
  const pricing = {
    lines: priced,
    orderType: takeAway ? ('take_away' as const) : ('delivery' as const),
    wall,
    storeDiscount: discount ?? null,
    taxRate: num(store.tax),
    taxIncluded: settings.taxIncluded,
    rates: point ? deliveryRates(db, store, scope.moduleId) : null,
    distanceKm,
    increase: increaseOf(zone, store),
    adminFreeDelivery: settings.adminFreeDelivery,
    storeFreeDelivery: store.free_delivery === 1,
    tips: num(input.dm_tips),
    tipsEnabled: settings.tipsEnabled,
    additionalCharge: settings.additionalCharge,
    extraPackaging: store.extra_packaging_status === 1 && num(input.extra_packaging_amount) > 0 ? num(store.extra_packaging_amount) : 0,
    decimals: settings.decimals,
  };
  if (coupon) {
    const before = priceOrder({ ...pricing, coupon: null });
    const base = before.itemsSubtotal + before.addOnsTotal - before.discount;
    if (base < coupon.min_purchase) throw minimumPurchaseError(formatMoney(settings, coupon.min_purchase));
  }
  const amounts = priceOrder({ ...pricing, coupon });
  return {
    store,
    zoneId: zone.id,
    orderType: pricing.orderType,
    lines,
    amounts,
    coupon,
    distanceKm,
    scheduleAt,
    scheduledFor,
    address: addressOf(db, input, scope.caller, takeAway),
    buyNow,
    settings,
  };
}
