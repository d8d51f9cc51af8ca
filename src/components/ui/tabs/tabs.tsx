/**
 * Tabs with panels: a store's categories, wishlist items/stores, trips running/completed. Native buttons
 * with the tab roles: the selected tab is the one in the page's tab order; arrow keys (mirrored in Arabic),
 * Home and End move to another tab and select it; disabled tabs are skipped. Only the selected panel is
 * rendered. (A store shows a tab per category: react-aria's Tabs built each one twice, with some twenty
 * effects, when the page hydrated.)
 */
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import { documentDirection } from '../utils/direction';
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

/** The tab a key press moves to from `from` (an index), skipping disabled tabs; null for other keys. */
export function tabAfterKey(key: string, from: number, enabled: boolean[], direction: 'ltr' | 'rtl'): number | null {
  const count = enabled.length;
  const step = (start: number, delta: 1 | -1) => {
    for (let moved = 1; moved <= count; moved++) {
      const index = (((start + delta * moved) % count) + count) % count;
      if (enabled[index]) return index;
    }
    return null;
  };
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return step(from, 1);
  if (key === backward) return step(from, -1);
  if (key === 'Home') return step(-1, 1);
  if (key === 'End') return step(count, -1);
  return null;
}

export function Tabs({ label, tabs, selectedKey, defaultSelectedKey, onSelectionChange, className }: TabsProps) {
  const baseId = useId();
  const firstEnabled = tabs.find((tab) => !tab.isDisabled)?.id;
  const [ownKey, setOwnKey] = useState(defaultSelectedKey);
  const wanted = selectedKey ?? ownKey;
  const selected = tabs.find((tab) => tab.id === wanted && !tab.isDisabled)?.id ?? firstEnabled;
  const idOf = (key: string, part: 'tab' | 'panel') => `${baseId}-${part}-${key}`;

  const select = (key: string) => {
    if (key === selected) return;
    setOwnKey(key);
    onSelectionChange?.(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabAfterKey(
      event.key,
      index,
      tabs.map((tab) => !tab.isDisabled),
      documentDirection(),
    );
    if (next === null) return;
    event.preventDefault();
    const key = tabs[next]!.id;
    select(key);
    document.getElementById(idOf(key, 'tab'))?.focus();
  };

  const current = tabs.find((tab) => tab.id === selected);
  return (
    <div className={cx(styles.tabs, className)}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={styles.list}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={idOf(tab.id, 'tab')}
              aria-selected={isSelected}
              aria-controls={isSelected ? idOf(tab.id, 'panel') : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.isDisabled}
              data-selected={isSelected || undefined}
              data-disabled={tab.isDisabled || undefined}
              className={styles.tab}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div role="tabpanel" id={idOf(current.id, 'panel')} aria-labelledby={idOf(current.id, 'tab')} tabIndex={0} className={styles.panel}>
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
