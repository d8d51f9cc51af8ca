/**
 * The order's estimate from what checkout holds (use-order-estimate.ts gathers it): the store's pricing read
 * from its details, the config's terms and the stored zone's, the straight-line distance to the address, run
 * through the pipeline the server charges by (rules/estimate.ts), in the shape of the server's answer. A module
 * of its own: the checkout's first screen shows the server's prices, so the pipeline loads after it.
 */
import type { CouponRule } from '@common/order-pricing/discounts';
import { wallClockOf } from '@common/order-pricing/types';
import type { OrderTax } from '../api/structs';
import { estimateAsTax, estimateOrder } from '../rules/estimate';
import { greatCircleKm, pricingConfigOf, storePricingOf, zoneDeliveryOf, type ZoneDataLike } from '../rules/pricing-sources';
import type { OrderType } from '../rules/settings';
import type { CartRowLike } from './order-lines';

export interface EstimateInputs {
  rows: readonly CartRowLike[];
  orderType: OrderType;
  /** The store's details answer, as the estimate reads it (`storePricingOf`). */
  storeDetails: Readonly<Record<string, unknown>>;
  config: Readonly<Record<string, unknown>>;
  /** The zone details stored with the customer's location. */
  zones: readonly ZoneDataLike[];
  moduleId: number | null;
  /** The delivery address's position; null for take away or while no address is chosen. */
  point: { lat: number; lng: number } | null;
  coupon: CouponRule | null;
  tips: number;
  packaging: number;
  /** The operator's clock now. */
  now: Date;
}

export interface EstimatedTax {
  /** The estimate in the shape of the server's `get-Tax` answer, so the summary draws both alike. */
  tax: OrderTax;
  /** False: the delivery fee is not in the lines or the total yet. */
  deliveryKnown: boolean;
  /** The fee rests on a straight-line distance; the server measures by road. */
  deliveryByDistance: boolean;
}

/** The estimate, or null when the store's details do not say enough (its tax rate, say) to make one. */
export function estimateTax(inputs: EstimateInputs): EstimatedTax | null {
  const store = storePricingOf(inputs.storeDetails);
  if (!store) return null;
  const { point } = inputs;
  const distanceKm = store.position && point && Number.isFinite(point.lat) && Number.isFinite(point.lng) ? greatCircleKm(store.position, point) : null;
  const estimate = estimateOrder({
    rows: inputs.rows,
    orderType: inputs.orderType,
    store,
    config: pricingConfigOf(inputs.config),
    zone: zoneDeliveryOf(inputs.zones, store.zoneId, inputs.moduleId),
    coupon: inputs.coupon,
    tips: inputs.tips,
    packaging: inputs.packaging,
    distanceKm,
    wall: wallClockOf(inputs.now),
  });
  return estimate && { tax: estimateAsTax(estimate), deliveryKnown: estimate.deliveryKnown, deliveryByDistance: estimate.deliveryByDistance };
}
