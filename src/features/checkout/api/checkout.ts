/**
 * Checkout calls: the server's amounts (`get-Tax`, fired whenever the cart, coupon, address, order type or
 * tip changes), and coupons a customer or guest can use and the check of one at a store. Placing the order is
 * in ./place.ts, the payment page's address in ./payment-page.ts: both load once the order is being placed.
 */
import { apiRequest } from '@/lib/api-client';
import { queryOptions } from '@/lib/query';
import { CheckoutCouponsStruct, CheckoutCouponStruct, OrderTaxStruct, type CheckoutCoupon, type OrderTax } from './structs';

export type PaymentMethod = 'cash_on_delivery' | 'digital_payment' | 'wallet' | 'offline_payment';

/** What checkout sends; the server prices everything from its own cart and catalogue. */
export interface OrderBody {
  store_id: number;
  order_type: 'delivery' | 'take_away';
  payment_method?: PaymentMethod;
  /** Delivery only. */
  address?: string;
  latitude?: string | number;
  longitude?: string | number;
  address_type?: string;
  floor?: string;
  road?: string;
  house?: string;
  distance?: number;
  contact_person_name?: string;
  contact_person_number?: string;
  contact_person_email?: string;
  coupon_code?: string;
  dm_tips?: number;
  /** Operator wall time `YYYY-MM-DD HH:MM:SS`; absent for now. */
  schedule_at?: string;
  order_note?: string;
  delivery_instruction?: string;
  unavailable_item_note?: string;
  cutlery?: 0 | 1;
  extra_packaging_amount?: number;
  bring_change_amount?: number;
  partial_payment?: 0 | 1;
  /** Guests: make an account with this password. */
  create_new_user?: 0 | 1;
  password?: string;
  is_guest?: 0 | 1;
  /** Buy now / campaign: the lines to order instead of the cart (JSON text of `[{item_id, item_type, quantity, variation, add_on_ids, add_on_qtys}]`). */
  is_buy_now?: 0 | 1;
  cart?: string;
  /** The same key on a retry (after a lost answer) gets the first answer back instead of a second order. */
  idempotency_key?: string;
}

export const checkoutKeys = {
  tax: (body: OrderBody) => ['checkout', 'tax', body] as const,
  coupons: (signedIn: boolean, moduleId: number | null) => ['checkout', 'coupons', signedIn, moduleId] as const,
};

export function getOrderTax(body: OrderBody, signal?: AbortSignal): Promise<OrderTax> {
  return apiRequest('/api/v1/customer/order/get-Tax', { method: 'POST', body: { ...body }, struct: OrderTaxStruct, guest: true, signal });
}

export const orderTaxOptions = (body: OrderBody) => queryOptions({ queryKey: checkoutKeys.tax(body), queryFn: ({ signal }) => getOrderTax(body, signal), meta: { silent: true } });

/** Coupons a signed-in customer can use (`coupon/list`), or the public ones for a guest (`coupon/list/all`). */
export const checkoutCouponsOptions = (signedIn: boolean, moduleId: number | null) =>
  queryOptions({
    queryKey: checkoutKeys.coupons(signedIn, moduleId),
    queryFn: ({ signal }) => apiRequest(signedIn ? '/api/v1/coupon/list' : '/api/v1/coupon/list/all', { struct: CheckoutCouponsStruct, signal }),
    meta: { silent: true },
  });

/** Checks a code at a store (signed-in customers). 404 unknown or not for this store, 407 expired, 406 used up, 403 not for this customer. */
export function applyCoupon(code: string, storeId: number): Promise<CheckoutCoupon> {
  return apiRequest('/api/v1/coupon/apply', { query: { code, store_id: storeId }, struct: CheckoutCouponStruct });
}
