/** What customers said about the store's items: rating, comment, item and date. */
import { Img } from '@/components/ui/picture/img';
import { Rating } from '@/components/ui/rating/rating';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { t, tp } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { storeReviewsOptions } from '../api/stores';
import { calendarDate } from '@/lib/calendar-date';
import * as styles from './store.css';

const SHOWN = 6;

export function StoreReviews({ storeId, total }: { storeId: string; total: number }) {
  const reviews = useQuery(storeReviewsOptions(storeId));
  return (
    <section aria-labelledby="store-reviews">
      <h2 id="store-reviews" className={styles.sectionTitle}>
        {t('catalog.store.reviews')} <span className={styles.muted}>({tp('catalog.count.reviews', total)})</span>
      </h2>
      {!reviews.data ? (
        <Skeleton height="160px" />
      ) : reviews.data.length === 0 ? (
        <p className={styles.muted}>{t('catalog.store.noReviews')}</p>
      ) : (
        <ul className={styles.reviews}>
          {reviews.data.slice(0, SHOWN).map((review) => (
            <li key={review.id} className={styles.review}>
              <div className={styles.reviewer}>
                <Img src={review.customer?.image_full_url ?? ''} alt="" width={36} height={36} className={styles.avatar} later />
                <div>
                  <strong>{[review.customer?.f_name, review.customer?.l_name].filter(Boolean).join(' ') || t('catalog.store.customer')}</strong>
                  {review.created_at ? <p className={styles.muted}>{calendarDate(review.created_at)}</p> : null}
                </div>
              </div>
              <Rating value={review.rating} size="sm" />
              {review.item_name ? <p className={styles.muted}>{review.item_name}</p> : null}
              {review.comment ? <p>{review.comment}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
