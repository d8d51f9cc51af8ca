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
import type { ReactNode } from 'react';
import { lazyOverlay } from '../utils/lazy-overlay';
import type * as styles from './dialog.css';
import type { OverlayChild } from './overlay-content';

export type DialogSize = keyof typeof styles.widths;

export interface DialogProps {
  title: ReactNode;
  children: OverlayChild;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Buttons at the bottom, aligned to the inline end. */
  footer?: OverlayChild;
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

export const Dialog = lazyOverlay<DialogProps>(() => import('./dialog-overlay'));
