/** The trip search panel, loaded after the page's first paint with its space reserved (no layout shift). */
import { lazyPart } from '@/lib/lazy-part';
import { nextTurn } from '@/lib/yield-to-main';
import { Suspense } from 'react';
import { ClientOnly } from '@/components/client-only';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import * as styles from './trip-search-panel-room.css';

// It mounts in a turn of its own after hydration (its fields are the heaviest part of the screen to take over).
const TripSearchPanel = lazyPart('rental:trip-search-panel', () =>
  import('./trip-search-panel').then(async (m) => {
    await nextTurn();
    return { default: m.TripSearchPanel };
  }),
);

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
