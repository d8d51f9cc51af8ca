/**
 * Number field (react-aria-components NumberField): typed entry with locale-aware parsing, minus/plus
 * buttons, arrow keys and min/max/step. For cart quantities prefer `Stepper`, which has no text entry.
 */
import type { ReactNode } from 'react';
import { Button as AriaButton, Group, Input, NumberField as AriaNumberField, type NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components/NumberField';
import { buttonClassName } from '../button/button';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../field/field';
import { Icon } from '../icon/icon';
import { cx } from '../utils/cx';
import { AriaLocale } from '../utils/aria-locale';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'className' | 'children' | 'style'> {
  label: ReactNode;
  hideLabel?: boolean;
  description?: ReactNode;
  errorMessage?: string | null;
  placeholder?: string;
  className?: string;
}

export function NumberField({ label, hideLabel, description, errorMessage, placeholder, isInvalid, className, ...rest }: NumberFieldProps) {
  const stepButton = buttonClassName({ variant: 'secondary', iconOnly: true });
  return (
    <AriaLocale>
      <AriaNumberField {...rest} isInvalid={isInvalid || Boolean(errorMessage)} className={cx(fieldStyles.field, className)}>
        <FieldLabel hidden={hideLabel} isRequired={rest.isRequired}>
          {label}
        </FieldLabel>
        <Group className={fieldStyles.inputRow}>
          {/* The step buttons are named by react-aria in the active language ("Decrease", "Increase"). */}
          <AriaButton slot="decrement" className={stepButton}>
            <Icon name="minus" />
          </AriaButton>
          <Input placeholder={placeholder} className={cx(fieldStyles.input, fieldStyles.centered)} />
          <AriaButton slot="increment" className={stepButton}>
            <Icon name="plus" />
          </AriaButton>
        </Group>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorMessage>{errorMessage || undefined}</FieldErrorMessage>
      </AriaNumberField>
    </AriaLocale>
  );
}
