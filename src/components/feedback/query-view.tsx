/**
 * Renders a query's three honest states: loading (skeleton), failed (messages + retry; a malformed answer is
 * a recoverable error), and data. Offline with nothing cached shows the offline message instead of spinning.
 *
 * Data that arrives while the view is shown renders as a deferred value: an answer comes through the query's
 * store, whose updates React renders at once and whole, so a row of cards arriving made one long task; deferred,
 * the cards render in slices the browser can interrupt (what the page shows from the start is rendered as is).
 */
import { useDeferredValue, type ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { OfflineState } from './offline-state';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { errorMessages } from '@/lib/query-client';

interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isPaused?: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface QueryViewProps<T> {
  query: QueryLike<T>;
  loading?: ReactNode;
  /** The level of the failed and offline states' headings, under the section they stand in. */
  headingLevel?: 1 | 2 | 3 | 4;
  children: (data: T) => ReactNode;
}

export function QueryView<T>({ query, loading, headingLevel, children }: QueryViewProps<T>) {
  const data = useDeferredValue(query.data);
  if (data !== undefined) return <>{children(data)}</>;
  if (query.error) return <ErrorState messages={errorMessages(query.error)} onRetry={() => void query.refetch()} isRetrying={query.isFetching} headingLevel={headingLevel} />;
  if (query.isPaused) return <OfflineState onRetry={() => void query.refetch()} headingLevel={headingLevel} />;
  return <>{loading ?? <Skeleton height="120px" />}</>;
}
