/** Checkout for the trip in the cart: contact (guests), schedule, coupon, summary with tax, cash payment, booking. */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Link } from '@/components/ui/link/link';
import { Price } from '@/components/ui/price/price';
import { TextField } from '@/components/ui/text-field/text-field';
import { paths } from '@/config/paths';
import { formatLongDateTime } from '@/lib/dates-long';
import { getLanguage, t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useOnline } from '@/lib/pwa';
import { useQueryClient } from '@/lib/query';
import { errorMessages } from '@/lib/query-client';
import { getSession } from '@/lib/session';
import { card, container, pageTitle, sectionTitle } from '@/styles/utils.css';
import { CartLines } from '../cart/components/cart-lines';
import { TripSummary } from '../cart/components/trip-summary';
import { GuestContactForm } from './guest-contact-form';
import { useTripCheckout } from './use-trip-checkout';
import * as styles from './trip-checkout.css';

export default function TripCheckout() {
  const checkout = useTripCheckout();
  const online = useOnline();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [booking, setBooking] = useState(false);
  const { quote } = checkout;

  if (checkout.cart.ready && checkout.lines.length === 0) {
    return (
      <div className={container}>
        <EmptyState icon="car" headingLevel={1} title={t('checkout.emptyCart')} action={<Link href={paths.rentalSearch()} appearance="primary">{t('rental.browseVehicles')}</Link>} />
      </div>
    );
  }

  const canBook = checkout.synced && online && quote !== null && !checkout.tax.isFetching;

  return (
    <div className={container} style={{ paddingBlock: 24 }}>
      <h1 className={pageTitle}>{t('checkout.tripCheckout')}</h1>
      <div className={styles.layout}>
        <div className={styles.column}>
          {checkout.isGuest ? <GuestContactForm contact={checkout.contact} onChange={checkout.setContact} bookingErrors={checkout.contactErrors} /> : null}
          {checkout.trip ? <TripSummary trip={checkout.trip} /> : null}
          {checkout.pickupAt && checkout.scheduled ? <p>{t('checkout.scheduledFor', { time: formatLongDateTime(checkout.pickupAt, getLanguage()) })}</p> : null}
          <CartLines lines={checkout.lines} trip={checkout.trip} />
          <TextField label={t('checkout.note')} multiline value={checkout.note} onChange={checkout.setNote} />
        </div>
        <aside className={styles.column} aria-label={t('checkout.summary')}>
          <section className={card} aria-labelledby="checkout-coupon">
            <h2 id="checkout-coupon" className={sectionTitle}>
              {t('checkout.couponTitle')}
            </h2>
            {checkout.coupon ? (
              <div className={styles.row}>
                <span>{t('checkout.couponApplied', { code: checkout.coupon.code })}</span>
                <Button variant="link" onPress={checkout.removeCoupon}>
                  {t('checkout.removeCoupon')}
                </Button>
              </div>
            ) : (
              <form
                className={styles.couponForm}
                onSubmit={(event) => {
                  event.preventDefault();
                  if (code.trim()) void checkout.applyCoupon(code);
                }}
              >
                <TextField label={t('checkout.couponCode')} value={code} onChange={setCode} errorMessage={checkout.couponError} autoComplete="off" />
                <Button type="submit" variant="secondary">
                  {t('checkout.applyCoupon')}
                </Button>
              </form>
            )}
          </section>
          <section className={card} aria-labelledby="checkout-summary">
            <h2 id="checkout-summary" className={sectionTitle}>
              {t('checkout.summary')}
            </h2>
            {quote ? (
              <dl className={styles.summary}>
                <dt>{t('checkout.subtotal')}</dt>
                <dd><Price amount={quote.subtotal} /></dd>
                {quote.discount > 0 ? (
                  <>
                    <dt>{quote.discountBy === 'admin' ? t('checkout.providerDiscount') : t('checkout.vehicleDiscount')}</dt>
                    <dd>−<Price amount={quote.discount} /></dd>
                  </>
                ) : null}
                {quote.coupon > 0 ? (
                  <>
                    <dt>{t('checkout.couponDiscount')}</dt>
                    <dd>−<Price amount={quote.coupon} /></dd>
                  </>
                ) : null}
                <dt>{quote.taxIncluded ? t('checkout.taxIncluded') : t('checkout.tax')}</dt>
                <dd><Price amount={quote.tax} /></dd>
                {quote.additionalCharge > 0 ? (
                  <>
                    <dt>{t('checkout.additionalCharge')}</dt>
                    <dd><Price amount={quote.additionalCharge} /></dd>
                  </>
                ) : null}
                <dt className={styles.total}>{t('checkout.total')}</dt>
                <dd className={styles.total}><Price amount={quote.total} size="lg" /></dd>
              </dl>
            ) : null}
            <p>{t('checkout.cash')}</p>
            {!online ? <p role="status">{t('checkout.offlineBooking')}</p> : !checkout.synced && checkout.cart.ready ? <p role="status">{t('checkout.pendingSync')}</p> : null}
            {checkout.tax.error ? <p role="alert">{errorMessages(checkout.tax.error).join(' ')}</p> : null}
            <Button
              fullWidth
              size="lg"
              isDisabled={!canBook}
              isPending={booking}
              onPress={() => {
                setBooking(true);
                void checkout
                  .book()
                  .then(async (id) => {
                    if (id === null) return;
                    notify.success(t('checkout.booked'));
                    const { refreshCart } = await import('../cart/storage');
                    await refreshCart(getSession()).catch(() => undefined);
                    void queryClient.invalidateQueries({ queryKey: ['trips'] });
                    navigate(paths.tripStatus(id));
                  })
                  .catch((error: unknown) => {
                    for (const message of errorMessages(error)) notify.error(message);
                  })
                  .finally(() => setBooking(false));
              }}
            >
              {t('checkout.book')}
            </Button>
          </section>
        </aside>
      </div>
    </div>
  );
}
