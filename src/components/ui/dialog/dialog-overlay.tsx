/**
 * The dialog itself (react-aria-components ModalOverlay + Modal + Dialog), loaded by `Dialog` (dialog.tsx)
 * when first opened.
 */
import { Dialog as AriaDialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { cx } from '../utils/cx';
import type { DialogProps } from './dialog';
import * as styles from './dialog.css';
import { OverlayContent } from './overlay-content';
import { AriaLocale } from '../utils/aria-locale';

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
    <AriaLocale>
      <ModalOverlay isOpen={isOpen ?? false} onOpenChange={onOpenChange} isDismissable={isDismissable} isKeyboardDismissDisabled={isKeyboardDismissDisabled ?? !isDismissable} className={styles.overlay}>
        <Modal className={cx(styles.modal, styles.widths[size], className)}>
          <AriaDialog role={role} className={styles.dialog}>
            {({ close }) => (
              <OverlayContent
                title={title}
                footer={footer}
                hideClose={hideClose}
                close={close}
                classes={{ header: styles.header, heading: cx(styles.heading, hideClose && styles.headingOnly), body: styles.body, footer: styles.footer }}
              >
                {children}
              </OverlayContent>
            )}
          </AriaDialog>
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  );
}
