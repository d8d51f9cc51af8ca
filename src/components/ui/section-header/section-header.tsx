/**
 * A section heading with an optional subtitle and a "View all" link (or any action) at the inline end. With
 * `id`, the link is described by the heading, so the many "View all" links on a page are told apart.
 */
import type { ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { Icon } from '../icon/icon';
import { Link } from '../link/link';
import * as styles from './section-header.css';

export interface SectionHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Target of the "View all" link. */
  href?: string;
  /** Link text (default "View all"). */
  linkLabel?: string;
  /** Any other action instead of the link. */
  action?: ReactNode;
  /** Id of the heading, for `aria-labelledby` on the section. */
  id?: string;
  headingLevel?: 2 | 3 | 4;
}

export function SectionHeader({ title, subtitle, href, linkLabel, action, id, headingLevel = 2 }: SectionHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.header}>
      <div className={styles.titles}>
        <Heading className={styles.title} id={id}>
          {title}
        </Heading>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {href ? (
        <Link href={href} appearance="subtle" className={styles.link} aria-describedby={id}>
          {linkLabel ?? t('ui.viewAll')}
          <Icon name="chevronEnd" size={16} />
        </Link>
      ) : (
        action
      )}
    </div>
  );
}
