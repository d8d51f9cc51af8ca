/**
 * Modal dialog (react-aria-components ModalOverlay + Modal + Dialog). Focus moves in, is trapped, and
 * returns to the trigger on close; Escape and (when `isDismissable`) a press outside close it; the heading
 * names the dialog. Controlled with `isOpen`/`onOpenChange`, or uncontrolled with a `trigger` element.
 * Long content scrolls inside the body while the heading and footer stay visible.
 */
import type { ReactElement, ReactNode } from 'react';
import { useOpenedOnce } from '../utils/opened-once';
import { Dialog as AriaDialog, DialogTrigger, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { t } from '@/lib/i18n';
import { IconButton } from '../icon-button/icon-button';
import { cx } from '../utils/cx';
import * as styles from './dialog.css';

export type DialogSize = keyof typeof styles.widths;

export interface DialogProps {
  title: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** An element that opens the dialog when pressed (uncontrolled use), usually a `Button`. */
  trigger?: ReactElement;
  /** Buttons at the bottom, aligned to the inline end. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  size?: DialogSize;
  /** A press outside closes the dialog; when false, Escape does not close it either (unless set below). */
  isDismissable?: boolean;
  /** Defaults to `!isDismissable`. */
  isKeyboardDismissDisabled?: boolean;
  /** `alertdialog` for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  /** Hide the close button (for choices the user must make). */
  hideClose?: boolean;
  className?: string;
}

export function Dialog({
  title,
  children,
  isOpen,
  onOpenChange,
  trigger,
  footer,
  size = 'md',
  isDismissable = true,
  isKeyboardDismissDisabled,
  role = 'dialog',
  hideClose = false,
  className,
}: DialogProps) {
  // A controlled dialog mounts react-aria's overlay once first opened: closed, it would only cost hooks.
  const opened = useOpenedOnce(isOpen);
  if (!trigger && !opened) return null;
  const overlay = (
    <ModalOverlay
      {...(trigger ? {} : { isOpen: isOpen ?? false, onOpenChange })}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled ?? !isDismissable}
      className={styles.overlay}
    >
      <Modal className={cx(styles.modal, styles.widths[size], className)}>
        <AriaDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={cx(styles.heading, hideClose && styles.headingOnly)}>
                  {title}
                </Heading>
                {hideClose ? null : <IconButton icon="close" label={t('ui.close')} onPress={close} />}
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
