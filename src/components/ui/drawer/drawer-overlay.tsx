/**
 * The side sheet itself (react-aria-components Modal), loaded by `Drawer` (drawer.tsx) when first opened.
 */
import { Dialog as AriaDialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { t } from '@/lib/i18n';
import { IconButton } from '../icon-button/icon-button';
import { cx } from '../utils/cx';
import type { DrawerProps } from './drawer';
import * as styles from './drawer.css';

export default function DrawerOverlay({ title, children, isOpen, onOpenChange, footer, maxWidth = '420px', side = 'end', isDismissable = true, className }: DrawerProps) {
  return (
    <ModalOverlay isOpen={isOpen ?? false} onOpenChange={onOpenChange} isDismissable={isDismissable} className={styles.overlay}>
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
}
