/**
 * A confirmation (alert dialog): title, message, a cancel and a confirm button. The confirm button can be
 * destructive (`tone="danger"`) and pending (`isPending` keeps the dialog open, disables cancelling and
 * announces the work). Escape cancels; a press outside does not, so a stray tap cannot dismiss it.
 */
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
  /** `danger` (or its alias `destructive`) styles the confirm button as a destructive action. */
  tone?: 'default' | 'danger' | 'destructive';
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Extra content under the message. */
  children?: ReactNode;
}

export function ConfirmDialog({ isOpen, title, message, confirmLabel, cancelLabel, tone = 'default', isPending = false, onConfirm, onCancel, children }: ConfirmDialogProps) {
  const destructive = tone === 'danger' || tone === 'destructive';
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel();
      }}
      title={title}
      role="alertdialog"
      size="sm"
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      hideClose
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            {cancelLabel ?? t('ui.cancel')}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onPress={onConfirm} isPending={isPending} autoFocus>
            {confirmLabel ?? t('ui.confirm')}
          </Button>
        </>
      }
    >
      {message ? <p className={styles.message}>{message}</p> : null}
      {children}
    </Dialog>
  );
}
