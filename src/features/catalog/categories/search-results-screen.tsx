/**
 * /home?search=searched&query=…: the items and stores matching the customer's words (names first, then
 * descriptions), items sorted and filtered by the customer, more as they scroll.
 */
import { useState } from 'react';
import { Select } from '@/components/ui/select/select';
import { Switch } from '@/components/ui/switch/switch';
import { Tabs } from '@/components/ui/tabs/tabs';
import { t, tp } from '@/lib/i18n';
import { useInfiniteQuery } from '@/lib/query';
import { container } from '@/styles/utils.css';
import type { ItemFilter } from '../api/items';
import { combinedItemsInfiniteOptions, combinedStoresInfiniteOptions } from '../api/search';
import { ItemCard } from '../components/item-card';
import { Paged } from '../components/paged-list';
import { StoreCard } from '../components/store-card';
import * as cards from '../components/cards.css';
import { SearchBox } from '../home/search-box';
import * as styles from './categories.css';

type Sort = 'default' | 'popular' | 'top_rated' | 'low' | 'high';
const SORTS: Sort[] = ['default', 'popular', 'top_rated', 'low', 'high'];

function Items({ name, sort, discounted, rated }: { name: string; sort: Sort; discounted: boolean; rated: boolean }) {
  const filter: ItemFilter[] = [...(sort === 'default' ? [] : [sort]), ...(discounted ? (['discounted'] as const) : [])];
  const query = useInfiniteQuery(combinedItemsInfiniteOptions({ data_type: 'searched', name, filter, rating_count: rated ? 4 : undefined }));
  const items = (query.data?.pages ?? []).flatMap((page) => page.products);
  return (
    <>
      {query.data ? <p className={styles.muted} role="status">{tp('catalog.count.items', query.data.pages[0]?.total_size ?? 0)}</p> : null}
      <Paged query={query} grid={cards.itemGrid} empty={t('catalog.noSearchResults')} rows={items.map((item, index) => <li key={item.id} className={cards.cell}><ItemCard item={item} priority={index === 0} /></li>)} />
    </>
  );
}

function Stores({ name }: { name: string }) {
  const query = useInfiniteQuery(combinedStoresInfiniteOptions({ data_type: 'searched', name }));
  const stores = (query.data?.pages ?? []).flatMap((page) => page.stores);
  return <Paged query={query} grid={cards.storeGrid} empty={t('catalog.noSearchResults')} rows={stores.map((store) => <li key={store.id} className={cards.cell}><StoreCard store={store} /></li>)} />;
}

export default function SearchResultsScreen({ query }: { query: string }) {
  const [sort, setSort] = useState<Sort>('default');
  const [discounted, setDiscounted] = useState(false);
  const [rated, setRated] = useState(false);
  return (
    <div className={`${container} ${styles.page}`}>
      <SearchBox key={query} initial={query} />
      <h1 className={styles.title}>{t('catalog.search.resultsFor', { query })}</h1>
      <Tabs
        label={t('catalog.category.show')}
        tabs={[
          {
            id: 'items',
            label: t('catalog.category.items'),
            content: (
              <div className={styles.page}>
                <div className={styles.toolbar}>
                  <Select className={styles.filter} label={t('catalog.category.sortBy')} value={sort} onChange={(value) => setSort(value as Sort)} options={SORTS.map((value) => ({ id: value, label: t(`catalog.sort.${value}`) }))} />
                  <Switch isSelected={discounted} onChange={setDiscounted}>
                    {t('catalog.category.discountedOnly')}
                  </Switch>
                  <Switch isSelected={rated} onChange={setRated}>
                    {t('catalog.search.rated')}
                  </Switch>
                </div>
                <Items name={query} sort={sort} discounted={discounted} rated={rated} />
              </div>
            ),
          },
          { id: 'stores', label: t('catalog.category.stores'), content: <Stores name={query} /> },
        ]}
      />
    </div>
  );
}
