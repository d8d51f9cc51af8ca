/**
 * The wallet's history: a filter by kind and an infinite list (the next page loads as the end comes into
 * view, or with Load more), each row typed, dated, with its signed amount and any bonus it included.
 */
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Select } from '@/components/ui/select/select';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { QueryView } from '@/components/feedback/query-view';
import { useSentinel } from '@/hooks/use-sentinel';
import { parseDateTime } from '@/lib/dates';
import { formatLongDateTime } from '@/lib/dates-long';
import { getLanguage, t } from '@/lib/i18n';
import { money } from '@/lib/money-settings';
import type { WalletFilter } from '../api/keys';
import type { WalletTransaction } from '../api/structs';
import { useWalletTransactions } from '../api/wallet';
import { signedChange, walletTypeOf } from '../transactions';
import * as styles from './wallet.css';

const FILTERS: readonly WalletFilter[] = ['all', 'order', 'add_fund', 'loyalty_point', 'referrer', 'CashBack'];

function TransactionRow({ row }: { row: WalletTransaction }) {
  const change = signedChange(row);
  const date = parseDateTime(row.created_at);
  const type = walletTypeOf(row.transaction_type);
  return (
    <li className={styles.row}>
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>{t(`wallet.types.${type}`)}</span>
        {date ? <time dateTime={row.created_at.replace(' ', 'T')} className={styles.muted}>{formatLongDateTime(date, getLanguage())}</time> : null}
        {row.reference && type !== 'other' ? <span className={styles.muted}>{row.reference}</span> : null}
      </span>
      <span className={change >= 0 ? styles.amountIn : styles.amountOut}>
        <span className={styles.muted}>{change >= 0 ? t('wallet.credit') : t('wallet.debit')}</span>
        <bdi dir="ltr">{`${change >= 0 ? '+' : '−'}${money(Math.abs(change))}`}</bdi>
        {(row.admin_bonus ?? 0) > 0 ? <span className={styles.muted}>{t('wallet.bonusIncluded', { bonus: money(row.admin_bonus) })}</span> : null}
      </span>
    </li>
  );
}

export function TransactionList() {
  const [filter, setFilter] = useState<WalletFilter>('all');
  const query = useWalletTransactions(filter);
  const rows = query.data?.pages.flatMap((page) => page.data) ?? [];
  const sentinel = useSentinel(query, rows.length);
  const body = (
    <QueryView query={query} headingLevel={3} loading={<Skeleton height="160px" />}>
      {() =>
        rows.length === 0 ? (
          <EmptyState icon="wallet" headingLevel={3} title={t('wallet.noTransactions')} body={t('wallet.noTransactionsBody')} />
        ) : (
            <>
              <ul className={styles.list} aria-label={t('wallet.history')}>
                {rows.map((row) => (
                  <TransactionRow key={row.transaction_id || row.id} row={row} />
                ))}
              </ul>
              <div ref={sentinel} />
              {query.hasNextPage ? (
                <Button variant="secondary" onPress={() => void query.fetchNextPage()} isPending={query.isFetchingNextPage} pendingLabel={t('wallet.loadingMore')}>
                  {t('wallet.loadMore')}
                </Button>
        ) : (
                <p className={styles.muted}>{t('wallet.endOfList')}</p>
              )}
            </>
        )
      }
    </QueryView>
  );
  return (
    <section aria-labelledby="wallet-history" className={styles.column}>
      <div className={styles.column}>
        <h2 id="wallet-history" className={styles.sectionTitle}>
          {t('wallet.history')}
        </h2>
        <Select label={t('wallet.filter')} value={filter} onChange={(id) => setFilter(id as WalletFilter)} options={FILTERS.map((id) => ({ id, label: t(`wallet.filters.${id}`) }))} />
      </div>
      {body}
    </section>
  );
}
