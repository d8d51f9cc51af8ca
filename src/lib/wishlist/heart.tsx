/**
 * The wishlist heart for anything a customer can save (a vehicle, provider, item or store). Adding needs a
 * signed-in customer ('You are not logged in'); toggles apply at once and are sent through the outbox by the
 * feature's handler (`handlerKind`), so they work offline. The message says what happened: added once the
 * server kept it (with a note when it is not listed where the customer is now), saved on this device while
 * offline, or not saved with the server's reason.
 */
import { useState } from 'react';
import { PlainButton } from '@/components/ui/button/plain-button';
import { Icon } from '@/components/ui/icon/icon';
import type { WishlistKind } from '@/lib/db';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { getSession } from '@/lib/session';
import * as styles from './heart.css';
import { useWishlist } from './state';

export interface WishlistHeartProps {
  handlerKind: string;
  kind: WishlistKind;
  id: number;
  name: string;
  /** Enough of the entity to show it in the wishlist offline. */
  snapshot: object;
  className?: string;
}

export function WishlistHeart({ handlerKind, kind, id, name, snapshot, className }: WishlistHeartProps) {
  const wishlist = useWishlist();
  const [busy, setBusy] = useState(false);
  const active = wishlist.members.has(`${kind}:${id}`);
  return (
    <PlainButton
      variant="ghost"
      iconOnly
      aria-label={active ? t('wishlist.remove', { name }) : t('wishlist.add', { name })}
      aria-pressed={active}
      className={[styles.heart, active ? styles.active : '', className ?? ''].filter(Boolean).join(' ')}
      isPending={busy}
      onPress={() => {
        const session = getSession();
        if (!active && !session.token) {
          notify.error(t('wishlist.notLoggedIn'));
          return;
        }
        setBusy(true);
        const adding = !active;
        void import('./mirror')
          .then(async ({ toggleOutcome, toggleWishlist }) => {
            const clientId = await toggleWishlist(session, handlerKind, { kind, id, add: adding, snapshot: snapshot as Record<string, unknown> });
            if (!clientId) return;
            const result = await toggleOutcome(clientId, session, kind, id);
            if (result.outcome === 'refused') notify.error([t('wishlist.notSaved'), ...result.messages].join(' '));
            else if (result.outcome === 'waiting') notify.info(t('wishlist.queued'));
            else if (adding && result.outsideArea) notify.info(t('wishlist.addedElsewhere', { name }));
            else notify.success(adding ? t('wishlist.added') : t('wishlist.removed'));
          })
          .catch((error: unknown) => {
            console.error('Wishlist change failed', error);
            notify.error(t('common.genericError'));
          })
          .finally(() => setBusy(false));
      }}
    >
      <Icon name="heart" filled={active} />
    </PlainButton>
  );
}
