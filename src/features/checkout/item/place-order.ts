/**
 * Placing the order, from the tap on: the request (what is ordered, how it is paid, the contact, cutlery and
 * the note) with an idempotency key tied to exactly that, kept in the tab, so a retry after a lost answer (or a
 * reload) gets the first order back, never a second one. Once the server has placed it: the order remembered
 * for the result screen, the cart read again, then the payment page for a digital payment, else the order-result
 * screen. A module of its own, which use-place-order.ts loads once the page is quiet (or at the tap).
 */
import { paymentPageUrl } from '../api/payment-page';
import { placeOrder, placePrescriptionOrder } from '../api/place';
import type { OrderBody } from '../api/checkout';
import { clearDirectOrder } from '../direct-order';
import { attemptKeyFor, finishAttempt, rememberPlacedOrder } from '../placement';
import { orderResultPath } from '../result/result-path';
import { cutleryField } from '../rules/extras';
import { paymentFields } from '../rules/payment';
import type { CheckoutPayment } from './use-checkout-payment';
import type { OrderDraft } from './use-order-draft';

export interface Placing {
  draft: OrderDraft;
  /** The draft's body: present whenever an order can be placed. */
  body: OrderBody;
  payment: CheckoutPayment;
  prescriptions: readonly File[];
  guestId: string | null;
  afterOrderPlaced: (fromCart: boolean) => Promise<void>;
  navigate: (path: string) => void;
}

function contactFields(draft: OrderDraft): Pick<OrderBody, 'contact_person_name' | 'contact_person_number' | 'contact_person_email'> {
  if (draft.isGuest) return draft.contact;
  const address = draft.delivery ? draft.address : null;
  return address ? { contact_person_name: address.contact_person_name, contact_person_number: address.contact_person_number } : {};
}

/** The request as sent, without its idempotency key. */
export function placeRequest({ draft, body, payment }: Pick<Placing, 'draft' | 'body' | 'payment'>): OrderBody {
  return {
    ...body,
    ...paymentFields({ pick: payment.pick, partial: payment.partial }),
    ...contactFields(draft),
    ...cutleryField(draft.extras, draft.extrasChoice),
    ...(draft.note.trim() ? { order_note: draft.note.trim() } : {}),
  };
}

/** Places the order and leaves checkout for the payment page or the result; throws what the server refused. */
export async function placeNow(placing: Placing): Promise<void> {
  const { draft, payment, prescriptions } = placing;
  const request = placeRequest(placing);
  const fingerprint = JSON.stringify([request, prescriptions.map((file) => `${file.name}:${file.size}`)]);
  const body = { ...request, idempotency_key: attemptKeyFor(fingerprint) };
  const placed = prescriptions.length > 0 ? await placePrescriptionOrder(body, prescriptions) : await placeOrder(body);
  finishAttempt();
  const gateway = payment.pick?.kind === 'digital' ? payment.pick.gateway : null;
  const payerId = draft.isGuest ? placing.guestId : payment.customerId !== null ? String(payment.customerId) : placed.user_id !== undefined ? String(placed.user_id) : null;
  rememberPlacedOrder({
    orderId: placed.order_id,
    amount: placed.total_ammount,
    method: body.payment_method ?? 'cash_on_delivery',
    gateway,
    payerId,
    contactNumber: draft.isGuest ? draft.contact.contact_person_number : null,
    partial: body.partial_payment === 1,
  });
  if (draft.direct) clearDirectOrder();
  await placing.afterOrderPlaced(draft.direct === null).catch(() => undefined);
  if (gateway && payerId) {
    const callback = `${window.location.origin}${orderResultPath()}`;
    window.location.assign(paymentPageUrl({ orderId: placed.order_id, customerId: payerId, gateway, callback }));
    return;
  }
  placing.navigate(orderResultPath(placed.order_id));
}
