/**
 * Badge: a small status label with a tone (discount, New Arrival, trip status, counts). Chip: the larger,
 * calmer variant for facts and tags (seats, fuel, AC), optionally with an icon. Both are plain text for
 * assistive technology; do not rely on the tone colour alone to carry meaning.
 */
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon/icon';
import { cx } from '../utils/cx';
import * as styles from './badge.css';

export type BadgeTone = keyof typeof styles.tones;

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  icon?: IconName;
  className?: string;
}

export function Badge({ children, tone = 'neutral', icon, className }: BadgeProps) {
  return (
    <span className={cx(styles.badge, styles.tones[tone], className)}>
      {icon ? <Icon name={icon} size={14} /> : null}
      {children}
    </span>
  );
}

export function Chip({ children, tone = 'neutral', icon, className }: BadgeProps) {
  return (
    <span className={cx(styles.badge, styles.chip, styles.tones[tone], className)}>
      {icon ? <Icon name={icon} size={16} /> : null}
      {children}
    </span>
  );
}
