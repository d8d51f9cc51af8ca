/**
 * The item cart as the screens see it, published by the (lazily loaded) cart sync component from the local
 * database. A tiny external store, so item views and the header read it without loading the database code
 * on their first render: until the sync has loaded, `useItemCartState()` reports `ready: false`.
 */
import { useSyncExternalStore } from 'react';
import type { OutboxRow } from '@/lib/db';
import type { ItemCartState } from './model';

export interface ItemCartStateValue {
  ready: boolean;
  cart: ItemCartState;
  /** Changes the server refused, waiting for the customer's decision. */
  decisions: OutboxRow[];
  /** Changes not yet confirmed by the server. */
  pendingCount: number;
}

// Type-only model import: the header and the item views read this store on the first screen.
const initial: ItemCartStateValue = { ready: false, cart: { lines: [] }, decisions: [], pendingCount: 0 };
let state = initial;
const listeners = new Set<() => void>();

function publish(next: ItemCartStateValue): void {
  state = next;
  for (const listener of listeners) listener();
}

export const setItemCartState = (next: Omit<ItemCartStateValue, 'ready'>) => publish({ ...next, ready: true });
export const resetItemCartState = () => publish(initial);
export const getItemCartState = () => state;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useItemCartState(): ItemCartStateValue & { count: number } {
  const value = useSyncExternalStore(subscribe, getItemCartState, getItemCartState);
  return { ...value, count: value.cart.lines.length };
}
