/** The wishlist mirror's sync with each module's list: rental's vehicles and providers, or the items and stores of the others. */
import type { SessionState } from '@/lib/session';
import { refreshCatalogWishlist } from './catalog/refresh';
import { refreshRentalWishlist } from './rental/refresh';
import WishlistSync from './sync';

const refresh = (session: SessionState) => (session.module?.module_type === 'rental' ? refreshRentalWishlist(session) : refreshCatalogWishlist(session));

export default function ModuleWishlistSync() {
  return <WishlistSync refresh={refresh} />;
}
