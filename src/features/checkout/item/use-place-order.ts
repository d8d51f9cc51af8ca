/**
 * Talon for placing the order, exactly once: what still keeps it from being placed, and the placing itself
 * (./place-order.ts: the request with its idempotency key, the server's answer, then the payment page or the
 * order-result screen). Nothing is confirmed before the server's answer. The placing's code loads once the
 * page is quiet, or at the tap if it is not in yet: the button shows it is placing from the tap on.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '@/hooks/use-session';
import { afterPageLoad, importPatiently } from '@/lib/after-load';
import { isApiError } from '@/lib/api-error';
import { t } from '@/lib/i18n';
import { useOnline } from '@/lib/pwa';
import { errorMessages } from '@/lib/query-client';
import { useCheckoutSeam } from '../seam';
import { isSlotRefusal } from '../rules/slots';
import { placeBlockers } from '../rules/summary';
import { usePendingItemCartChanges } from '../storage';
import type * as PlaceOrder from './place-order';
import type { CheckoutPayment } from './use-checkout-payment';
import type { OrderDraft } from './use-order-draft';

let loading: Promise<typeof PlaceOrder> | null = null;
const loadPlacing = () =>
  (loading ??= importPatiently(() => import('./place-order')).catch((error: unknown) => {
    loading = null;
    throw error;
  }));

export function usePlaceOrder(draft: OrderDraft, payment: CheckoutPayment, prescriptions: readonly File[]) {
  const seam = useCheckoutSeam();
  const session = useSession();
  const online = useOnline();
  const [, navigate] = useLocation();
  const pending = usePendingItemCartChanges();
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<{ messages: string[]; lostAnswer: boolean } | null>(null);
  useEffect(() => {
    void afterPageLoad()
      .then(loadPlacing)
      .catch(() => undefined);
  }, []);

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

  const place = async () => {
    const body = draft.body;
    if (!body || blockers.length > 0 || placing) return;
    setPlacing(true);
    setFailure(null);
    try {
      const { placeNow } = await loadPlacing();
      await placeNow({ draft, body, payment, prescriptions, guestId: session.guestId, afterOrderPlaced: seam.afterOrderPlaced, navigate });
    } catch (error) {
      // No answer: the order may exist. The same key goes with the retry, so it cannot be placed twice.
      const lostAnswer = isApiError(error) && error.isAmbiguous;
      setPlacing(false);
      // A slot the server will not take is said at the picker, where another is chosen.
      if (isApiError(error) && isSlotRefusal(error.code) && body.schedule_at) {
        draft.refuseSlot(body.schedule_at, error.messages[0] ?? '');
        return;
      }
      setFailure({ messages: lostAnswer ? [t('itemCheckout.lostAnswer')] : errorMessages(error), lostAnswer });
    }
  };

  return { blockers, pendingChanges: pending ?? null, online, placing, failure, place };
}
