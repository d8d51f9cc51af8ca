/** What can be done with the order now, each only while the server allows it (rules.ts). */
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Link } from '@/components/ui/link/link';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import type { Order, OrderLine } from '../api/structs';
import { canCancel, canPayFromWallet, canRequestRefund, canSwitchToCash, isRunning, type ActionContext } from '../rules';
import type { OrderActions } from '../use-order-actions';
import { CancelDialog } from './cancel-dialog';
import { RefundDialog } from './refund-dialog';
import * as styles from './orders.css';

export interface OrderActionBarProps {
  order: Order;
  lines: readonly OrderLine[] | undefined;
  context: ActionContext;
  actions: OrderActions;
  onReorder?: ((lines: readonly OrderLine[]) => unknown) | undefined;
  /** Hides the link to tracking (on the tracking screen itself). */
  tracking?: boolean;
}

export function OrderActionBar({ order, lines, context, actions, onReorder, tracking = false }: OrderActionBarProps) {
  const [dialog, setDialog] = useState<'cancel' | 'refund' | null>(null);
  const [reordering, setReordering] = useState(false);
  const reorderable = onReorder && lines && lines.length > 0 && !isRunning(order.order_status);
  return (
    <div className={styles.row}>
      {!tracking && isRunning(order.order_status) ? (
        <Link href={paths.trackOrderFor(order.id)} appearance="primary">
          {t('orders.track')}
        </Link>
      ) : null}
      {canSwitchToCash(order, context) ? (
        <Button variant="secondary" onPress={() => actions.switchToCash.mutate()} isPending={actions.switchToCash.isPending}>
          {t('orders.switchToCash')}
        </Button>
      ) : null}
      {canPayFromWallet(order, context) ? (
        <Button variant="secondary" icon="wallet" onPress={() => actions.payFromWallet.mutate()} isPending={actions.payFromWallet.isPending}>
          {t('orders.payFromWallet')}
        </Button>
      ) : null}
      {reorderable ? (
        <Button
          variant="secondary"
          icon="cart"
          isPending={reordering}
          onPress={() => {
            setReordering(true);
            void Promise.resolve(onReorder(lines)).finally(() => setReordering(false));
          }}
        >
          {t('orders.reorder')}
        </Button>
      ) : null}
      {canRequestRefund(order, context) ? (
        <Button variant="secondary" onPress={() => setDialog('refund')}>
          {t('orders.refundOpen')}
        </Button>
      ) : null}
      {canCancel(order) ? (
        <Button variant="danger" onPress={() => setDialog('cancel')}>
          {t('orders.cancelOpen')}
        </Button>
      ) : null}
      <CancelDialog
        isOpen={dialog === 'cancel'}
        isPending={actions.cancel.isPending}
        parcel={order.order_type === 'parcel'}
        onCancel={() => setDialog(null)}
        onConfirm={(choice) => actions.cancel.mutate(choice, { onSuccess: () => setDialog(null) })}
      />
      <RefundDialog
        isOpen={dialog === 'refund'}
        isPending={actions.refund.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={(request) => actions.refund.mutate(request, { onSuccess: () => setDialog(null) })}
      />
    </div>
  );
}
