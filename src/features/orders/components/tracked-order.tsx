/**
 * One order followed live: its status and the expected arrival, the delivery code, the map with the delivery
 * person, who is bringing it, the timeline, the lines and the money, and what can be done now. It is asked
 * again while it moves; a saved copy shows offline.
 */
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { Link } from '@/components/ui/link/link';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { OfflineState } from '@/components/feedback/offline-state';
import { paths } from '@/config/paths';
import { durationText } from '@/lib/durations';
import { getLanguage, t } from '@/lib/i18n';
import { errorMessages } from '@/lib/query-client';
import type { Order } from '../api/structs';
import { formatOrderTime } from '../order-dates';
import { isRunning } from '../rules';
import { useOrder } from '../use-order';
import { useActionContext, useOrderActions } from '../use-order-actions';
import { OrderActionBar } from './order-action-bar';
import { LinesPanel, TimelinePanel } from './order-panels';
import { OrderStatusBadge } from './order-status-badge';
import { TrackingMap } from './tracking-map';
import * as styles from './orders.css';

function RiderCard({ order }: { order: Order }) {
  const rider = order.delivery_man;
  if (!rider) return null;
  const name = `${rider.f_name} ${rider.l_name}`.trim();
  return (
    <div className={styles.rider}>
      {rider.image_full_url ? <img className={styles.avatar} src={rider.image_full_url} alt="" width={48} height={48} /> : <span className={styles.avatar} aria-hidden="true" />}
      <div className={styles.cardText}>
        <span className={styles.strong}>{t('orders.riderName', { name })}</span>
        {rider.vehicle ? <span className={styles.muted}>{rider.vehicle}</span> : null}
      </div>
      {rider.phone && isRunning(order.order_status) ? (
        <Link href={`tel:${rider.phone}`} appearance="secondary" aria-label={t('orders.callRider', { name })}>
          <Icon name="phone" size={18} />
        </Link>
      ) : null}
    </div>
  );
}

export function TrackedOrder({ id, contactNumber, signedIn }: { id: number; contactNumber: string | null; signedIn: boolean }) {
  const view = useOrder(id, { contactNumber });
  const context = useActionContext();
  const actions = useOrderActions(id);
  const { order, lines } = view;
  if (!order) {
    if (view.missing) return <ErrorState messages={[t('orders.trackNotFound')]} />;
    if (view.offline) return <OfflineState onRetry={view.refetch} headingLevel={2} />;
    if (view.error) return <ErrorState messages={errorMessages(view.error)} onRetry={view.refetch} />;
    return <Skeleton height="320px" />;
  }
  const running = isRunning(order.order_status);
  return (
    <div className={styles.column}>
      {view.savedAt !== null ? (
        <p role="status" className={styles.saved}>
          {t('orders.savedOrder', { time: formatOrderTime(new Date(view.savedAt), getLanguage()) })}
          <Button size="sm" variant="secondary" onPress={view.refetch}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      <div className={styles.header}>
        <h2 className={styles.sectionTitle}>{t('orders.orderNumber', { id: order.id })}</h2>
        <OrderStatusBadge status={order.order_status} orderType={order.order_type} />
        {running && order.max_delivery_time ? <span className={styles.muted}>{t('orders.estimatedTime', { time: durationText({ min: order.min_delivery_time ?? 0, max: order.max_delivery_time, unit: 'minutes' }) })}</span> : null}
        {signedIn ? <Link href={paths.orderDetails(order.id)}>{t('orders.viewDetails')}</Link> : null}
      </div>
      {order.otp && running ? (
        <div className={styles.code}>
          <div className={styles.cardText}>
            <span className={styles.strong}>{t('orders.deliveryCode')}</span>
            <span className={styles.muted}>{t('orders.deliveryCodeHint')}</span>
          </div>
          <span className={styles.codeValue}>{order.otp}</span>
        </div>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.column}>
          {running ? <TrackingMap order={order} /> : null}
          <RiderCard order={order} />
          <LinesPanel order={order} lines={lines} />
        </div>
        <div className={styles.column}>
          <TimelinePanel order={order} />
          <OrderActionBar order={order} lines={lines} context={context} actions={actions} tracking />
        </div>
      </div>
    </div>
  );
}
