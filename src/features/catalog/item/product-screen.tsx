/** /product/{id}: an item by id or slug with its gallery, details and actions, and items like it. */
import { useParams } from 'wouter';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { isApiError } from '@/lib/api-error';
import { t } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { errorMessages } from '@/lib/query-client';
import { container } from '@/styles/utils.css';
import type { ItemDetails } from '../api/item-structs';
import { lazyAfterLoad } from '@/lib/after-load';
import { itemDetailsOptions } from '../api/items';
import { DiscountTag } from '../components/marks';
import { discountBadge } from '../rules/badges';
import { shownDiscount } from '../rules/pricing';
import { Gallery } from './gallery';
import { ProductDetails } from './product-details';
import { useItemChoices } from './use-item-choices';
import * as styles from './item.css';

/**
 * Items like it sit below the item: they load and render once the page is quiet, so the page's takeover does
 * not hydrate ten cards no first screen shows (the server leaves their room empty).
 */
const RelatedItems = lazyAfterLoad(() => import('./related-items'));

function Product({ item }: { item: ItemDetails }) {
  const choices = useItemChoices(item);
  const images = item.images_full_url?.length ? item.images_full_url : item.image_full_url ? [item.image_full_url] : [];
  const own = shownDiscount(item);
  const badge = discountBadge(own?.discount, own?.discount_type);
  return (
    <div className={container}>
      <div className={styles.page}>
        <Gallery images={images} name={item.name} badge={badge ? <DiscountTag badge={badge} /> : undefined} />
        <ProductDetails item={item} choices={choices} />
      </div>
      <div className={styles.relatedRoom}>
        <RelatedItems id={String(item.id)} />
      </div>
    </div>
  );
}

export default function ProductScreen() {
  const params = useParams<{ id: string }>();
  const item = useQuery(itemDetailsOptions(params.id));
  if (item.error && !item.data) {
    const gone = isApiError(item.error) && (item.error.status === 404 || item.error.status === 403);
    return (
      <div className={container}>
        <ErrorState title={gone ? t('catalog.item.notFound') : undefined} messages={gone ? [t('catalog.item.notFoundBody')] : errorMessages(item.error)} onRetry={gone ? undefined : () => void item.refetch()} headingLevel={1} />
      </div>
    );
  }
  if (!item.data) {
    return (
      <div className={`${container} ${styles.page}`} aria-busy="true">
        <Skeleton height="480px" />
        <Skeleton height="480px" />
      </div>
    );
  }
  // Keyed by item: moving to a related item starts its choices afresh.
  return <Product key={item.data.id} item={item.data} />;
}
