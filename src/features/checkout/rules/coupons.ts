/** Which coupons a checkout lists and whether one can be applied to this subtotal. */
export interface CouponRule {
  code: string;
  coupon_type: string;
  min_purchase: number;
  store_id?: number | null;
  /** Store-wise coupons name their stores here (JSON text of ids). */
  data?: string | null;
}

/** Coupons for this store: store-wise ones only when they name it; every other type applies to any store. */
export function couponsForStore<C extends CouponRule>(coupons: readonly C[], storeId: number | null): C[] {
  return coupons.filter((coupon) => {
    if (coupon.coupon_type !== 'store_wise') return true;
    if (storeId === null) return false;
    if (coupon.store_id === storeId) return true;
    try {
      const ids: unknown = JSON.parse(coupon.data ?? '[]');
      return Array.isArray(ids) && ids.map(Number).includes(storeId);
    } catch {
      return false;
    }
  });
}

/**
 * The minimum purchase a coupon still needs at this subtotal (items and add-ons), or null when it can be
 * applied. The server does not check it, so checkout does, as the spec says.
 */
export function couponMinimumShortfall(coupon: Pick<CouponRule, 'min_purchase'>, subtotal: number): number | null {
  return coupon.min_purchase > 0 && subtotal < coupon.min_purchase ? coupon.min_purchase : null;
}
