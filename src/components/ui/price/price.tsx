/**
 * Price display: the operator's currency symbol on the configured side, the configured decimals, and large
 * amounts abbreviated (K, M, B), all through `money()` (src/lib/money-settings.ts). It re-renders when the
 * settings arrive or change (`MoneySettingsProvider`, at the app's root, subscribes once for every price). With an `original` above the amount, the original is shown struck through
 * and labelled "Original price" for screen readers, which do not announce strike-through.
 */
import { t } from '@/lib/i18n';
import { getMoneySettings, money, subscribeMoneySettings } from '@/lib/money-settings';
import { sharedStore } from '@/lib/shared-store';
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

const moneySettings = sharedStore('money settings', subscribeMoneySettings, getMoneySettings);
export const MoneySettingsProvider = moneySettings.Provider;

export function Price({ amount, original, size = 'md', prefix, suffix, className }: PriceProps) {
  // Read so that a change of settings re-renders the price; money() formats with them.
  moneySettings.useValue();
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
