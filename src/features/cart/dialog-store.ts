/** Which item-cart dialog is open (the other-store question, removal, refused changes), as a tiny external store. */
import { useSyncExternalStore } from 'react';
import type { OutboxRow } from '@/lib/db';
import type { LineTarget } from './model';

export type ItemCartDialog =
  /** The cart holds another store's items: empty it and add these lines? (`clientId`: a refused queued add.) */
  | { kind: 'other-store'; lines: LineTarget[]; clientId?: string }
  | { kind: 'remove'; key: string; name: string }
  | { kind: 'decision'; entry: OutboxRow };

let current: ItemCartDialog | null = null;
const listeners = new Set<() => void>();

function publish(next: ItemCartDialog | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export const openItemCartDialog = (dialog: ItemCartDialog) => publish(dialog);
export const closeItemCartDialog = () => publish(null);
export const getItemCartDialog = (): ItemCartDialog | null => current;

export function useItemCartDialog(): ItemCartDialog | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getItemCartDialog,
    getItemCartDialog,
  );
}
