/**
 * The order bar of a checkout on a phone: the total and the one button that places the order (or books the
 * trip), stuck to the bottom of the screen, so the long column of the checkout never hides them. When the
 * order cannot be placed yet the button is disabled and the bar says why, in the words the page's summary
 * uses (the caller passes them); a failed attempt is said in the bar as well. From tablets up the bar is not
 * shown (nor rendered, so its words are not said twice): the page's summary beside the form has the button
 * there (wrap it in `wideOnly`), so each layout shows one.
 */
import { useId, type ReactNode } from 'react';
import { PlainButton } from '@/components/ui/button/plain-button';
import { useMediaQuery } from '@/hooks/use-media-query';
import { breakpoints } from '@/styles/tokens';
import * as styles from './order-bar.css';

const PHONE = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

export { wideOnly } from './order-bar.css';

export interface OrderBarProps {
  /** The region's name. */
  label: string;
  totalLabel: string;
  /** The amount (a `Price`), or what stands for it while it is not known. */
  total: ReactNode;
  /** Why the action is not available now; null when it is. */
  reason: string | null;
  /** What went wrong with the last attempt (the page's own alert announces it). */
  failure?: string | null;
  action: string;
  pendingLabel?: string;
  disabled: boolean;
  pending: boolean;
  onAction: () => void;
}

export function OrderBar({ label, totalLabel, total, reason, failure = null, action, pendingLabel, disabled, pending, onAction }: OrderBarProps) {
  const reasonId = useId();
  const phone = useMediaQuery(PHONE);
  const said = failure ?? (disabled ? reason : null);
  if (!phone) return null;
  return (
    <section className={styles.bar} aria-label={label}>
      <div className={styles.facts}>
        <p className={styles.total}>
          <span className={styles.totalLabel}>{totalLabel}</span>
          <span className={styles.totalAmount}>{total}</span>
        </p>
        {said ? (
          <p id={reasonId} className={failure ? styles.alert : styles.reason}>
            {said}
          </p>
        ) : null}
      </div>
      <PlainButton className={styles.action} size="lg" isDisabled={disabled} isPending={pending} pendingLabel={pendingLabel} onPress={onAction} aria-describedby={said ? reasonId : undefined}>
        {action}
      </PlainButton>
    </section>
  );
}
