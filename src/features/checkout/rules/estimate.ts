/**
 * The order's estimate: what the server will charge, computed before it answers (or while offline) by the same
 * pipeline the server charges by (`common/order-pricing`), from what checkout already holds — the cart lines
 * with their items as the cart answer shows them, the store's details, the zone details, the config, the
 * chosen coupon, tip and packaging, and the straight-line distance to the address. It is only ever shown as
 * an estimate: the server measures the distance by road and re-reads every price.
 *
 * What it cannot know it leaves out rather than guessing: without the distance (or the zone's rates) the
 * delivery fee is left out of the lines and the total, unless free delivery makes it 0 anyway.
 */
import type { CouponRule } from '@common/order-pricing/discounts';
import { priceOrder, type OrderAmounts, type PricingInput } from '@common/order-pricing/pipeline';
import type { WallClockLike } from '@common/order-pricing/types';
import type { OrderTax } from '../api/structs';
import type { CartRowLike } from '../item/order-lines';
import type { PricingConfig, StorePricing, ZoneDelivery } from './pricing-sources';
import { pricedLineOf } from './priced-line';
import type { OrderType } from './settings';

export interface EstimateSources {
  rows: readonly CartRowLike[];
  orderType: OrderType;
  store: StorePricing;
  config: PricingConfig;
  /** The store's zone terms; null when the stored zone details do not cover the store's zone. */
  zone: ZoneDelivery | null;
  coupon: CouponRule | null;
  tips: number;
  /** The store's packaging amount when the customer asked for it, else 0. */
  packaging: number;
  /** Straight-line km from the store to the address; null while either is unknown. */
  distanceKm: number | null;
  /** The operator's wall clock (the store discount runs on its dates and daily hours). */
  wall: WallClockLike;
}

export interface OrderEstimate {
  amounts: OrderAmounts;
  /** False when the delivery fee could not be estimated (it is then left out of the total). */
  deliveryKnown: boolean;
  /** The fee depends on the distance, which the server measures by road. */
  deliveryByDistance: boolean;
}

/** The pipeline's input, and whether its delivery part rests on known rates and distance. */
export function estimateInput(sources: EstimateSources): { input: PricingInput; ratesKnown: boolean; deliveryByDistance: boolean } {
  const { store, config, zone } = sources;
  const rates = store.ownRates ?? zone?.rates ?? null;
  const ratesKnown = store.ownRates !== null || zone !== null;
  const deliveryByDistance = rates !== null && rates.chargeType === 'distance';
  const input: PricingInput = {
    lines: sources.rows.map(pricedLineOf),
    orderType: sources.orderType,
    wall: sources.wall,
    storeDiscount: store.discount,
    coupon: sources.coupon,
    taxRate: store.taxRate ?? 0,
    taxIncluded: config.taxIncluded,
    rates,
    distanceKm: sources.distanceKm ?? 0,
    // The zone's busy-hours increase is not charged on a store's own deliveries.
    increase: store.ownRates ? null : (zone?.increase ?? null),
    adminFreeDelivery: config.adminFreeDelivery,
    storeFreeDelivery: store.freeDelivery,
    tips: sources.tips,
    tipsEnabled: config.tipsEnabled,
    additionalCharge: config.additionalCharge,
    extraPackaging: sources.packaging,
    decimals: config.decimals,
  };
  return { input, ratesKnown, deliveryByDistance };
}

/** The estimate, or null when the store's tax rate is unknown (the total would be a guess). */
export function estimateOrder(sources: EstimateSources): OrderEstimate | null {
  if (sources.store.taxRate === null || sources.rows.length === 0) return null;
  const { input, ratesKnown, deliveryByDistance } = estimateInput(sources);
  if (input.orderType === 'take_away') return { amounts: priceOrder(input), deliveryKnown: true, deliveryByDistance: false };
  if (ratesKnown && (!deliveryByDistance || sources.distanceKm !== null)) {
    const amounts = priceOrder(input);
    return { amounts, deliveryKnown: true, deliveryByDistance: deliveryByDistance && amounts.deliveryCharge > 0 };
  }
  // Unmeasured: the fee is known only when free delivery makes it 0; otherwise it stays out of the total.
  const amounts = priceOrder({ ...input, rates: null, increase: null });
  return { amounts, deliveryKnown: amounts.freeDeliveryBy !== null, deliveryByDistance: false };
}

/** The estimate in the shape of the server's `get-Tax` answer, so the summary draws both alike. */
export function estimateAsTax(estimate: OrderEstimate): OrderTax {
  const { amounts } = estimate;
  return {
    tax_amount: amounts.taxAmount,
    tax_included: amounts.taxIncluded ? 1 : 0,
    order_amount: amounts.orderAmount,
    items_subtotal: amounts.itemsSubtotal,
    add_on_total: amounts.addOnsTotal,
    store_discount_amount: amounts.discount,
    coupon_discount_amount: amounts.couponDiscount,
    ...(estimate.deliveryKnown ? { delivery_charge: amounts.deliveryCharge, original_delivery_charge: amounts.originalDeliveryCharge } : {}),
    dm_tips: amounts.tips,
    additional_charge: amounts.additionalCharge,
    extra_packaging_amount: amounts.extraPackaging,
  };
}
