/** The order's steps as an ordered list: done (with the time), the current one, those to come, or where it stopped. */
import { Icon } from '@/components/ui/icon/icon';
import { VisuallyHidden } from '@/components/ui/visually-hidden/visually-hidden';
import { getLanguage, t, tMaybe } from '@/lib/i18n';
import { formatOrderDateTime, operatorTimeOf } from '../order-dates';
import { orderTimeline, type StepState, type TimelineOrder } from '../rules';
import * as styles from './orders.css';

const STATE_TEXT: Record<StepState, () => string> = {
  done: () => t('orders.stepDone'),
  current: () => t('orders.stepCurrent'),
  upcoming: () => t('orders.stepUpcoming'),
  stopped: () => t('orders.stepStopped'),
};

/** A step in the customer's words: a take-away order is ready for pickup, a parcel's steps are its rider's. */
export function stepLabel(status: string, orderType: string | undefined): string {
  if (status === 'handover' && orderType === 'take_away') return t('orders.steps.readyForPickup');
  const general = tMaybe(`orders.steps.${status}`, status.replace(/_/g, ' '));
  return orderType === 'parcel' ? tMaybe(`orders.parcelSteps.${status}`, general) : general;
}

export function StatusTimeline({ order, headingId }: { order: TimelineOrder; headingId: string }) {
  const language = getLanguage();
  return (
    <ol className={styles.timeline} aria-labelledby={headingId}>
      {orderTimeline(order).map((step) => {
        const at = operatorTimeOf(step.at);
        return (
          <li key={step.status} className={styles.step} aria-current={step.state === 'current' ? 'step' : undefined}>
            <span className={styles.dot[step.state]} aria-hidden="true">
              {step.state === 'done' ? <Icon name="check" size={14} /> : step.state === 'stopped' ? <Icon name="close" size={14} /> : null}
            </span>
            <span className={styles.stepLabel[step.state]}>
              {stepLabel(step.status, order.order_type)}
              <VisuallyHidden>{`, ${STATE_TEXT[step.state]()}`}</VisuallyHidden>
            </span>
            {at ? <span className={styles.muted}>{formatOrderDateTime(at, language)}</span> : <span />}
          </li>
        );
      })}
    </ol>
  );
}
