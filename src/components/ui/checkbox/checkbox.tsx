/** Checkbox with a visible label, large touch target, and an optional error. */
import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components/Checkbox';
import * as styles from './checkbox.css';

export interface CheckboxProps {
  children: ReactNode;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  isDisabled?: boolean;
  errorMessage?: string | null;
}

export function Checkbox({ children, isSelected, onChange, isDisabled, errorMessage }: CheckboxProps) {
  return (
    <div>
      <AriaCheckbox isSelected={isSelected} onChange={onChange} isDisabled={isDisabled} isInvalid={Boolean(errorMessage)} className={styles.checkbox}>
        <span className={styles.box} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="3">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </span>
        <span>{children}</span>
      </AriaCheckbox>
      {errorMessage ? (
        <p className={styles.error} role="alert">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}

