/**
 * The cart as the server confirmed it, asked for by the server when it renders the checkout (with the
 * customer's identity: see common/first-screen/identity.ts); the browser takes that page over with the same
 * answer. The browser itself never asks: its carts come from the device (storage.ts), which is read a moment
 * after the page is taken over and then shows the device's view, pending changes included.
 */
import { queryOptions, useQuery } from '@/lib/query';
import { ownerOf } from '@/lib/outbox/owner';
import type { SessionState } from '@/lib/session';
import type { RentalCartStateValue } from './cart-state';
import type { RentalCartState } from './model';
import { cartFromPayload } from './payload';
import { getCart } from './requests';

export function confirmedCartOptions(session: SessionState) {
  const owner = ownerOf(session);
  return queryOptions({
    queryKey: ['rental', 'confirmed-cart', owner],
    queryFn: ({ signal }) => getCart({ session, signal }).then(cartFromPayload),
    enabled: typeof window === 'undefined' && owner !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The cart a screen shows: the device's own (its confirmed cart with the changes it still has to send) once
 * read, unless it knows nothing yet that the server's confirmed cart the page was rendered with does not (a
 * device new to this customer, whose own copy arrives a moment later). `fromDevice` says which.
 */
export function cartShown<T extends RentalCartStateValue>(device: T, confirmed: RentalCartState | null): { state: T; fromDevice: boolean } {
  const fromDevice = device.ready && (device.confirmed || device.pendingCount > 0 || confirmed === null);
  if (fromDevice || confirmed === null) return { state: device, fromDevice };
  return { state: { ...device, ready: true, cart: confirmed }, fromDevice: false };
}

/** The server-confirmed cart the page was rendered with, or null (no such page, or not this customer's). */
export function useConfirmedCart(session: SessionState): RentalCartState | null {
  return useQuery(confirmedCartOptions(session)).data ?? null;
}
