/** A list that pages as the customer scrolls (with a "Show more" button as well), its loading, error and empty states. */
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { Spinner } from '@/components/ui/spinner/spinner';
import { t } from '@/lib/i18n';
import { errorMessages } from '@/lib/query-client';
import { useSentinel } from '@/hooks/use-sentinel';
import * as styles from '../stores/stores.css';

export interface ListQuery {
  data?: { pages: { total_size: number }[] } | undefined;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export function Paged({ query, rows, grid, empty }: { query: ListQuery; rows: ReactNode[]; grid: string; empty: string }) {
  const setSentinel = useSentinel(query, rows.length);
  if (query.error && !query.data) return <ErrorState messages={errorMessages(query.error)} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton height="520px" />;
  if (rows.length === 0) return <EmptyState icon="search" title={empty} />;
  return (
    <>
      <ul className={grid}>{rows}</ul>
      <div ref={setSentinel} className={styles.footer}>
        {query.isFetchingNextPage ? <Spinner label={t('catalog.loadingMore')} /> : query.hasNextPage ? <Button variant="secondary" onPress={() => void query.fetchNextPage()}>{t('catalog.showMore')}</Button> : null}
      </div>
    </>
  );
}

