/**
 * Switch (react-aria-components SwitchField + SwitchButton) for an on/off setting that applies at once,
 * e.g. the dark theme. Labelled by its children; the thumb moves towards the inline end when on.
 */
import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, Text } from 'react-aria-components/Switch';
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

export function Switch({ children, isSelected, defaultSelected, onChange, isDisabled, description, name, className }: SwitchProps) {
  return (
    <SwitchField isSelected={isSelected} defaultSelected={defaultSelected} onChange={onChange} isDisabled={isDisabled} name={name} className={cx(styles.field, className)}>
      <SwitchButton className={styles.root}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span>{children}</span>
      </SwitchButton>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
    </SwitchField>
  );
}
