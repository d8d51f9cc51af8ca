/** A parcel order's own facts: what is sent, the sender (the order's address), the receiver and who pays. */
import { Picture } from '@/components/ui/picture/picture';
import { t } from '@/lib/i18n';
import type { DeliveryAddress, Order } from '../api/structs';
import * as styles from './orders.css';

const placeText = (party: DeliveryAddress) => [party.address, [party.house, party.floor, party.road].filter(Boolean).join(', ')].filter(Boolean).join(' · ');

function Party({ label, party }: { label: string; party: DeliveryAddress | null | undefined }) {
  if (!party) return null;
  return (
    <>
      <dt className={styles.muted}>{label}</dt>
      <dd className={styles.cardText}>
        <span className={styles.strong}>
          {party.contact_person_name} · <bdi dir="ltr">{party.contact_person_number}</bdi>
        </span>
        <span>{placeText(party)}</span>
      </dd>
    </>
  );
}

export function isParcel(order: Order): boolean {
  return order.order_type === 'parcel';
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
      {payer ? (
        <>
          <dt className={styles.muted}>{t('parcel.details.chargePayer')}</dt>
          <dd>{payer}</dd>
        </>
      ) : null}
    </dl>
  );
}
