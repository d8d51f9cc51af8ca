/**
 * Store-wide discounts and coupons (spec §9, contract-marketplace §M5.1 steps 3–4 and §M6.4).
 */
import type { WallClockLike } from './types';

export interface StoreDiscountRule {
  discount: number;
  discount_type: string;
  min_purchase: number;
  max_discount: number;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
}

const time = (value: string) => (value.length === 5 ? `${value}:00` : value);

const looseNumber = (value: unknown) => {
  const number = typeof value === 'number' ? value : Number(value);
  return value === null || value === '' || !Number.isFinite(number) ? 0 : number;
};
const looseText = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

/** A store's `discount` object as a backend sends it (numbers as text, dates and times left out), or null when it gives nothing. */
export function storeDiscountRuleOf(value: unknown): StoreDiscountRule | null {
  if (!value || typeof value !== 'object') return null;
  const rule = value as Record<string, unknown>;
  const discount = looseNumber(rule.discount);
  if (discount <= 0) return null;
  return {
    discount,
    discount_type: looseText(rule.discount_type, 'percent'),
    min_purchase: looseNumber(rule.min_purchase),
    max_discount: looseNumber(rule.max_discount),
    start_date: looseText(rule.start_date, '0000-01-01'),
    end_date: looseText(rule.end_date, '9999-12-31'),
    start_time: looseText(rule.start_time, '00:00:00'),
    end_time: looseText(rule.end_time, '23:59:59'),
  };
}

/** Runs between its start and end dates and, each day, between its start and end times: after the end date and time it is gone. */
export function storeDiscountRuns(rule: StoreDiscountRule, wall: WallClockLike): boolean {
  if (wall.date < rule.start_date || wall.date > rule.end_date) return false;
  return wall.time >= time(rule.start_time) && wall.time <= time(rule.end_time);
}

/**
 * The store discount on the items' subtotal: nothing below its minimum purchase, a percentage (or flat amount)
 * capped by `max_discount` (0 = no cap, as coupons read it), never above the subtotal.
 */
export function storeDiscountAmount(rule: StoreDiscountRule | null, subtotal: number, wall: WallClockLike): number {
  if (!rule || rule.discount <= 0 || subtotal <= 0 || !storeDiscountRuns(rule, wall)) return 0;
  if (subtotal < rule.min_purchase) return 0;
  const raw = rule.discount_type === 'percent' ? (subtotal * rule.discount) / 100 : rule.discount;
  const capped = rule.max_discount > 0 ? Math.min(raw, rule.max_discount) : raw;
  return Math.min(capped, subtotal);
}

export type CouponType = 'default' | 'zone_wise' | 'store_wise' | 'free_delivery' | 'first_order';

export interface CouponRule {
  coupon_type: string;
  discount: number;
  discount_type: string;
  min_purchase: number;
  max_discount: number;
}

/** Whether the amount the coupon looks at reaches its minimum purchase. */
export const meetsMinimum = (coupon: Pick<CouponRule, 'min_purchase'>, amount: number) => amount >= coupon.min_purchase;

/**
 * What a coupon takes off `amount` (items + add-ons − item or store discounts): a percentage capped by
 * `max_discount` (0 = no cap) or a flat amount, never more than the amount itself. A free-delivery coupon
 * takes nothing off the items; it clears the delivery fee instead (deliveryFee's `freeBy`).
 */
export function couponDiscountAmount(coupon: CouponRule | null, amount: number): number {
  if (!coupon || coupon.coupon_type === 'free_delivery' || amount <= 0 || !meetsMinimum(coupon, amount)) return 0;
  const raw = coupon.discount_type === 'percent' ? (amount * coupon.discount) / 100 : coupon.discount;
  const capped = coupon.discount_type === 'percent' && coupon.max_discount > 0 ? Math.min(raw, coupon.max_discount) : raw;
  return Math.max(0, Math.min(capped, amount));
}
