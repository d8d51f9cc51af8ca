/**
 * The wishlist heart for a vehicle or provider. Adding needs a signed-in customer ('You are not logged in');
 * toggles apply at once and are sent through the outbox, so they work offline. The message says what
 * happened: added once the server kept it (with a note when it is not listed for the current location),
 * saved on this device while offline, or not saved with the server's reason.
 */
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import type { WishlistKind } from './requests';
import { useWishlist } from './wishlist-state';
import * as styles from './wishlist-heart.css';

export function WishlistHeart({ kind, id, name, snapshot }: { kind: WishlistKind; id: number; name: string; snapshot: object }) {
  const session = useSession();
  const wishlist = useWishlist();
  const [busy, setBusy] = useState(false);
  const active = wishlist.members.has(`${kind}:${id}`);
  const label = active
    ? kind === 'vehicle'
      ? t('rental.removeFromWishlist', { name })
      : t('rental.removeProviderFromWishlist', { name })
    : kind === 'vehicle'
      ? t('rental.addToWishlist', { name })
      : t('rental.addProviderToWishlist', { name });
  return (
    <Button
      variant="ghost"
      iconOnly
      aria-label={label}
      aria-pressed={active}
      className={active ? `${styles.heart} ${styles.active}` : styles.heart}
      isPending={busy}
      onPress={() => {
        if (!active && !session.token) {
          notify.error(t('rental.notLoggedIn'));
          return;
        }
        setBusy(true);
        const adding = !active;
        void import('./storage')
          .then(async ({ toggleOutcome, toggleWishlist }) => {
            const clientId = await toggleWishlist(session, kind, id, adding, snapshot as Record<string, unknown>);
            if (!clientId) return;
            const result = await toggleOutcome(clientId, session, kind, id);
            if (result.outcome === 'refused') notify.error([t('rental.wishlistNotSaved'), ...result.messages].join(' '));
            else if (result.outcome === 'waiting') notify.info(t('rental.wishlistQueued'));
            else if (adding && result.outsideArea) notify.info(t('rental.wishlistAddedElsewhere', { name }));
            else notify.success(adding ? t('rental.wishlistAdded') : t('rental.wishlistRemoved'));
          })
          .catch((error: unknown) => {
            console.error('Wishlist change failed', error);
            notify.error(t('common.genericError'));
          })
          .finally(() => setBusy(false));
      }}
    >
      <Icon name="heart" filled={active} />
    </Button>
  );
}
