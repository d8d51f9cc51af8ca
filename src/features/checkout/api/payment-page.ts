/**
 * The address of the payment page a digital order is paid on (a full-page navigation; it comes back to
 * `callback?flag=success|fail|cancel&&token=…`), and what that return says.
 */
import { readRuntimeConfig } from '@/config/env';
import { getSession } from '@/lib/session';

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
