/** The wishlist mirror's sync with each module's list: rental's vehicles and providers, or the items and stores of the others. */
import { refreshCatalogWishlist } from '@/features/catalog/wishlist/storage';
import { refreshRentalWishlist } from '@/features/rental/wishlist/storage';
import type { SessionState } from '@/lib/session';
import WishlistSync from '@/lib/wishlist/sync';

const refresh = (session: SessionState) => (session.module?.module_type === 'rental' ? refreshRentalWishlist(session) : refreshCatalogWishlist(session));

export default function ModuleWishlistSync() {
  return <WishlistSync refresh={refresh} />;
}
