/**
 * What placing an order keeps in the tab (sessionStorage):
 * - Placement attempts: the idempotency key of the order being placed, tied to what is being ordered. A retry
 *   after a lost answer, even after a reload, sends the same key and gets the first order back instead of a
 *   second one; a changed order gets a new key.
 * - The placed order: what the order-result screen shows after a placement or on the way back from the payment
 *   page (amount, method, the guest's contact number for tracking).
 */
import { newClientId } from '@/lib/outbox/client-id';

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const ATTEMPT_KEY = 'checkout-attempt';

/** The idempotency key for placing exactly this order (`fingerprint`: the request without its key). */
export function attemptKeyFor(fingerprint: string): string {
  const store = session();
  try {
    const kept = JSON.parse(store?.getItem(ATTEMPT_KEY) ?? 'null') as { fingerprint: string; key: string } | null;
    if (kept && kept.fingerprint === fingerprint) return kept.key;
  } catch {
    // An unreadable attempt is replaced below.
  }
  const key = newClientId();
  store?.setItem(ATTEMPT_KEY, JSON.stringify({ fingerprint, key }));
  return key;
}

/** The order was placed (or refused for good): the next placement is a new order. */
export function finishAttempt(): void {
  session()?.removeItem(ATTEMPT_KEY);
}

export interface PlacedOrderMemo {
  orderId: number;
  amount: number;
  method: 'cash_on_delivery' | 'wallet' | 'digital_payment' | 'offline_payment';
  gateway: string | null;
  /** Who pays on the payment page: the customer id, or the guest id the order was placed with. */
  payerId: string | null;
  /** Guests track their order with the contact number. */
  contactNumber: string | null;
  partial: boolean;
}

const PLACED_KEY = 'checkout-placed';

export function rememberPlacedOrder(memo: PlacedOrderMemo): void {
  session()?.setItem(PLACED_KEY, JSON.stringify(memo));
}

export function readPlacedOrder(orderId: number | null): PlacedOrderMemo | null {
  try {
    const memo = JSON.parse(session()?.getItem(PLACED_KEY) ?? 'null') as PlacedOrderMemo | null;
    return memo && typeof memo.orderId === 'number' && (orderId === null || memo.orderId === orderId) ? memo : null;
  } catch {
    return null;
  }
}
