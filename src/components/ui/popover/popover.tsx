/**
 * A non-modal popover anchored to its trigger, holding a small dialog (location picker, filters). Focus moves
 * into it; Escape or a press outside closes it and focus returns to the trigger. Children may be a function
 * receiving `close`.
 */
import type { ReactElement, ReactNode } from 'react';
import { Dialog as AriaDialog, DialogTrigger, Heading } from 'react-aria-components/Dialog';
import { Popover as AriaPopover, type PopoverProps as AriaPopoverProps } from 'react-aria-components/Popover';
import { cx } from '../utils/cx';
import * as styles from './popover.css';
import { AriaLocale } from '../utils/aria-locale';

export interface PopoverProps {
  /** The trigger, usually a `Button` from this kit. */
  trigger: ReactElement;
  /** Accessible name of the popover dialog (also shown as a heading with `showTitle`). */
  label: string;
  showTitle?: boolean;
  children: ReactNode | ((close: () => void) => ReactNode);
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  placement?: AriaPopoverProps['placement'];
  className?: string;
}

export function Popover({ trigger, label, showTitle = false, children, isOpen, onOpenChange, placement = 'bottom start', className }: PopoverProps) {
  return (
    <AriaLocale>
      <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
        {trigger}
        <AriaPopover placement={placement} offset={8} className={cx(styles.popover, className)}>
          <AriaDialog aria-label={showTitle ? undefined : label} className={styles.dialog}>
            {({ close }) => (
              <>
                {showTitle ? (
                  <Heading slot="title" className={styles.title}>
                    {label}
                  </Heading>
                ) : null}
                {typeof children === 'function' ? children(close) : children}
              </>
            )}
          </AriaDialog>
        </AriaPopover>
      </DialogTrigger>
    </AriaLocale>
  );
}
