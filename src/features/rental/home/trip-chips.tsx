/**
 * The searched trip in one row of chips (type, pickup, when, how long) with an edit action: what the results
 * and prices on screen are for, without a whole form taking the first screen.
 */
import { PlainButton } from '@/components/ui/button/plain-button';
import { Icon, type IconName } from '@/components/ui/icon/icon';
import { formatShortDateTime, parseDateTime } from '@/lib/dates';
import { getLanguage, t, tp } from '@/lib/i18n';
import { tripDays, type TripSearch } from '../trip-params';
import * as styles from './trip-chips.css';

export function tripChips(search: TripSearch, language: string): { icon: IconName; text: string; dir?: 'auto' }[] {
  const pickupAt = parseDateTime(search.pickupAt);
  const when = search.pickupNow ? t('rental.pickupNowValue') : pickupAt ? formatShortDateTime(pickupAt, language) : '';
  const length =
    search.tripType === 'hourly'
      ? tp('rental.hoursValue', search.hours)
      : search.tripType === 'day_wise'
        ? tp('rental.days', tripDays(search))
        : search.distanceMeters !== null
          ? t('rental.kmValue', { km: (search.distanceMeters / 1000).toFixed(1) })
          : '';
  return [
    { icon: 'car' as const, text: t(`rental.tripTypes.${search.tripType}`) },
    ...(search.pickup ? [{ icon: 'pin' as const, text: search.pickup.name, dir: 'auto' as const }] : []),
    ...(search.tripType === 'distance' && search.destination ? [{ icon: 'route' as const, text: search.destination.name, dir: 'auto' as const }] : []),
    { icon: 'calendar' as const, text: when },
    ...(length ? [{ icon: 'clock' as const, text: length }] : []),
  ].filter((chip) => chip.text);
}

export function TripChips({ search, onEdit }: { search: TripSearch; onEdit: () => void }) {
  return (
    <section className={styles.row} aria-label={t('rental.tripSummary')}>
      <ul className={styles.chips}>
        {tripChips(search, getLanguage()).map((chip) => (
          <li key={chip.icon} className={styles.chip}>
            <Icon name={chip.icon} size={16} />
            <span className={styles.text} dir={chip.dir}>
              {chip.text}
            </span>
          </li>
        ))}
      </ul>
      <PlainButton size="sm" variant="secondary" onPress={onEdit}>
        {t('rental.editSearch')}
      </PlainButton>
    </section>
  );
}
