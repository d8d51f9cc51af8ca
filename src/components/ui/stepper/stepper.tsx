/**
 * Quantity stepper: minus and plus icon buttons around the value, zero-padded under 10 ("05"). When
 * `minusRemoves` is set (the quantity is at its lowest), the minus becomes a remove (trash) button. The
 * value is a polite live region, so the new quantity is announced after each press. Buttons are named
 * with the item ("Add one more Corolla") when `itemLabel` is given, generically otherwise.
 */
import { padQuantity } from '@/lib/format';
import { t } from '@/lib/i18n';
import { PlainIconButton } from '../icon-button/plain-icon-button';
import { cx } from '../utils/cx';
import * as styles from './stepper.css';

export interface StepperProps {
  value: number;
  onIncrement: () => void;
  onDecrement: () => void;
  /** Names the item in the button labels, e.g. the vehicle name. */
  itemLabel?: string;
  /** The minus button removes the item (shows a trash icon and says "Remove"). */
  minusRemoves?: boolean;
  isIncrementDisabled?: boolean;
  isDecrementDisabled?: boolean;
  /** Disables both buttons. */
  isDisabled?: boolean;
  /** A change is being saved: both buttons wait. */
  isPending?: boolean;
  /** `md`: 44 px buttons (where the stepper is the control a thumb aims at, e.g. on an item card). */
  size?: 'sm' | 'md';
  className?: string;
}

export function Stepper({
  value,
  onIncrement,
  onDecrement,
  itemLabel,
  minusRemoves = false,
  isIncrementDisabled = false,
  isDecrementDisabled = false,
  isDisabled = false,
  isPending = false,
  size = 'sm',
  className,
}: StepperProps) {
  const named = (withItem: Parameters<typeof t>[0], generic: Parameters<typeof t>[0]) => (itemLabel ? t(withItem, { item: itemLabel }) : t(generic));
  const minusLabel = minusRemoves ? named('ui.removeItem', 'ui.remove') : named('ui.decrease', 'ui.decreaseQuantity');
  return (
    <div className={cx(styles.stepper, className)} role="group" aria-label={itemLabel ? t('ui.quantityOf', { item: itemLabel }) : t('ui.quantity')} aria-busy={isPending || undefined}>
      <PlainIconButton
        icon={minusRemoves ? 'trash' : 'minus'}
        label={minusLabel}
        variant="ghost"
        size={size}
        className={minusRemoves ? styles.remove : undefined}
        onPress={onDecrement}
        isDisabled={isDisabled || isPending || isDecrementDisabled}
      />
      <output className={styles.value} aria-live="polite" aria-atomic="true">
        {padQuantity(value)}
      </output>
      <PlainIconButton
        icon="plus"
        label={named('ui.increase', 'ui.increaseQuantity')}
        variant="ghost"
        size={size}
        onPress={onIncrement}
        isDisabled={isDisabled || isPending || isIncrementDisabled}
      />
    </div>
  );
}
