/**
 * /category?id&name (and /home?search=category&id&name): a category's items and stores, sub-categories
 * as chips to narrow it, items sorted and filtered by the customer, more as they scroll.
 */
import { useSearch } from 'wouter';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Link } from '@/components/ui/link/link';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { container } from '@/styles/utils.css';
import { categoryChildrenOptions } from '../api/categories';
import * as styles from './categories.css';
import { ItemsAndStores } from './items-and-stores';

export function CategoryView({ id, name }: { id: number; name: string }) {
  const children = useQuery(categoryChildrenOptions(String(id)));
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
      <ItemsAndStores source={{ params: { data_type: 'category', category_ids: [id] }, emptyItems: t('catalog.noItems'), emptyStores: t('catalog.noStores') }} />
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
