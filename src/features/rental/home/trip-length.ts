/** How long the searched trip is, as the trip's summaries say it (hours, days or kilometres; empty when unknown). */
import { t, tp } from '@/lib/i18n';
import { tripDays, type TripSearch } from '../trip-params';

export function tripLength(search: TripSearch): string {
  if (search.tripType === 'hourly') return tp('rental.hoursValue', search.hours);
  if (search.tripType === 'day_wise') return tp('rental.days', tripDays(search));
  return search.distanceMeters !== null ? t('rental.kmValue', { km: (search.distanceMeters / 1000).toFixed(1) }) : '';
}
