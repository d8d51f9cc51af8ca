/**
 * The parcel quote the summary shows, from the same rule the server charges by (`common/parcel-charge.ts`):
 * the category's rates (else the module's from the config), the parcel module's maximum in the sender's zone,
 * the zone's busy-hours increase, the parcel tax rate, whether prices include tax, the service charge and the
 * config's decimals. Pure: the talon hands in the config and zone it read.
 */
import { parcelCharge, parcelRates, type ParcelCharge } from '@common/parcel-charge';

export interface QuoteConfig {
  parcel_per_km_shipping_charge?: unknown;
  parcel_minimum_shipping_charge?: unknown;
  parcel_tax_rate?: unknown;
  tax_included?: unknown;
  additional_charge_status?: unknown;
  additional_charge?: unknown;
  digit_after_decimal_point?: unknown;
}

export interface QuoteZone {
  increased_delivery_fee?: number | null;
  increased_delivery_fee_status?: number | null;
  /** `fixed` or `percent` (the default). */
  increased_delivery_fee_type?: string | null;
  modules: readonly { id: number; module_type: string; pivot?: { maximum_shipping_charge?: number | null } | null }[];
}

export interface QuoteCategory {
  parcel_per_km_shipping_charge?: number | null;
  parcel_minimum_shipping_charge?: number | null;
}

const num = (value: unknown): number => {
  const number = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : Number.NaN;
  return Number.isFinite(number) ? number : 0;
};
const on = (value: unknown) => value === true || value === 1 || value === '1';

export function parcelQuote(input: { distanceKm: number; category: QuoteCategory | null; config: QuoteConfig; zone: QuoteZone | null; moduleId: number | null }): ParcelCharge {
  const { config, zone } = input;
  const parcelModule = zone?.modules.find((module) => module.id === input.moduleId) ?? zone?.modules.find((module) => module.module_type === 'parcel');
  const maximum = parcelModule?.pivot?.maximum_shipping_charge ?? null;
  const moduleRates = { parcel_per_km_shipping_charge: num(config.parcel_per_km_shipping_charge), parcel_minimum_shipping_charge: num(config.parcel_minimum_shipping_charge) };
  const increase = zone && num(zone.increased_delivery_fee_status) === 1 && num(zone.increased_delivery_fee) > 0 ? { type: zone.increased_delivery_fee_type === 'fixed' ? ('fixed' as const) : ('percent' as const), value: num(zone.increased_delivery_fee) } : null;
  const decimals = config.digit_after_decimal_point === undefined ? 2 : num(config.digit_after_decimal_point);
  return parcelCharge({
    distanceKm: input.distanceKm,
    rates: parcelRates(input.category, moduleRates, maximum),
    increase,
    taxRate: num(config.parcel_tax_rate),
    taxIncluded: on(config.tax_included),
    additionalCharge: on(config.additional_charge_status) ? num(config.additional_charge) : 0,
    tips: 0,
    decimals,
  });
}
