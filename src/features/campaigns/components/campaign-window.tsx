/** A campaign's dates and daily hours, as chips. */
import { Chip } from '@/components/ui/badge/badge';
import { t } from '@/lib/i18n';
import { campaignWindow } from '../window';
import * as styles from './campaigns.css';

export function CampaignWindowFacts({ campaign }: { campaign: Parameters<typeof campaignWindow>[0] }) {
  const window = campaignWindow(campaign);
  const dates = window.from && window.to ? t('campaigns.dates', { from: window.from, to: window.to }) : window.from ? t('campaigns.from', { from: window.from }) : window.to ? t('campaigns.until', { to: window.to }) : null;
  if (!dates && !window.hours) return null;
  return (
    <span className={styles.facts}>
      {dates ? (
        <Chip icon="calendar">
          <span dir="ltr">{dates}</span>
        </Chip>
      ) : null}
      {window.hours ? <Chip icon="clock">{t('campaigns.hours', window.hours)}</Chip> : null}
    </span>
  );
}
