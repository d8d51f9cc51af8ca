/**
 * The rental cart as the screens see it, published by the (lazily loaded) cart sync component from the local
 * database (lib/outbox/cart-stores.ts), so listing pages read it without loading the database code on their
 * first render: until the sync has loaded, `useRentalCartState()` reports `ready: false`.
 */
import { cartStateStore, type CartStateBase } from '@/lib/outbox/cart-stores';
import { EMPTY_RENTAL_CART, lineForVehicle, totalQuantity, type RentalCartLine, type RentalCartState } from './model';

export interface RentalCartStateValue extends CartStateBase<RentalCartState> {
  pendingVehicleIds: ReadonlySet<number>;
  /** Whether the device holds a cart the server confirmed (see storage.ts). */
  confirmed: boolean;
}

const store = cartStateStore<RentalCartStateValue>({ ready: false, cart: EMPTY_RENTAL_CART, pendingVehicleIds: new Set(), decisions: [], pendingCount: 0, confirmed: false });

export const setRentalCartState = store.set;
export const resetRentalCartState = store.reset;
export const getRentalCartState = store.get;

export function useRentalCartState(): RentalCartStateValue & { count: number; lineFor: (vehicleId: number) => RentalCartLine | undefined } {
  const value = store.use();
  return { ...value, count: totalQuantity(value.cart), lineFor: (vehicleId) => lineForVehicle(value.cart, vehicleId) };
}
