/**
 * Coupons of the store-based modules (contract §M6.4, api-contract §3.10). `data` is raw JSON text for most
 * kinds but the store's name for a store coupon; `customer_id` is JSON text; numbers may arrive as strings.
 */
import { list, looseId, nullable, numberOrZero, optional, string, text, type, type Infer } from '@/lib/struct';

export const CouponStruct = type({
  id: looseId,
  title: text,
  code: string(),
  start_date: optional(nullable(string())),
  expire_date: optional(nullable(string())),
  min_purchase: numberOrZero,
  max_discount: numberOrZero,
  discount: numberOrZero,
  discount_type: text,
  coupon_type: text,
  limit: optional(nullable(numberOrZero)),
  data: optional(nullable(text)),
  module_id: optional(nullable(looseId)),
  store_id: optional(nullable(looseId)),
  store: optional(nullable(type({ id: looseId, name: text }))),
});
export type Coupon = Infer<typeof CouponStruct>;

export const CouponListStruct = list(CouponStruct);
