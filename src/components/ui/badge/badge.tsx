/** A small label chip with a tone (discounts, New Arrival, statuses, spec chips). */
import type { ReactNode } from 'react';
import * as styles from './badge.css';

export function Badge({ children, tone = 'neutral' }: { children: ReactNode; tone?: keyof typeof styles.tones }) {
  return <span className={`${styles.badge} ${styles.tones[tone]}`}>{children}</span>;
}
