/**
 * /category?id&name (and /home?search=category&id&name): a category's items and stores, sub-categories
 * as chips to narrow it, items sorted and filtered by the customer, more as they scroll.
 */
import { useState } from 'react';
import { useSearch } from 'wouter';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Link } from '@/components/ui/link/link';
import { Select } from '@/components/ui/select/select';
import { Switch } from '@/components/ui/switch/switch';
import { Tabs } from '@/components/ui/tabs/tabs';
import { paths } from '@/config/paths';
import { t, tp } from '@/lib/i18n';
import { useInfiniteQuery, useQuery } from '@/lib/query';
import { container } from '@/styles/utils.css';
import { categoryChildrenOptions } from '../api/categories';
import type { ItemFilter } from '../api/items';
import { combinedItemsInfiniteOptions, combinedStoresInfiniteOptions } from '../api/search';
import { ItemCard } from '../components/item-card';
import { StoreCard } from '../components/store-card';
import * as cards from '../components/cards.css';
import { Paged } from '../components/paged-list';
import * as styles from './categories.css';

type Sort = 'default' | 'popular' | 'top_rated' | 'low' | 'high';
const SORTS: Sort[] = ['default', 'popular', 'top_rated', 'low', 'high'];

function CategoryItems({ id, sort, discounted }: { id: number; sort: Sort; discounted: boolean }) {
  const filter: ItemFilter[] = [...(sort === 'default' ? [] : [sort]), ...(discounted ? (['discounted'] as const) : [])];
  const query = useInfiniteQuery(combinedItemsInfiniteOptions({ data_type: 'category', category_ids: [id], filter }));
  const items = (query.data?.pages ?? []).flatMap((page) => page.products);
  return (
    <>
      {query.data ? <p className={styles.muted} role="status">{tp('catalog.count.items', query.data.pages[0]?.total_size ?? 0)}</p> : null}
      <Paged query={query} grid={cards.itemGrid} empty={t('catalog.noItems')} rows={items.map((item, index) => <li key={item.id} className={cards.cell}><ItemCard item={item} priority={index === 0} /></li>)} />
    </>
  );
}

function CategoryStores({ id }: { id: number }) {
  const query = useInfiniteQuery(combinedStoresInfiniteOptions({ data_type: 'category', category_ids: [id] }));
  const stores = (query.data?.pages ?? []).flatMap((page) => page.stores);
  return <Paged query={query} grid={cards.storeGrid} empty={t('catalog.noStores')} rows={stores.map((store) => <li key={store.id} className={cards.cell}><StoreCard store={store} /></li>)} />;
}

export function CategoryView({ id, name }: { id: number; name: string }) {
  const children = useQuery(categoryChildrenOptions(String(id)));
  const [sort, setSort] = useState<Sort>('default');
  const [discounted, setDiscounted] = useState(false);
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.title}>{name || t('catalog.category.title')}</h1>
      {children.data?.length ? (
        <ul className={styles.chips} aria-label={t('catalog.category.subcategoriesOf', { name })}>
          {children.data.map((child) => (
            <li key={child.id}>
              <Link href={paths.categoryPage(child.id, child.name)} appearance="secondary" size="sm">
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
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
                </div>
                <CategoryItems id={id} sort={sort} discounted={discounted} />
              </div>
            ),
          },
          { id: 'stores', label: t('catalog.category.stores'), content: <CategoryStores id={id} /> },
        ]}
      />
    </div>
  );
}

export default function CategoryScreen() {
  const params = new URLSearchParams(useSearch());
  const id = Number(params.get('id'));
  if (!Number.isSafeInteger(id) || id <= 0) {
    return (
      <div className={container}>
        <EmptyState icon="tag" headingLevel={1} title={t('catalog.category.none')} action={<Link href={paths.categories} appearance="primary">{t('catalog.category.browse')}</Link>} />
      </div>
    );
  }
  // Keyed by category: moving to a sub-category starts its filters afresh.
  return <CategoryView key={id} id={id} name={params.get('name') ?? ''} />;
}
