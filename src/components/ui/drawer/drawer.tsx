/**
 * A side sheet (react-aria-components Modal): slides in from the inline end (the right in English, the left
 * in Arabic) or, with `side="start"`, from the inline start. Focus is trapped and restored; Escape and a
 * press on the scrim close it. The body scrolls; header and footer stay put. Controlled with
 * `isOpen`/`onOpenChange`.
 *
 * React-aria's overlay (drawer-overlay.tsx) loads when the drawer is first opened, as a dialog's does
 * (dialog.tsx).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { importPatiently } from '@/lib/after-load';
import { useOpenedOnce } from '../utils/opened-once';

export interface DrawerProps {
  title: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Maximum width as a CSS length or px number, e.g. `420` for the cart (default `420px`). */
  maxWidth?: string | number;
  side?: 'end' | 'start';
  isDismissable?: boolean;
  className?: string;
}

const Overlay = lazy(() => importPatiently(() => import('./drawer-overlay')));

export function Drawer(props: DrawerProps) {
  // Mounted once first opened (and kept, so closing plays its exit): closed, it would only cost hooks.
  const opened = useOpenedOnce(props.isOpen);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Overlay {...props} />
    </Suspense>
  );
}
