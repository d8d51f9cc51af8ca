/**
 * /my-orders/{id}: one order — its status timeline, lines with their variations and add-ons, the money as
 * charged, store, address and payment — with what can be done now (cancel, pay another way, refund, review,
 * reorder). Seen orders open offline from the copy this device saved. Guests look their order up on the
 * tracking screen (the server asks them for the phone number).
 */
import { OfflineState } from '@/components/feedback/offline-state';
import { TitledScreen } from '@/components/feedback/titled-screen';
import { Button } from '@/components/ui/button/button';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { Link } from '@/components/ui/link/link';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { getLanguage, t } from '@/lib/i18n';
import { errorMessages } from '@/lib/query-client';
import type { OrderLine } from '../api/structs';
import { formatOrderTime } from '../order-dates';
import { canReview, canReviewRider } from '../rules';
import { useOrder } from '../use-order';
import { useActionContext, useOrderActions } from '../use-order-actions';
import { OrderActionBar } from './order-action-bar';
import { FactsPanel, LinesPanel, TimelinePanel } from './order-panels';
import { OrderStatusBadge } from './order-status-badge';
import { ReviewSection } from './review-section';
import * as styles from './orders.css';

export interface OrderDetailsScreenProps {
  id: number;
  /** Puts the order's lines back into the cart; without it, Reorder is not offered. */
  onReorder?: ((lines: readonly OrderLine[]) => unknown) | undefined;
}

function Signed({ id, onReorder }: OrderDetailsScreenProps) {
  const view = useOrder(id);
  const context = useActionContext();
  const actions = useOrderActions(id);
  const { order, lines } = view;
  if (!order) {
    if (view.missing || (view.error && !view.offline)) {
      return (
        <TitledScreen title={t('orders.orderNumber', { id: Number.isSafeInteger(id) ? id : '' })}>
          <ErrorState messages={view.missing ? [t('orders.notFound')] : errorMessages(view.error)} onRetry={view.missing ? undefined : view.refetch} />
          <Link href={paths.myOrders} appearance="secondary">
            {t('orders.backToOrders')}
          </Link>
        </TitledScreen>
      );
    }
    if (view.offline) {
      return (
        <TitledScreen title={t('orders.orderNumber', { id })}>
          <OfflineState onRetry={view.refetch} />
        </TitledScreen>
      );
    }
    return <Skeleton height="320px" />;
  }
  return (
    <TitledScreen title={t('orders.orderNumber', { id: order.id })}>
      {view.savedAt !== null ? (
        <p role="status" className={styles.saved}>
          {t('orders.savedOrder', { time: formatOrderTime(new Date(view.savedAt), getLanguage()) })}
          <Button size="sm" variant="secondary" onPress={view.refetch}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      <div className={styles.header}>
        <OrderStatusBadge status={order.order_status} orderType={order.order_type} />
        {order.store ? <span className={styles.strong}>{order.store.name}</span> : order.parcel_category ? <span className={styles.strong}>{t('orders.parcelOf', { name: order.parcel_category.name })}</span> : null}
      </div>
      <OrderActionBar order={order} lines={lines} context={context} actions={actions} onReorder={onReorder} />
      <div className={styles.layout}>
        <div className={styles.column}>
          <LinesPanel order={order} lines={lines} />
          {canReview(order, context) && lines ? <ReviewSection order={order} lines={lines} actions={actions} withRider={canReviewRider(order, context)} /> : null}
        </div>
        <div className={styles.column}>
          <TimelinePanel order={order} />
          <FactsPanel order={order} />
        </div>
      </div>
    </TitledScreen>
  );
}

export default function OrderDetailsScreen(props: OrderDetailsScreenProps) {
  const session = useSession();
  if (session.token === null) {
    return (
      <TitledScreen title={t('orders.orderNumber', { id: props.id })}>
        <p>{t('orders.guestDetails')}</p>
        <Link href={paths.trackOrderFor(props.id)} appearance="primary">
          {t('orders.trackAnOrder')}
        </Link>
      </TitledScreen>
    );
  }
  return <Signed {...props} />;
}
