/**
 * Measures the searched trip's driving distance and time once both places are set, and keeps them on the
 * trip search. One measurement per pair of places at a time; offline it stays unknown and is tried again on
 * the next change or visit.
 */
import { getDistance } from '@/api/routes';
import { getTripSearch, updateTripSearch } from './trip-search-store';

let measuring = '';

export function measureTripDistance(): void {
  const { pickup, destination, distanceMeters } = getTripSearch();
  if (!pickup || !destination || distanceMeters !== null) return;
  const pair = JSON.stringify([pickup.lat, pickup.lng, destination.lat, destination.lng]);
  if (pair === measuring) return;
  measuring = pair;
  void getDistance(pickup, destination, 'DRIVE')
    .then((measured) => {
      const current = getTripSearch();
      if (current.pickup === pickup && current.destination === destination && current.distanceMeters === null) {
        updateTripSearch({ distanceMeters: measured.distanceMeters, durationSeconds: measured.durationSeconds });
      }
    })
    .catch(() => undefined)
    .finally(() => {
      if (measuring === pair) measuring = '';
    });
}
