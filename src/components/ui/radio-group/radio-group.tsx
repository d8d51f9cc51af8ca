/**
 * Radio group (react-aria-components RadioGroup + RadioField + RadioButton) for one choice among a few:
 * trip type, filters (`appearance="list"`, vertical or horizontal), or module and address pickers
 * (`appearance="cards"`, a grid of selectable cards). Arrow keys move the selection; the group label,
 * descriptions and error message are wired to assistive technology.
 *
 * `plain`: native radios with the same look (the browser moves the choice with the arrow keys), for a first
 * screen's form (the trip search): react-aria's radio takes each over with some twenty effects.
 */
import type { ReactNode } from 'react';
import { RadioButton, RadioField, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components/RadioGroup';
import { visuallyHidden } from '@/styles/layout.css';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../field/field';
import { hasContent, PlainDescription, PlainError, PlainLabel, usePlainIds } from '../field/plain-field';
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
  plain?: boolean;
}

/** The option's mark: a card's check badge, or a list radio's dot. */
function OptionMark({ cards }: { cards: boolean }) {
  return cards ? (
    <span className={styles.cardCheck} aria-hidden="true">
      <Icon name="check" size={14} />
    </span>
  ) : (
    <span className={styles.dot} aria-hidden="true" />
  );
}

export function RadioGroup(props: RadioGroupProps) {
  return props.plain ? <PlainRadioGroup {...props} /> : <AriaRadios {...props} />;
}

function AriaRadios({
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
              <OptionMark cards={cards} />
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

function PlainRadioGroup({ label, hideLabel, description, options, value, onChange, appearance = 'list', orientation = 'vertical', errorMessage, isDisabled, isRequired, name, className }: RadioGroupProps) {
  const cards = appearance === 'cards';
  const ids = usePlainIds(hasContent(description), Boolean(errorMessage));
  return (
    <div
      role="radiogroup"
      aria-labelledby={ids.label}
      aria-describedby={ids.describedBy}
      aria-invalid={errorMessage ? true : undefined}
      aria-required={isRequired || undefined}
      aria-disabled={isDisabled || undefined}
      data-orientation={orientation}
      className={cx(styles.group, className)}
    >
      <PlainLabel id={ids.label} hidden={hideLabel} isRequired={isRequired}>
        {label}
      </PlainLabel>
      <div className={cards ? styles.cards : styles.list}>
        {options.map((option) => {
          const optionId = `${ids.input}-${option.value}`;
          const disabled = isDisabled || option.isDisabled;
          return (
            <div key={option.value} className={styles.field}>
              <label className={cx(styles.radio, cards && styles.card)} data-plain="" data-selected={option.value === value || undefined} data-disabled={disabled || undefined} data-invalid={errorMessage ? true : undefined}>
                <input
                  type="radio"
                  className={visuallyHidden}
                  name={name ?? ids.input}
                  value={option.value}
                  checked={option.value === value}
                  onChange={() => onChange(option.value)}
                  disabled={disabled}
                  aria-describedby={option.description ? `${optionId}-description` : undefined}
                />
                <OptionMark cards={cards} />
                <span className={styles.optionText}>
                  {option.label}
                  {cards ? (
                    <PlainDescription id={`${optionId}-description`} className={styles.optionDescription}>
                      {option.description}
                    </PlainDescription>
                  ) : null}
                </span>
              </label>
              {!cards ? (
                <PlainDescription id={`${optionId}-description`} className={styles.listDescription}>
                  {option.description}
                </PlainDescription>
              ) : null}
            </div>
          );
        })}
      </div>
      <PlainDescription id={ids.description}>{description}</PlainDescription>
      <PlainError id={ids.error}>{errorMessage}</PlainError>
    </div>
  );
}
