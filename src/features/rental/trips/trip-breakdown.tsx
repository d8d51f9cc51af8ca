/**
 * A booked trip's vehicles and money: each vehicle with quantity × its price for the trip, then subtotal,
 * discount, coupon, tax, service charge and the total booked, all as the server recorded them.
 */
import { Picture } from '@/components/ui/picture/picture';
import { Price } from '@/components/ui/price/price';
import { money } from '@/lib/money-settings';
import { t } from '@/lib/i18n';
import type { TripDetails } from '../api/trips';
import * as styles from './trips.css';

function Row({ label, amount, minus = false, strong = false }: { label: string; amount: number; minus?: boolean; strong?: boolean }) {
  return (
    <>
      <dt className={strong ? styles.strong : undefined}>{label}</dt>
      <dd className={strong ? styles.strong : undefined}>
        {minus ? '−' : null}
        <Price amount={amount} size={strong ? 'lg' : 'md'} />
      </dd>
    </>
  );
}

export function TripVehicles({ trip }: { trip: TripDetails }) {
  return (
    <section aria-labelledby="trip-vehicles" className={styles.section}>
      <h2 id="trip-vehicles" className={styles.sectionTitle}>
        {t('trips.vehicles')}
      </h2>
      <ul className={styles.list}>
        {trip.trip_details.map((detail) => {
          const vehicle = detail.vehicle_details as { name?: string; thumbnail_full_url?: string | null } | null | undefined;
          const unit = detail.original_price ?? (detail.quantity > 0 ? detail.price / detail.quantity : detail.price);
          return (
            <li key={detail.id} className={styles.vehicle}>
              <Picture src={vehicle?.thumbnail_full_url} alt="" ratio="3 / 2" width={72} height={48} className={styles.thumb} />
              <span className={styles.vehicleText}>
                <strong>{vehicle?.name ?? `#${detail.vehicle_id}`}</strong>
                <span className={styles.muted}>{t('trips.unitTimesQuantity', { quantity: detail.quantity, unit: money(unit) })}</span>
              </span>
              <Price amount={detail.price} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function TripBreakdown({ trip }: { trip: TripDetails }) {
  const subtotal = trip.trip_details.reduce((sum, detail) => sum + detail.price, 0);
  const included = trip.tax_status === 'included';
  return (
    <section aria-labelledby="trip-breakdown" className={styles.section}>
      <h2 id="trip-breakdown" className={styles.sectionTitle}>
        {t('trips.breakdown')}
      </h2>
      <dl className={styles.breakdown}>
        <Row label={t('trips.subtotal')} amount={subtotal} />
        {trip.discount_on_trip ? <Row label={t('trips.discount')} amount={trip.discount_on_trip} minus /> : null}
        {trip.coupon_discount_amount ? <Row label={t('trips.coupon')} amount={trip.coupon_discount_amount} minus /> : null}
        <Row label={included ? t('trips.taxIncluded') : t('trips.tax')} amount={trip.tax_amount ?? 0} />
        {trip.additional_charge ? <Row label={t('trips.serviceCharge')} amount={trip.additional_charge} /> : null}
        <Row label={t('trips.total')} amount={trip.trip_amount} strong />
      </dl>
    </section>
  );
}
