/** Tabs with panels (wishlist items/stores, trips running/completed). */
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components/Tabs';
import * as styles from './tabs.css';

export interface TabEntry {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export function Tabs({ label, tabs, selectedKey, onSelectionChange }: { label: string; tabs: TabEntry[]; selectedKey?: string; onSelectionChange?: (key: string) => void }) {
  return (
    <AriaTabs selectedKey={selectedKey} onSelectionChange={(key) => onSelectionChange?.(String(key))} className={styles.tabs}>
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
