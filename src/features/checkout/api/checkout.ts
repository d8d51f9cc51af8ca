/**
 * Checkout calls: the server's amounts (`get-Tax`, fired whenever the cart, coupon, address, order type or
 * tip changes), placing an order (JSON; pharmacy orders with prescription images as multipart), coupons a
 * customer or guest can use and the check of one at a store, and the address of the payment page a digital
 * order is paid on (a full-page navigation; it comes back to `callback?flag=success|fail|cancel&&token=…`).
 */
import { readRuntimeConfig } from '@/config/env';
import { apiRequest } from '@/lib/api-client';
import { getSession } from '@/lib/session';
import { queryOptions } from '@/lib/query';
import { CheckoutCouponsStruct, CheckoutCouponStruct, OrderTaxStruct, PlacedOrderStruct, type CheckoutCoupon, type OrderTax, type PlacedOrder } from './structs';

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

/**
 * Places the order. Business refusals the backend answers with HTTP 203 (wallet balance, partial payment,
 * cash-on-delivery limit) arrive as `ApiError`s too: an answer with an `errors` list is never a success.
 */
export function placeOrder(body: OrderBody): Promise<PlacedOrder> {
  return apiRequest('/api/v1/customer/order/place', { method: 'POST', body: { ...body }, struct: PlacedOrderStruct, guest: true });
}

/** A pharmacy order with prescription images (`order_attachment[]`, images only). */
export function placePrescriptionOrder(body: OrderBody, images: readonly Blob[]): Promise<PlacedOrder> {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) if (value !== undefined && value !== null) form.append(key, String(value));
  images.forEach((image, index) => form.append('order_attachment[]', image, `prescription-${index + 1}`));
  return apiRequest('/api/v1/customer/order/prescription/place', { method: 'POST', body: form, struct: PlacedOrderStruct, guest: true });
}

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

/**
 * The payment page for an order: `customerId` is the signed-in customer's id, or the guest id the order was
 * placed with; `gateway` one of the config's `active_payment_method_list` keys. A signed-in customer's token
 * (the session's unless `token` is given) goes along as `access_token`: the browser is sent to the page with
 * no header, and the reference server opens a customer's order only for their own token.
 */
export function paymentPageUrl(options: { orderId: number; customerId: number | string; gateway: string; callback: string; baseUrl?: string; token?: string | null }): string {
  const base = options.baseUrl ?? readRuntimeConfig().apiBaseUrl;
  const url = new URL('/payment-mobile', base || window.location.origin);
  const token = 'token' in options ? options.token : getSession().token;
  const query: Record<string, string> = { order_id: String(options.orderId), customer_id: String(options.customerId), payment_platform: 'web', callback: options.callback, payment_method: options.gateway };
  if (token) query.access_token = token;
  url.search = new URLSearchParams(query).toString();
  return url.toString();
}

export interface PaymentReturn {
  flag: 'success' | 'fail' | 'cancel';
  orderId: number | null;
  gateway: string | null;
  transactionReference: string | null;
}

/**
 * Reads the return from the payment page: `?flag=success&&token=<base64>` (the token holds
 * `payment_method=…&&attribute_id=<order id>&&transaction_reference=…`). Also understands a callback that
 * already had a query (`?page=my-orders?flag=success&&token=…`). Null when the address is not a return.
 */
export function readPaymentReturn(search: string): PaymentReturn | null {
  const flag = /[?&]flag=(success|fail|cancel)\b/.exec(search)?.[1] as PaymentReturn['flag'] | undefined;
  if (!flag) return null;
  const token = /[?&]token=([A-Za-z0-9+/=_-]+)/.exec(search)?.[1];
  let fields = new Map<string, string>();
  if (token) {
    try {
      const decoded = atob(decodeURIComponent(token).replace(/-/g, '+').replace(/_/g, '/'));
      fields = new Map(decoded.split('&&').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as [string, string]));
    } catch {
      fields = new Map();
    }
  }
  const id = Number(fields.get('attribute_id'));
  return { flag, orderId: Number.isSafeInteger(id) && id > 0 ? id : null, gateway: fields.get('payment_method') || null, transactionReference: fields.get('transaction_reference') || null };
}
