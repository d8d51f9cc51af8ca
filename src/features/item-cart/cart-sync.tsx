/**
 * Keeps the item cart screens in step with the local database (live across tabs), refreshes the confirmed
 * cart from the server when the app opens, the customer or the module changes, or the connection returns,
 * and raises the decision dialog when the server refuses a queued change. Forgets the customer's carts on
 * this device when the session ends. Renders nothing. Loaded after first paint.
 */
import { useEffect, useRef } from 'react';
import { useSession } from '@/hooks/use-session';
import { onSessionEnd } from '@/lib/auth-events';
import { liveQuery } from '@/lib/db';
import { ownerOf } from '@/lib/outbox/owner';
import { resetItemCartState, setItemCartState } from './cart-state';
import { openItemCartDialog } from './dialog-store';
import { cartScopeOf, forgetItemCarts, readItemCart, refreshItemCart } from './storage';

export default function ItemCartSync() {
  const session = useSession();
  const scope = cartScopeOf(session);
  const owner = ownerOf(session);
  const shownDecisions = useRef(new Set<string>());

  useEffect(() => {
    if (!scope) {
      resetItemCartState();
      return;
    }
    const subscription = liveQuery(() => readItemCart(scope)).subscribe({
      next: (snapshot) => {
        setItemCartState(snapshot);
        const fresh = snapshot.decisions.find((entry) => !shownDecisions.current.has(entry.clientId));
        if (!fresh) return;
        shownDecisions.current.add(fresh.clientId);
        openItemCartDialog({ kind: 'decision', entry: fresh });
      },
      error: (error: unknown) => console.error('Item cart view failed', error),
    });
    return () => subscription.unsubscribe();
  }, [scope]);

  useEffect(() => {
    if (!scope) return;
    const refresh = () => void refreshItemCart(session).catch((error: unknown) => console.info('Item cart refresh deferred', error));
    refresh();
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
    // The session object changes identity on every update; the scope (owner and module) is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scope]);

  useEffect(
    () =>
      onSessionEnd(async () => {
        if (owner) await forgetItemCarts(owner);
      }),
    [owner],
  );

  return null;
}

