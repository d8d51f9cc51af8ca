/**
 * Checkbox (react-aria-components CheckboxField + CheckboxButton) with a visible label, a 44px-tall touch
 * target, an optional description and an error message linked to the input. Controlled (`isSelected` +
 * `onChange`) or uncontrolled (`defaultSelected`).
 *
 * `plain`: the native checkbox of plain-checkbox.tsx with the same look, for a first screen's form (the trip
 * search, a dish's choices); its states are the browser's (:checked, :focus-visible, :hover on a device that
 * hovers). A first screen imports `PlainCheckbox` itself, so react-aria stays out of its scripts.
 */
import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, Text } from 'react-aria-components/Checkbox';
import { FieldErrorMessage } from '../field/field';
import { Icon } from '../icon/icon';
import { cx } from '../utils/cx';
import * as styles from './checkbox.css';
import { PlainCheckbox } from './plain-checkbox';
import { AriaLocale } from '../utils/aria-locale';

export interface CheckboxProps {
  children: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (selected: boolean) => void;
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  description?: ReactNode;
  errorMessage?: string | null;
  name?: string;
  value?: string;
  className?: string;
  plain?: boolean;
}

export function Checkbox(props: CheckboxProps) {
  return props.plain ? <PlainCheckbox {...props} /> : <AriaCheckbox {...props} />;
}

function AriaCheckbox({ children, isSelected, defaultSelected, onChange, isIndeterminate, isDisabled, isRequired, description, errorMessage, name, value, className }: CheckboxProps) {
  return (
    <AriaLocale>
      <CheckboxField
        isSelected={isSelected}
        defaultSelected={defaultSelected}
        onChange={onChange}
        isIndeterminate={isIndeterminate}
        isDisabled={isDisabled}
        isRequired={isRequired}
        isInvalid={Boolean(errorMessage)}
        name={name}
        value={value}
        className={cx(styles.field, className)}
      >
        <CheckboxButton className={styles.checkbox}>
          {({ isIndeterminate: mixed }) => (
            <>
              <span className={styles.box} aria-hidden="true">
                <Icon name={mixed ? 'minus' : 'check'} size={16} strokeWidth={3} />
              </span>
              <span>{children}</span>
            </>
          )}
        </CheckboxButton>
        {description ? (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        ) : null}
        <div className={styles.error}>
          <FieldErrorMessage>{errorMessage || undefined}</FieldErrorMessage>
        </div>
      </CheckboxField>
    </AriaLocale>
  );
}
