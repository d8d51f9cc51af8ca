/** The parts of an order's page that tracking shows too: the timeline, the lines with the money, the facts. */
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { t } from '@/lib/i18n';
import { useConfig } from '@/api/config';
import type { Order, OrderLine } from '../api/structs';
import { orderAmounts } from '../amounts';
import { OrderAmounts } from './order-amounts';
import { OrderFacts } from './order-facts';
import { OrderLines } from './order-lines';
import { isParcel, ParcelFacts } from './parcel-facts';
import { StatusTimeline } from './status-timeline';
import * as styles from './orders.css';

export function TimelinePanel({ order }: { order: Order }) {
  return (
    <section className={styles.section} aria-labelledby="order-status">
      <h2 id="order-status" className={styles.sectionTitle}>
        {t('orders.statusTitle')}
      </h2>
      <StatusTimeline order={order} headingId="order-status" />
    </section>
  );
}

export function LinesPanel({ order, lines }: { order: Order; lines: readonly OrderLine[] | undefined }) {
  const config = useConfig().data;
  return (
    <section className={styles.section} aria-labelledby="order-items">
      <h2 id="order-items" className={styles.sectionTitle}>
        {isParcel(order) ? t('parcel.details.title') : t('orders.items')}
      </h2>
      {isParcel(order) ? <ParcelFacts order={order} /> : lines ? lines.length > 0 ? <OrderLines lines={lines} /> : order.prescription_order ? <p className={styles.muted}>{t('orders.prescriptionOrder')}</p> : null : <Skeleton height="120px" />}
      {order.order_attachment_full_url.length > 0 ? (
        <div className={styles.row}>
          {order.order_attachment_full_url.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noopener noreferrer">
              <img className={styles.thumb} src={url} alt={t('orders.prescriptionImage', { count: index + 1 })} width={56} height={56} loading="lazy" />
            </a>
          ))}
        </div>
      ) : null}
      <OrderAmounts rows={orderAmounts(order, lines ?? [])} additionalChargeName={config?.additional_charge_name} />
    </section>
  );
}

export function FactsPanel({ order }: { order: Order }) {
  return (
    <section className={styles.section} aria-labelledby="order-facts">
      <h2 id="order-facts" className={styles.sectionTitle}>
        {t('orders.detailsTitle')}
      </h2>
      <OrderFacts order={order} />
    </section>
  );
}
