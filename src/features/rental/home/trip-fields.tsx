/**
 * The fields of a trip, shared by the trip search and the cart's trip edit: trip type, pickup (checked to lie
 * in the customer's zones), destination (recent destinations as shortcuts; required for distance trips),
 * pickup time or "pick up now", return time (day wise) or hours (hourly), and the measured distance.
 * Controlled: the caller owns the trip (the search store, or a draft) and receives patches. Its controls are
 * the kit's plain (native) ones: the trip search is on the rental home's first screen.
 */
import { startTransition, useEffect, useState } from 'react';
import { operatorNow } from '@/lib/operator-time';
import { PlacePicker } from '@/components/location/place-picker';
import { PlainButton } from '@/components/ui/button/plain-button';
import { PlainCheckbox } from '@/components/ui/checkbox/plain-checkbox';
import { PlainTextField } from '@/components/ui/text-field/plain-text-field';
import { formatInput, nextDay, parseDateTime } from '@/lib/dates';
import { formatKm } from '@/lib/format';
import { t, tp } from '@/lib/i18n';
import { checkPickup } from '../pickup-zone';
import { tripDays, type Place, type RecentDestination, type SearchProblem, type TripSearch } from '../trip-params';
import { TripTypeChoice } from './trip-type-choice';
import { useTripDistance } from './use-trip-distance';
import * as styles from './trip-search-panel.css';

export interface TripFieldsProps {
  value: TripSearch;
  onChange: (patch: Partial<TripSearch>) => void;
  problems: SearchProblem[];
}

function useRecentDestinations(): RecentDestination[] {
  const [recent, setRecent] = useState<RecentDestination[]>([]);
  useEffect(() => {
    let cancelled = false;
    void import('../storage')
      .then(({ recentDestinations }) => recentDestinations())
      .then((list) => {
        // Shortcuts below the destination field: they may come in a render the browser can interrupt.
        if (!cancelled && list.length > 0) startTransition(() => setRecent(list));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return recent;
}

export function TripFields({ value, onChange, problems }: TripFieldsProps) {
  const recent = useRecentDestinations();
  const [pickupProblem, setPickupProblem] = useState<string | null>(null);
  const distance = useTripDistance(value.pickup, value.destination);
  const measured = distance.data;
  useEffect(() => {
    if (measured) onChange({ distanceMeters: measured.distanceMeters, durationSeconds: measured.durationSeconds });
    // Only a new measurement is news; the callback's identity is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [measured]);

  const problemFor = (field: SearchProblem['field']) => {
    if (field === 'pickup' && pickupProblem) return pickupProblem;
    const problem = problems.find((entry) => entry.field === field);
    return problem ? t(problem.message) : null;
  };

  const pickPickup = async (place: Place) => {
    setPickupProblem(null);
    const checked = await checkPickup(place);
    if ('problem' in checked) setPickupProblem(t(checked.problem));
    else if ('place' in checked) onChange({ pickup: checked.place });
  };

  return (
    <>
      <TripTypeChoice value={value.tripType} onChange={(tripType) => onChange({ tripType })} />
      <div className={styles.grid}>
        <PlacePicker label={t('rental.pickup')} value={value.pickup} onPick={(place) => void pickPickup(place)} errorMessage={problemFor('pickup')} />
        <PlacePicker
          label={t('rental.destination')}
          value={value.destination}
          onPick={(place) => onChange({ destination: place, distanceMeters: null, durationSeconds: null })}
          errorMessage={problemFor('destination')}
          shortcuts={(pick) =>
            recent.length > 0 ? (
              <div className={styles.recent} role="group" aria-label={t('rental.recentDestinations')}>
                <span className={styles.recentLabel}>{t('rental.recentDestinations')}</span>
                {recent.map((place) => (
                  <PlainButton key={place.key} size="sm" variant="secondary" aria-label={t('rental.useRecent', { name: place.locationName })} onPress={() => pick({ lat: place.lat, lng: place.lng, name: place.locationName })}>
                    {place.locationName}
                  </PlainButton>
                ))}
              </div>
            ) : null
          }
        />
        <div className={styles.when}>
          <PlainTextField
            label={t('rental.pickupTime')}
            type="datetime-local"
            value={value.pickupAt}
            isDisabled={value.pickupNow}
            onChange={(text) => {
              const pickup = parseDateTime(text);
              const returnAt = parseDateTime(value.returnAt);
              onChange({ pickupAt: text, ...(pickup && (!returnAt || returnAt <= pickup) ? { returnAt: formatInput(nextDay(pickup)) } : {}) });
            }}
            errorMessage={value.pickupNow ? null : problemFor('pickupAt')}
          />
          <PlainCheckbox isSelected={value.pickupNow} onChange={(pickupNow) => onChange(pickupNow ? { pickupNow, pickupAt: formatInput(operatorNow()) } : { pickupNow })}>
            {t('rental.pickupNow')}
          </PlainCheckbox>
        </div>
        {value.tripType === 'day_wise' ? (
          <PlainTextField
            label={t('rental.returnTime')}
            type="datetime-local"
            value={value.returnAt}
            onChange={(text) => onChange({ returnAt: text })}
            description={tp('rental.days', tripDays(value))}
            errorMessage={problemFor('returnAt')}
          />
        ) : null}
        {value.tripType === 'hourly' ? (
          <PlainTextField
            label={t('rental.hours')}
            type="number"
            inputMode="numeric"
            value={String(value.hours)}
            onChange={(text) => onChange({ hours: Math.max(0, Math.min(720, Math.trunc(Number(text) || 0))) })}
            errorMessage={problemFor('hours')}
          />
        ) : null}
      </div>
      {value.pickup && value.destination ? (
        <p className={styles.distance} role="status">
          {distance.isFetching && !distance.data
            ? t('rental.measuringDistance')
            : value.distanceMeters !== null && value.durationSeconds !== null
              ? t('rental.distanceInfo', { km: formatKm(value.distanceMeters), minutes: Math.max(1, Math.round(value.durationSeconds / 60)) })
              : null}
        </p>
      ) : null}
    </>
  );
}
