/**
 * Quantity stepper: minus and plus buttons around the value (zero-padded under 10). When `minusRemoves`,
 * the minus becomes a remove (trash) button. The value is announced when it changes.
 */
import { padQuantity } from '@/lib/format';
import { t } from '@/lib/i18n';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import * as styles from './stepper.css';

export interface StepperProps {
  value: number;
  /** Names the item for the buttons, e.g. the vehicle name. */
  itemLabel: string;
  onIncrement: () => void;
  onDecrement: () => void;
  minusRemoves?: boolean;
  isIncrementDisabled?: boolean;
  isPending?: boolean;
}

export function Stepper({ value, itemLabel, onIncrement, onDecrement, minusRemoves = false, isIncrementDisabled = false, isPending = false }: StepperProps) {
  return (
    <div className={styles.stepper} role="group" aria-label={t('ui.quantityOf', { item: itemLabel })}>
      <Button
        variant={minusRemoves ? 'ghost' : 'secondary'}
        size="sm"
        iconOnly
        aria-label={minusRemoves ? t('ui.removeItem', { item: itemLabel }) : t('ui.decrease', { item: itemLabel })}
        onPress={onDecrement}
        isDisabled={isPending}
      >
        <Icon name={minusRemoves ? 'trash' : 'minus'} />
      </Button>
      <output className={styles.value} aria-live="polite">
        {padQuantity(value)}
      </output>
      <Button variant="secondary" size="sm" iconOnly aria-label={t('ui.increase', { item: itemLabel })} onPress={onIncrement} isDisabled={isPending || isIncrementDisabled}>
        <Icon name="plus" />
      </Button>
    </div>
  );
}
