/**
 * Modal dialog (react-aria-components ModalOverlay + Modal + Dialog). Focus moves in, is trapped, and
 * returns to the control that opened it on close; Escape and (when `isDismissable`) a press outside close
 * it; the heading names the dialog. Controlled with `isOpen`/`onOpenChange`. Long content scrolls inside the
 * body while the heading and footer stay visible.
 *
 * React-aria's overlay (dialog-overlay.tsx) loads when the dialog is first opened, not with the screen that
 * holds it: a page's dialogs are closed while it loads, and their code would be a large part of its
 * scripts. Once the service worker keeps the app's files, it comes from the device.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { importPatiently } from '@/lib/after-load';
import { useOpenedOnce } from '../utils/opened-once';
import type * as styles from './dialog.css';

export type DialogSize = keyof typeof styles.widths;

export interface DialogProps {
  title: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
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

const Overlay = lazy(() => importPatiently(() => import('./dialog-overlay')));

export function Dialog(props: DialogProps) {
  // Mounted once first opened (and kept, so closing plays its exit): closed, it would only cost hooks.
  const opened = useOpenedOnce(props.isOpen);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Overlay {...props} />
    </Suspense>
  );
}
