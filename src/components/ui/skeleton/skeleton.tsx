/**
 * Loading placeholders: `block` (cards, images), `text` (one or more lines; the last is shorter) and
 * `circle` (avatars). A shimmer runs across them unless reduced motion is requested. Hidden from assistive
 * technology: announce loading with a `Spinner` or `aria-busy` on the region instead.
 */
import * as styles from './skeleton.css';
import { cx } from '../utils/cx';

export interface SkeletonProps {
  /** CSS length (default 100%). */
  width?: string;
  /** CSS length (default 1em; ignored for text lines). */
  height?: string;
  shape?: keyof typeof styles.shapes;
  /** Number of text lines (for `shape="text"`). */
  lines?: number;
  className?: string;
}

export function Skeleton({ width = '100%', height = '1em', shape = 'block', lines = 1, className }: SkeletonProps) {
  if (shape === 'text') {
    return (
      <span aria-hidden="true" className={cx(styles.lines, className)} style={{ inlineSize: width }}>
        {Array.from({ length: Math.max(1, lines) }, (_, index) => (
          <span key={index} className={cx(styles.skeleton, styles.shapes.text)} style={{ inlineSize: lines > 1 && index === lines - 1 ? '60%' : '100%' }} />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx(styles.skeleton, styles.shapes[shape], className)}
      style={shape === 'circle' ? { inlineSize: width === '100%' ? height : width } : { inlineSize: width, blockSize: height }}
    />
  );
}
