/**
 * What a customer does with an order, as mutations: cancel with a reason, switch an unpaid order to cash on
 * delivery or pay it from the wallet, ask for a refund, review items and the rider. A success is announced
 * only once the server kept the change, then every order query is asked again; a refusal is shown with the
 * server's reason and the order stays as it was.
 */
import { useConfig } from '@/api/config';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useMutation, useQueryClient } from '@/lib/query';
import { cancelOrder, orderKeys, payOrderFromWallet, requestRefund, reviewItem, reviewRider, switchToCashOnDelivery } from './api/orders';
import type { ActionContext } from './rules';

/** The operator's switches and the caller, for the rules of rules.ts. */
export function useActionContext(): ActionContext {
  const session = useSession();
  const config = useConfig().data;
  return {
    signedIn: session.token !== null,
    cashOnDelivery: config?.cash_on_delivery ?? true,
    wallet: config?.customer_wallet_status === 1,
    refunds: config?.refund_active_status ?? false,
  };
}

export function useOrderActions(orderId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: orderKeys.all() });
  const done = (message: string) => () => {
    notify.success(message);
    return refresh();
  };
  return {
    cancel: useMutation({ mutationFn: ({ reason, note }: { reason: string; note: string }) => cancelOrder(orderId, reason, note || undefined), onSuccess: done(t('orders.canceledMessage')) }),
    switchToCash: useMutation({ mutationFn: () => switchToCashOnDelivery(orderId), onSuccess: done(t('orders.switchedToCash')) }),
    payFromWallet: useMutation({ mutationFn: () => payOrderFromWallet(orderId), onSuccess: done(t('orders.paidFromWallet')) }),
    refund: useMutation({
      mutationFn: ({ reason, note, images }: { reason: string; note: string; images: File[] }) => requestRefund(orderId, reason, note, images),
      onSuccess: done(t('orders.refundRequested')),
    }),
    reviewItem: useMutation({
      mutationFn: (review: { itemId: number; rating: number; comment: string }) => reviewItem({ order_id: orderId, item_id: review.itemId, rating: review.rating, ...(review.comment ? { comment: review.comment } : {}) }),
      onSuccess: done(t('orders.reviewThanks')),
    }),
    reviewRider: useMutation({
      mutationFn: (review: { riderId: number; rating: number; comment: string }) => reviewRider({ order_id: orderId, delivery_man_id: review.riderId, rating: review.rating, comment: review.comment }),
      onSuccess: done(t('orders.reviewThanks')),
    }),
  };
}

export type OrderActions = ReturnType<typeof useOrderActions>;
