/**
 * The ordering switches of the config (`GET /config` spreads the business settings), read tolerantly: a
 * backend sends 0/1, "0"/"1" or booleans, and may leave keys out (then the backend's defaults apply).
 */
import type { PaymentSwitches } from '../api/payment-methods';

export interface CheckoutSettings {
  homeDelivery: boolean;
  takeAway: boolean;
  scheduleOrder: boolean;
  slotMinutes: number | null;
  tips: boolean;
  guestCheckout: boolean;
  prescriptionOrder: boolean;
  payment: PaymentSwitches;
}

const on = (value: unknown, fallback = false) => (value === undefined || value === null ? fallback : value === true || value === 1 || value === '1' || value === 'true');

export function checkoutSettingsOf(config: Record<string, unknown> | undefined): CheckoutSettings {
  const c = config ?? {};
  const slot = Number(c.schedule_order_slot_duration);
  return {
    homeDelivery: on(c.home_delivery_status, true),
    takeAway: on(c.takeaway_status, true),
    scheduleOrder: on(c.schedule_order),
    slotMinutes: Number.isFinite(slot) && slot > 0 ? slot : null,
    tips: on(c.dm_tips_status),
    guestCheckout: on(c.guest_checkout_status),
    prescriptionOrder: on(c.prescription_order_status),
    payment: {
      cashOnDelivery: on(c.cash_on_delivery),
      digitalPayment: on(c.digital_payment),
      offlinePayment: on(c.offline_payment_status),
      walletEnabled: on(c.customer_wallet_status),
      partialPayment: on(c.partial_payment_status),
      partialPaymentMethod: typeof c.partial_payment_method === 'string' ? c.partial_payment_method : 'both',
    },
  };
}

export type OrderType = 'delivery' | 'take_away';

/** The order types both the operator and the store offer, delivery first. */
export function orderTypesFor(settings: Pick<CheckoutSettings, 'homeDelivery' | 'takeAway'>, store: { delivery?: boolean; take_away?: boolean } | null): OrderType[] {
  const types: OrderType[] = [];
  if (settings.homeDelivery && store?.delivery !== false) types.push('delivery');
  if (settings.takeAway && store?.take_away !== false) types.push('take_away');
  return types;
}
