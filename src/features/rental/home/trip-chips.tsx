/**
 * The searched trip in one row of chips (type, pickup, when, how long) with an edit action: what the results
 * and prices on screen are for, without a whole form taking the first screen. Also the same facts as a list
 * (a vehicle page's booking panel, which shows them once the page is taken over and loads them then).
 */
import { PlainButton } from '@/components/ui/button/plain-button';
import { Icon, type IconName } from '@/components/ui/icon/icon';
import { formatShortDateTime, parseDateTime } from '@/lib/dates';
import { getLanguage, t } from '@/lib/i18n';
import type { TripSearch } from '../trip-params';
import { tripLength } from './trip-length';
import * as styles from './trip-chips.css';

export function tripChips(search: TripSearch, language: string): { icon: IconName; text: string; dir?: 'auto' }[] {
  const pickupAt = parseDateTime(search.pickupAt);
  const when = search.pickupNow ? t('rental.pickupNowValue') : pickupAt ? formatShortDateTime(pickupAt, language) : '';
  const length = tripLength(search);
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

/** The searched trip's facts as a list, one line each with its icon (`className` lays the lines out). */
export function TripFacts({ search, className }: { search: TripSearch; className: string }) {
  return (
    <ul className={className}>
      {tripChips(search, getLanguage()).map((chip) => (
        <li key={chip.icon}>
          <Icon name={chip.icon} size={16} />
          <span dir={chip.dir}>{chip.text}</span>
        </li>
      ))}
    </ul>
  );
}
