/**
 * Radio group (react-aria-components RadioGroup + RadioField + RadioButton) for one choice among a few:
 * trip type, filters (`appearance="list"`, vertical or horizontal), or module and address pickers
 * (`appearance="cards"`, a grid of selectable cards). Arrow keys move the selection; the group label,
 * descriptions and error message are wired to assistive technology.
 */
import type { ReactNode } from 'react';
import { RadioButton, RadioField, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components/RadioGroup';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../field/field';
import * as fieldStyles from '../field/field.css';
import { Icon } from '../icon/icon';
import { cx } from '../utils/cx';
import * as styles from './radio-group.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  /** Accessible text when `label` is not plain text (kept for callers; the label content names the radio). */
  textValue?: string;
  isDisabled?: boolean;
}

export interface RadioGroupProps {
  label: ReactNode;
  /** Hide the visible label (still names the group). */
  hideLabel?: boolean;
  description?: ReactNode;
  options: RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  appearance?: 'list' | 'cards';
  orientation?: 'vertical' | 'horizontal';
  errorMessage?: string | null;
  isDisabled?: boolean;
  isRequired?: boolean;
  name?: string;
  className?: string;
}

export function RadioGroup({
  label,
  hideLabel,
  description,
  options,
  value,
  onChange,
  appearance = 'list',
  orientation = 'vertical',
  errorMessage,
  isDisabled,
  isRequired,
  name,
  className,
}: RadioGroupProps) {
  const cards = appearance === 'cards';
  return (
    <AriaRadioGroup
      value={value}
      onChange={onChange}
      orientation={orientation}
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
      isRequired={isRequired}
      name={name}
      className={cx(styles.group, className)}
    >
      <FieldLabel hidden={hideLabel} isRequired={isRequired}>
        {label}
      </FieldLabel>
      <div className={cards ? styles.cards : styles.list}>
        {options.map((option) => (
          <RadioField key={option.value} value={option.value} isDisabled={option.isDisabled} className={styles.field}>
            <RadioButton className={cx(styles.radio, cards && styles.card)}>
              {cards ? (
                <span className={styles.cardCheck} aria-hidden="true">
                  <Icon name="check" size={14} />
                </span>
              ) : (
                <span className={styles.dot} aria-hidden="true" />
              )}
              <span className={styles.optionText}>
                {option.label}
                {cards && option.description ? (
                  <Text slot="description" className={styles.optionDescription}>
                    {option.description}
                  </Text>
                ) : null}
              </span>
            </RadioButton>
            {!cards && option.description ? (
              <Text slot="description" className={cx(fieldStyles.description, styles.listDescription)}>
                {option.description}
              </Text>
            ) : null}
          </RadioField>
        ))}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage || undefined}</FieldErrorMessage>
    </AriaRadioGroup>
  );
}
