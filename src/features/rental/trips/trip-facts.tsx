/** A trip's provider, places and times; times read "Today, 4:00 PM" or "Tomorrow, 10:00 AM" when they are. */
import { daysFrom, formatShortDateTime, formatTime, parseDateTime } from '@/lib/dates';
import { getLanguage, t } from '@/lib/i18n';
import { card } from '@/styles/utils.css';
import type { Trip } from '../api/trips';
import * as styles from './trips.css';

export function when(date: Date, now: Date): string {
  const language = getLanguage();
  const days = daysFrom(now, date);
  if (days === 0) return t('trips.today', { time: formatTime(date, language) });
  if (days === 1) return t('trips.tomorrow', { time: formatTime(date, language) });
  return formatShortDateTime(date, language);
}

export function TripFacts({ trip: data, now }: { trip: Trip; now: Date }) {
  const schedule = parseDateTime(data.schedule_at);
  const end = parseDateTime(data.estimated_trip_end_time);
  return (
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
          <dd dir="auto">{data.pickup_location.location_name}</dd>
        </>
      ) : null}
      {data.destination_location ? (
        <>
          <dt>{t('trips.destination')}</dt>
          <dd dir="auto">{data.destination_location.location_name}</dd>
        </>
      ) : null}
      {schedule ? (
        <>
          <dt>{t('trips.schedule')}</dt>
          <dd>{when(schedule, now)}</dd>
        </>
      ) : null}
      {end ? (
        <>
          <dt>{t('trips.endTime')}</dt>
          <dd>{when(end, now)}</dd>
        </>
      ) : null}
    </dl>
  );
}
