/**
 * The trip an add uses: the customer's trip search, with the chosen location as pickup when none was set.
 * Returns the first problem's message key when the search cannot be used yet.
 */
import { operatorNow } from '@/lib/operator-time';
import type { TranslationKey } from '@/lib/i18n';
import { getSession } from '@/lib/session';
import { getTripSearch, locationPlace, updateTripSearch } from '../trip-search-store';
import { tripDataOf, validateSearch } from '../trip-params';
import type { TripData } from './model';

export function tripForCart(now = operatorNow()): { trip: TripData } | { problem: TranslationKey } {
  let search = getTripSearch();
  const location = locationPlace(getSession());
  if (!search.pickup && location) {
    updateTripSearch({ pickup: location });
    search = getTripSearch();
  }
  const problems = validateSearch(search, now);
  if (problems[0]) return { problem: problems[0].message };
  return { trip: tripDataOf(search, now) };
}
