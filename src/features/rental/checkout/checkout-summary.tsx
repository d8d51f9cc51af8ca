/**
 * What the customer pays: subtotal, the discount (vehicle or provider, never both), the coupon, tax, the
 * service charge and the total, each as the booking computes it, and the one button that books. The tax
 * comes from the server: while it is asked for the total waits; when asking fails the failure is shown
 * with a retry (never a tax of 0.00), and booking waits too.
 */
import type { ReactNode } from 'react';
import { PlainButton } from '@/components/ui/button/plain-button';
import { wideOnly } from '@/components/ui/order-bar/order-bar';
import { Price } from '@/components/ui/price/price';
import { Spinner } from '@/components/ui/spinner/spinner';
import { t } from '@/lib/i18n';
import { card, sectionTitle } from '@/styles/utils.css';
import type { BookingQuote } from '../pricing';
import * as styles from './trip-checkout.css';

export interface CheckoutSummaryProps {
  quote: BookingQuote | null;
  taxKnown: boolean;
  taxFailure: string[] | null;
  onRetryTax: () => void;
  /** Shown with the tax failure when the provider refuses a scheduled trip. */
  taxAction?: ReactNode;
  status: string | null;
  canBook: boolean;
  booking: boolean;
  onBook: () => void;
}

function Line({ label, amount, minus = false }: { label: string; amount: number; minus?: boolean }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {minus ? '−' : null}
        <Price amount={amount} />
      </dd>
    </>
  );
}

export function CheckoutSummary({ quote, taxKnown, taxFailure, onRetryTax, taxAction, status, canBook, booking, onBook }: CheckoutSummaryProps) {
  return (
    <section className={card} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary" className={sectionTitle}>
        {t('checkout.summary')}
      </h2>
      {quote ? (
        <dl className={styles.summary}>
          <Line label={t('checkout.subtotal')} amount={quote.subtotal} />
          {quote.discount > 0 ? <Line label={quote.discountBy === 'admin' ? t('checkout.providerDiscount') : t('checkout.vehicleDiscount')} amount={quote.discount} minus /> : null}
          {quote.coupon > 0 ? <Line label={t('checkout.couponDiscount')} amount={quote.coupon} minus /> : null}
          <dt>{quote.taxIncluded ? t('checkout.taxIncluded') : t('checkout.tax')}</dt>
          <dd>{taxKnown ? <Price amount={quote.tax} /> : taxFailure ? <span className={styles.failed}>{t('checkout.taxFailed')}</span> : <Spinner size="sm" label={t('checkout.taxLoading')} />}</dd>
          {quote.additionalCharge > 0 ? <Line label={t('checkout.additionalCharge')} amount={quote.additionalCharge} /> : null}
          <dt className={styles.total}>{t('checkout.total')}</dt>
          <dd className={styles.total}>{taxKnown ? <Price amount={quote.total} size="lg" /> : '—'}</dd>
        </dl>
      ) : null}
      {taxFailure ? (
        <div role="alert" className={styles.alert}>
          <p>{taxFailure.join(' ')}</p>
          <div className={styles.row}>
            {taxAction}
            <PlainButton size="sm" variant="secondary" onPress={onRetryTax}>
              {t('common.retry')}
            </PlainButton>
          </div>
        </div>
      ) : null}
      <p className={styles.muted}>{t('checkout.cash')}</p>
      {status ? <p role="status">{status}</p> : null}
      {/* On a phone the booking bar at the bottom of the screen has the button. */}
      <div className={wideOnly}>
        <PlainButton fullWidth size="lg" isDisabled={!canBook} isPending={booking} onPress={onBook}>
          {t('checkout.book')}
        </PlainButton>
      </div>
    </section>
  );
}
