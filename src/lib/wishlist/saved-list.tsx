/**
 * The list inside a wishlist drawer tab: each saved thing with its picture, a link to its page, a detail line
 * and its own remove control; the empty state when there is none. Both the rental and the item wishlists use it.
 */
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Link } from '@/components/ui/link/link';
import { t } from '@/lib/i18n';
import * as styles from './saved-list.css';

export interface SavedRow {
  key: string;
  name: string;
  href: string;
  detail?: string | null;
  image?: string | null;
  /** The control that removes it (a heart). */
  action: ReactNode;
}

export function SavedList({ rows, imageSize, onNavigate }: { rows: SavedRow[]; imageSize: { width: number; height: number }; onNavigate?: () => void }) {
  if (rows.length === 0) return <EmptyState icon="heart" headingLevel={3} title={t('wishlist.empty')} />;
  return (
    <ul className={styles.list}>
      {rows.map((row) => (
        <li key={row.key} className={styles.item}>
          {row.image ? <img src={row.image} alt="" width={imageSize.width} height={imageSize.height} className={styles.image} /> : null}
          <span className={styles.text}>
            <Link href={row.href} onPress={onNavigate} className={styles.name}>
              {row.name}
            </Link>
            {row.detail ? <span className={styles.detail}>{row.detail}</span> : null}
          </span>
          {row.action}
        </li>
      ))}
    </ul>
  );
}
