/**
 * The whole amount of an item order (spec §9, contract-marketplace §M5.1–§M5.2): the server charges by it, and the
 * item checkout estimates by it until the server has priced the order:
 *
 * 1. lines: Σ unit × quantity, Σ add-ons, Σ item discount × quantity (lines.ts);
 * 2. the larger of the item discounts and the running store discount wins (none while a flash-sale line is in
 *    the order, as the backend does);
 * 3. the coupon on what is left (discounts.ts), never below zero;
 * 4. tax on the discounted amount, added only when prices exclude it (tax.ts);
 * 5. the delivery fee, then free delivery when the admin rule, the store or a free-delivery coupon applies
 *    (delivery-fee.ts); take-away pays none;
 * 6. delivery-man tips (delivery only, when tips are on), the additional charge and extra packaging.
 *
 * Each component is rounded to the config's decimals before it is added, so the order's lines add up to its
 * total to the last digit. Pure: no database, no clock (the wall clock comes in), table-tested.
 */
import { couponDiscountAmount, meetsMinimum, storeDiscountAmount, type CouponRule, type StoreDiscountRule } from './discounts';
import { baseDeliveryFee, freeDeliveryBy, withIncrease, type AdminFreeDelivery, type DeliveryRates, type FreeDeliveryBy, type IncreasedFee } from './delivery-fee';
import { roundMoney } from './money';
import { taxAmount } from './tax';
import type { WallClockLike } from './types';

export interface PricedLine {
  unitPrice: number;
  quantity: number;
  /** Discount on one unit (flash sale or the item's own). */
  unitDiscount: number;
  /** Σ add-on price × add-on quantity for the line. */
  addOnTotal: number;
  /** The unit discount comes from a running flash sale. */
  flashSale: boolean;
}

export interface PricingInput {
  lines: readonly PricedLine[];
  orderType: 'delivery' | 'take_away';
  wall: WallClockLike;
  storeDiscount: StoreDiscountRule | null;
  coupon: CouponRule | null;
  taxRate: number;
  taxIncluded: boolean;
  rates: DeliveryRates | null;
  distanceKm: number;
  increase: IncreasedFee | null;
  adminFreeDelivery: AdminFreeDelivery | null;
  storeFreeDelivery: boolean;
  /** Tip the customer chose; counted only for delivery when `tipsEnabled`. */
  tips: number;
  tipsEnabled: boolean;
  additionalCharge: number;
  extraPackaging: number;
  decimals: number;
}

export interface OrderAmounts {
  itemsSubtotal: number;
  addOnsTotal: number;
  /** The discount that won: the items' own, or the store's. */
  discount: number;
  discountBy: 'item' | 'store' | null;
  /** Part of `discount` that comes from flash-sale lines. */
  flashDiscount: number;
  couponDiscount: number;
  /** Items + add-ons − discount − coupon: what tax and the free-delivery threshold look at. */
  discountedTotal: number;
  taxAmount: number;
  taxIncluded: boolean;
  originalDeliveryCharge: number;
  deliveryCharge: number;
  freeDeliveryBy: FreeDeliveryBy;
  tips: number;
  additionalCharge: number;
  extraPackaging: number;
  orderAmount: number;
}

/** Steps 1–2 of an order's amounts: what its items cost once the winning discount is taken off. */
export interface ItemsAmounts {
  itemsSubtotal: number;
  addOnsTotal: number;
  /** Σ the lines' own discounts (flash sale or the item's). */
  itemDiscount: number;
  /** The store discount the items' subtotal gets (0 below its minimum, while it does not run, or with a flash-sale line). */
  storeDiscount: number;
  discount: number;
  discountBy: 'item' | 'store' | null;
  flashDiscount: number;
  /** Items + add-ons − discount. */
  afterDiscount: number;
}

/**
 * The items of an order with their discount: the lines' own discounts, or the store's on the items' subtotal
 * when that is larger (none while a flash-sale line is in the order). The cart drawer shows exactly this, and
 * checkout goes on from it.
 */
export function priceItems(input: Pick<PricingInput, 'lines' | 'storeDiscount' | 'wall' | 'decimals'>): ItemsAmounts {
  const r = (value: number) => roundMoney(value, input.decimals);
  const itemsSubtotal = r(input.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0));
  const addOnsTotal = r(input.lines.reduce((sum, line) => sum + line.addOnTotal, 0));
  const itemDiscount = r(input.lines.reduce((sum, line) => sum + line.unitDiscount * line.quantity, 0));
  const flashDiscount = r(input.lines.filter((line) => line.flashSale).reduce((sum, line) => sum + line.unitDiscount * line.quantity, 0));
  const hasFlash = input.lines.some((line) => line.flashSale);
  const storeDiscount = hasFlash ? 0 : r(storeDiscountAmount(input.storeDiscount, itemsSubtotal, input.wall));
  const discount = Math.max(itemDiscount, storeDiscount);
  const discountBy = discount <= 0 ? null : storeDiscount > itemDiscount ? 'store' : 'item';
  return { itemsSubtotal, addOnsTotal, itemDiscount, storeDiscount, discount, discountBy, flashDiscount, afterDiscount: r(Math.max(0, itemsSubtotal + addOnsTotal - discount)) };
}

export function priceOrder(input: PricingInput): OrderAmounts {
  const r = (value: number) => roundMoney(value, input.decimals);
  const { itemsSubtotal, addOnsTotal, discount, discountBy, flashDiscount, afterDiscount } = priceItems(input);
  const couponDiscount = r(couponDiscountAmount(input.coupon, afterDiscount));
  const discountedTotal = r(Math.max(0, afterDiscount - couponDiscount));
  const tax = r(taxAmount(discountedTotal, input.taxRate, input.taxIncluded));

  const delivery = input.orderType === 'delivery';
  const originalDeliveryCharge = delivery ? r(withIncrease(baseDeliveryFee(input.rates, input.distanceKm), input.increase)) : 0;
  const freeBy = delivery
    ? freeDeliveryBy({
        admin: input.adminFreeDelivery,
        storeFreeDelivery: input.storeFreeDelivery,
        freeDeliveryCoupon: input.coupon?.coupon_type === 'free_delivery' && meetsMinimum(input.coupon, afterDiscount),
        amount: discountedTotal,
      })
    : null;
  const deliveryCharge = freeBy ? 0 : originalDeliveryCharge;
  const tips = delivery && input.tipsEnabled ? r(Math.max(0, input.tips)) : 0;
  const additionalCharge = r(Math.max(0, input.additionalCharge));
  const extraPackaging = r(Math.max(0, input.extraPackaging));
  const orderAmount = r(discountedTotal + (input.taxIncluded ? 0 : tax) + deliveryCharge + tips + additionalCharge + extraPackaging);

  return {
    itemsSubtotal,
    addOnsTotal,
    discount,
    discountBy,
    flashDiscount: discountBy === 'item' ? flashDiscount : 0,
    couponDiscount,
    discountedTotal,
    taxAmount: tax,
    taxIncluded: input.taxIncluded,
    originalDeliveryCharge,
    deliveryCharge,
    freeDeliveryBy: deliveryCharge === 0 && freeBy ? freeBy : null,
    tips,
    additionalCharge,
    extraPackaging,
    orderAmount,
  };
}
