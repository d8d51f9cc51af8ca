/**
 * Edit the cart's trip: every field of the trip search (type, pickup, destination, pickup time or now, hours
 * or return time), on a draft. A type that some vehicles do not offer asks to remove them first (spec:
 * "Remove & Continue"); the saved trip also becomes the trip search.
 */
import { operatorNow } from '@/lib/operator-time';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { formatInput, parseDateTime } from '@/lib/dates';
import { t } from '@/lib/i18n';
import { TripFields } from '../../home/trip-fields';
import { fromWireType, tripDataOf, validateSearch, type SearchProblem, type TripSearch } from '../../trip-params';
import { getTripSearch, updateTripSearch } from '../../trip-search-store';
import { changeTrip } from '../actions';
import type { TripData } from '../model';

function searchFromTrip(trip: TripData): TripSearch {
  const base = getTripSearch();
  const pickup = parseDateTime(trip.pickupTime) ?? parseDateTime(base.pickupAt) ?? operatorNow();
  const days = Math.max(1, Math.round(trip.estimatedHours / 24));
  const place = (location: TripData['pickupLocation']) => (location ? { lat: location.lat, lng: location.lng, name: location.location_name } : null);
  const sameDestination = trip.destinationLocation !== null;
  return {
    ...base,
    tripType: fromWireType(trip.rentalType),
    pickup: place(trip.pickupLocation) ?? base.pickup,
    destination: place(trip.destinationLocation) ?? base.destination,
    pickupAt: formatInput(pickup),
    returnAt: formatInput(new Date(pickup.getTime() + days * 86_400_000)),
    hours: trip.rentalType === 'hourly' ? Math.max(1, Math.round(trip.estimatedHours)) : base.hours,
    distanceMeters: sameDestination && trip.distance > 0 ? trip.distance * 1000 : base.distanceMeters,
    durationSeconds: sameDestination && trip.destinationTime > 0 ? trip.destinationTime * 3600 : base.durationSeconds,
    // A trip that started "now" is edited as one that starts now.
    pickupNow: base.pickupNow || pickup.getTime() <= operatorNow().getTime(),
  };
}

export function TripEditDialog({ trip, onClose }: { trip: TripData; onClose: () => void }) {
  const [draft, setDraft] = useState<TripSearch>(() => searchFromTrip(trip));
  const [problems, setProblems] = useState<SearchProblem[]>([]);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('rental.editTrip')}
      size="lg"
      footer={
        <Button
          onPress={() => {
            const now = operatorNow();
            const found = validateSearch(draft, now);
            setProblems(found);
            if (found.length > 0) return;
            updateTripSearch(draft);
            onClose();
            void changeTrip(tripDataOf(draft, now));
          }}
        >
          {t('rental.saveTrip')}
        </Button>
      }
    >
      <TripFields value={draft} onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))} problems={problems} />
    </Dialog>
  );
}
