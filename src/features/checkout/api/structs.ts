/**
 * Checkout answers (contract-marketplace §M5.1, §M5.3, §M5.7, §M6.4): the `get-Tax` answer with the server's
 * whole breakdown beside the contract's three keys (`tax_included` stays the integer 0/1 the contract uses,
 * null when no tax is set up), the placement answer (`total_ammount`, sic), coupons, and the config's
 * payment gateways. Tolerant of numbers as strings and missing extras (a 6amMart backend sends only the
 * contract's keys: the breakdown fields are then absent).
 */
import { array, flag, looseId, looseNumber, nullable, numberOrZero, optional, string, text, type, type Infer } from '@/lib/struct';

export const OrderTaxStruct = type({
  tax_amount: numberOrZero,
  tax_status: optional(nullable(text)),
  tax_included: optional(nullable(flag)),
  order_amount: optional(numberOrZero),
  items_subtotal: optional(numberOrZero),
  add_on_total: optional(numberOrZero),
  store_discount_amount: optional(numberOrZero),
  coupon_discount_amount: optional(numberOrZero),
  delivery_charge: optional(numberOrZero),
  original_delivery_charge: optional(numberOrZero),
  free_delivery_by: optional(nullable(text)),
  dm_tips: optional(numberOrZero),
  additional_charge: optional(numberOrZero),
  extra_packaging_amount: optional(numberOrZero),
  distance: optional(numberOrZero),
});
export type OrderTax = Infer<typeof OrderTaxStruct>;

/** A successful placement. `status` is `pending`, `confirmed` (paid by wallet) or `failed` (digital, unpaid yet). */
export const PlacedOrderStruct = type({
  message: optional(text),
  order_id: looseId,
  total_ammount: numberOrZero,
  status: optional(text),
  created_at: optional(nullable(text)),
  user_id: optional(looseNumber),
});
export type PlacedOrder = Infer<typeof PlacedOrderStruct>;

export const CheckoutCouponStruct = type({
  id: looseId,
  title: text,
  code: string(),
  coupon_type: text,
  discount: numberOrZero,
  discount_type: text,
  min_purchase: numberOrZero,
  max_discount: numberOrZero,
  start_date: optional(nullable(text)),
  expire_date: optional(nullable(text)),
  store_id: optional(nullable(looseNumber)),
  /** Store-wise coupons name the store here; others keep the raw JSON text. */
  data: optional(nullable(text)),
  store: optional(nullable(type({ id: looseId, name: text }))),
});
export type CheckoutCoupon = Infer<typeof CheckoutCouponStruct>;
export const CheckoutCouponsStruct = array(CheckoutCouponStruct);

export const GatewayStruct = type({ gateway: text, gateway_title: text, gateway_image_full_url: optional(nullable(string())) });
export type Gateway = Infer<typeof GatewayStruct>;
