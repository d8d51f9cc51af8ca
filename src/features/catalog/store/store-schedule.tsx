/**
 * The store's opening hours for the week, today highlighted (today is known only in the browser, on the
 * operator's clock, so the first render lists the week from Sunday with no highlight).
 */
import { useBrowserStore } from '@/hooks/use-browser-store';
import { t } from '@/lib/i18n';
import { onOperatorTimeZone, operatorNow } from '@/lib/operator-time';
import type { Schedule } from '../api/structs';
import { dayName } from '../rules/dates';
import { isAllDay, weekFrom } from '../rules/schedule';
import * as styles from './store.css';

const todayOnOperatorClock = () => operatorNow().getDay();
const noDayOnServer = () => null;

export function StoreSchedule({ schedules }: { schedules: readonly Schedule[] }) {
  const today = useBrowserStore(onOperatorTimeZone, todayOnOperatorClock, noDayOnServer);
  return (
    <details className={styles.panel}>
      <summary>{t('catalog.store.openingHours')}</summary>
      <dl className={styles.week}>
        {weekFrom(schedules, 0).map((day) => (
          <div key={day.day} className={styles.dayRow}>
            <dt className={day.day === today ? styles.today : undefined}>
              {dayName(day.day)}
              {day.day === today ? ` (${t('catalog.store.today')})` : ''}
            </dt>
            <dd className={day.day === today ? styles.today : undefined}>
              {day.slots.length === 0
                ? t('catalog.store.closed')
                : day.slots.map((slot) => (isAllDay(slot) ? t('catalog.store.allDay') : t('catalog.store.slot', { opens: slot.opens, closes: slot.closes }))).join(t('catalog.listSeparator'))}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
