/**
 * The wishlist drawer's content for rental: tabs of saved vehicles and providers (from the local mirror, so
 * it works offline), each linking to its page, with its heart to remove it.
 */
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Link } from '@/components/ui/link/link';
import { Tabs } from '@/components/ui/tabs/tabs';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { WishlistHeart } from './wishlist-heart';
import { useWishlist } from './wishlist-state';
import * as styles from './wishlist-panel.css';

interface Snapshot {
  name?: string;
  thumbnail_full_url?: string | null;
  logo_full_url?: string | null;
  address?: string | null;
  provider?: { name?: string } | null;
}

export function RentalWishlistPanel({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const wishlist = useWishlist();
  if (!session.token) return <EmptyState icon="heart" headingLevel={3} title={t('rental.notLoggedIn')} body={t('wishlist.signInHint')} />;
  const list = (kind: 'vehicle' | 'provider') => {
    const rows = wishlist.rows.filter((row) => row.kind === kind);
    if (rows.length === 0) return <EmptyState icon="heart" headingLevel={3} title={t('wishlist.empty')} />;
    return (
      <ul className={styles.list}>
        {rows.map((row) => {
          const snapshot = row.snapshot as Snapshot;
          const name = snapshot.name ?? `#${row.id}`;
          const image = kind === 'vehicle' ? snapshot.thumbnail_full_url : snapshot.logo_full_url;
          const detail = kind === 'vehicle' ? snapshot.provider?.name : snapshot.address;
          return (
            <li key={row.key} className={styles.item}>
              {image ? <img src={image} alt="" width={56} height={40} className={styles.image} /> : null}
              <span className={styles.text}>
                <Link href={kind === 'vehicle' ? paths.vehicleDetails(row.id) : paths.providerDetails(row.id)} onPress={onNavigate} className={styles.name}>
                  {name}
                </Link>
                {detail ? <span className={styles.detail}>{detail}</span> : null}
              </span>
              <WishlistHeart kind={kind} id={row.id} name={name} snapshot={row.snapshot} />
            </li>
          );
        })}
      </ul>
    );
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
