/**
 * A side sheet (react-aria-components Modal): slides in from the inline end (the right in English, the left
 * in Arabic) or, with `side="start"`, from the inline start. Focus is trapped and restored; Escape and a
 * press on the scrim close it. The body scrolls; header and footer stay put.
 */
import type { ReactElement, ReactNode } from 'react';
import { useOpenedOnce } from '../utils/opened-once';
import { Dialog as AriaDialog, DialogTrigger, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { t } from '@/lib/i18n';
import { IconButton } from '../icon-button/icon-button';
import { cx } from '../utils/cx';
import * as styles from './drawer.css';

export interface DrawerProps {
  title: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** An element that opens the drawer when pressed (uncontrolled use). */
  trigger?: ReactElement;
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Maximum width as a CSS length or px number, e.g. `420` for the cart (default `420px`). */
  maxWidth?: string | number;
  side?: 'end' | 'start';
  isDismissable?: boolean;
  className?: string;
}

export function Drawer({ title, children, isOpen, onOpenChange, trigger, footer, maxWidth = '420px', side = 'end', isDismissable = true, className }: DrawerProps) {
  // A controlled drawer mounts react-aria's overlay once first opened: closed, it would only cost hooks.
  const opened = useOpenedOnce(isOpen);
  if (!trigger && !opened) return null;
  const overlay = (
    <ModalOverlay {...(trigger ? {} : { isOpen: isOpen ?? false, onOpenChange })} isDismissable={isDismissable} className={styles.overlay}>
      <Modal
        className={cx(styles.panel, side === 'start' && styles.startPanel, className)}
        style={{ maxInlineSize: typeof maxWidth === 'number' ? `${maxWidth}px` : maxWidth }}
      >
        <AriaDialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.heading}>
                  {title}
                </Heading>
                <IconButton icon="close" label={t('ui.close')} onPress={close} />
              </div>
              <div className={styles.body}>{typeof children === 'function' ? children(close) : children}</div>
              {footer ? <div className={styles.footer}>{typeof footer === 'function' ? footer(close) : footer}</div> : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
  if (!trigger) return overlay;
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      {overlay}
    </DialogTrigger>
  );
}
