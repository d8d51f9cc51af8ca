/**
 * The dialog itself (react-aria-components ModalOverlay + Modal + Dialog), loaded by `Dialog` (dialog.tsx)
 * when first opened.
 */
import { Dialog as AriaDialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { t } from '@/lib/i18n';
import { IconButton } from '../icon-button/icon-button';
import { cx } from '../utils/cx';
import type { DialogProps } from './dialog';
import * as styles from './dialog.css';

export default function DialogOverlay({
  title,
  children,
  isOpen,
  onOpenChange,
  footer,
  size = 'md',
  isDismissable = true,
  isKeyboardDismissDisabled,
  role = 'dialog',
  hideClose = false,
  className,
}: DialogProps) {
  return (
    <ModalOverlay isOpen={isOpen ?? false} onOpenChange={onOpenChange} isDismissable={isDismissable} isKeyboardDismissDisabled={isKeyboardDismissDisabled ?? !isDismissable} className={styles.overlay}>
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
}
