/**
 * What the order estimate reads, taken tolerantly from the answers checkout already holds: the store's details
 * (its tax, running discount, free delivery, own delivery rates, position), the zone details stored with the
 * customer's location (`zone_data`: the module's per-km, minimum, maximum or fixed charge and the busy-hours
 * increase) and the config (tax included, decimals, the admin's free delivery, tips, the service charge).
 * A backend sends numbers as strings and flags as 0/1, "1" or booleans; a field it leaves out stays unknown
 * (null) rather than becoming a guessed 0.
 */
import type { AdminFreeDelivery, DeliveryRates, IncreasedFee } from '@common/order-pricing/delivery-fee';
import { storeDiscountRuleOf, type StoreDiscountRule } from '@common/order-pricing/discounts';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface StorePricing {
  /** The store's tax rate in percent; null when the store does not say. */
  taxRate: number | null;
  position: LatLng | null;
  zoneId: number | null;
  freeDelivery: boolean;
  /** The store's own rates when it delivers itself; null when the zone's rates apply. */
  ownRates: DeliveryRates | null;
  /** The store-wide discount the details answer carries (only while it runs). */
  discount: StoreDiscountRule | null;
}

export interface PricingConfig {
  taxIncluded: boolean;
  decimals: number;
  adminFreeDelivery: AdminFreeDelivery | null;
  tipsEnabled: boolean;
  additionalCharge: number;
}

/** The delivery terms of the store's zone for the module; `rates` null when the zone has no terms for it. */
export interface ZoneDelivery {
  rates: DeliveryRates | null;
  increase: IncreasedFee | null;
}

type Loose = Record<string, unknown> | null | undefined;

const numberOf = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
};
const num = (value: unknown) => numberOf(value) ?? 0;
const on = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';
const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

export function storePricingOf(store: Loose): StorePricing | null {
  if (!store) return null;
  const lat = numberOf(store.latitude);
  const lng = numberOf(store.longitude);
  const maximum = numberOf(store.maximum_shipping_charge);
  return {
    taxRate: numberOf(store.tax),
    position: lat !== null && lng !== null ? { lat, lng } : null,
    zoneId: numberOf(store.zone_id),
    freeDelivery: on(store.free_delivery),
    ownRates: on(store.self_delivery_system)
      ? { chargeType: 'distance', perKm: num(store.per_km_shipping_charge), minimum: num(store.minimum_shipping_charge), maximum, fixed: 0 }
      : null,
    discount: storeDiscountRuleOf(store.discount),
  };
}

export function pricingConfigOf(config: Loose): PricingConfig {
  const c = config ?? {};
  const decimals = numberOf(c.digit_after_decimal_point);
  const admin = c.admin_free_delivery && typeof c.admin_free_delivery === 'object' ? (c.admin_free_delivery as Record<string, unknown>) : null;
  return {
    taxIncluded: on(c.tax_included),
    decimals: decimals !== null && Number.isInteger(decimals) && decimals >= 0 && decimals <= 6 ? decimals : 2,
    adminFreeDelivery: admin ? { status: on(admin.status), type: text(admin.type, ''), freeDeliveryOver: num(admin.free_delivery_over) } : null,
    tipsEnabled: on(c.dm_tips_status),
    additionalCharge: on(c.additional_charge_status) ? Math.max(0, num(c.additional_charge)) : 0,
  };
}

export interface ZoneDataLike {
  id: number;
  increased_delivery_fee?: unknown;
  increased_delivery_fee_status?: unknown;
  /** `fixed`, or `percent` (what a backend that does not say means). */
  increased_delivery_fee_type?: unknown;
  modules: readonly { id: number; pivot?: Record<string, unknown> | null }[];
}

/** The store's zone terms for the module, or null when the stored zone details do not include that zone. */
export function zoneDeliveryOf(zones: readonly ZoneDataLike[], zoneId: number | null, moduleId: number | null): ZoneDelivery | null {
  const zone = zoneId === null ? undefined : zones.find((entry) => Number(entry.id) === zoneId);
  if (!zone) return null;
  const pivot = zone.modules.find((module) => Number(module.id) === moduleId)?.pivot ?? null;
  const rates: DeliveryRates | null = pivot
    ? {
        chargeType: pivot.delivery_charge_type === 'fixed' ? 'fixed' : 'distance',
        perKm: num(pivot.per_km_shipping_charge),
        minimum: num(pivot.minimum_shipping_charge),
        maximum: numberOf(pivot.maximum_shipping_charge),
        fixed: num(pivot.fixed_shipping_charge),
      }
    : null;
  const increaseValue = num(zone.increased_delivery_fee);
  const increase: IncreasedFee | null = num(zone.increased_delivery_fee_status) === 1 && increaseValue > 0 ? { type: zone.increased_delivery_fee_type === 'fixed' ? 'fixed' : 'percent', value: increaseValue } : null;
  return { rates, increase };
}

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Straight-line (great-circle) distance in km; the server measures by road, so the delivery fee may differ. */
export function greatCircleKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return (2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))) / 1000;
}
