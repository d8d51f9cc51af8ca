/** The trip search panel, loaded after the page's first paint with its space reserved (no layout shift). */
import { lazyPart } from '@/lib/lazy-part';
import { Suspense } from 'react';
import { ClientOnly } from '@/components/client-only';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import * as styles from './trip-search-panel-room.css';

const TripSearchPanel = lazyPart('rental:trip-search-panel', () => import('./trip-search-panel').then((m) => ({ default: m.TripSearchPanel })));

// The panel shows the customer's own trip (their pickup place), which the server does not know: it renders
// in the browser, once the page is hydrated.
export function LazyTripSearchPanel(props: { compact?: boolean; onSearch?: () => void }) {
  const room = (
    <span className={props.compact ? styles.compactRoom : styles.room}>
      <Skeleton height="100%" />
    </span>
  );
  return (
    <ClientOnly fallback={room}>
      <Suspense fallback={room}>
        <TripSearchPanel {...props} />
      </Suspense>
    </ClientOnly>
  );
}
