/**
 * Edit the cart's trip: type, pickup time, hours or return time. A type that some vehicles do not offer
 * asks to remove them first (spec: "Remove & Continue").
 */
import { operatorNow } from '@/lib/operator-time';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { TextField } from '@/components/ui/text-field/text-field';
import { formatInput, nextDay, parseDateTime } from '@/lib/dates';
import { t } from '@/lib/i18n';
import { fromWireType, tripDataOf, validateSearch, type SearchTripType, type TripSearch } from '../../trip-params';
import { getTripSearch, updateTripSearch } from '../../trip-search-store';
import { changeTrip } from '../actions';
import type { TripData } from '../model';

function searchFromTrip(trip: TripData): TripSearch {
  const base = getTripSearch();
  const pickup = parseDateTime(trip.pickupTime) ?? parseDateTime(base.pickupAt) ?? operatorNow();
  const days = Math.max(1, Math.round(trip.estimatedHours / 24));
  return {
    ...base,
    tripType: fromWireType(trip.rentalType),
    pickup: trip.pickupLocation ? { lat: trip.pickupLocation.lat, lng: trip.pickupLocation.lng, name: trip.pickupLocation.location_name } : base.pickup,
    destination: trip.destinationLocation ? { lat: trip.destinationLocation.lat, lng: trip.destinationLocation.lng, name: trip.destinationLocation.location_name } : base.destination,
    pickupAt: formatInput(pickup),
    returnAt: formatInput(new Date(pickup.getTime() + days * 86_400_000)),
    hours: trip.rentalType === 'hourly' ? Math.max(1, Math.round(trip.estimatedHours)) : base.hours,
  };
}

export function TripEditDialog({ trip, onClose }: { trip: TripData; onClose: () => void }) {
  const [draft, setDraft] = useState<TripSearch>(() => searchFromTrip(trip));
  const [problems, setProblems] = useState<string[]>([]);
  const set = (patch: Partial<TripSearch>) => setDraft((current) => ({ ...current, ...patch }));
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('rental.editTrip')}
      footer={
        <Button
          onPress={() => {
            const found = validateSearch(draft, operatorNow());
            setProblems(found.map((problem) => t(problem.message)));
            if (found.length > 0) return;
            updateTripSearch(draft);
            onClose();
            void changeTrip(tripDataOf(draft));
          }}
        >
          {t('rental.saveTrip')}
        </Button>
      }
    >
      <RadioGroup
        label={t('rental.tripType')}
        orientation="horizontal"
        value={draft.tripType}
        onChange={(value) => set({ tripType: value as SearchTripType })}
        options={(['hourly', 'day_wise', 'distance'] as const).map((type) => ({ value: type, label: t(`rental.tripTypes.${type}`) }))}
      />
      <TextField
        label={t('rental.pickupTime')}
        type="datetime-local"
        value={draft.pickupAt}
        onChange={(value) => {
          const pickup = parseDateTime(value);
          set({ pickupAt: value, ...(pickup ? { returnAt: formatInput(nextDay(pickup)) } : {}) });
        }}
      />
      {draft.tripType === 'hourly' ? (
        <TextField label={t('rental.hours')} type="number" inputMode="numeric" value={String(draft.hours)} onChange={(value) => set({ hours: Math.max(0, Math.trunc(Number(value) || 0)) })} />
      ) : null}
      {draft.tripType === 'day_wise' ? <TextField label={t('rental.returnTime')} type="datetime-local" value={draft.returnAt} onChange={(value) => set({ returnAt: value })} /> : null}
      {problems.length > 0 ? (
        <ul role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}
