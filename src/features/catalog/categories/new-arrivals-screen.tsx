/** /home?data_type=new: the module's new arrivals, twelve at a time with more as the customer scrolls. */
import { t, tp } from '@/lib/i18n';
import { useInfiniteQuery } from '@/lib/query';
import { container } from '@/styles/utils.css';
import { newArrivalsInfiniteOptions } from '../api/items';
import { ItemCard } from '../components/item-card';
import { Paged } from '../components/paged-list';
import * as cards from '../components/cards.css';
import * as styles from './categories.css';

export default function NewArrivalsScreen() {
  const query = useInfiniteQuery(newArrivalsInfiniteOptions());
  const items = (query.data?.pages ?? []).flatMap((page) => page.products);
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.title}>{t('catalog.home.newArrivals')}</h1>
      {query.data ? <p className={styles.muted}>{tp('catalog.count.items', query.data.pages[0]?.total_size ?? 0)}</p> : null}
      <Paged query={query} grid={cards.itemGrid} empty={t('catalog.noItems')} rows={items.map((item, index) => <li key={item.id} className={cards.cell}><ItemCard item={item} priority={index === 0} /></li>)} />
    </div>
  );
}
