/**
 * Checkout's door to the browser's storage for its first screen: pending item-cart changes. The item cart
 * records every change in the outbox (queues named `item:<owner>@<module>`); checkout orders what the server's
 * cart holds, so it waits until none of them is left. Read live from IndexedDB (and from the in-memory outbox
 * when storage is full: ./pending-changes.ts, loaded once the screen has mounted, so the checkout's first
 * screen does not wait for the database's code). What placing an order keeps is in ./placement.ts.
 */
import { useDeferredLiveQuery } from '@/lib/db-live';

/** How many item-cart changes still wait for the server; undefined while it is being read. */
export function usePendingItemCartChanges(): number | undefined {
  return useDeferredLiveQuery(() => import('./pending-changes').then(({ countPendingItemChanges }) => () => countPendingItemChanges().catch(() => 0)), []);
}
