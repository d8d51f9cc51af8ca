/** The wishlist drawer's content outside rental: tabs of saved items and stores, each linking to its page, with its heart to remove it. */
import { QueryView } from '@/components/feedback/query-view';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Link } from '@/components/ui/link/link';
import { Tabs } from '@/components/ui/tabs/tabs';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { wishlistQueryOptions, type WishItem, type WishStore } from './wishlist-api';
import { WishlistToggle } from './wishlist-toggle';
import * as styles from './wishlist-panel.css';

interface Row {
  key: string;
  name: string;
  detail?: string | null;
  image?: string | null;
  href: string;
  kind: 'item' | 'store';
  id: number;
}

const itemRow = (item: WishItem): Row => ({ key: `item-${item.id}`, name: item.name, detail: item.store_name, image: item.image_full_url, href: paths.product(item.id, item.module_id ?? undefined), kind: 'item', id: item.id });
const storeRow = (store: WishStore): Row => ({
  key: `store-${store.id}`,
  name: store.name,
  detail: store.address,
  image: store.logo_full_url,
  href: paths.store(store.id, store.module_id ?? undefined, store.zone_id ?? undefined),
  kind: 'store',
  id: store.id,
});

function Rows({ rows, onNavigate }: { rows: Row[]; onNavigate?: () => void }) {
  if (rows.length === 0) return <EmptyState icon="heart" headingLevel={3} title={t('wishlist.empty')} />;
  return (
    <ul className={styles.list}>
      {rows.map((row) => (
        <li key={row.key} className={styles.item}>
          {row.image ? <img src={row.image} alt="" width={48} height={48} className={styles.image} /> : null}
          <span className={styles.text}>
            <Link href={row.href} onPress={onNavigate} className={styles.name}>
              {row.name}
            </Link>
            {row.detail ? <span className={styles.detail}>{row.detail}</span> : null}
          </span>
          <WishlistToggle target={{ kind: row.kind, id: row.id }} name={row.name} />
        </li>
      ))}
    </ul>
  );
}

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
            { id: 'items', label: t('wishlist.items'), content: <Rows rows={data.item.map(itemRow)} onNavigate={onNavigate} /> },
            { id: 'stores', label: t('wishlist.stores'), content: <Rows rows={data.store.map(storeRow)} onNavigate={onNavigate} /> },
          ]}
        />
      )}
    </QueryView>
  );
}
