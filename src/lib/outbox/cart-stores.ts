/**
 * What a cart's screens read while its changes go through the outbox, as tiny external stores: the cart as the
 * screens see it (published by the cart's lazily loaded sync from the local database) and the cart dialog that
 * is open. Both carts (items, rental) keep theirs here. They import nothing of the local database or the outbox,
 * so item views, vehicle cards and the header read them on a first screen; until the sync has loaded, the
 * state reports `ready: false`.
 */
import { useSyncExternalStore } from 'react';
import type { OutboxRow } from '@/lib/db';

function externalStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const get = () => value;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get,
    set(next: T): void {
      value = next;
      for (const listener of listeners) listener();
    },
    use: (): T => useSyncExternalStore(subscribe, get, get),
  };
}

/** What every cart's state holds beside its own. */
export interface CartStateBase<Cart> {
  ready: boolean;
  cart: Cart;
  /** Changes the server refused, waiting for the customer's decision. */
  decisions: OutboxRow[];
  /** Changes not yet confirmed by the server. */
  pendingCount: number;
}

export interface CartStateStore<Value> {
  /** The sync's view of the cart; from now on `ready`. */
  set(next: Omit<Value, 'ready'>): void;
  /** Back to the state before the sync (signed out, another customer). */
  reset(): void;
  get(): Value;
  use(): Value;
}

export function cartStateStore<Value extends CartStateBase<unknown>>(initial: Value): CartStateStore<Value> {
  const store = externalStore(initial);
  return { set: (next) => store.set({ ...next, ready: true } as Value), reset: () => store.set(initial), get: store.get, use: store.use };
}

export interface DialogStore<Dialog> {
  open(dialog: Dialog): void;
  close(): void;
  get(): Dialog | null;
  use(): Dialog | null;
}

/** Which of a cart's dialogs is open (a question before a change, a refused change to decide on), if any. */
export function dialogStore<Dialog>(): DialogStore<Dialog> {
  const store = externalStore<Dialog | null>(null);
  return { open: (dialog) => store.set(dialog), close: () => store.set(null), get: store.get, use: store.use };
}
