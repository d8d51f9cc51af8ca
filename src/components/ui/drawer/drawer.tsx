/**
 * A side sheet (react-aria-components Modal): slides in from the inline end (the right in English, the left
 * in Arabic) or, with `side="start"`, from the inline start. Focus is trapped and restored; Escape and a
 * press on the scrim close it. The body scrolls; header and footer stay put. Controlled with
 * `isOpen`/`onOpenChange`.
 *
 * React-aria's overlay (drawer-overlay.tsx) loads when the drawer is first opened, as a dialog's does
 * (dialog.tsx).
 */
import type { ReactNode } from 'react';
import type { OverlayChild } from '../dialog/overlay-content';
import { lazyOverlay } from '../utils/lazy-overlay';

export interface DrawerProps {
  title: ReactNode;
  children: OverlayChild;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  footer?: OverlayChild;
  /** Maximum width as a CSS length or px number, e.g. `420` for the cart (default `420px`). */
  maxWidth?: string | number;
  side?: 'end' | 'start';
  isDismissable?: boolean;
  className?: string;
}

export const Drawer = lazyOverlay<DrawerProps>(() => import('./drawer-overlay'));
