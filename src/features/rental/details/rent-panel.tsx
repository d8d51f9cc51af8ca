/**
 * The vehicle page's booking panel: the searched trip as a compact summary with an edit action, what this
 * vehicle costs for that trip (as booking charges it), why it cannot be rented then (not offered for this
 * trip type, no unit free, a provider that takes only trips starting now, with "Pick up now"), and Rent.
 */
import { ClientOnly } from '@/components/client-only';
import { lazy, Suspense, useState } from 'react';
import { PlainButton } from '@/components/ui/button/plain-button';
import { Icon } from '@/components/ui/icon/icon';
import { Price } from '@/components/ui/price/price';
import { useOperatorNow } from '@/hooks/use-operator-now';
import { formatInput } from '@/lib/dates';
import { t } from '@/lib/i18n';
import { importPatiently } from '@/lib/after-load';
import { operatorNow } from '@/lib/operator-time';
import type { Vehicle } from '../api/structs';
import { takesScheduledTrips, toCartProvider, toCartVehicle } from '../cart/adapters';
import { RentControl } from '../cart/components/rent-control';
import { offersMode, tripPriceFor } from '../pricing';
import { tripLength } from '../home/trip-length';
import { isScheduledSearch, tripMeasureOf } from '../trip-params';
import { updateTripSearch, useTripSearch } from '../trip-search-store';
import * as styles from './details.css';

const TripSearchDialog = lazy(() => import('../home/trip-search-dialog'));
// The trip's lines show once the page is taken over (the place names are the customer's own): their code loads then.
const TripFacts = lazy(() => importPatiently(() => import('../home/trip-chips')).then((module) => ({ default: module.TripFacts })));

/** The lines an hourly trip has (what a new search starts as), kept for the trip's facts until they show. */
const tripFactsRoom = (
  <ul className={styles.tripFacts} aria-hidden="true">
    {(['car', 'pin', 'calendar', 'clock'] as const).map((icon) => (
      <li key={icon}>
        <Icon name={icon} size={16} />
        <span>{'\u00a0'}</span>
      </li>
    ))}
  </ul>
);

export function RentPanel({ vehicle }: { vehicle: Vehicle }) {
  const search = useTripSearch();
  const now = useOperatorNow();
  const [editing, setEditing] = useState(false);
  const measure = tripMeasureOf(search);
  const offered = offersMode(vehicle, measure.tripType);
  const price = offered ? tripPriceFor(vehicle, measure) : null;
  const provider = toCartProvider(vehicle);
  const instantOnly = !takesScheduledTrips(provider) && isScheduledSearch(search, now);
  const free = vehicle.total_vehicle_count ?? vehicle.total_vehicles ?? 0;
  const length = tripLength(search);

  return (
    <section className={styles.rentPanel} aria-labelledby="rent-panel-title">
      <div className={styles.rentHeader}>
        <h2 id="rent-panel-title" className={styles.sectionTitle}>
          {t('rental.tripSummary')}
        </h2>
        <PlainButton size="sm" variant="secondary" onPress={() => setEditing(true)}>
          {t('rental.editSearch')}
        </PlainButton>
      </div>
      {/* The trip's place names are the customer's own: shown once the page is hydrated, in lines kept for them. */}
      <ClientOnly fallback={tripFactsRoom}>
        <Suspense fallback={tripFactsRoom}>
          <TripFacts search={search} className={styles.tripFacts} />
        </Suspense>
      </ClientOnly>
      {!offered ? (
        <p className={styles.notice} role="status">
          {t('rental.modeNotOffered', { kind: t(`rental.tripKinds.${search.tripType}`) })}
        </p>
      ) : instantOnly ? (
        <div className={styles.notice} role="status">
          <p>{t('rental.instantOnlyNotice', { provider: provider.name })}</p>
          <PlainButton size="sm" onPress={() => updateTripSearch({ pickupNow: true, pickupAt: formatInput(operatorNow()) })}>
            {t('rental.pickupNow')}
          </PlainButton>
        </div>
      ) : free <= 0 ? (
        <p className={styles.notice} role="status">
          {t('rental.notAvailableAt')}
        </p>
      ) : null}
      <div className={styles.rentRow}>
        {price ? (
          <div className={styles.tripPrice}>
            <span className={styles.muted}>{length ? t('rental.tripTotalFor', { length }) : t('rental.tripTotal')}</span>
            <Price amount={price.total} original={price.original > price.total ? price.original : null} size="lg" />
          </div>
        ) : null}
        {offered && !instantOnly && free > 0 ? <RentControl vehicle={toCartVehicle(vehicle)} provider={provider} /> : null}
      </div>
      {editing ? (
        <Suspense fallback={null}>
          <TripSearchDialog onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
