/**
 * The native checkbox (see checkbox.tsx, `plain`): the same look, label, description and error, with nothing
 * of react-aria's.
 */
import { visuallyHidden } from '@/styles/layout.css';
import { hasContent, PlainDescription, PlainError, usePlainIds } from '../field/plain-field';
import { Icon } from '../icon/icon';
import { cx } from '../utils/cx';
import type { CheckboxProps } from './checkbox';
import * as styles from './checkbox.css';

export function PlainCheckbox({ children, isSelected, defaultSelected, onChange, isIndeterminate, isDisabled, isRequired, description, errorMessage, name, value, className }: CheckboxProps) {
  const ids = usePlainIds(hasContent(description), Boolean(errorMessage));
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.checkbox} data-plain="" data-disabled={isDisabled || undefined} data-invalid={errorMessage ? true : undefined}>
        <input
          type="checkbox"
          className={visuallyHidden}
          checked={isSelected}
          defaultChecked={defaultSelected}
          ref={(input) => {
            if (input) input.indeterminate = Boolean(isIndeterminate);
          }}
          onChange={(event) => onChange?.(event.target.checked)}
          disabled={isDisabled}
          required={isRequired}
          name={name}
          value={value}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <span className={styles.box} aria-hidden="true">
          <Icon name={isIndeterminate ? 'minus' : 'check'} size={16} strokeWidth={3} />
        </span>
        <span>{children}</span>
      </label>
      <PlainDescription id={ids.description} className={styles.description}>
        {description}
      </PlainDescription>
      <div className={styles.error}>
        <PlainError id={ids.error}>{errorMessage}</PlainError>
      </div>
    </div>
  );
}
