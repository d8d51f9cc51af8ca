/** /categories (and /home?search=allCategories): every category of the module with its sub-categories. */
import { QueryView } from '@/components/feedback/query-view';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Link } from '@/components/ui/link/link';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { container } from '@/styles/utils.css';
import { useCategories } from '../api/categories';
import * as styles from './categories.css';

export default function CategoriesScreen() {
  const categories = useCategories();
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.title}>{t('catalog.categories')}</h1>
      <QueryView query={categories} loading={<Skeleton height="480px" />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState icon="tag" title={t('catalog.noCategories')} />
          ) : (
            <ul className={styles.grid}>
              {list.map((category, index) => (
                <li key={category.id} className={styles.card}>
                  <Link href={paths.categoryPage(category.id, category.name)} className={styles.cardLink}>
                    <img src={category.image_full_url ?? ''} alt="" width={96} height={96} className={styles.image} loading={index < 6 ? 'eager' : 'lazy'} fetchPriority={index === 0 ? 'high' : 'low'} />
                    {category.name}
                  </Link>
                  {category.childes?.length ? (
                    <ul className={styles.subs} aria-label={t('catalog.category.subcategoriesOf', { name: category.name })}>
                      {category.childes.map((child) => (
                        <li key={child.id}>
                          <Link href={paths.categoryPage(child.id, child.name)} appearance="subtle">
                            {child.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}
