/**
 * Read-only star rating with half-star precision (spec §9: rating precision 0.5), the numeric value (one
 * decimal) and an optional review count. Screen readers hear one label, "Rated 4.3 out of 5 (12)";
 * the stars themselves are decorative. The half star mirrors in Arabic (filled on the start side).
 */
import { formatRating } from '@/lib/format';
import { t } from '@/lib/i18n';
import { Icon } from '../icon/icon';
import { cx } from '../utils/cx';
import * as styles from './rating.css';

export const MAX_STARS = 5;

/** Rounds to the nearest half star, clamped to 0–5. */
export function toHalfStars(value: number): number {
  const clamped = Math.max(0, Math.min(MAX_STARS, Number.isFinite(value) ? value : 0));
  return Math.round(clamped * 2) / 2;
}

export type StarKind = 'full' | 'half' | 'empty';

/** The five stars for a value, e.g. 3.7 → full, full, full, half, empty. */
export function starKinds(value: number): StarKind[] {
  const halves = toHalfStars(value);
  return Array.from({ length: MAX_STARS }, (_, index) => (halves >= index + 1 ? 'full' : halves >= index + 0.5 ? 'half' : 'empty'));
}

export interface RatingProps {
  value: number;
  /** Number of reviews, shown as "(12)". */
  count?: number;
  /** Five stars (default) or a single star before the number (compact cards). */
  showStars?: boolean;
  /** Hide the number (stars only). */
  showValue?: boolean;
  size?: keyof typeof styles.sizes;
  className?: string;
}

export function Rating({ value, count, showStars = true, showValue = true, size = 'md', className }: RatingProps) {
  const label = [t('common.ratingLabel', { value: formatRating(value) }), count !== undefined ? t('common.reviewsCount', { count }) : ''].filter(Boolean).join(' ');
  const iconSize = size === 'lg' ? 20 : size === 'sm' ? 14 : 16;
  return (
    <span className={cx(styles.rating, styles.sizes[size], className)} role="img" aria-label={label}>
      <span className={styles.stars} aria-hidden="true">
        {showStars ? (
          starKinds(value).map((kind, index) => (
            <Icon key={index} name={kind === 'full' ? 'starFilled' : kind === 'half' ? 'starHalf' : 'star'} size={iconSize} className={kind === 'empty' ? styles.emptyStar : undefined} data-star={kind} />
          ))
        ) : (
          <Icon name="starFilled" size={iconSize} />
        )}
      </span>
      {showValue ? (
        <span aria-hidden="true" className={styles.value}>
          {formatRating(value)}
        </span>
      ) : null}
      {count !== undefined ? (
        <span aria-hidden="true" className={styles.count}>
          {t('common.reviewsCount', { count })}
        </span>
      ) : null}
    </span>
  );
}
