/** A section heading with an optional "View all" link. */
import type { ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { Link } from '../link/link';
import * as styles from './section-header.css';

export function SectionHeader({ title, href, linkLabel, id }: { title: ReactNode; href?: string; linkLabel?: string; id?: string }) {
  return (
    <div className={styles.header}>
      <h2 className={styles.title} id={id}>
        {title}
      </h2>
      {href ? <Link href={href}>{linkLabel ?? t('common.viewAll')}</Link> : null}
    </div>
  );
}
