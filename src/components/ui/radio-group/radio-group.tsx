/** Radio group (list or card grid) for single choices: module picker, saved addresses, trip type, filters. */
import type { ReactNode } from 'react';
import { FieldError, Label, Radio as AriaRadio, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components/RadioGroup';
import * as styles from './radio-group.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  /** Accessible text when `label` is not plain text. */
  textValue?: string;
  isDisabled?: boolean;
}

export interface RadioGroupProps {
  label: ReactNode;
  /** Hide the visible label (still named for assistive technology). */
  hideLabel?: boolean;
  options: RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  appearance?: 'list' | 'cards';
  orientation?: 'vertical' | 'horizontal';
  errorMessage?: string | null;
  isDisabled?: boolean;
  className?: string;
}

export function RadioGroup({ label, hideLabel, options, value, onChange, appearance = 'list', orientation = 'vertical', errorMessage, isDisabled, className }: RadioGroupProps) {
  return (
    <AriaRadioGroup
      value={value}
      onChange={onChange}
      orientation={orientation}
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
      className={[styles.group, className ?? ''].join(' ')}
    >
      <Label className={styles.label} style={hideLabel ? { position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } : undefined}>
        {label}
      </Label>
      <div className={appearance === 'cards' ? styles.grid : styles.items} style={orientation === 'horizontal' && appearance === 'list' ? { flexDirection: 'row', flexWrap: 'wrap', gap: 16 } : undefined}>
        {options.map((option) => (
          <AriaRadio key={option.value} value={option.value} isDisabled={option.isDisabled} className={`${styles.radio} ${appearance === 'cards' ? styles.card : ''}`}>
            {appearance === 'list' ? <span className={styles.dot} aria-hidden="true" /> : null}
            <span>
              {option.label}
              {option.description ? <span className={styles.description} style={{ display: 'block' }}>{option.description}</span> : null}
            </span>
          </AriaRadio>
        ))}
      </div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <Text slot="description" />
    </AriaRadioGroup>
  );
}
