/**
 * Talon for placing the order, exactly once. The request carries an idempotency key tied to what is ordered,
 * kept in the tab: a retry after a lost answer (or a reload) gets the first order back, never a second one.
 * Nothing is confirmed before the server's answer: cash and wallet orders then open the order-result screen,
 * digital ones go to the payment page, which comes back to that screen.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '@/hooks/use-session';
import { isApiError } from '@/lib/api-error';
import { t } from '@/lib/i18n';
import { useOnline } from '@/lib/pwa';
import { errorMessages } from '@/lib/query-client';
import { paymentPageUrl, placeOrder, placePrescriptionOrder, type OrderBody } from '../api/checkout';
import { clearDirectOrder } from '../direct-order';
import { orderResultPath } from '../result/result-path';
import { useCheckoutSeam } from '../seam';
import { cutleryField } from '../rules/extras';
import { paymentFields } from '../rules/payment';
import { isSlotRefusal } from '../rules/slots';
import { placeBlockers } from '../rules/summary';
import { attemptKeyFor, finishAttempt, rememberPlacedOrder, usePendingItemCartChanges } from '../storage';
import type { CheckoutPayment } from './use-checkout-payment';
import type { OrderDraft } from './use-order-draft';

export function usePlaceOrder(draft: OrderDraft, payment: CheckoutPayment, prescriptions: readonly File[]) {
  const seam = useCheckoutSeam();
  const session = useSession();
  const online = useOnline();
  const [, navigate] = useLocation();
  const pending = usePendingItemCartChanges();
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<{ messages: string[]; lostAnswer: boolean } | null>(null);

  const blockers = placeBlockers({
    online,
    pendingCartChanges: draft.page === 'cart' ? (pending ?? 1) : 0,
    priced: draft.priced,
    scheduleMode: draft.mode ?? 'now-only',
    scheduleAt: draft.scheduleAt,
    laterChosen: draft.later,
    delivery: draft.delivery,
    hasAddress: draft.address !== null,
    isGuest: draft.isGuest,
    contactComplete: draft.contactComplete,
    prescriptionNeeded: draft.prescriptionNeeded,
    prescriptionCount: prescriptions.length,
    paymentReady: payment.problem === null,
  });

  const contactFields = (): Pick<OrderBody, 'contact_person_name' | 'contact_person_number' | 'contact_person_email'> => {
    if (draft.isGuest) return draft.contact;
    const address = draft.delivery ? draft.address : null;
    return address ? { contact_person_name: address.contact_person_name, contact_person_number: address.contact_person_number } : {};
  };

  const place = async () => {
    if (!draft.body || blockers.length > 0 || placing) return;
    const request: OrderBody = {
      ...draft.body,
      ...paymentFields({ pick: payment.pick, partial: payment.partial }),
      ...contactFields(),
      ...cutleryField(draft.extras, draft.extrasChoice),
      ...(draft.note.trim() ? { order_note: draft.note.trim() } : {}),
    };
    const fingerprint = JSON.stringify([request, prescriptions.map((file) => `${file.name}:${file.size}`)]);
    const body = { ...request, idempotency_key: attemptKeyFor(fingerprint) };
    setPlacing(true);
    setFailure(null);
    try {
      const placed = prescriptions.length > 0 ? await placePrescriptionOrder(body, prescriptions) : await placeOrder(body);
      finishAttempt();
      const gateway = payment.pick?.kind === 'digital' ? payment.pick.gateway : null;
      const payerId = draft.isGuest ? session.guestId : payment.customerId !== null ? String(payment.customerId) : (placed.user_id !== undefined ? String(placed.user_id) : null);
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
      await seam.afterOrderPlaced(draft.direct === null).catch(() => undefined);
      if (gateway && payerId) {
        const callback = `${window.location.origin}${orderResultPath()}`;
        window.location.assign(paymentPageUrl({ orderId: placed.order_id, customerId: payerId, gateway, callback }));
        return;
      }
      navigate(orderResultPath(placed.order_id));
    } catch (error) {
      // No answer: the order may exist. The same key goes with the retry, so it cannot be placed twice.
      const lostAnswer = isApiError(error) && error.isAmbiguous;
      setPlacing(false);
      // A slot the server will not take is said at the picker, where another is chosen.
      if (isApiError(error) && isSlotRefusal(error.code) && request.schedule_at) {
        draft.refuseSlot(request.schedule_at, error.messages[0] ?? '');
        return;
      }
      setFailure({ messages: lostAnswer ? [t('itemCheckout.lostAnswer')] : errorMessages(error), lostAnswer });
    }
  };

  return { blockers, pendingChanges: pending ?? 0, online, placing, failure, place };
}
