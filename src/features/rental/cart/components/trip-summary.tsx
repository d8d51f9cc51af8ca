/** The trip every vehicle in the cart shares: type, places, pickup time, duration or distance. */
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { parseDateTime } from '@/lib/dates';
import { formatLongDateTime } from '@/lib/dates-long';
import { getLanguage, t, tp } from '@/lib/i18n';
import { fromWireType } from '../../trip-params';
import type { TripData } from '../model';
import { TripEditDialog } from './trip-edit-dialog';
import * as styles from './cart.css';

export function TripSummary({ trip }: { trip: TripData }) {
  const [editing, setEditing] = useState(false);
  const pickup = parseDateTime(trip.pickupTime);
  return (
    <section className={styles.trip} aria-labelledby="trip-summary-title">
      <div className={styles.tripHeader}>
        <h3 id="trip-summary-title">{t('rental.tripDetails')}</h3>
        <Button size="sm" variant="secondary" onPress={() => setEditing(true)}>
          {t('rental.editTrip')}
        </Button>
      </div>
      <span>
        {t('rental.tripType')}: <strong>{t(`rental.tripTypes.${fromWireType(trip.rentalType)}`)}</strong>
      </span>
      {trip.pickupLocation ? (
        <span>
          {t('rental.from')}: {trip.pickupLocation.location_name}
        </span>
      ) : null}
      {trip.destinationLocation ? (
        <span>
          {t('rental.to')}: {trip.destinationLocation.location_name}
        </span>
      ) : null}
      {pickup ? <span>{t('rental.pickupAt', { time: formatLongDateTime(pickup, getLanguage()) })}</span> : null}
      <span>
        {t('rental.duration')}:{' '}
        {trip.rentalType === 'distance_wise'
          ? t('rental.kmValue', { km: trip.distance.toFixed(3) })
          : trip.rentalType === 'day_wise'
            ? tp('rental.days', Math.round((trip.estimatedHours / 24) * 100) / 100)
            : tp('rental.hoursValue', Math.round(trip.estimatedHours * 100) / 100)}
      </span>
      {editing ? <TripEditDialog trip={trip} onClose={() => setEditing(false)} /> : null}
    </section>
  );
}
