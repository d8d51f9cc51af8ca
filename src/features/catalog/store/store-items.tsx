/**
 * The store's items: its categories as tabs (All first), a search inside the store, and the item grid,
 * twelve at a time with more as the customer scrolls.
 */
import { LaterPictures } from '@/components/ui/picture/img';
import { useEffect, useState } from 'react';
import { PlainButton } from '@/components/ui/button/plain-button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { PlainSearchField } from '@/components/ui/search-field/plain-search-field';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { Spinner } from '@/components/ui/spinner/spinner';
import { Tabs } from '@/components/ui/tabs/tabs';
import { t, tp } from '@/lib/i18n';
import { useInfiniteQuery, type InfiniteData } from '@/lib/query';
import { errorMessages } from '@/lib/query-client';
import type { ItemPage } from '../api/item-structs';
import { storeItemsInfiniteOptions } from '../api/items';
import { itemSearchInfiniteOptions } from '../api/search';
import type { StoreDetails } from '../api/store-structs';
import { ItemCard } from '../components/item-card';
import * as cards from '../components/cards.css';
import { useSentinel } from '@/hooks/use-sentinel';
import * as styles from './store.css';

type ItemsQuery = ReturnType<typeof useInfiniteQuery<ItemPage, Error, InfiniteData<ItemPage>, readonly unknown[], number>>;

function CategoryItems({ storeId, categoryId }: { storeId: string; categoryId: number }) {
  return <ItemGrid query={useInfiniteQuery(storeItemsInfiniteOptions({ storeId, categoryId }))} searching={false} />;
}

function SearchedItems({ storeId, categoryId, search }: { storeId: string; categoryId: number; search: string }) {
  return <ItemGrid query={useInfiniteQuery(itemSearchInfiniteOptions({ name: search, storeId, category_ids: categoryId ? [categoryId] : undefined }))} searching />;
}

function ItemGrid({ query, searching }: { query: ItemsQuery; searching: boolean }) {
  const items = (query.data?.pages ?? []).flatMap((page) => page.products);
  const setSentinel = useSentinel(query, items.length);
  if (query.error && !query.data) return <ErrorState messages={errorMessages(query.error)} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton height="560px" />;
  if (items.length === 0) return <EmptyState icon="search" title={searching ? t('catalog.noSearchResults') : t('catalog.noItems')} />;
  return (
    <>
      <p className={styles.muted} role="status">
        {tp('catalog.count.items', query.data.pages[0]?.total_size ?? items.length)}
      </p>
      <ul className={cards.itemGrid}>
        {items.map((item, index) => (
          <li key={item.id} className={cards.cell}>
            {/* Past the first two, a phone shows them only on scrolling: their pictures wait for the app. */}
            <LaterPictures value={index >= 2}>
              <ItemCard item={item} />
            </LaterPictures>
          </li>
        ))}
      </ul>
      <div ref={setSentinel} className={styles.footer}>
        {query.isFetchingNextPage ? (
          <Spinner label={t('catalog.loadingMore')} />
        ) : query.hasNextPage ? (
          <PlainButton variant="secondary" onPress={() => void query.fetchNextPage()}>
            {t('catalog.showMore')}
          </PlainButton>
        ) : null}
      </div>
    </>
  );
}

export function StoreItems({ store }: { store: StoreDetails }) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  // Asks the server once the customer pauses typing, not on every key.
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(text.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [text]);
  const storeId = String(store.id);
  const categories = [{ id: 0, name: t('catalog.store.allItems') }, ...(store.category_details ?? []).filter((category) => category.parent_id === 0)];
  return (
    <section aria-labelledby="store-items">
      <div className={styles.toolbar}>
        <h2 id="store-items" className={styles.sectionTitle}>
          {t('catalog.store.items')}
        </h2>
        <PlainSearchField className={styles.search} label={t('catalog.store.searchIn', { name: store.name })} hideLabel placeholder={t('catalog.store.searchPlaceholder')} value={text} onChange={setText} />
      </div>
      <Tabs
        label={t('catalog.store.categories')}
        tabs={categories.map((category) => ({
          id: String(category.id),
          label: category.name,
          content: search ? <SearchedItems storeId={storeId} categoryId={category.id} search={search} /> : <CategoryItems storeId={storeId} categoryId={category.id} />,
        }))}
      />
    </section>
  );
}
