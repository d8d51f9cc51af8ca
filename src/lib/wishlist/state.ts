/** The customer's wishlist (every kind) as screens see it, published by the lazily loaded wishlist syncs. */
import { sharedStore } from '@/lib/shared-store';
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

function subscribeWishlist(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The wishlist, live: `WishlistProvider` (at the app's root) subscribes once; every heart reads it from there. */
export const { Provider: WishlistProvider, useValue: useWishlist } = sharedStore('wishlist', subscribeWishlist, getWishlistState);
