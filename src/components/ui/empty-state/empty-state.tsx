/** An empty or informational state: an icon, a title (a real heading), a body and an optional action. */
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon/icon';
import { cx } from '../utils/cx';
import * as styles from './empty-state.css';

export interface EmptyStateProps {
  icon?: IconName;
  title: ReactNode;
  body?: ReactNode;
  /** A button or link, e.g. "Browse vehicles". */
  action?: ReactNode;
  /** Heading level of the title within the page outline (default 2). */
  headingLevel?: 1 | 2 | 3 | 4;
  tone?: keyof typeof styles.iconTones;
  className?: string;
}

export function EmptyState({ icon = 'info', title, body, action, headingLevel = 2, tone = 'neutral', className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.empty, className)}>
      <span className={cx(styles.icon, styles.iconTones[tone])}>
        <Icon name={icon} size={32} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {body ? <p className={styles.body}>{body}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
