/**
 * How a checkout can be paid, from the config and the customer: cash on delivery (off above the zone's limit,
 * counting what the wallet pays first), the wallet for signed-in customers (whole, or part with
 * another method when the balance is short and partial payment is on), each digital gateway of
 * `active_payment_method_list`, and offline methods when the operator set some up
 * (`offline_payment_method_list`: `{}` when there are none).
 */
import { apiRequest } from '@/lib/api-client';
import { queryOptions } from '@/lib/query';
import { array, coerce, list, looseId, record, string, text, type, unknown, type Infer } from '@/lib/struct';
import type { Gateway } from './structs';

export const OfflineMethodStruct = type({ id: looseId, method_name: text, method_fields: list(unknown()), method_informations: list(unknown()) });
export type OfflineMethod = Infer<typeof OfflineMethodStruct>;

/** A list of methods, or the backend's `{}` for none. */
export const OfflineMethodsStruct = coerce(array(OfflineMethodStruct), record(string(), unknown()), (value) => (Object.keys(value).length === 0 ? [] : Object.values(value)));

export const offlineMethodsOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'offline-methods'] as const,
    queryFn: ({ signal }) => apiRequest('/api/v1/offline_payment_method_list', { struct: OfflineMethodsStruct, signal }),
    meta: { silent: true },
  });

export interface PaymentSwitches {
  cashOnDelivery: boolean;
  digitalPayment: boolean;
  offlinePayment: boolean;
  walletEnabled: boolean;
  partialPayment: boolean;
  /** `cod`, `digital_payment` or `both`: what may pay the rest of a partial payment. */
  partialPaymentMethod: string;
}

export interface PaymentChoiceInput {
  switches: PaymentSwitches;
  gateways: readonly Gateway[];
  offlineMethods: readonly OfflineMethod[];
  signedIn: boolean;
  walletBalance: number;
  orderAmount: number;
  /** The zone's cash-on-delivery limit, or null for none. */
  codLimit: number | null;
}

export interface PaymentChoices {
  cashOnDelivery: { available: boolean; overLimit: boolean };
  wallet: { available: boolean; coversOrder: boolean; partial: boolean };
  gateways: readonly Gateway[];
  offline: readonly OfflineMethod[];
}

export function paymentChoices(input: PaymentChoiceInput): PaymentChoices {
  const { switches } = input;
  const wallet = switches.walletEnabled && input.signedIn && input.walletBalance > 0;
  const coversOrder = wallet && input.walletBalance >= input.orderAmount;
  const due = wallet && !coversOrder && switches.partialPayment ? input.orderAmount - input.walletBalance : input.orderAmount;
  const overLimit = input.codLimit !== null && input.codLimit > 0 && due > input.codLimit;
  return {
    cashOnDelivery: { available: switches.cashOnDelivery && !overLimit, overLimit },
    wallet: { available: wallet, coversOrder, partial: wallet && !coversOrder && switches.partialPayment },
    gateways: switches.digitalPayment ? input.gateways : [],
    offline: switches.offlinePayment ? input.offlineMethods : [],
  };
}
