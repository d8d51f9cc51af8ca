/**
 * A parcel order's own facts: what is sent, the sender (the order's address, where the rider picks it up), the
 * receiver (where it goes), the distance, who pays the charge, and how: cash at pickup by the sender, cash on
 * delivery by the receiver, or the method the sender paid with.
 */
import { Picture } from '@/components/ui/picture/picture';
import { t } from '@/lib/i18n';
import { placeText } from '@/lib/place-text';
import type { DeliveryAddress, Order } from '../api/structs';
import { paymentMethodLabel } from './order-status-badge';
import * as styles from './orders.css';

function Party({ label, party }: { label: string; party: DeliveryAddress | null | undefined }) {
  if (!party) return null;
  const place = placeText(party);
  return (
    <>
      <dt className={styles.muted}>{label}</dt>
      <dd className={styles.cardText}>
        <span className={styles.strong}>
          <bdi>{party.contact_person_name}</bdi>
          {party.contact_person_number ? (
            <>
              {' · '}
              <bdi dir="ltr">{party.contact_person_number}</bdi>
            </>
          ) : null}
        </span>
        {place ? <span>{place}</span> : null}
      </dd>
    </>
  );
}

export function isParcel(order: Pick<Order, 'order_type'>): boolean {
  return order.order_type === 'parcel';
}

/** How the parcel is paid, as the sender chose it: cash is taken at pickup or, when the receiver pays, on delivery. */
export function parcelPaymentLabel(order: Pick<Order, 'payment_method' | 'charge_payer'>): string {
  if (order.payment_method === 'cash_on_delivery') return order.charge_payer === 'receiver' ? t('parcel.cashByReceiver') : t('parcel.cashBySender');
  return paymentMethodLabel(order.payment_method);
}

export function ParcelFacts({ order }: { order: Order }) {
  const payer = order.charge_payer === 'receiver' ? t('parcel.details.payerReceiver') : order.charge_payer === 'sender' ? t('parcel.details.payerSender') : null;
  return (
    <dl className={styles.parcelFacts} aria-label={t('parcel.details.title')}>
      {order.parcel_category ? (
        <>
          <dt className={styles.muted}>{t('parcel.details.category')}</dt>
          <dd className={styles.row}>
            {order.parcel_category.image_full_url ? <Picture src={order.parcel_category.image_full_url} alt="" ratio="1 / 1" round width={32} height={32} className={styles.parcelIcon} /> : null}
            <span className={styles.strong}>{order.parcel_category.name}</span>
          </dd>
        </>
      ) : null}
      <Party label={t('parcel.details.sender')} party={order.delivery_address} />
      <Party label={t('parcel.details.receiver')} party={order.receiver_details} />
      {order.distance ? (
        <>
          <dt className={styles.muted}>{t('parcel.distance')}</dt>
          <dd>{t('parcel.km', { km: order.distance.toFixed(3) })}</dd>
        </>
      ) : null}
      {payer ? (
        <>
          <dt className={styles.muted}>{t('parcel.details.chargePayer')}</dt>
          <dd>{payer}</dd>
        </>
      ) : null}
      <dt className={styles.muted}>{t('orders.paymentMethod')}</dt>
      <dd>{parcelPaymentLabel(order)}</dd>
    </dl>
  );
}
