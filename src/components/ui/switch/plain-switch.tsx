/**
 * The native switch (see switch.tsx): a checkbox with the switch role, the same look, label and description, and
 * nothing of react-aria's. Its states are the browser's (:checked, :focus-visible).
 */
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '@/styles/layout.css';
import { cx } from '../utils/cx';
import * as styles from './switch.css';

export interface SwitchProps {
  children: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (selected: boolean) => void;
  isDisabled?: boolean;
  description?: ReactNode;
  name?: string;
  className?: string;
}

/** The switch's track and thumb, the same for react-aria's switch and the native one. */
export function SwitchMark() {
  return (
    <span className={styles.track} aria-hidden="true">
      <span className={styles.thumb} />
    </span>
  );
}

export function PlainSwitch({ children, isSelected, defaultSelected, onChange, isDisabled, description, name, className }: SwitchProps) {
  const descriptionId = `${useId()}-description`;
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.root} data-plain="" data-disabled={isDisabled || undefined}>
        <input
          type="checkbox"
          role="switch"
          className={visuallyHidden}
          checked={isSelected}
          defaultChecked={defaultSelected}
          onChange={(event) => onChange?.(event.target.checked)}
          disabled={isDisabled}
          name={name}
          aria-describedby={description ? descriptionId : undefined}
        />
        <SwitchMark />
        <span>{children}</span>
      </label>
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
    </div>
  );
}
