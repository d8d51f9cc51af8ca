/** A switch (e.g. dark theme), labelled by its children. */
import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components/Switch';
import * as styles from './switch.css';

export function Switch({ children, isSelected, onChange }: { children: ReactNode; isSelected: boolean; onChange: (selected: boolean) => void }) {
  return (
    <AriaSwitch isSelected={isSelected} onChange={onChange} className={styles.root}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
