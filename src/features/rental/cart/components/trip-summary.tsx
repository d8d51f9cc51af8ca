/** The trip every vehicle in the cart shares: type, places, pickup time, duration or distance. */
import { lazy, Suspense, useState } from 'react';
import { PlainButton } from '@/components/ui/button/plain-button';
import { importPatiently } from '@/lib/after-load';
import { parseDateTime } from '@/lib/dates';
import { formatLongDateTime } from '@/lib/dates-long';
import { getLanguage, t, tp } from '@/lib/i18n';
import { fromWireType } from '../../trip-params';
import type { TripData } from '../model';
import * as styles from './cart.css';

// The trip's form (the trip search's fields in a dialog) loads when the customer first asks to edit the trip, its
// dialog's overlay at the same moment: the checkout shows this summary on its first screen.
const TripEditDialog = lazy(() =>
  importPatiently(() => Promise.all([import('./trip-edit-dialog'), import('@/components/ui/dialog/dialog-overlay')])).then(([module]) => ({ default: module.TripEditDialog })),
);

export function TripSummary({ trip }: { trip: TripData }) {
  const [editing, setEditing] = useState(false);
  const pickup = parseDateTime(trip.pickupTime);
  return (
    <section className={styles.trip} aria-labelledby="trip-summary-title">
      <div className={styles.tripHeader}>
        <h3 id="trip-summary-title">{t('rental.tripDetails')}</h3>
        <PlainButton size="sm" variant="secondary" onPress={() => setEditing(true)}>
          {t('rental.editTrip')}
        </PlainButton>
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
      {editing ? (
        <Suspense fallback={null}>
          <TripEditDialog trip={trip} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
