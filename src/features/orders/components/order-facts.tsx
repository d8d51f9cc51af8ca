/**
 * Where the order comes from and goes to, how it is paid, and what the customer asked for. A parcel's sender and
 * receiver, and how it is paid, are its own facts (parcel-facts.tsx): here it is a parcel delivery.
 */
import { getLanguage, joinParts, t } from '@/lib/i18n';
import { placeText } from '@/lib/place-text';
import type { Order } from '../api/structs';
import { formatOrderDateTime, operatorTimeOf, parseWallTime } from '../order-dates';
import { paymentMethodLabel, paymentStatusLabel } from './order-status-badge';
import { isParcel } from './parcel-facts';
import * as styles from './orders.css';

function orderTypeLabel(order: Order): string {
  if (isParcel(order)) return t('orders.parcelDelivery');
  return order.order_type === 'take_away' ? t('orders.takeAway') : t('orders.homeDelivery');
}

export function OrderFacts({ order }: { order: Order }) {
  const language = getLanguage();
  const placed = operatorTimeOf(order.created_at);
  const scheduled = order.scheduled ? parseWallTime(order.schedule_at) : null;
  const parcel = isParcel(order);
  const address = parcel ? null : order.delivery_address;
  const place = address ? placeText(address) : '';
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
      <dd>{orderTypeLabel(order)}</dd>
      {order.store ? (
        <>
          <dt>{t('orders.store')}</dt>
          <dd>
            <bdi>{order.store.name}</bdi>
            {order.store.address ? (
              <span className={styles.muted}>
                {' · '}
                <bdi>{order.store.address}</bdi>
              </span>
            ) : null}
          </dd>
        </>
      ) : null}
      {address && order.order_type !== 'take_away' ? (
        <>
          <dt>{t('orders.deliverTo')}</dt>
          <dd>
            {joinParts([address.contact_person_name, address.contact_person_number])}
            {place ? (
              <span className={styles.muted}>
                {' · '}
                <bdi>{place}</bdi>
              </span>
            ) : null}
          </dd>
        </>
      ) : null}
      {parcel ? null : (
        <>
          <dt>{t('orders.paymentMethod')}</dt>
          <dd>{paymentMethodLabel(order.payment_method)}</dd>
        </>
      )}
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
          <dd>{joinParts([order.cancellation_reason, order.cancellation_note])}</dd>
        </>
      ) : null}
      {order.refund?.customer_reason ? (
        <>
          <dt>{t('orders.refundReasonShown')}</dt>
          <dd>{joinParts([order.refund.customer_reason, order.refund.customer_note])}</dd>
        </>
      ) : null}
    </dl>
  );
}
