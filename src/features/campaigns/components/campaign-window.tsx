/** A campaign's dates (in the customer's date format) and daily hours, as chips. */
import { Chip } from '@/components/ui/badge/badge';
import { calendarDate } from '@/lib/calendar-date';
import { t } from '@/lib/i18n';
import { campaignWindow } from '../window';
import * as styles from './campaigns.css';

export function CampaignWindowFacts({ campaign }: { campaign: Parameters<typeof campaignWindow>[0] }) {
  const window = campaignWindow(campaign);
  const from = window.from ? calendarDate(window.from) : null;
  const to = window.to ? calendarDate(window.to) : null;
  const dates = from && to ? t('campaigns.dates', { from, to }) : from ? t('campaigns.from', { from }) : to ? t('campaigns.until', { to }) : null;
  if (!dates && !window.hours) return null;
  return (
    <span className={styles.facts}>
      {dates ? (
        <Chip icon="calendar">{dates}</Chip>
      ) : null}
      {window.hours ? <Chip icon="clock">{t('campaigns.hours', window.hours)}</Chip> : null}
    </span>
  );
}
