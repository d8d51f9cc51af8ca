/**
 * How a coupon reads on its card (contract §M6.4): what it takes off (a percentage with its cap, an amount,
 * or free delivery), where it applies (one store, the zone's stores, everywhere), and whether it is still
 * valid today. `data` holds the store's name for a store coupon in the signed-in list and raw JSON text for
 * other kinds, so a name is taken from `store` first.
 */
export interface CouponLike {
  coupon_type: string;
  discount_type: string;
  discount: number;
  max_discount: number;
  min_purchase: number;
  data?: string | null;
  store?: { name: string } | null;
  start_date?: string | null;
  expire_date?: string | null;
}

export type CouponBenefit = { kind: 'free-delivery' } | { kind: 'percent'; percent: number; cap: number | null } | { kind: 'amount'; amount: number };

export type CouponScope = { kind: 'store'; name: string } | { kind: 'zone' } | { kind: 'all' };

export function benefitOf(coupon: CouponLike): CouponBenefit {
  if (coupon.coupon_type === 'free_delivery') return { kind: 'free-delivery' };
  if (coupon.discount_type === 'percent' || coupon.discount_type === 'percentage') return { kind: 'percent', percent: coupon.discount, cap: coupon.max_discount > 0 ? coupon.max_discount : null };
  return { kind: 'amount', amount: coupon.discount };
}

const looksLikeJson = (text: string) => /^\s*[[{"]/.test(text);

export function scopeOf(coupon: CouponLike): CouponScope {
  const name = coupon.store?.name || (coupon.coupon_type === 'store_wise' && coupon.data && !looksLikeJson(coupon.data) ? coupon.data : '');
  if (name) return { kind: 'store', name };
  if (coupon.coupon_type === 'zone_wise') return { kind: 'zone' };
  return { kind: 'all' };
}

/** `YYYY-MM-DD` of the coupon's last day, when it has one. */
export const lastDayOf = (coupon: CouponLike) => (coupon.expire_date ? coupon.expire_date.slice(0, 10) : null);
