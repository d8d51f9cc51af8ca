/**
 * The confirmation dialog for code that runs on every page (the carts' questions): its buttons are react-aria's,
 * so it loads when a question is first asked, not with the page. Its overlay is asked for at the same moment,
 * not once the dialog has rendered.
 */
import { lazyOverlay } from '../utils/lazy-overlay';
import type { ConfirmDialogProps } from './confirm-dialog';

export const ConfirmDialogOnDemand = lazyOverlay<ConfirmDialogProps>(() =>
  Promise.all([import('./confirm-dialog'), import('./dialog-overlay')]).then(([module]) => ({ default: module.ConfirmDialog })),
);
