/** A menu button: a trigger and a list of actions or links (profile menu, language). */
import type { ReactNode } from 'react';
import { Menu as AriaMenu, MenuItem as AriaMenuItem, MenuTrigger } from 'react-aria-components/Menu';
import { Popover as AriaPopover } from 'react-aria-components/Popover';
import * as styles from '../popover/popover.css';

export interface MenuEntry {
  id: string;
  label: string;
  icon?: ReactNode;
  href?: string;
  onAction?: () => void;
}

export interface MenuProps {
  trigger: ReactNode;
  label: string;
  items: MenuEntry[];
}

export function Menu({ trigger, label, items }: MenuProps) {
  return (
    <MenuTrigger>
      {trigger}
      <AriaPopover placement="bottom end" className={styles.popover}>
        <AriaMenu aria-label={label} className={styles.menu} items={items} onAction={(key) => items.find((item) => item.id === key)?.onAction?.()}>
          {(item) => (
            <AriaMenuItem id={item.id} href={item.href} textValue={item.label} className={styles.menuItem}>
              {item.icon}
              <span>{item.label}</span>
            </AriaMenuItem>
          )}
        </AriaMenu>
      </AriaPopover>
    </MenuTrigger>
  );
}
