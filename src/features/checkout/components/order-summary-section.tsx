/**
 * What the order costs, line for line as the server priced it, and the one button that places it. Until the
 * server has answered for exactly this order, amounts wait (never a guessed total); whatever still keeps the
 * order from being placed is listed above the button.
 */
import { Button } from '@/components/ui/button/button';
import { Price } from '@/components/ui/price/price';
import { Spinner } from '@/components/ui/spinner/spinner';
import { t, type TranslationKey } from '@/lib/i18n';
import { money } from '@/lib/money-settings';
import { card, sectionTitle } from '@/styles/utils.css';
import type { OrderSummary, PlaceBlocker, SummaryKey } from '../rules/summary';
import * as styles from './item-checkout.css';

const LINE_TEXT: Record<SummaryKey, TranslationKey> = {
  items: 'itemCheckout.items',
  addOns: 'itemCheckout.addOns',
  discount: 'itemCheckout.discount',
  coupon: 'itemCheckout.coupon',
  tax: 'itemCheckout.tax',
  delivery: 'itemCheckout.delivery',
  tips: 'itemCheckout.tips',
  additional: 'itemCheckout.additional',
  packaging: 'itemCheckout.packaging',
};

const BLOCKER_TEXT: Record<Exclude<PlaceBlocker, 'syncing'>, TranslationKey> = {
  offline: 'itemCheckout.offlineNow',
  pricing: 'itemCheckout.pricing',
  closed: 'itemCheckout.closed',
  slot: 'itemCheckout.chooseSlot',
  address: 'itemCheckout.addAddress',
  contact: 'itemCheckout.contactNeeded',
  prescription: 'itemCheckout.uploadPrescription',
  payment: 'itemCheckout.choosePayment',
};

export interface OrderSummarySectionProps {
  summary: OrderSummary | null;
  pricingFailure: string[] | null;
  onRetryPricing: () => void;
  additionalChargeName: string | null;
  blockers: readonly PlaceBlocker[];
  pendingChanges: number;
  failure: string[] | null;
  placing: boolean;
  onPlace: () => void;
}

export function OrderSummarySection(props: OrderSummarySectionProps) {
  const { summary } = props;
  const blockerText = (blocker: PlaceBlocker) => (blocker === 'syncing' ? t('itemCheckout.syncing', { count: props.pendingChanges }) : t(BLOCKER_TEXT[blocker]));
  return (
    <section className={card} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary" className={sectionTitle}>
        {t('checkout.summary')}
      </h2>
      {summary ? (
        <dl className={styles.summary} aria-label={t('checkout.summary')}>
          {summary.lines.map((line) => (
            <div key={line.key} style={{ display: 'contents' }}>
              <dt>{line.key === 'tax' && line.included ? t('itemCheckout.taxIncluded') : line.key === 'additional' && props.additionalChargeName ? props.additionalChargeName : t(LINE_TEXT[line.key])}</dt>
              <dd className={styles.amount} data-line={line.key}>
                {line.original !== undefined ? <Price amount={line.amount} original={line.original} /> : null}
                {line.original === undefined ? (
                  <>
                    {line.minus ? '−' : null}
                    <Price amount={line.amount} />
                  </>
                ) : null}
              </dd>
            </div>
          ))}
          <dt className={styles.total}>{t('itemCheckout.total')}</dt>
          <dd className={`${styles.total} ${styles.amount}`} data-line="total">
            {summary.total !== null ? <Price amount={summary.total} size="lg" /> : '—'}
          </dd>
        </dl>
      ) : props.pricingFailure ? null : (
        <Spinner label={t('itemCheckout.pricing')} showLabel />
      )}
      {summary && summary.savings > 0 ? <p className={styles.savings}>{t('itemCheckout.savings', { amount: money(summary.savings) })}</p> : null}
      {props.pricingFailure ? (
        <div role="alert" className={styles.alert}>
          <p>{t('itemCheckout.pricingFailed')}</p>
          <p>{props.pricingFailure.join(' ')}</p>
          <Button size="sm" variant="secondary" onPress={props.onRetryPricing}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {props.blockers.length > 0 ? (
        <ul className={styles.blockers} aria-live="polite">
          {props.blockers
            .filter((blocker) => blocker !== 'pricing' || (summary !== null && !props.pricingFailure))
            .map((blocker) => (
              <li key={blocker}>{blockerText(blocker)}</li>
            ))}
        </ul>
      ) : null}
      {props.failure ? (
        <div role="alert" className={styles.alert}>
          {props.failure.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <Button fullWidth size="lg" isDisabled={props.blockers.length > 0} isPending={props.placing} pendingLabel={t('itemCheckout.placing')} onPress={props.onPlace}>
        {t('itemCheckout.place')}
      </Button>
    </section>
  );
}
