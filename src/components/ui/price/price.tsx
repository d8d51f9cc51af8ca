/**
 * Price display: the operator's currency symbol on the configured side, configured decimals, large amounts
 * abbreviated; a struck-through original price (with an accessible label) when a discount applies.
 */
import { useSyncExternalStore } from 'react';
import { t } from '@/lib/i18n';
import { getMoneySettings, money, subscribeMoneySettings } from '@/lib/money-settings';
import * as styles from './price.css';

export function Price({ amount, original, size = 'md', prefix }: { amount: number; original?: number | null; size?: keyof typeof styles.sizes; prefix?: string }) {
  useSyncExternalStore(subscribeMoneySettings, getMoneySettings, getMoneySettings);
  const discounted = original !== undefined && original !== null && original > amount;
  return (
    <span className={`${styles.price} ${styles.sizes[size]}`}>
      {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
      <span className={styles.amount} dir="ltr">
        {money(amount)}
      </span>
      {discounted ? (
        <del className={styles.original} dir="ltr">
          <span className={styles.hidden}>{t('ui.originalPrice')} </span>
          {money(original)}
        </del>
      ) : null}
    </span>
  );
}
