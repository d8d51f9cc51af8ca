/** One order in My orders: the store (a parcel's category), when it was placed, how many items, the amount and the status. */
import { Link } from 'wouter';
import { Price } from '@/components/ui/price/price';
import { getLanguage, t, tp } from '@/lib/i18n';
import type { Order } from '../api/structs';
import { formatOrderDateTime, operatorTimeOf, parseStamp } from '../order-dates';
import { OrderStatusBadge } from './order-status-badge';
import * as styles from './orders.css';

export function OrderCard({ order, href }: { order: Order; href: string }) {
  const placed = operatorTimeOf(order.created_at);
  const parcel = order.parcel_category ? t('orders.parcelOf', { name: order.parcel_category.name }) : null;
  const store = order.store?.name ?? parcel ?? (order.prescription_order ? t('orders.prescriptionOrder') : t('orders.orderNumber', { id: order.id }));
  return (
    <li className={styles.card}>
      {order.store?.logo_full_url || order.parcel_category?.image_full_url ? (
        <img className={styles.logo} src={order.store?.logo_full_url ?? order.parcel_category?.image_full_url ?? ''} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span className={styles.logo} aria-hidden="true" />
      )}
      <div className={styles.cardText}>
        <Link href={href} className={styles.stretched} aria-label={t('orders.viewOrder', { id: order.id, store })}>
          {store}
        </Link>
        <span className={styles.muted}>{t('orders.orderNumber', { id: order.id })}</span>
        {placed ? (
          <time className={styles.muted} dateTime={parseStamp(order.created_at)?.toISOString()}>
            {formatOrderDateTime(placed, getLanguage())}
          </time>
        ) : null}
        {order.details_count !== undefined && order.details_count > 0 ? <span className={styles.muted}>{tp('orders.itemCount', order.details_count)}</span> : null}
      </div>
      <div className={styles.cardSide}>
        <OrderStatusBadge status={order.order_status} orderType={order.order_type} />
        <Price amount={order.order_amount} />
      </div>
    </li>
  );
}
