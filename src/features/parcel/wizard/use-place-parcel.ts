/**
 * Talon for placing the parcel, exactly once: the body carries an idempotency key tied to what is sent, so a
 * retry after a lost answer gets the first order back. Nothing is confirmed before the server answers; then
 * the draft is removed and the route hands over to the payment page (a gateway) or the tracking page.
 */
import { useState } from 'react';
import { useSession } from '@/hooks/use-session';
import { isApiError } from '@/lib/api-error';
import { t } from '@/lib/i18n';
import { newClientId } from '@/lib/outbox/client-id';
import { useOnline } from '@/lib/pwa';
import { errorMessages } from '@/lib/query-client';
import { placeParcel } from '../api/place';
import type { ParcelDraft, ParcelOrderBody } from '../draft';
import { useParcelSeam } from '../seam';
import { attemptKeyFor, finishAttempt } from '../storage';

export function usePlaceParcel(draft: ParcelDraft, body: ParcelOrderBody | null, discard: () => Promise<void>) {
  const seam = useParcelSeam();
  const session = useSession();
  const customer = seam.useCustomer();
  const online = useOnline();
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<string[] | null>(null);
  const isGuest = session.token === null;

  const place = async () => {
    if (!body || !online || placing) return;
    const request = { ...body, idempotency_key: attemptKeyFor(JSON.stringify(body), newClientId) };
    setPlacing(true);
    setFailure(null);
    try {
      const placed = await placeParcel(request);
      finishAttempt();
      if (isGuest) {
        const contact = { contact_person_name: draft.sender.name, contact_person_number: draft.sender.phone, contact_person_email: draft.sender.email };
        await seam.saveGuestContact(contact).catch(() => undefined);
      }
      await discard();
      const gateway = draft.payment?.kind === 'digital' ? draft.payment.gateway : null;
      await seam.afterPlaced({
        orderId: placed.order_id,
        amount: placed.total_ammount ?? 0,
        method: body.payment_method,
        gateway,
        payerId: isGuest ? session.guestId : customer ? String(customer.id) : placed.user_id != null ? String(placed.user_id) : null,
        contactNumber: isGuest ? draft.sender.phone.trim() : null,
      });
    } catch (error) {
      // No answer: the parcel may be placed. The retry sends the same key, so it cannot be placed twice.
      const lost = isApiError(error) && error.isAmbiguous;
      setFailure(lost ? [t('parcel.lostAnswer')] : errorMessages(error));
      setPlacing(false);
    }
  };

  return { online, placing, failure, place };
}
