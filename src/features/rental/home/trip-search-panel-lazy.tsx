/** The trip search panel, streamed in after the page's first paint with its space reserved (no layout shift). */
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import * as styles from './trip-search-panel-room.css';

const TripSearchPanel = lazy(() => import('./trip-search-panel').then((m) => ({ default: m.TripSearchPanel })));

export function LazyTripSearchPanel(props: { compact?: boolean; onSearch?: () => void }) {
  return (
    <Suspense
      fallback={
        <span className={props.compact ? styles.compactRoom : styles.room}>
          <Skeleton height="100%" />
        </span>
      }
    >
      <TripSearchPanel {...props} />
    </Suspense>
  );
}
