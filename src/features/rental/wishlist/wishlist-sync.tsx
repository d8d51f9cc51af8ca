/** Keeps wishlist hearts in step with the local database; refreshes from the server for signed-in customers. */
import { useEffect } from 'react';
import { useSession } from '@/hooks/use-session';
import { onSessionEnd } from '@/lib/auth-events';
import { liveQuery } from '@/lib/db';
import { ownerOf } from '../cart/storage';
import { forgetWishlist, readWishlist, refreshWishlist } from './storage';
import { resetWishlistState, setWishlistState } from './wishlist-state';

export default function RentalWishlistSync() {
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
    if (!owner || session.module?.module_type !== 'rental') return;
    const refresh = () => void refreshWishlist(session).catch((error: unknown) => console.info('Wishlist refresh deferred', error));
    refresh();
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner, session.module?.id]);

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
