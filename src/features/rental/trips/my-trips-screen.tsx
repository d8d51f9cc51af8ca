/**
 * /my-trips: running and completed trips (guests see the trips booked from this device). Offline, the lists
 * this device saw last are shown with the time they were saved; with none saved, the screen says it needs
 * a connection.
 */
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { Link } from '@/components/ui/link/link';
import { Price } from '@/components/ui/price/price';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { Tabs } from '@/components/ui/tabs/tabs';
import { TitledScreen } from '@/components/feedback/titled-screen';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { formatTime, parseDateTime } from '@/lib/dates';
import { formatLongDateTime } from '@/lib/dates-long';
import { getLanguage, t } from '@/lib/i18n';
import { errorMessages } from '@/lib/query-client';
import { useTrips } from '../api/trips';
import { OfflineState } from '@/components/feedback/offline-state';
import { TripStatusBadge } from './trip-status-badge';
import { useSavedCopy } from './saved-copies';
import * as styles from './trips.css';

function TripList({ kind }: { kind: 'running' | 'completed' }) {
  const trips = useTrips(kind);
  const unavailable = trips.data === undefined && (trips.isPaused || trips.isError);
  const copy = useSavedCopy(`list-${kind}`, trips.data, unavailable);
  const data = trips.data ?? (unavailable ? copy?.value : undefined);
  if (!data) {
    if (trips.isPaused) return <OfflineState onRetry={() => void trips.refetch()} headingLevel={3} />;
    if (trips.error) return <ErrorState messages={errorMessages(trips.error)} onRetry={() => void trips.refetch()} />;
    return <Skeleton height="160px" />;
  }
  const list = data.pages.flatMap((page) => page.trips);
  return (
    <>
      {!trips.data && copy ? (
        <p role="status" className={styles.saved}>
          {t('trips.savedCopy', { time: formatTime(new Date(copy.savedAt), getLanguage()) })}{' '}
          <Button size="sm" variant="secondary" onPress={() => void trips.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      {list.length === 0 ? <EmptyState icon="route" headingLevel={3} title={t('trips.empty')} /> : null}
      <ul className={list.length === 0 ? undefined : styles.list}>
        {list.map((trip) => {
          const schedule = parseDateTime(trip.schedule_at);
          return (
            <li key={trip.id} className={styles.item}>
              <div className={styles.itemHeader}>
                <Link href={paths.tripStatus(trip.id)} aria-label={t('trips.viewTrip', { id: trip.id })}>
                  {t('trips.tripNumber', { id: trip.id })}
                </Link>
                <TripStatusBadge status={trip.trip_status} />
              </div>
              {trip.provider ? <span>{trip.provider.name}</span> : null}
              {schedule ? <span className={styles.muted}>{formatLongDateTime(schedule, getLanguage())}</span> : null}
              <Price amount={trip.trip_amount} />
            </li>
          );
        })}
      </ul>
      {trips.data && trips.hasNextPage ? (
        <Button variant="secondary" onPress={() => void trips.fetchNextPage()} isPending={trips.isFetchingNextPage}>
          {t('rental.loadMore')}
        </Button>
      ) : null}
    </>
  );
}

export default function MyTripsScreen() {
  const session = useSession();
  return (
    <TitledScreen title={t('trips.title')}>
      {session.token === null ? <p className={styles.muted}>{t('trips.guestNote')}</p> : null}
      <Tabs
        label={t('trips.title')}
        tabs={[
          { id: 'running', label: t('trips.running'), content: <TripList kind="running" /> },
          { id: 'completed', label: t('trips.completed'), content: <TripList kind="completed" /> },
        ]}
      />
    </TitledScreen>
  );
}
