/**
 * The confirmation dialog, loaded when a question is first asked, not with the page or screen that may ask it
 * (the carts' questions on every page, the language, an address's removal, the account's deletion): its buttons
 * are react-aria's. Its overlay is asked for at the same moment, not once the dialog has rendered, and a load
 * that failed offline is asked for again once the connection is back.
 */
import { lazyOverlay } from '../utils/lazy-overlay';
import type { ConfirmDialogProps } from './confirm-dialog';

export const ConfirmDialogOnDemand = lazyOverlay<ConfirmDialogProps>(() =>
  Promise.all([import('./confirm-dialog'), import('./dialog-overlay')]).then(([module]) => ({ default: module.ConfirmDialog })),
);
