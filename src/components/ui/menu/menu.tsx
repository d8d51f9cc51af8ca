/**
 * A menu button: a trigger and a list of actions or links, optionally in titled sections (profile menu,
 * language, sort). Keyboard: arrows move, Enter/Space activate, typing jumps to an item, Escape closes.
 * Items with `href` are real links navigated through the router; others call `onAction`.
 */
import type { ReactElement, ReactNode } from 'react';
import { Header } from 'react-aria-components/Header';
import { Menu as AriaMenu, MenuItem as AriaMenuItem, MenuSection, MenuTrigger, Text } from 'react-aria-components/Menu';
import { Popover as AriaPopover, type PopoverProps as AriaPopoverProps } from 'react-aria-components/Popover';
import { Icon, type IconName } from '../icon/icon';
import * as popoverStyles from '../popover/popover.css';
import { cx } from '../utils/cx';
import * as styles from './menu.css';
import { AriaLinks, AriaLocale } from '../utils/aria-locale';

export interface MenuEntry {
  id: string;
  label: string;
  /** An icon name from the kit, or any node. */
  icon?: IconName | ReactNode;
  description?: string;
  href?: string;
  onAction?: () => void;
  isDisabled?: boolean;
  tone?: 'default' | 'danger';
}

export interface MenuSectionEntry {
  id: string;
  /** Visible section title (also names the group). */
  title?: string;
  items: MenuEntry[];
}

export interface MenuProps {
  /** The trigger, usually a `Button`. */
  trigger: ReactElement;
  /** Accessible name of the menu. */
  label: string;
  items?: MenuEntry[];
  sections?: MenuSectionEntry[];
  /** Called with the item id after the item's own `onAction`. */
  onAction?: (id: string) => void;
  placement?: AriaPopoverProps['placement'];
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

function MenuItemView({ entry }: { entry: MenuEntry }) {
  const icon = typeof entry.icon === 'string' ? <Icon name={entry.icon as IconName} /> : entry.icon;
  return (
    <AriaMenuItem
      id={entry.id}
      href={entry.href}
      textValue={entry.label}
      isDisabled={entry.isDisabled}
      className={cx(styles.item, styles.tones[entry.tone ?? 'default'])}
    >
      {icon ?? null}
      <span className={styles.itemText}>
        <Text slot="label">{entry.label}</Text>
        {entry.description ? (
          <Text slot="description" className={styles.itemDescription}>
            {entry.description}
          </Text>
        ) : null}
      </span>
    </AriaMenuItem>
  );
}

export function Menu({ trigger, label, items = [], sections, onAction, placement = 'bottom end', isOpen, onOpenChange }: MenuProps) {
  const all = sections ? sections.flatMap((section) => section.items) : items;
  const handleAction = (key: string | number) => {
    const id = String(key);
    all.find((entry) => entry.id === id)?.onAction?.();
    onAction?.(id);
  };
  return (
    <AriaLinks>
      <AriaLocale>
        <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
          {trigger}
          <AriaPopover placement={placement} offset={6} className={popoverStyles.popover}>
            <AriaMenu aria-label={label} className={styles.menu} onAction={handleAction}>
              {sections
                ? sections.map((section) => (
                    <MenuSection key={section.id} id={section.id} className={styles.section} aria-label={section.title}>
                      {section.title ? <Header className={styles.sectionHeader}>{section.title}</Header> : null}
                      {section.items.map((entry) => (
                        <MenuItemView key={entry.id} entry={entry} />
                      ))}
                    </MenuSection>
                  ))
                : items.map((entry) => <MenuItemView key={entry.id} entry={entry} />)}
            </AriaMenu>
          </AriaPopover>
        </MenuTrigger>
      </AriaLocale>
    </AriaLinks>
  );
}
