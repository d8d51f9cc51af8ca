/**
 * Native radios (see radio-group.tsx, `plain`) with the same look, label, descriptions and error, and nothing of
 * react-aria's: the browser moves the choice with the arrow keys.
 */
import type { ReactNode } from 'react';
import { visuallyHidden } from '@/styles/layout.css';
import { hasContent, PlainDescription, PlainError, PlainLabel, usePlainIds } from '../field/plain-field';
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
export function OptionMark({ cards }: { cards: boolean }) {
  return cards ? (
    <span className={styles.cardCheck} aria-hidden="true">
      <Icon name="check" size={14} />
    </span>
  ) : (
    <span className={styles.dot} aria-hidden="true" />
  );
}

export function PlainRadioGroup({ label, hideLabel, description, options, value, onChange, appearance = 'list', orientation = 'vertical', errorMessage, isDisabled, isRequired, name, className }: Omit<RadioGroupProps, 'plain'>) {
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
