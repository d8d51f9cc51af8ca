/**
 * The cart as the screens see it, published by the (lazily loaded) cart sync component from the local
 * database. A tiny external store, so listing pages read it without loading the database code on their
 * first render: until the sync has loaded, `useRentalCart()` reports `ready: false`.
 */
import { useSyncExternalStore } from 'react';
import type { OutboxRow } from '@/lib/db';
import { EMPTY_CART, lineForVehicle, totalQuantity, type CartLine, type RentalCartState } from './model';

export interface CartStateValue {
  ready: boolean;
  cart: RentalCartState;
  pendingVehicleIds: ReadonlySet<number>;
  decisions: OutboxRow[];
  pendingCount: number;
  /** Whether the device holds a cart the server confirmed (see storage.ts). */
  confirmed: boolean;
}

let state: CartStateValue = { ready: false, cart: EMPTY_CART, pendingVehicleIds: new Set(), decisions: [], pendingCount: 0, confirmed: false };
const listeners = new Set<() => void>();

export function setCartState(next: Omit<CartStateValue, 'ready'>): void {
  state = { ...next, ready: true };
  for (const listener of listeners) listener();
}

export function resetCartState(): void {
  state = { ready: false, cart: EMPTY_CART, pendingVehicleIds: new Set(), decisions: [], pendingCount: 0, confirmed: false };
  for (const listener of listeners) listener();
}

export function getCartState(): CartStateValue {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRentalCart(): CartStateValue & { count: number; lineFor: (vehicleId: number) => CartLine | undefined } {
  const value = useSyncExternalStore(subscribe, getCartState, getCartState);
  return { ...value, count: totalQuantity(value.cart), lineFor: (vehicleId) => lineForVehicle(value.cart, vehicleId) };
}
