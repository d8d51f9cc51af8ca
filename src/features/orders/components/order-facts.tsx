/** Where the order comes from and goes to, how it is paid, and what the customer asked for. */
import { getLanguage, t } from '@/lib/i18n';
import type { Order } from '../api/structs';
import { formatOrderDateTime, operatorTimeOf, parseWallTime } from '../order-dates';
import { paymentMethodLabel, paymentStatusLabel } from './order-status-badge';
import * as styles from './orders.css';

const joined = (parts: (string | null | undefined)[]) => parts.filter((part): part is string => Boolean(part && part.trim())).join(', ');

export function OrderFacts({ order }: { order: Order }) {
  const language = getLanguage();
  const placed = operatorTimeOf(order.created_at);
  const scheduled = order.scheduled ? parseWallTime(order.schedule_at) : null;
  const address = order.delivery_address;
  const place = address ? joined([address.house ? t('orders.house', { value: address.house }) : null, address.floor ? t('orders.floor', { value: address.floor }) : null, address.road, address.address]) : '';
  return (
    <dl className={styles.facts}>
      {placed ? (
        <>
          <dt>{t('orders.placedAt')}</dt>
          <dd>{formatOrderDateTime(placed, language)}</dd>
        </>
      ) : null}
      {scheduled ? (
        <>
          <dt>{t('orders.scheduledFor')}</dt>
          <dd>{formatOrderDateTime(scheduled, language)}</dd>
        </>
      ) : null}
      <dt>{t('orders.orderType')}</dt>
      <dd>{order.order_type === 'take_away' ? t('orders.takeAway') : t('orders.homeDelivery')}</dd>
      {order.store ? (
        <>
          <dt>{t('orders.store')}</dt>
          <dd>
            {order.store.name}
            {order.store.address ? <span className={styles.muted}> · {order.store.address}</span> : null}
          </dd>
        </>
      ) : null}
      {address && order.order_type !== 'take_away' ? (
        <>
          <dt>{t('orders.deliverTo')}</dt>
          <dd>
            {joined([address.contact_person_name, address.contact_person_number])}
            {place ? <span className={styles.muted}> · {place}</span> : null}
          </dd>
        </>
      ) : null}
      <dt>{t('orders.paymentMethod')}</dt>
      <dd>{paymentMethodLabel(order.payment_method)}</dd>
      <dt>{t('orders.paymentStatus')}</dt>
      <dd>{paymentStatusLabel(order.payment_status)}</dd>
      {order.order_note ? (
        <>
          <dt>{t('orders.note')}</dt>
          <dd>{order.order_note}</dd>
        </>
      ) : null}
      {order.delivery_instruction ? (
        <>
          <dt>{t('orders.instruction')}</dt>
          <dd>{order.delivery_instruction}</dd>
        </>
      ) : null}
      {order.order_status === 'canceled' && (order.cancellation_reason || order.cancellation_note) ? (
        <>
          <dt>{t('orders.cancelReasonShown')}</dt>
          <dd>{joined([order.cancellation_reason, order.cancellation_note])}</dd>
        </>
      ) : null}
      {order.refund?.customer_reason ? (
        <>
          <dt>{t('orders.refundReasonShown')}</dt>
          <dd>{joined([order.refund.customer_reason, order.refund.customer_note])}</dd>
        </>
      ) : null}
    </dl>
  );
}
