/**
 * Tabs (react-aria-components Tabs) with panels: wishlist items/stores, trips running/completed. Arrow keys
 * move between tabs (mirrored in Arabic); only the selected panel is rendered.
 */
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components/Tabs';
import { cx } from '../utils/cx';
import * as styles from './tabs.css';

export interface TabEntry {
  id: string;
  label: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list. */
  label: string;
  tabs: TabEntry[];
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?: (key: string) => void;
  className?: string;
}

export function Tabs({ label, tabs, selectedKey, defaultSelectedKey, onSelectionChange, className }: TabsProps) {
  return (
    <AriaTabs
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={(key) => onSelectionChange?.(String(key))}
      disabledKeys={tabs.filter((tab) => tab.isDisabled).map((tab) => tab.id)}
      className={cx(styles.tabs, className)}
    >
      <TabList aria-label={label} className={styles.list}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className={styles.tab}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className={styles.panel}>
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
