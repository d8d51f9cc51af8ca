/**
 * /store/{id}: the store (by id or slug) with its offers, opening hours, items by category with a search
 * inside the store, and reviews. A store outside the chosen module or zone reads as not found.
 */
import { useParams } from 'wouter';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useSessionValue } from '@/hooks/use-session';
import { isApiError } from '@/lib/api-error';
import { t } from '@/lib/i18n';
import { errorMessages } from '@/lib/query-client';
import { container } from '@/styles/utils.css';
import { useStoreDetails } from '../api/stores';
import { StoreHero } from './store-hero';
import { StoreItems } from './store-items';
import { StoreOffers } from './store-offers';
import { StoreReviews } from './store-reviews';
import { StoreSchedule } from './store-schedule';
import * as styles from './store.css';

export default function StoreScreen() {
  const params = useParams<{ id: string }>();
  const chosenModule = useSessionValue('module');
  const store = useStoreDetails(params.id);
  if (store.error && !store.data) {
    const gone = isApiError(store.error) && (store.error.status === 404 || store.error.status === 403);
    return (
      <div className={`${container} ${styles.page}`}>
        <ErrorState title={gone ? t('catalog.store.notFound') : undefined} messages={gone ? [t('catalog.store.notFoundBody')] : errorMessages(store.error)} onRetry={gone ? undefined : () => void store.refetch()} headingLevel={1} />
      </div>
    );
  }
  if (!store.data) {
    return (
      <div className={`${container} ${styles.page}`} aria-busy="true">
        <Skeleton height="280px" />
        <Skeleton height="96px" />
        <Skeleton height="560px" />
      </div>
    );
  }
  const data = store.data;
  const isFood = (data.module?.module_type ?? chosenModule?.module_type) === 'food';
  return (
    <div className={`${container} ${styles.page}`}>
      <StoreHero store={data} isFood={isFood} />
      {data.announcement && data.announcement_message ? (
        <p className={styles.panel} role="note">
          {data.announcement_message}
        </p>
      ) : null}
      <StoreOffers store={data} />
      <StoreSchedule schedules={data.schedules} />
      <StoreItems store={data} />
      <StoreReviews storeId={String(data.id)} total={data.reviews_comments_count ?? data.rating_count ?? 0} />
    </div>
  );
}
