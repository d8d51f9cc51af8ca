/** The running wallet bonus offers: what each adds, from which amount, up to what, until when. */
import { parseDateTime } from '@/lib/dates';
import { formatLong } from '@/lib/dates-long';
import { getLanguage, t } from '@/lib/i18n';
import { money } from '@/lib/money-settings';
import type { WalletBonus } from '../api/structs';
import * as styles from './wallet.css';

function offerText(offer: WalletBonus): string {
  const minimum = money(offer.minimum_add_amount);
  return offer.bonus_type === 'percentage' ? t('wallet.bonusPercent', { percent: offer.bonus_amount, minimum }) : t('wallet.bonusAmount', { amount: money(offer.bonus_amount), minimum });
}

export function BonusList({ offers }: { offers: readonly WalletBonus[] }) {
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="wallet-bonuses" className={styles.column}>
      <h2 id="wallet-bonuses" className={styles.sectionTitle}>
        {t('wallet.bonuses')}
      </h2>
      <ul className={styles.list}>
        {offers.map((offer) => {
          const end = parseDateTime(offer.end_date);
          return (
            <li key={offer.id} className={styles.bonus}>
              <span className={styles.rowTitle}>{offer.title}</span>
              <span>{offerText(offer)}</span>
              {offer.bonus_type === 'percentage' && offer.maximum_bonus_amount > 0 ? <span className={styles.muted}>{t('wallet.bonusCap', { amount: money(offer.maximum_bonus_amount) })}</span> : null}
              {end ? <span className={styles.muted}>{t('wallet.validUntil', { date: formatLong(end, getLanguage()) })}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
