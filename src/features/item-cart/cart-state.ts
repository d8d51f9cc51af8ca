/**
 * The item cart as the screens see it, published by the (lazily loaded) cart sync component from the local
 * database (lib/outbox/cart-stores.ts), so item views and the header read it without loading the database code
 * on their first render: until the sync has loaded, `useItemCartState()` reports `ready: false`.
 */
import { cartStateStore, type CartStateBase } from '@/lib/outbox/cart-stores';
import type { ItemCartState } from './model';

export type ItemCartStateValue = CartStateBase<ItemCartState>;

// Type-only model import: the header and the item views read this store on the first screen.
const store = cartStateStore<ItemCartStateValue>({ ready: false, cart: { lines: [] }, decisions: [], pendingCount: 0 });

export const setItemCartState = store.set;
export const resetItemCartState = store.reset;
export const getItemCartState = store.get;

export function useItemCartState(): ItemCartStateValue & { count: number } {
  const value = store.use();
  return { ...value, count: value.cart.lines.length };
}
