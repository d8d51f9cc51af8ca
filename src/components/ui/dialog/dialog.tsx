/**
 * Modal dialog (react-aria-components Modal + Dialog): focus is trapped and restored, Escape and (when
 * dismissable) an outside press close it, and the heading names it. Controlled with `isOpen`/`onOpenChange`.
 */
import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { t } from '@/lib/i18n';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import * as styles from './dialog.css';

export interface DialogProps {
  title: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: keyof typeof styles.widths;
  isDismissable?: boolean;
  /** `alertdialog` for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  hideClose?: boolean;
}

export function Dialog({ title, isOpen, onOpenChange, children, footer, size = 'md', isDismissable = true, role = 'dialog', hideClose = false }: DialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable} isKeyboardDismissDisabled={!isDismissable} className={styles.overlay}>
      <Modal className={`${styles.modal} ${styles.widths[size]}`}>
        <AriaDialog role={role} className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.heading}>
              {title}
            </Heading>
            {hideClose ? null : (
              <Button variant="ghost" iconOnly aria-label={t('common.close')} onPress={() => onOpenChange(false)}>
                <Icon name="close" />
              </Button>
            )}
          </div>
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
