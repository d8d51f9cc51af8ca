/**
 * /my-orders: running and past orders of the signed-in customer, ten at a time as the list scrolls. Offline,
 * the lists this device saw last are shown with the time they were saved. Guests keep no order history:
 * they are offered to sign in, or to track an order by its number and phone.
 */
import { useSearchParams } from 'wouter';
import { OfflineState } from '@/components/feedback/offline-state';
import { TitledScreen } from '@/components/feedback/titled-screen';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { Link } from '@/components/ui/link/link';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { Spinner } from '@/components/ui/spinner/spinner';
import { Tabs } from '@/components/ui/tabs/tabs';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { getLanguage, t } from '@/lib/i18n';
import { useInfiniteQuery } from '@/lib/query';
import { errorMessages } from '@/lib/query-client';
import { ordersInfiniteOptions } from '../api/orders';
import { formatOrderTime } from '../order-dates';
import { useSavedCopy } from '../saved-copies';
import { useSentinel } from '@/hooks/use-sentinel';
import { OrderCard } from './order-card';
import * as styles from './orders.css';

type Kind = 'running' | 'history';

function OrderList({ kind }: { kind: Kind }) {
  const orders = useInfiniteQuery({ ...ordersInfiniteOptions(kind), meta: { silent: true } });
  const unavailable = orders.data === undefined && (orders.isPaused || orders.isError);
  const copy = useSavedCopy(`list-${kind}`, orders.data, unavailable);
  const data = orders.data ?? (unavailable ? copy?.value : undefined);
  const rows = data?.pages.reduce((count, page) => count + page.orders.length, 0) ?? 0;
  const sentinel = useSentinel({ hasNextPage: orders.data !== undefined && orders.hasNextPage, isFetchingNextPage: orders.isFetchingNextPage, fetchNextPage: orders.fetchNextPage }, rows);
  if (!data) {
    if (orders.isPaused) return <OfflineState onRetry={() => void orders.refetch()} headingLevel={2} />;
    if (orders.error) return <ErrorState messages={errorMessages(orders.error)} onRetry={() => void orders.refetch()} isRetrying={orders.isFetching} />;
    return <Skeleton height="240px" />;
  }
  const list = data.pages.flatMap((page) => page.orders);
  return (
    <>
      {!orders.data && copy ? (
        <p role="status" className={styles.saved}>
          {t('orders.savedList', { time: formatOrderTime(new Date(copy.savedAt), getLanguage()) })}
          <Button size="sm" variant="secondary" onPress={() => void orders.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      {list.length === 0 ? (
        <EmptyState
          icon="cart"
          headingLevel={2}
          title={kind === 'running' ? t('orders.emptyRunning') : t('orders.emptyHistory')}
          body={t('orders.emptyBody')}
          action={
            <Link href={paths.home} appearance="primary">
              {t('orders.startShopping')}
            </Link>
          }
        />
      ) : (
        <ul className={styles.list} aria-label={kind === 'running' ? t('orders.running') : t('orders.history')}>
          {list.map((order) => (
            <OrderCard key={order.id} order={order} href={paths.orderDetails(order.id)} />
          ))}
        </ul>
      )}
      {orders.data && orders.hasNextPage ? <div ref={sentinel} aria-hidden="true" /> : null}
      {orders.isFetchingNextPage ? <Spinner label={t('orders.loadingMore')} /> : null}
    </>
  );
}

function GuestNote({ onSignIn }: { onSignIn?: () => void }) {
  return (
    <EmptyState
      icon="user"
      headingLevel={2}
      title={t('orders.guestTitle')}
      body={t('orders.guestBody')}
      action={
        <span className={styles.row}>
          {onSignIn ? <Button onPress={onSignIn}>{t('orders.signIn')}</Button> : null}
          <Link href={paths.trackOrder} appearance="secondary">
            {t('orders.trackAnOrder')}
          </Link>
        </span>
      }
    />
  );
}

export interface MyOrdersScreenProps {
  /** Opens the sign-in dialog (for guests). */
  onSignIn?: () => void;
}

export default function MyOrdersScreen({ onSignIn }: MyOrdersScreenProps) {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tab: Kind = params.get('tab') === 'history' ? 'history' : 'running';
  return (
    <TitledScreen title={t('orders.title')}>
      {session.module?.module_type === 'rental' ? (
        <p className={styles.muted}>
          {t('orders.rentalNote')}{' '}
          <Link href={paths.myTrips}>{t('orders.goToTrips')}</Link>
        </p>
      ) : null}
      {session.token === null ? (
        <GuestNote onSignIn={onSignIn} />
      ) : (
        <Tabs
          label={t('orders.title')}
          selectedKey={tab}
          onSelectionChange={(key) => setParams(key === 'history' ? { tab: 'history' } : {}, { replace: true })}
          tabs={[
            { id: 'running', label: t('orders.running'), content: <OrderList kind="running" /> },
            { id: 'history', label: t('orders.history'), content: <OrderList kind="history" /> },
          ]}
        />
      )}
    </TitledScreen>
  );
}
