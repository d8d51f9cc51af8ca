/**
 * /store/popular (12 a page, more as the customer scrolls) and /store/latest (the newest 12): store cards
 * with their badges and open state.
 */
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { Spinner } from '@/components/ui/spinner/spinner';
import { t, tp } from '@/lib/i18n';
import { useInfiniteQuery, useQuery } from '@/lib/query';
import { errorMessages } from '@/lib/query-client';
import { container } from '@/styles/utils.css';
import type { Store } from '../api/store-structs';
import { STORE_PAGE_SIZE, storeListInfiniteOptions, storeListOptions } from '../api/stores';
import { StoreCard } from '../components/store-card';
import * as cards from '../components/cards.css';
import { useSentinel } from '@/hooks/use-sentinel';
import * as styles from './stores.css';

function Grid({ stores }: { stores: readonly Store[] }) {
  if (stores.length === 0) return <EmptyState icon="store" title={t('catalog.noStores')} />;
  return (
    <ul className={cards.storeGrid}>
      {stores.map((store, index) => (
        <li key={store.id} className={cards.cell}>
          <StoreCard store={store} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}

function Header({ title, total }: { title: string; total: number | undefined }) {
  return (
    <header>
      <h1 className={styles.title}>{title}</h1>
      {total !== undefined ? <p className={styles.subtitle}>{tp('catalog.count.stores', total)}</p> : <Skeleton width="120px" />}
    </header>
  );
}

const loading = <Skeleton height="520px" />;

export function PopularStoresScreen() {
  const query = useInfiniteQuery(storeListInfiniteOptions('popular'));
  const stores = (query.data?.pages ?? []).flatMap((page) => page.stores);
  const setSentinel = useSentinel(query, stores.length);
  return (
    <div className={`${container} ${styles.page}`}>
      <Header title={t('catalog.popularStores')} total={query.data?.pages[0]?.total_size} />
      {query.error && !query.data ? <ErrorState messages={errorMessages(query.error)} onRetry={() => void query.refetch()} /> : query.data ? <Grid stores={stores} /> : loading}
      <div ref={setSentinel} className={styles.footer}>
        {query.isFetchingNextPage ? <Spinner label={t('catalog.loadingMore')} /> : query.hasNextPage ? <Button variant="secondary" onPress={() => void query.fetchNextPage()}>{t('catalog.showMore')}</Button> : null}
      </div>
    </div>
  );
}

export function LatestStoresScreen() {
  const query = useQuery(storeListOptions('latest', {}, STORE_PAGE_SIZE));
  const stores = query.data?.stores.slice(0, STORE_PAGE_SIZE);
  return (
    <div className={`${container} ${styles.page}`}>
      <Header title={t('catalog.latestStores')} total={stores?.length} />
      {query.error && !query.data ? <ErrorState messages={errorMessages(query.error)} onRetry={() => void query.refetch()} /> : stores ? <Grid stores={stores} /> : loading}
    </div>
  );
}
