/** The wishlist heart for a vehicle or provider (the shared heart with rental's labels and outbox handler). */
import { WishlistHeart as Heart } from '@/components/wishlist-heart/wishlist-heart';
import { t } from '@/lib/i18n';
import { WISHLIST_TOGGLE, type WishlistKind } from './requests';

export function WishlistHeart({ kind, id, name, snapshot }: { kind: WishlistKind; id: number; name: string; snapshot: object }) {
  const labels =
    kind === 'vehicle'
      ? { add: t('rental.addToWishlist', { name }), remove: t('rental.removeFromWishlist', { name }) }
      : { add: t('rental.addProviderToWishlist', { name }), remove: t('rental.removeProviderFromWishlist', { name }) };
  return <Heart handlerKind={WISHLIST_TOGGLE} kind={kind} id={id} name={name} snapshot={snapshot} labels={labels} />;
}
