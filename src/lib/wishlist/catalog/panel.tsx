/**
 * The wishlist drawer's content outside rental: tabs of saved items and stores from the local mirror (so it
 * works offline), each linking to its page (an item to /product/{id}, a store to /store/{id} with its module
 * and zone), with its heart to remove it.
 */
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Tabs } from '@/components/ui/tabs/tabs';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import type { WishlistRow } from '@/lib/db';
import { t } from '@/lib/i18n';
import { SavedList, type SavedRow } from '../saved-list';
import { useWishlist } from '../state';
import { ItemHeart, StoreHeart } from './hearts';

interface Snapshot {
  name?: string;
  image_full_url?: string | null;
  logo_full_url?: string | null;
  store_name?: string | null;
  address?: string | null;
  module_id?: number | null;
  zone_id?: number | null;
  outsideArea?: boolean;
}

function itemRow(row: WishlistRow): SavedRow {
  const snapshot = row.snapshot as Snapshot;
  const name = snapshot.name ?? `#${row.id}`;
  return {
    key: row.key,
    name,
    detail: snapshot.outsideArea ? t('wishlist.outsideArea') : snapshot.store_name,
    image: snapshot.image_full_url,
    href: paths.product(row.id, snapshot.module_id ?? undefined),
    action: <ItemHeart item={{ ...snapshot, id: row.id, name }} />,
  };
}

function storeRow(row: WishlistRow): SavedRow {
  const snapshot = row.snapshot as Snapshot;
  const name = snapshot.name ?? `#${row.id}`;
  return {
    key: row.key,
    name,
    detail: snapshot.outsideArea ? t('wishlist.outsideArea') : snapshot.address,
    image: snapshot.logo_full_url,
    href: paths.store(row.id, snapshot.module_id ?? undefined, snapshot.zone_id ?? undefined),
    action: <StoreHeart store={{ ...snapshot, id: row.id, name }} />,
  };
}

const IMAGE_SIZE = { width: 48, height: 48 };

export function ItemWishlistPanel({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const wishlist = useWishlist();
  if (!session.token) return <EmptyState icon="heart" headingLevel={3} title={t('wishlist.notLoggedIn')} body={t('wishlist.signInHint')} />;
  const rows = (kind: 'item' | 'store') => wishlist.rows.filter((row) => row.kind === kind);
  return (
    <Tabs
      label={t('layout.wishlist')}
      tabs={[
        { id: 'items', label: t('wishlist.items'), content: <SavedList rows={rows('item').map(itemRow)} imageSize={IMAGE_SIZE} onNavigate={onNavigate} /> },
        { id: 'stores', label: t('wishlist.stores'), content: <SavedList rows={rows('store').map(storeRow)} imageSize={IMAGE_SIZE} onNavigate={onNavigate} /> },
      ]}
    />
  );
}
