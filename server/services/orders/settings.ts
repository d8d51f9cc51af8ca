/** The business settings item orders read, in one typed object, and the config's money format. */
import type { Db } from '../../db/connection';
import { allSettings } from '../../http/settings';
import type { AdminFreeDelivery } from '../../../common/order-pricing/delivery-fee';
import { gatewaysOffered } from '../payments/gateways';

export interface OrderSettings {
  decimals: number;
  currencySymbol: string;
  symbolLeft: boolean;
  taxIncluded: boolean;
  guestCheckout: boolean;
  homeDelivery: boolean;
  takeAway: boolean;
  scheduleOrder: boolean;
  cashOnDelivery: boolean;
  /** The switch, and a gateway to pay through (none outside demo mode). */
  digitalPayment: boolean;
  offlinePayment: boolean;
  partialPayment: boolean;
  partialPaymentMethod: string;
  walletEnabled: boolean;
  tipsEnabled: boolean;
  additionalCharge: number;
  adminFreeDelivery: AdminFreeDelivery | null;
  refundEnabled: boolean;
  timeZone: string;
  moduleConfig: Record<string, unknown>;
}

const on = (value: unknown) => value === true || value === 1 || value === '1';

export function orderSettings(db: Db): OrderSettings {
  const s = allSettings(db);
  const admin = s.admin_free_delivery as { status?: unknown; type?: unknown; free_delivery_over?: unknown } | undefined;
  const decimals = Number(s.digit_after_decimal_point);
  return {
    decimals: Number.isInteger(decimals) && decimals >= 0 && decimals <= 6 ? decimals : 2,
    currencySymbol: String(s.currency_symbol ?? ''),
    symbolLeft: s.currency_symbol_direction !== 'right',
    taxIncluded: on(s.tax_included),
    guestCheckout: on(s.guest_checkout_status),
    homeDelivery: on(s.home_delivery_status ?? 1),
    takeAway: on(s.takeaway_status ?? 1),
    scheduleOrder: on(s.schedule_order),
    cashOnDelivery: on(s.cash_on_delivery),
    digitalPayment: on(s.digital_payment) && gatewaysOffered(s.demo).length > 0,
    offlinePayment: on(s.offline_payment_status),
    partialPayment: on(s.partial_payment_status),
    partialPaymentMethod: String(s.partial_payment_method ?? 'both'),
    walletEnabled: on(s.customer_wallet_status),
    tipsEnabled: on(s.dm_tips_status),
    additionalCharge: on(s.additional_charge_status) ? Math.max(0, Number(s.additional_charge) || 0) : 0,
    adminFreeDelivery: admin ? { status: on(admin.status), type: String(admin.type ?? ''), freeDeliveryOver: Number(admin.free_delivery_over) || 0 } : null,
    refundEnabled: on(s.refund_active_status),
    timeZone: String(s.timezone ?? 'UTC'),
    moduleConfig: s.module_config && typeof s.module_config === 'object' ? (s.module_config as Record<string, unknown>) : {},
  };
}

export function formatMoney(settings: Pick<OrderSettings, 'decimals' | 'currencySymbol' | 'symbolLeft'>, amount: number): string {
  const value = amount.toFixed(settings.decimals);
  return settings.symbolLeft ? `${settings.currencySymbol} ${value}` : `${value} ${settings.currencySymbol}`;
}
