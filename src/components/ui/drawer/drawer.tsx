/** A side sheet (Modal) sliding from the inline end (or start); mirrors in right-to-left layouts. */
import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { t } from '@/lib/i18n';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import * as styles from './drawer.css';

export interface DrawerProps {
  title: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  footer?: ReactNode;
  /** CSS length, e.g. `420px` for the cart. */
  maxWidth?: string;
  side?: 'end' | 'start';
}

export function Drawer({ title, isOpen, onOpenChange, children, footer, maxWidth = '420px', side = 'end' }: DrawerProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={`${styles.panel} ${side === 'start' ? styles.startPanel : ''}`} style={{ maxInlineSize: maxWidth }}>
        <AriaDialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.heading}>
              {title}
            </Heading>
            <Button variant="ghost" iconOnly aria-label={t('common.close')} onPress={() => onOpenChange(false)}>
              <Icon name="close" />
            </Button>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
