/** /rental/trip-status/{id}: the trip, its vehicles and amounts; cancel while pending; pay in cash. */
import { useState } from 'react';
import { useParams } from 'wouter';
import { Button } from '@/components/ui/button/button';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { Price } from '@/components/ui/price/price';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { TextField } from '@/components/ui/text-field/text-field';
import { TitledScreen } from '@/components/feedback/titled-screen';
import { isApiError } from '@/lib/api-error';
import { parseDateTime } from '@/lib/dates';
import { formatLongDateTime } from '@/lib/dates-long';
import { getLanguage, t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useMutation, useQueryClient } from '@/lib/query';
import { errorMessages } from '@/lib/query-client';
import { card } from '@/styles/utils.css';
import { cancelTrip, payTripCash, useTrip } from '../api/trips';
import { paymentLabel, TripStatusBadge } from './trip-status-badge';
import * as styles from './trips.css';

export default function TripStatusScreen() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const trip = useTrip(id);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['trips'] });
  const cancel = useMutation({
    mutationFn: () => cancelTrip(id, reason),
    onSuccess: (answer) => {
      notify.success(answer.message || t('trips.canceled'));
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

  if (trip.error && !trip.data) {
    const missing = isApiError(trip.error) && trip.error.status === 404;
    return (
      <TitledScreen title={t('pages.tripStatus')}>
        <ErrorState messages={missing ? [t('trips.notFound')] : errorMessages(trip.error)} onRetry={missing ? undefined : () => void trip.refetch()} />
      </TitledScreen>
    );
  }
  if (!trip.data) return <Skeleton height="240px" />;
  const data = trip.data;
  const schedule = parseDateTime(data.schedule_at);
  const end = parseDateTime(data.estimated_trip_end_time);
  const language = getLanguage();

  return (
    <TitledScreen title={t('trips.tripNumber', { id: data.id })}>
      <div className={styles.header}>
        <TripStatusBadge status={data.trip_status} />
        <span>{paymentLabel(data.payment_status)}</span>
      </div>
      <dl className={`${card} ${styles.facts}`}>
        {data.provider ? (
          <>
            <dt>{t('rental.provider')}</dt>
            <dd>{data.provider.name}</dd>
          </>
        ) : null}
        {data.pickup_location ? (
          <>
            <dt>{t('trips.pickup')}</dt>
            <dd>{data.pickup_location.location_name}</dd>
          </>
        ) : null}
        {data.destination_location ? (
          <>
            <dt>{t('trips.destination')}</dt>
            <dd>{data.destination_location.location_name}</dd>
          </>
        ) : null}
        {schedule ? (
          <>
            <dt>{t('trips.schedule')}</dt>
            <dd>{formatLongDateTime(schedule, language)}</dd>
          </>
        ) : null}
        {end ? (
          <>
            <dt>{t('trips.endTime')}</dt>
            <dd>{formatLongDateTime(end, language)}</dd>
          </>
        ) : null}
        <dt>{t('trips.amount')}</dt>
        <dd>
          <Price amount={data.trip_amount} />
        </dd>
      </dl>
      {data.otp ? <p>{t('trips.otp', { otp: data.otp })}</p> : null}
      <section aria-labelledby="trip-vehicles">
        <h2 id="trip-vehicles" className={styles.sectionTitle}>
          {t('trips.vehicles')}
        </h2>
        <ul className={styles.list}>
          {data.trip_details.map((detail) => {
            const vehicle = detail.vehicle_details as { name?: string; thumbnail_full_url?: string | null } | null | undefined;
            return (
              <li key={detail.id} className={styles.vehicle}>
                {vehicle?.thumbnail_full_url ? <img src={vehicle.thumbnail_full_url} alt="" width={72} height={48} /> : null}
                <span>{vehicle?.name ?? `#${detail.vehicle_id}`}</span>
                <span>{t('trips.quantity', { count: detail.quantity })}</span>
              </li>
            );
          })}
        </ul>
      </section>
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
