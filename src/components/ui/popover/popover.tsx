/** A popover anchored to a trigger button, holding a small dialog (location picker, filters). */
import type { ReactNode } from 'react';
import { Dialog as AriaDialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Popover as AriaPopover } from 'react-aria-components/Popover';
import * as styles from './popover.css';

export interface PopoverProps {
  /** The trigger: a `Button` from this kit. */
  trigger: ReactNode;
  /** Accessible name of the popover dialog. */
  label: string;
  children: ReactNode | ((close: () => void) => ReactNode);
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  placement?: 'bottom start' | 'bottom end' | 'bottom';
}

export function Popover({ trigger, label, children, isOpen, onOpenChange, placement = 'bottom start' }: PopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <AriaPopover placement={placement} className={styles.popover}>
        <AriaDialog aria-label={label} className={styles.dialog}>
          {({ close }) => (typeof children === 'function' ? children(close) : children)}
        </AriaDialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
