/**
 * The wishlist drawer's content for rental: tabs of saved vehicles and providers (from the local mirror, so
 * it works offline), each linking to its page, with its heart to remove it.
 */
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Tabs } from '@/components/ui/tabs/tabs';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { WishlistHeart } from '../heart';
import { SavedList, type SavedRow } from '../saved-list';
import { useWishlist } from '../state';
import { RENTAL_WISHLIST_TOGGLE } from './toggle-kind';

interface Snapshot {
  name?: string;
  thumbnail_full_url?: string | null;
  logo_full_url?: string | null;
  address?: string | null;
  provider?: { name?: string } | null;
  outsideArea?: boolean;
}

export function RentalWishlistPanel({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const wishlist = useWishlist();
  if (!session.token) return <EmptyState icon="heart" headingLevel={3} title={t('wishlist.notLoggedIn')} body={t('wishlist.signInHint')} />;
  const list = (kind: 'vehicle' | 'provider') => {
    const rows = wishlist.rows
      .filter((row) => row.kind === kind)
      .map((row): SavedRow => {
        const snapshot = row.snapshot as Snapshot;
        const name = snapshot.name ?? `#${row.id}`;
        return {
          key: row.key,
          name,
          href: kind === 'vehicle' ? paths.vehicleDetails(row.id) : paths.providerDetails(row.id),
          image: kind === 'vehicle' ? snapshot.thumbnail_full_url : snapshot.logo_full_url,
          detail: snapshot.outsideArea ? t('wishlist.outsideArea') : kind === 'vehicle' ? snapshot.provider?.name : snapshot.address,
          action: <WishlistHeart handlerKind={RENTAL_WISHLIST_TOGGLE} kind={kind} id={row.id} name={name} snapshot={row.snapshot} />,
        };
      });
    return <SavedList rows={rows} imageSize={{ width: 56, height: 40 }} onNavigate={onNavigate} />;
  };
  return (
    <Tabs
      label={t('layout.wishlist')}
      tabs={[
        { id: 'vehicles', label: t('wishlist.vehicles'), content: list('vehicle') },
        { id: 'providers', label: t('wishlist.providers'), content: list('provider') },
      ]}
    />
  );
}
