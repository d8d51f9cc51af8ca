/**
 * The wishlist heart for a vehicle or provider. Adding needs a signed-in customer ('You are not logged in');
 * toggles apply at once and are sent through the outbox, so they work offline.
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
        void import('./storage')
          .then(({ toggleWishlist }) => toggleWishlist(session, kind, id, !active, snapshot as Record<string, unknown>))
          .then(() => notify.success(active ? t('rental.wishlistRemoved') : t('rental.wishlistAdded')))
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
