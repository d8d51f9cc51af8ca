/**
 * What the order costs, line for line as the server priced it, and the one button that places it. Until the
 * server has answered for exactly this order (its answer is on the way, or the device is offline), the
 * estimate stands in, boxed and labelled as one and never with a "you save" claim; once the server answers,
 * its lines replace the estimate whole. The button waits for the server either way; whatever still keeps the
 * order from being placed is listed above it (on a phone the order bar has the button and the first reason).
 */
import { PlainButton } from '@/components/ui/button/plain-button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { wideOnly } from '@/components/ui/order-bar/order-bar';
import { t } from '@/lib/i18n';
import { money } from '@/lib/money-settings';
import { card, sectionTitle } from '@/styles/utils.css';
import type { OrderSummary, PlaceBlocker } from '../rules/summary';
import { placeReasons } from './place-reasons';
import { SummaryLines } from './summary-lines';
import * as styles from './item-checkout.css';

export interface EstimateView {
  summary: OrderSummary;
  /** False: the delivery fee is not in the lines or the total yet. */
  deliveryKnown: boolean;
  /** The fee rests on a straight-line distance; the server measures by road. */
  deliveryByDistance: boolean;
}

export interface OrderSummarySectionProps {
  summary: OrderSummary | null;
  /** Shown only while `summary` (the server's) is null. */
  estimate: EstimateView | null;
  pricingFailure: string[] | null;
  onRetryPricing: () => void;
  additionalChargeName: string | null;
  blockers: readonly PlaceBlocker[];
  pendingChanges: number | null;
  failure: string[] | null;
  placing: boolean;
  onPlace: () => void;
}

export function OrderSummarySection(props: OrderSummarySectionProps) {
  const { summary, estimate } = props;
  const shown = summary !== null || estimate !== null;
  const reasons = placeReasons({ blockers: props.blockers, pendingChanges: props.pendingChanges, shown, pricingFailed: props.pricingFailure !== null });
  return (
    <section className={card} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary" className={sectionTitle}>
        {t('checkout.summary')}
      </h2>
      {summary ? (
        <SummaryLines summary={summary} label={t('checkout.summary')} totalLabel={t('itemCheckout.total')} additionalChargeName={props.additionalChargeName} />
      ) : estimate ? (
        <div className={styles.estimate} role="group" aria-labelledby="checkout-estimate">
          <p id="checkout-estimate" className={styles.estimateBadge}>
            {t('itemCheckout.estimate')}
          </p>
          <SummaryLines
            estimate
            className={styles.estimateSummary}
            summary={estimate.summary}
            label={t('itemCheckout.estimate')}
            totalLabel={t(estimate.deliveryKnown ? 'itemCheckout.estimatedTotal' : 'itemCheckout.estimatedTotalNoDelivery')}
            additionalChargeName={props.additionalChargeName}
          />
          <p className={styles.estimateNote}>
            {[t('itemCheckout.estimateNote'), estimate.deliveryByDistance ? t('itemCheckout.estimateDelivery') : null, estimate.deliveryKnown ? null : t('itemCheckout.estimateNoDelivery')].filter(Boolean).join(' ')}
          </p>
        </div>
      ) : props.pricingFailure ? null : (
        <Spinner label={t('itemCheckout.pricing')} showLabel />
      )}
      {summary && summary.savings > 0 ? <p className={styles.savings}>{t('itemCheckout.savings', { amount: money(summary.savings) })}</p> : null}
      {props.pricingFailure ? (
        <div role="alert" className={styles.alert}>
          <p>{t('itemCheckout.pricingFailed')}</p>
          <p>{props.pricingFailure.join(' ')}</p>
          <PlainButton size="sm" variant="secondary" onPress={props.onRetryPricing}>
            {t('common.retry')}
          </PlainButton>
        </div>
      ) : null}
      {props.blockers.length > 0 ? (
        <ul className={styles.blockers} aria-live="polite">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
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
      {/* On a phone the order bar at the bottom of the screen has the button. */}
      <div className={wideOnly}>
        <PlainButton fullWidth size="lg" isDisabled={props.blockers.length > 0} isPending={props.placing} pendingLabel={t('itemCheckout.placing')} onPress={props.onPlace}>
          {t('itemCheckout.place')}
        </PlainButton>
      </div>
    </section>
  );
}
