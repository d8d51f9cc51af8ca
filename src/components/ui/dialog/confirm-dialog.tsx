/** A confirmation (alert dialog) with a message, a confirm and a cancel button, and a pending state. */
import type { ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { Button } from '../button/button';
import { Dialog } from './dialog';
import * as styles from './dialog.css';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'default' | 'danger';
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

export function ConfirmDialog({ isOpen, title, message, confirmLabel, cancelLabel, tone = 'default', isPending = false, onConfirm, onCancel, children }: ConfirmDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={title}
      role="alertdialog"
      size="sm"
      isDismissable={!isPending}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onPress={onConfirm} isPending={isPending} autoFocus>
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </>
      }
    >
      {message ? <p className={styles.message}>{message}</p> : null}
      {children}
    </Dialog>
  );
}
