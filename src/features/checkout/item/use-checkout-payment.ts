/**
 * Talon for how the order is paid: cash on delivery (with the zone's limit for this module), the wallet
 * (whole, or part with the rest by another method), each gateway of `active_payment_method_list`, and offline
 * methods when the operator set some up. The amount the rules weigh is the server's total once it answered.
 */
import { useState } from 'react';
import { useConfig } from '@/api/config';
import { readZoneData } from '@/api/zones';
import { useSession } from '@/hooks/use-session';
import { useQuery } from '@/lib/query';
import { offlineMethodsOptions, paymentChoices } from '../api/payment-methods';
import { useCheckoutSeam } from '../seam';
import { defaultPick, paymentProblem, type PaymentPick } from '../rules/payment';
import type { OrderDraft } from './use-order-draft';

function codLimitOf(zoneId: number | null, moduleId: number | null): number | null {
  if (zoneId === null || moduleId === null) return null;
  const zone = readZoneData().find((entry) => entry.id === zoneId);
  const limit = zone?.modules.find((module) => module.id === moduleId)?.pivot?.maximum_cod_order_amount;
  return typeof limit === 'number' && limit > 0 ? limit : null;
}

export function useCheckoutPayment(draft: OrderDraft) {
  const seam = useCheckoutSeam();
  const session = useSession();
  const config = useConfig();
  const customer = seam.useCustomer();
  const switches = draft.settings.payment;
  const offline = useQuery({ ...offlineMethodsOptions(), enabled: switches.offlinePayment });
  const orderAmount = draft.tax.data?.order_amount ?? draft.subtotal;
  const codLimit = codLimitOf(draft.store?.zoneId ?? null, session.module?.id ?? null);
  const choices = paymentChoices({
    switches,
    gateways: config.data?.active_payment_method_list ?? [],
    offlineMethods: offline.data ?? [],
    signedIn: !draft.isGuest,
    walletBalance: customer?.walletBalance ?? 0,
    orderAmount,
    codLimit,
  });
  const [picked, setPick] = useState<PaymentPick | null>(null);
  const [partialChosen, setPartial] = useState(false);
  const pick = picked ?? defaultPick(choices);
  const partial = partialChosen && choices.wallet.partial;
  const problem = paymentProblem({ pick, partial }, choices, switches.partialPaymentMethod);

  return {
    choices,
    codLimit,
    walletBalance: customer?.walletBalance ?? 0,
    orderAmount,
    pick,
    setPick,
    partial,
    setPartial,
    partialMethod: switches.partialPaymentMethod,
    problem,
    customerId: customer?.id ?? null,
  };
}

export type CheckoutPayment = ReturnType<typeof useCheckoutPayment>;
