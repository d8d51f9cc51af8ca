/** A list of reviews with "show more" paging. */
import { PlainButton } from '@/components/ui/button/plain-button';
import { Rating } from '@/components/ui/rating/rating';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { t } from '@/lib/i18n';
import type { Review } from '../api/structs';
import * as styles from './details.css';

export function ReviewsList({ pages, isPending, hasNextPage, isFetchingNextPage, fetchNextPage }: { pages: { reviews: Review[] }[] | undefined; isPending: boolean; hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }) {
  if (isPending && !pages) return <Skeleton height="80px" />;
  const reviews = (pages ?? []).flatMap((page) => page.reviews);
  if (reviews.length === 0) return <p className={styles.muted}>{t('rental.noReviews')}</p>;
  return (
    <>
      <ul className={styles.reviews}>
        {reviews.map((review) => (
          <li key={review.id} className={styles.review}>
            <div className={styles.reviewHeader}>
              <strong>{review.customer_name?.trim() || '—'}</strong>
              <Rating value={review.rating} />
            </div>
            {review.vehicle_name ? <p className={styles.muted}>{review.vehicle_name}</p> : null}
            {review.comment ? <p>{review.comment}</p> : null}
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <PlainButton variant="secondary" onPress={() => void fetchNextPage()} isPending={isFetchingNextPage}>
          {t('rental.moreReviews')}
        </PlainButton>
      ) : null}
    </>
  );
}
