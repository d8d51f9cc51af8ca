/**
 * Price display: the operator's currency symbol on the configured side, the configured decimals, and large
 * amounts abbreviated (K, M, B), all through `money()` (src/lib/money-settings.ts). It re-renders when the
 * settings arrive or change. With an `original` above the amount, the original is shown struck through
 * and labelled "Original price" for screen readers, which do not announce strike-through.
 */
import { useSyncExternalStore } from 'react';
import { t } from '@/lib/i18n';
import { getMoneySettings, money, subscribeMoneySettings } from '@/lib/money-settings';
import { visuallyHidden } from '@/styles/layout.css';
import { cx } from '../utils/cx';
import * as styles from './price.css';

export interface PriceProps {
  amount: number;
  /** The price before discount; shown struck through when greater than `amount`. */
  original?: number | null;
  size?: keyof typeof styles.sizes;
  /** Text before the amount, e.g. "Start from". */
  prefix?: string;
  /** Text after the amount, e.g. "/ day". */
  suffix?: string;
  className?: string;
}

export function Price({ amount, original, size = 'md', prefix, suffix, className }: PriceProps) {
  useSyncExternalStore(subscribeMoneySettings, getMoneySettings, getMoneySettings);
  const isDiscounted = typeof original === 'number' && Number.isFinite(original) && original > amount;
  return (
    <span className={cx(styles.price, styles.sizes[size], className)}>
      {prefix ? <span className={styles.affix}>{prefix}</span> : null}
      <bdi className={cx(styles.amount, isDiscounted && styles.discounted)} dir="ltr">
        {money(amount)}
      </bdi>
      {isDiscounted ? (
        <del className={styles.original}>
          <span className={visuallyHidden}>{t('ui.originalPrice')} </span>
          <bdi dir="ltr">{money(original)}</bdi>
        </del>
      ) : null}
      {suffix ? <span className={styles.affix}>{suffix}</span> : null}
    </span>
  );
}

/** Alias used in the design notes. */
export const PriceDisplay = Price;
