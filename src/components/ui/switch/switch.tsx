/**
 * Switch (react-aria-components SwitchField + SwitchButton) for an on/off setting that applies at once,
 * e.g. the dark theme. Labelled by its children; the thumb moves towards the inline end when on.
 * plain-switch.tsx is the native one with the same look, for a first screen's form (the item checkout).
 */
import { SwitchButton, SwitchField, Text } from 'react-aria-components/Switch';
import { cx } from '../utils/cx';
import { SwitchMark, type SwitchProps } from './plain-switch';
import * as styles from './switch.css';
import { AriaLocale } from '../utils/aria-locale';

export type { SwitchProps } from './plain-switch';

export function Switch({ children, isSelected, defaultSelected, onChange, isDisabled, description, name, className }: SwitchProps) {
  return (
    <AriaLocale>
      <SwitchField isSelected={isSelected} defaultSelected={defaultSelected} onChange={onChange} isDisabled={isDisabled} name={name} className={cx(styles.field, className)}>
        <SwitchButton className={styles.root}>
          <SwitchMark />
          <span>{children}</span>
        </SwitchButton>
        {description ? (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        ) : null}
      </SwitchField>
    </AriaLocale>
  );
}
