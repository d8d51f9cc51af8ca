/** Read-only star rating with half-star precision (0.5) and an accessible label, plus the numeric value and count. */
import { formatRating } from '@/lib/format';
import { t } from '@/lib/i18n';
import * as styles from './rating.css';

/** Rounds to the nearest half star. */
export function toHalfStars(value: number): number {
  const clamped = Math.max(0, Math.min(5, Number.isFinite(value) ? value : 0));
  return Math.round(clamped * 2) / 2;
}

export function Rating({ value, count, showStars = true }: { value: number; count?: number; showStars?: boolean }) {
  const halves = toHalfStars(value);
  return (
    <span className={styles.rating} role="img" aria-label={`${t('common.ratingLabel', { value: formatRating(value) })}${count !== undefined ? ` ${t('common.reviewsCount', { count })}` : ''}`}>
      {showStars ? (
        <span className={styles.stars} aria-hidden="true">
          {[1, 2, 3, 4, 5].map((star) => {
            const fill = halves >= star ? 100 : halves >= star - 0.5 ? 50 : 0;
            return (
              <span key={star} className={styles.star}>
                <span className={styles.starFill} style={{ inlineSize: `${fill}%` }}>
                  ★
                </span>
                ☆
              </span>
            );
          })}
        </span>
      ) : (
        <span aria-hidden="true" className={styles.single}>
          ★
        </span>
      )}
      <span aria-hidden="true" className={styles.value}>
        {formatRating(value)}
      </span>
      {count !== undefined ? (
        <span aria-hidden="true" className={styles.count}>
          {t('common.reviewsCount', { count })}
        </span>
      ) : null}
    </span>
  );
}
