/**
 * Checkout for the trip in the cart: contact (guests), the trip (with its edit), the vehicles priced as booked,
 * a note; beside them the coupon and the summary with the one booking button (on a phone, in the booking bar
 * at the bottom of the screen). A provider that refuses a scheduled trip is offered the trip starting now
 * instead.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { RouteFallback } from '@/components/feedback/route-fallback';
import { PlainButton } from '@/components/ui/button/plain-button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Link } from '@/components/ui/link/link';
import { OrderBar } from '@/components/ui/order-bar/order-bar';
import { Price } from '@/components/ui/price/price';
import { PlainTextField } from '@/components/ui/text-field/plain-text-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { formatWire } from '@/lib/dates';
import { formatLongDateTime } from '@/lib/dates-long';
import { getLanguage, t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { operatorNow } from '@/lib/operator-time';
import { useOnline } from '@/lib/pwa';
import { useQueryClient } from '@/lib/query';
import { errorMessages } from '@/lib/query-client';
import { getSession } from '@/lib/session';
import { container, pageTitle } from '@/styles/utils.css';
import { changeTrip } from '../cart/actions';
import { TripSummary } from '../cart/components/trip-summary';
import { CheckoutLines } from './checkout-lines';
import { CheckoutSummary } from './checkout-summary';
import { CouponCard } from './coupon-card';
import type { GuestContactParts } from './guest-contact-seam';
import { useTripCheckout } from './use-trip-checkout';
import * as styles from './trip-checkout.css';

/** `guestContact`: the guest's contact card and where it is kept (a feature of its own, handed in by the route). */
export default function TripCheckout({ guestContact }: { guestContact: GuestContactParts }) {
  const checkout = useTripCheckout(guestContact);
  const online = useOnline();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [booking, setBooking] = useState(false);
  const { quote, trip } = checkout;

  // Until the cart this device keeps is read, the page keeps the loading state it opened with: a form drawn
  // around no lines would jump down as soon as they arrive.
  if (!checkout.cart.ready) return <RouteFallback />;
  if (checkout.lines.length === 0) {
    return (
      <div className={container}>
        <EmptyState icon="car" headingLevel={1} title={t('checkout.emptyCart')} action={<Link href={paths.rentalSearch()} appearance="primary">{t('rental.browseVehicles')}</Link>} />
      </div>
    );
  }

  const taxError = checkout.tax.error && !checkout.tax.isFetching ? checkout.tax.error : null;
  const scheduleRefused = isApiError(taxError) && taxError.code === 'schedule_at' && checkout.scheduled;
  const status = !online ? t('checkout.offlineBooking') : !checkout.synced && checkout.fromDevice ? t('checkout.pendingSync') : null;
  const canBook = checkout.synced && online && quote !== null && checkout.taxKnown;
  // What the summary says about the total and the status, said again in the phone's booking bar.
  const reason = status ?? (taxError ? t('checkout.taxFailed') : checkout.taxKnown ? null : t('checkout.taxLoading'));
  const book = () => {
    setBooking(true);
    void checkout
      .book()
      .then(async (id) => {
        if (id === null) return;
        notify.success(t('checkout.booked'));
        const { refreshRentalCart } = await import('../cart/storage');
        await refreshRentalCart(getSession()).catch(() => undefined);
        void queryClient.invalidateQueries({ queryKey: ['trips'] });
        navigate(paths.tripStatus(id));
      })
      .catch((error: unknown) => {
        for (const message of errorMessages(error)) notify.error(message);
      })
      .finally(() => setBooking(false));
  };

  return (
    <div className={container} style={{ paddingBlock: 24 }}>
      <h1 className={pageTitle}>{t('checkout.tripCheckout')}</h1>
      <div className={styles.layout}>
        <div className={styles.column}>
          {checkout.isGuest ? <guestContact.Form contact={checkout.contact} onChange={checkout.setContact} bookingErrors={checkout.contactErrors} /> : null}
          {trip ? <TripSummary trip={trip} /> : null}
          {checkout.pickupAt && checkout.scheduled ? <p>{t('checkout.scheduledFor', { time: formatLongDateTime(checkout.pickupAt, getLanguage()) })}</p> : null}
          <CheckoutLines lines={checkout.lines} quote={quote} />
          <PlainTextField label={t('checkout.note')} multiline value={checkout.note} onChange={checkout.setNote} />
        </div>
        <aside className={styles.column} aria-label={t('checkout.summary')}>
          <CouponCard coupon={checkout.coupon} error={checkout.couponError} onApply={checkout.applyCoupon} ready={checkout.couponReady} onRemove={checkout.removeCoupon} onEdit={checkout.clearCouponError} />
          <CheckoutSummary
            quote={quote}
            taxKnown={checkout.taxKnown}
            taxFailure={taxError ? errorMessages(taxError) : null}
            onRetryTax={() => void checkout.tax.refetch()}
            taxAction={
              scheduleRefused && trip ? (
                <PlainButton size="sm" onPress={() => void changeTrip({ ...trip, pickupTime: formatWire(operatorNow()) })}>
                  {t('rental.pickupNow')}
                </PlainButton>
              ) : null
            }
            status={status}
            canBook={canBook}
            booking={booking}
            onBook={book}
          />
        </aside>
      </div>
      <OrderBar
        label={t('checkout.tripBar')}
        totalLabel={t('checkout.total')}
        total={quote && checkout.taxKnown ? <Price amount={quote.total} size="md" /> : '—'}
        reason={reason}
        action={t('checkout.book')}
        disabled={!canBook}
        pending={booking}
        onAction={book}
      />
    </div>
  );
}
