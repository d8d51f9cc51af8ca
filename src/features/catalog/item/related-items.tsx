/** The product page's items like it: the item's category's other items, as cards. */
import { LaterPictures } from '@/components/ui/picture/img';
import { t } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { relatedItemsOptions } from '../api/items';
import { ItemCard } from '../components/item-card';
import * as cards from '../components/cards.css';
import * as styles from './item.css';

export default function Related({ id }: { id: string }) {
  const related = useQuery(relatedItemsOptions(id, 'category'));
  if (!related.data?.length) return null;
  return (
    <section aria-labelledby="related-items">
      <h2 id="related-items" className={styles.title}>
        {t('catalog.item.related')}
      </h2>
      <LaterPictures value>
        <ul className={cards.row}>
          {related.data.map((item) => (
            <li key={item.id} className={cards.cell}>
              <ItemCard item={item} />
            </li>
          ))}
        </ul>
      </LaterPictures>
    </section>
  );
}
