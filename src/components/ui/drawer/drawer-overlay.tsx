/**
 * The side sheet itself (react-aria-components Modal), loaded by `Drawer` (drawer.tsx) when first opened.
 */
import { Dialog as AriaDialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { OverlayContent } from '../dialog/overlay-content';
import { cx } from '../utils/cx';
import type { DrawerProps } from './drawer';
import * as styles from './drawer.css';
import { AriaLocale } from '../utils/aria-locale';

export default function DrawerOverlay({ title, children, isOpen, onOpenChange, footer, maxWidth = '420px', side = 'end', isDismissable = true, className }: DrawerProps) {
  return (
    <AriaLocale>
      <ModalOverlay isOpen={isOpen ?? false} onOpenChange={onOpenChange} isDismissable={isDismissable} className={styles.overlay}>
        <Modal
          className={cx(styles.panel, side === 'start' && styles.startPanel, className)}
          style={{ maxInlineSize: typeof maxWidth === 'number' ? `${maxWidth}px` : maxWidth }}
        >
          <AriaDialog className={styles.dialog}>
            {({ close }) => (
              <OverlayContent title={title} footer={footer} close={close} classes={styles}>
                {children}
              </OverlayContent>
            )}
          </AriaDialog>
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  );
}
