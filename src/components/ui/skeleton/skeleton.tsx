/** Loading placeholders (shimmer, motion-reduced when asked); hidden from assistive technology. */
import * as styles from './skeleton.css';

export function Skeleton({ width = '100%', height = '1em', shape = 'block' }: { width?: string; height?: string; shape?: 'block' | 'text' | 'circle' }) {
  return <span aria-hidden="true" className={`${styles.skeleton} ${styles.shapes[shape]}`} style={{ inlineSize: width, blockSize: height }} />;
}
