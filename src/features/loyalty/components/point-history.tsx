/** The loyalty-point history: an infinite list of points earned and converted, each typed and dated. */
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { QueryView } from '@/components/feedback/query-view';
import { useSentinel } from '@/hooks/use-sentinel';
import { parseDateTime } from '@/lib/dates';
import { formatLongDateTime } from '@/lib/dates-long';
import { getLanguage, t } from '@/lib/i18n';
import { useLoyaltyTransactions } from '../api/loyalty';
import * as styles from './loyalty.css';

const KNOWN = ['order_place', 'point_to_wallet'] as const;
const kindOf = (type: string) => (KNOWN as readonly string[]).includes(type) ? (type as (typeof KNOWN)[number]) : 'other';

export function PointHistory() {
  const query = useLoyaltyTransactions();
  const rows = query.data?.pages.flatMap((page) => page.data) ?? [];
  const sentinel = useSentinel(query, rows.length);
  const body = (
    <QueryView query={query} headingLevel={3} loading={<Skeleton height="160px" />}>
      {() =>
        rows.length === 0 ? (
          <EmptyState icon="star" headingLevel={3} title={t('wallet.loyalty.noTransactions')} body={t('wallet.loyalty.noTransactionsBody')} />
        ) : (
            <>
              <ul className={styles.list} aria-label={t('wallet.loyalty.history')}>
                {rows.map((row) => {
                  const change = row.credit - row.debit;
                  const date = parseDateTime(row.created_at);
                  return (
                    <li key={row.transaction_id || row.id} className={styles.row}>
                      <span className={styles.rowText}>
                        <span className={styles.rowTitle}>{t(`wallet.loyalty.types.${kindOf(row.transaction_type)}`)}</span>
                        {date ? <time dateTime={row.created_at.replace(' ', 'T')} className={styles.muted}>{formatLongDateTime(date, getLanguage())}</time> : null}
                      </span>
                      <span className={change >= 0 ? styles.pointsIn : styles.pointsOut}>
                        <bdi dir="ltr">{`${change >= 0 ? '+' : '−'}${Math.abs(change)}`}</bdi>
                      </span>
                    </li>
                  );
                })}
              </ul>
              <div ref={sentinel} />
              {query.hasNextPage ? (
                <Button variant="secondary" onPress={() => void query.fetchNextPage()} isPending={query.isFetchingNextPage}>
                  {t('wallet.loadMore')}
                </Button>
              ) : null}
            </>
        )
      }
    </QueryView>
  );
  return (
    <section aria-labelledby="loyalty-history" className={styles.column}>
      <h2 id="loyalty-history" className={styles.sectionTitle}>
        {t('wallet.loyalty.history')}
      </h2>
      {body}
    </section>
  );
}
