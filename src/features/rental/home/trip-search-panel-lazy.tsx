/** The trip search panel, streamed in after the page's first paint with its space reserved (no layout shift). */
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton/skeleton';

const TripSearchPanel = lazy(() => import('./trip-search-panel').then((m) => ({ default: m.TripSearchPanel })));

export function LazyTripSearchPanel(props: { compact?: boolean; onSearch?: () => void }) {
  return (
    <Suspense fallback={<Skeleton height={props.compact ? '260px' : '300px'} />}>
      <TripSearchPanel {...props} />
    </Suspense>
  );
}
