/**
 * Items and stores of one source (a category, the customer's search words) as two tabs: items sorted and
 * filtered by the customer (discounted only, and rated 4+ where offered) with their count, stores below
 * their own tab, more of each as the customer scrolls.
 */
import { useState } from 'react';
import { Select } from '@/components/ui/select/select';
import { Switch } from '@/components/ui/switch/switch';
import { Tabs } from '@/components/ui/tabs/tabs';
import { t, tp } from '@/lib/i18n';
import { useInfiniteQuery } from '@/lib/query';
import type { ItemFilter } from '../api/items';
import { combinedItemsInfiniteOptions, combinedStoresInfiniteOptions, type CombinedParams } from '../api/search';
import { ItemCard } from '../components/item-card';
import { Paged } from '../components/paged-list';
import { StoreCard } from '../components/store-card';
import * as cards from '../components/cards.css';
import * as styles from './categories.css';

type Sort = 'default' | 'popular' | 'top_rated' | 'low' | 'high';
const SORTS: Sort[] = ['default', 'popular', 'top_rated', 'low', 'high'];

export interface Source {
  params: CombinedParams;
  /** What an empty list says (e.g. 'Sorry no data found related to your search'). */
  emptyItems: string;
  emptyStores: string;
  /** Offer the "rated 4+" filter. */
  withRating?: boolean;
}

function Items({ source, sort, discounted, rated }: { source: Source; sort: Sort; discounted: boolean; rated: boolean }) {
  const filter: ItemFilter[] = [...(sort === 'default' ? [] : [sort]), ...(discounted ? (['discounted'] as const) : [])];
  const query = useInfiniteQuery(combinedItemsInfiniteOptions({ ...source.params, filter, rating_count: rated ? 4 : undefined }));
  const items = (query.data?.pages ?? []).flatMap((page) => page.products);
  return (
    <>
      {query.data ? <p className={styles.muted} role="status">{tp('catalog.count.items', query.data.pages[0]?.total_size ?? 0)}</p> : null}
      <Paged query={query} grid={cards.itemGrid} empty={source.emptyItems} rows={items.map((item, index) => <li key={item.id} className={cards.cell}><ItemCard item={item} priority={index === 0} /></li>)} />
    </>
  );
}

function Stores({ source }: { source: Source }) {
  const query = useInfiniteQuery(combinedStoresInfiniteOptions(source.params));
  const stores = (query.data?.pages ?? []).flatMap((page) => page.stores);
  return <Paged query={query} grid={cards.storeGrid} empty={source.emptyStores} rows={stores.map((store) => <li key={store.id} className={cards.cell}><StoreCard store={store} /></li>)} />;
}

export function ItemsAndStores({ source }: { source: Source }) {
  const [sort, setSort] = useState<Sort>('default');
  const [discounted, setDiscounted] = useState(false);
  const [rated, setRated] = useState(false);
  return (
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
                {source.withRating ? (
                  <Switch isSelected={rated} onChange={setRated}>
                    {t('catalog.search.rated')}
                  </Switch>
                ) : null}
              </div>
              <Items source={source} sort={sort} discounted={discounted} rated={source.withRating === true && rated} />
            </div>
          ),
        },
        { id: 'stores', label: t('catalog.category.stores'), content: <Stores source={source} /> },
      ]}
    />
  );
}
