/**
 * How a parcel can be paid, from the config and the customer: cash (on pickup by the sender or on delivery by
 * the receiver), the wallet and each digital gateway for a signed-in or guest sender (the wallet for a
 * signed-in one only). Pure, tested as a table.
 */
import type { ChargePayer, ParcelPayment } from './draft';

export interface PaymentSettings {
  cashOnDelivery: boolean;
  digitalPayment: boolean;
  wallet: boolean;
  gateways: readonly { gateway: string; gateway_title: string }[];
}

export interface PaymentOption {
  key: string;
  payment: ParcelPayment;
  /** A gateway's title; cash and wallet are named by the view. */
  title: string | null;
}

export const paymentKey = (payment: ParcelPayment) => (payment.kind === 'digital' ? `digital:${payment.gateway}` : payment.kind);

export function paymentOptions(settings: PaymentSettings, payer: ChargePayer, signedIn: boolean): PaymentOption[] {
  const options: PaymentOption[] = [];
  if (settings.cashOnDelivery) options.push({ key: 'cash_on_delivery', payment: { kind: 'cash_on_delivery' }, title: null });
  if (payer === 'receiver') return options;
  if (settings.wallet && signedIn) options.push({ key: 'wallet', payment: { kind: 'wallet' }, title: null });
  if (settings.digitalPayment) {
    for (const gateway of settings.gateways) options.push({ key: `digital:${gateway.gateway}`, payment: { kind: 'digital', gateway: gateway.gateway }, title: gateway.gateway_title || gateway.gateway });
  }
  return options;
}

/** The draft's payment when it is still offered, else the first offered one (or none). */
export function effectivePayment(current: ParcelPayment | null, options: readonly PaymentOption[]): ParcelPayment | null {
  if (current && options.some((option) => option.key === paymentKey(current))) return current;
  return options[0]?.payment ?? null;
}

export function paymentSettingsOf(config: Record<string, unknown> | undefined): PaymentSettings {
  const on = (value: unknown, fallback: boolean) => (value === undefined || value === null ? fallback : value === true || value === 1 || value === '1');
  const gateways = Array.isArray(config?.active_payment_method_list) ? (config.active_payment_method_list as PaymentSettings['gateways']) : [];
  return {
    cashOnDelivery: on(config?.cash_on_delivery, true),
    digitalPayment: on(config?.digital_payment, false),
    wallet: on(config?.customer_wallet_status, false),
    gateways,
  };
}
