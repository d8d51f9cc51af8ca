/**
 * The trip search: trip type, pickup and destination (place search, recent destinations), pickup time,
 * return time (day wise) or hours (hourly), and the measured distance. "Find vehicles" opens the results.
 */
import { operatorNow } from '@/lib/operator-time';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { PlacePicker } from '@/components/location/place-picker';
import { Button } from '@/components/ui/button/button';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { TextField } from '@/components/ui/text-field/text-field';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { formatInput, nextDay, parseDateTime } from '@/lib/dates';
import { formatKm } from '@/lib/format';
import { t, tp } from '@/lib/i18n';
import { tripDays, validateSearch, type RecentDestination, type SearchProblem, type SearchTripType } from '../trip-params';
import { updateTripSearch, useTripSearch } from '../trip-search-store';
import { useTripDistance } from './use-trip-distance';
import * as styles from './trip-search-panel.css';

export function TripSearchPanel({ onSearch, compact = false }: { onSearch?: () => void; compact?: boolean }) {
  const search = useTripSearch();
  const session = useSession();
  const [, navigate] = useLocation();
  const [problems, setProblems] = useState<SearchProblem[]>([]);
  const [recent, setRecent] = useState<RecentDestination[]>([]);
  const distance = useTripDistance(search.pickup, search.destination);

  useEffect(() => {
    if (!search.pickup && session.latLng) updateTripSearch({ pickup: { lat: session.latLng.lat, lng: session.latLng.lng, name: session.location ?? '' } });
  }, [search.pickup, session.latLng, session.location]);

  useEffect(() => {
    let cancelled = false;
    void import('../storage')
      .then(({ recentDestinations }) => recentDestinations())
      .then((list) => {
        if (!cancelled) setRecent(list);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);

  const problemFor = (field: SearchProblem['field']) => {
    const problem = problems.find((entry) => entry.field === field);
    return problem ? t(problem.message) : null;
  };

  const submit = () => {
    const found = validateSearch(search, operatorNow());
    setProblems(found);
    if (found.length > 0) return;
    onSearch?.();
    navigate(paths.rentalSearch());
  };

  return (
    <form
      className={compact ? `${styles.panel} ${styles.compact}` : styles.panel}
      aria-label={t('rental.searchPanel')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <RadioGroup
        label={t('rental.tripType')}
        orientation="horizontal"
        value={search.tripType}
        onChange={(value) => updateTripSearch({ tripType: value as SearchTripType })}
        options={(['hourly', 'day_wise', 'distance'] as const).map((type) => ({ value: type, label: t(`rental.tripTypes.${type}`) }))}
      />
      <div className={styles.grid}>
        <PlacePicker label={t('rental.pickup')} value={search.pickup} onPick={(place) => updateTripSearch({ pickup: place })} errorMessage={problemFor('pickup')} />
        <PlacePicker
          label={t('rental.destination')}
          value={search.destination}
          onPick={(place) => updateTripSearch({ destination: place })}
          errorMessage={problemFor('destination')}
          shortcuts={(pick) =>
            recent.length > 0 ? (
              <div className={styles.recent} role="group" aria-label={t('rental.recentDestinations')}>
                <span className={styles.recentLabel}>{t('rental.recentDestinations')}</span>
                {recent.map((place) => (
                  <Button key={place.key} size="sm" variant="secondary" aria-label={t('rental.useRecent', { name: place.locationName })} onPress={() => pick({ lat: place.lat, lng: place.lng, name: place.locationName })}>
                    {place.locationName}
                  </Button>
                ))}
              </div>
            ) : null
          }
        />
        <TextField
          label={t('rental.pickupTime')}
          type="datetime-local"
          value={search.pickupAt}
          onChange={(value) => {
            const pickup = parseDateTime(value);
            const returnAt = parseDateTime(search.returnAt);
            updateTripSearch({ pickupAt: value, ...(pickup && (!returnAt || returnAt <= pickup) ? { returnAt: formatInput(nextDay(pickup)) } : {}) });
          }}
          errorMessage={problemFor('pickupAt')}
        />
        {search.tripType === 'day_wise' ? (
          <TextField
            label={t('rental.returnTime')}
            type="datetime-local"
            value={search.returnAt}
            onChange={(value) => updateTripSearch({ returnAt: value })}
            description={tp('rental.days', tripDays(search))}
            errorMessage={problemFor('returnAt')}
          />
        ) : null}
        {search.tripType === 'hourly' ? (
          <TextField
            label={t('rental.hours')}
            type="number"
            inputMode="numeric"
            value={String(search.hours)}
            onChange={(value) => updateTripSearch({ hours: Math.max(0, Math.min(720, Math.trunc(Number(value) || 0))) })}
            errorMessage={problemFor('hours')}
          />
        ) : null}
      </div>
      {search.pickup && search.destination ? (
        <p className={styles.distance} role="status">
          {distance.isFetching && !distance.data
            ? t('rental.measuringDistance')
            : search.distanceMeters !== null && search.durationSeconds !== null
              ? t('rental.distanceInfo', { km: formatKm(search.distanceMeters), minutes: Math.max(1, Math.round(search.durationSeconds / 60)) })
              : null}
        </p>
      ) : null}
      <Button type="submit" size="lg">
        {t('rental.findVehicles')}
      </Button>
    </form>
  );
}
