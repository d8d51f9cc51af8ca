/** Which item-cart dialog is open (the other-store question, removal, refused changes): lib/outbox/cart-stores.ts. */
import type { OutboxRow } from '@/lib/db';
import { dialogStore } from '@/lib/outbox/cart-stores';
import type { LineTarget } from './model';

export type ItemCartDialog =
  /** The cart holds another store's items: empty it and add these lines? (`clientId`: a refused queued add.) */
  | { kind: 'other-store'; lines: LineTarget[]; clientId?: string }
  | { kind: 'remove'; key: string; name: string }
  | { kind: 'decision'; entry: OutboxRow };

const dialogs = dialogStore<ItemCartDialog>();

export const openItemCartDialog = dialogs.open;
export const closeItemCartDialog = dialogs.close;
export const getItemCartDialog = dialogs.get;
export const useItemCartDialog = dialogs.use;
