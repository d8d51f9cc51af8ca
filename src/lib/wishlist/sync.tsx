/**
 * Keeps wishlist hearts in step with the local database for the signed-in customer, refreshes the confirmed
 * list from the server (on start, on module change and when the connection returns) through the refresher
 * the app layer picks for the current module, and forgets the list on sign-out.
 */
import { useEffect } from 'react';
import { useSession } from '@/hooks/use-session';
import { onSessionEnd } from '@/lib/auth-events';
import { liveQuery } from '@/lib/db';
import { ownerOf } from '@/lib/outbox/owner';
import type { SessionState } from '@/lib/session';
import { forgetWishlist, readWishlist } from './mirror';
import { resetWishlistState, setWishlistState } from './state';

export default function WishlistSync({ refresh }: { refresh: (session: SessionState) => Promise<void> }) {
  const session = useSession();
  const owner = session.token ? ownerOf(session) : null;

  useEffect(() => {
    if (!owner) {
      resetWishlistState();
      return;
    }
    const subscription = liveQuery(() => readWishlist(owner)).subscribe({
      next: (view) => setWishlistState(view),
      error: (error: unknown) => console.error('Wishlist view failed', error),
    });
    return () => subscription.unsubscribe();
  }, [owner]);

  useEffect(() => {
    if (!owner || !session.module) return;
    const run = () => void refresh(session).catch((error: unknown) => console.info('Wishlist refresh deferred', error));
    run();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
    // The session object changes identity often; the owner, module and zone are what the list depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner, session.module?.id, session.zoneId]);

  useEffect(
    () =>
      onSessionEnd(async () => {
        if (owner) await forgetWishlist(owner);
        resetWishlistState();
      }),
    [owner],
  );

  return null;
}
