/**
 * /rental/trip-status/{id}: the trip's status, provider, places and times (the estimated return the server
 * computed, read as "Today, 4:00 PM" when it is), the route on the rental map, the vehicles with their prices
 * and the price details; cancel while pending; pay in cash. A trip that is not found says so in the
 * customer's language, with a way to look up another.
 */
import { useState } from 'react';
import { useParams } from 'wouter';
import { OfflineState } from '@/components/feedback/offline-state';
import { TitledScreen } from '@/components/feedback/titled-screen';
import { Button } from '@/components/ui/button/button';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { Link } from '@/components/ui/link/link';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { TextField } from '@/components/ui/text-field/text-field';
import { paths } from '@/config/paths';
import { useOperatorNow } from '@/hooks/use-operator-now';
import { isApiError } from '@/lib/api-error';
import { formatTime } from '@/lib/dates';
import { getLanguage, t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useMutation, useQueryClient } from '@/lib/query';
import { errorMessages } from '@/lib/query-client';
import { cancelTrip, payTripCash, useTrip } from '../api/trips';
import { RouteMap } from '../components/route-map';
import { TripBreakdown, TripVehicles } from './trip-breakdown';
import { TripFacts } from './trip-facts';
import { useSavedCopy } from './saved-copies';
import { paymentLabel, TripStatusBadge } from './trip-status-badge';
import * as styles from './trips.css';

export default function TripStatusScreen() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const trip = useTrip(id);
  const unavailable = trip.data === undefined && (trip.isPaused || (trip.isError && !(isApiError(trip.error) && trip.error.status === 404)));
  const copy = useSavedCopy(`trip-${id}`, trip.data, unavailable);
  const now = useOperatorNow();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['trips'] });
  const cancel = useMutation({
    mutationFn: () => cancelTrip(id, reason),
    onSuccess: () => {
      notify.success(t('trips.canceled'));
      setConfirming(false);
      void refresh();
    },
  });
  const pay = useMutation({
    mutationFn: () => payTripCash(id),
    onSuccess: () => {
      notify.success(t('trips.paid'));
      void refresh();
    },
  });

  const data = trip.data ?? (unavailable ? copy?.value : undefined);
  if (!data) {
    const missing = !Number.isInteger(id) || id <= 0 || (isApiError(trip.error) && trip.error.status === 404);
    if (missing || (trip.error && !trip.isPaused)) {
      return (
        <TitledScreen title={t('pages.tripStatus')}>
          <ErrorState messages={missing ? [t('trips.notFound')] : errorMessages(trip.error)} onRetry={missing ? undefined : () => void trip.refetch()} />
          <Link href={paths.trackOrder} appearance="secondary">
            {t('trips.trackAnother')}
          </Link>
        </TitledScreen>
      );
    }
    if (trip.isPaused) {
      return (
        <TitledScreen title={t('pages.tripStatus')}>
          <OfflineState onRetry={() => void trip.refetch()} />
        </TitledScreen>
      );
    }
    return <Skeleton height="240px" />;
  }

  return (
    <TitledScreen title={t('trips.tripNumber', { id: data.id })}>
      {!trip.data && copy ? (
        <p role="status" className={styles.saved}>
          {t('trips.savedTrip', { time: formatTime(new Date(copy.savedAt), getLanguage()) })}{' '}
          <Button size="sm" variant="secondary" onPress={() => void trip.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      <div className={styles.header}>
        <TripStatusBadge status={data.trip_status} />
        <span>{paymentLabel(data.payment_status)}</span>
      </div>
      <div className={styles.layout}>
        <div className={styles.column}>
          <TripFacts trip={data} now={now} />
          {data.otp ? <p className={styles.otp}>{t('trips.otp', { otp: data.otp })}</p> : null}
          {data.pickup_location ? (
            <section aria-label={t('trips.route')}>
              <RouteMap
                pickup={{ lat: data.pickup_location.lat, lng: data.pickup_location.lng, location_name: data.pickup_location.location_name ?? '' }}
                destination={data.destination_location ? { lat: data.destination_location.lat, lng: data.destination_location.lng, location_name: data.destination_location.location_name ?? '' } : null}
              />
            </section>
          ) : null}
          <TripVehicles trip={data} />
        </div>
        <div className={styles.column}>
          <TripBreakdown trip={data} />
          <div className={styles.actions}>
            {data.payment_status !== 'paid' && data.trip_status !== 'canceled' ? (
              <Button variant="secondary" onPress={() => pay.mutate()} isPending={pay.isPending}>
                {t('trips.payCash')}
              </Button>
            ) : null}
            {data.trip_status === 'pending' ? (
              <Button variant="danger" onPress={() => setConfirming(true)}>
                {t('trips.cancel')}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        title={t('trips.cancelTitle')}
        message={t('trips.cancelMessage')}
        confirmLabel={t('trips.cancel')}
        tone="danger"
        isPending={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => cancel.mutate()}
      >
        <TextField label={t('trips.cancelReason')} value={reason} onChange={setReason} maxLength={255} />
      </ConfirmDialog>
    </TitledScreen>
  );
}
