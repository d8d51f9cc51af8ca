/**
 * Talon for the order-result screen, reached after placing a cash, wallet or offline order
 * (`?order_id=…`) or back from the payment page (`?flag=success|fail|cancel&&token=…`). What it says comes
 * from the server's copy of the order once it answers: a "success" flag on an order the server does not show
 * as paid is not called paid. A failed or cancelled payment can be tried again on the payment page, or the
 * order switched to cash on delivery where the operator allows it.
 */
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useConfig } from '@/api/config';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { errorMessages } from '@/lib/query-client';
import { paymentPageUrl, readPaymentReturn } from '../api/payment-page';
import { readPlacedOrder } from '../placement';
import { orderResultPath } from './result-path';
import { useOrderResultSeam } from './seam';

export type ResultState = 'none' | 'placed' | 'paid' | 'failed' | 'cancelled';

export function resultStateOf(input: { orderId: number | null; flag: 'success' | 'fail' | 'cancel' | null; server: { paymentStatus: string; orderStatus: string } | null }): ResultState {
  if (input.orderId === null) return 'none';
  const paid = input.server ? input.server.paymentStatus === 'paid' : null;
  if (input.flag === 'success') return paid === false ? 'failed' : 'paid';
  if (input.flag === 'fail' || input.flag === 'cancel') return paid === true ? 'paid' : input.flag === 'fail' ? 'failed' : 'cancelled';
  return 'placed';
}

export function useOrderResult() {
  const seam = useOrderResultSeam();
  const session = useSession();
  const config = useConfig();
  const search = useSearch();
  const [, navigate] = useLocation();
  const back = readPaymentReturn(search.startsWith('?') ? search : `?${search}`);
  const idParam = Number(new URLSearchParams(search).get('order_id'));
  const orderId = back?.orderId ?? (Number.isSafeInteger(idParam) && idParam > 0 ? idParam : null);
  const memo = readPlacedOrder(orderId);
  const contactNumber = session.token ? null : (memo?.contactNumber ?? null);
  const order = seam.useOrder(orderId, contactNumber);
  const customerId = seam.useCustomerId();
  const [switching, setSwitching] = useState(false);

  const state = resultStateOf({ orderId, flag: back?.flag ?? null, server: order.data ? { paymentStatus: order.data.paymentStatus, orderStatus: order.data.orderStatus } : null });
  // Paying again only through a gateway the server still offers (none outside the reference server's demo mode).
  const offered = config.data?.active_payment_method_list ?? [];
  const gateway = [memo?.gateway, back?.gateway, offered[0]?.gateway].find((key) => key && offered.some((entry) => entry.gateway === key)) ?? null;
  const payerId = memo?.payerId ?? (session.token ? (customerId !== null ? String(customerId) : null) : session.guestId);
  const cashAllowed = config.data?.cash_on_delivery === true;

  return {
    orderId,
    state,
    order,
    memo,
    signedIn: session.token !== null,
    contactNumber,
    cashAllowed,
    switching,
    canPayAgain: orderId !== null && gateway !== null && payerId !== null,
    payAgain: () => {
      if (orderId === null || !gateway || !payerId) return;
      window.location.assign(paymentPageUrl({ orderId, customerId: payerId, gateway, callback: `${window.location.origin}${orderResultPath()}` }));
    },
    switchToCash: async () => {
      if (orderId === null) return;
      setSwitching(true);
      try {
        await seam.switchToCash(orderId);
        notify.success(t('itemCheckout.switched'));
        navigate(orderResultPath(orderId), { replace: true });
        order.refetch();
      } catch (error) {
        for (const message of errorMessages(error)) notify.error(message);
      } finally {
        setSwitching(false);
      }
    },
  };
}
