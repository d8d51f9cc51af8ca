/**
 * The delivery fee (spec §9, contract-marketplace §M5.2): zero for take-away; distance × per-km rate raised
 * to the minimum and, when a maximum at least as large as the minimum is set, capped by it; a fixed charge
 * type charges exactly the fixed amount; then the zone's busy-hours increase, as a percentage or a fixed
 * amount. Rates come from the store's zone–module pivot, or from the store itself when it delivers on its
 * own. Free delivery (the admin rule, the store's own, a free-delivery coupon) makes the fee 0.
 */

export interface DeliveryRates {
  chargeType: 'distance' | 'fixed';
  perKm: number;
  minimum: number;
  maximum: number | null;
  fixed: number;
}

export interface IncreasedFee {
  type: 'percent' | 'fixed';
  value: number;
}

export function baseDeliveryFee(rates: DeliveryRates | null, distanceKm: number): number {
  if (!rates) return 0;
  if (rates.chargeType === 'fixed') return Math.max(0, rates.fixed);
  const distance = Number.isFinite(distanceKm) && distanceKm > 0 ? distanceKm : 0;
  let fee = Math.max(distance * rates.perKm, rates.minimum);
  if (rates.maximum !== null && rates.maximum > 0 && rates.maximum >= rates.minimum) fee = Math.min(fee, rates.maximum);
  return Math.max(0, fee);
}

export function withIncrease(fee: number, increase: IncreasedFee | null): number {
  if (!increase || increase.value <= 0 || fee <= 0) return fee;
  return increase.type === 'fixed' ? fee + increase.value : fee + (fee * increase.value) / 100;
}

export interface AdminFreeDelivery {
  status: boolean;
  type: 'free_delivery_to_all_store' | 'free_delivery_by_order_amount' | string;
  freeDeliveryOver: number;
}

export type FreeDeliveryBy = 'admin' | 'vendor' | 'coupon' | null;

/**
 * Who pays the delivery instead of the customer, if anyone: the admin rule (every store, or orders whose
 * discounted amount reaches the threshold), the store's own free delivery, or a free-delivery coupon whose
 * minimum purchase is met.
 */
export function freeDeliveryBy(options: { admin: AdminFreeDelivery | null; storeFreeDelivery: boolean; freeDeliveryCoupon: boolean; amount: number }): FreeDeliveryBy {
  const { admin } = options;
  if (admin?.status) {
    if (admin.type === 'free_delivery_to_all_store') return 'admin';
    if (admin.type === 'free_delivery_by_order_amount' && admin.freeDeliveryOver > 0 && options.amount >= admin.freeDeliveryOver) return 'admin';
  }
  if (options.storeFreeDelivery) return 'vendor';
  if (options.freeDeliveryCoupon) return 'coupon';
  return null;
}
