/** The wishlist drawer's content outside rental: tabs of saved items and stores, each linking to its page, with its heart to remove it. */
import { QueryView } from '@/components/feedback/query-view';
import { SavedList, type SavedRow } from '@/components/saved-list/saved-list';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Tabs } from '@/components/ui/tabs/tabs';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { wishlistQueryOptions, type WishItem, type WishStore } from './wishlist-api';
import { WishlistToggle } from './wishlist-toggle';

const itemRow = (item: WishItem): SavedRow => ({
  key: `item-${item.id}`,
  name: item.name,
  detail: item.store_name,
  image: item.image_full_url,
  href: paths.product(item.id, item.module_id ?? undefined),
  action: <WishlistToggle target={{ kind: 'item', id: item.id }} name={item.name} />,
});
const storeRow = (store: WishStore): SavedRow => ({
  key: `store-${store.id}`,
  name: store.name,
  detail: store.address,
  image: store.logo_full_url,
  href: paths.store(store.id, store.module_id ?? undefined, store.zone_id ?? undefined),
  action: <WishlistToggle target={{ kind: 'store', id: store.id }} name={store.name} />,
});

const IMAGE_SIZE = { width: 48, height: 48 };

export function ItemWishlistPanel({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const query = useQuery(wishlistQueryOptions(session));
  if (!session.token) return <EmptyState icon="heart" headingLevel={3} title={t('rental.notLoggedIn')} body={t('wishlist.signInHint')} />;
  return (
    <QueryView query={query}>
      {(data) => (
        <Tabs
          label={t('layout.wishlist')}
          tabs={[
            { id: 'items', label: t('wishlist.items'), content: <SavedList rows={data.item.map(itemRow)} imageSize={IMAGE_SIZE} onNavigate={onNavigate} /> },
            { id: 'stores', label: t('wishlist.stores'), content: <SavedList rows={data.store.map(storeRow)} imageSize={IMAGE_SIZE} onNavigate={onNavigate} /> },
          ]}
        />
      )}
    </QueryView>
  );
}
