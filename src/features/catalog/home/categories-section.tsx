/**
 * The module's categories: round picture chips (a food home's cuisines) or tiles (grocery and pharmacy
 * aisles). Each opens the category's items and stores.
 */
import { Img } from '@/components/ui/picture/img';
import { QueryView } from '@/components/feedback/query-view';
import { Link } from '@/components/ui/link/link';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { paths } from '@/config/paths';
import { useCategories } from '../api/categories';
import { HomeSection } from './section';
import * as styles from './home.css';

export function CategoriesSection({ title, look, limit = 12 }: { title: string; look: 'chips' | 'tiles'; limit?: number }) {
  const categories = useCategories();
  const size = look === 'chips' ? 64 : 72;
  return (
    <HomeSection id="home-categories" title={title} href={paths.categories}>
      <QueryView query={categories} loading={<Skeleton height={look === 'chips' ? '104px' : '232px'} />}>
        {(list) => (
          <ul className={look === 'chips' ? styles.chips : styles.tiles}>
            {list.slice(0, limit).map((category) => (
              <li key={category.id}>
                <Link href={paths.categoryPage(category.id, category.name)} className={look === 'chips' ? styles.chip : styles.tile}>
                  <Img src={category.image_full_url ?? ''} alt="" width={size} height={size} className={look === 'chips' ? styles.chipImage : styles.tileImage} />
                  <span>{category.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </HomeSection>
  );
}
