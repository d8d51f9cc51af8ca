/** An empty or informational state: icon, title, body and an optional action. */
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon/icon';
import * as styles from './empty-state.css';

export function EmptyState({ icon = 'info', title, body, action, headingLevel = 2 }: { icon?: IconName; title: ReactNode; body?: ReactNode; action?: ReactNode; headingLevel?: 1 | 2 | 3 }) {
  const Heading = headingLevel === 1 ? 'h1' : headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.empty}>
      <span className={styles.icon}>
        <Icon name={icon} size={32} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {body ? <p className={styles.body}>{body}</p> : null}
      {action}
    </div>
  );
}
