/** The customer's wishlist (every kind) as screens see it, published by the lazily loaded wishlist syncs. */
import { useSyncExternalStore } from 'react';
import type { WishlistRow } from '@/lib/db';

export interface WishlistState {
  ready: boolean;
  members: ReadonlySet<string>;
  rows: WishlistRow[];
}

let state: WishlistState = { ready: false, members: new Set(), rows: [] };
const listeners = new Set<() => void>();

export function setWishlistState(next: Omit<WishlistState, 'ready'>): void {
  state = { ...next, ready: true };
  for (const listener of listeners) listener();
}

export function resetWishlistState(): void {
  state = { ready: false, members: new Set(), rows: [] };
  for (const listener of listeners) listener();
}

export function getWishlistState(): WishlistState {
  return state;
}

export function useWishlist(): WishlistState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getWishlistState,
    getWishlistState,
  );
}
