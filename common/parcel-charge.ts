/**
 * The parcel delivery charge, one rule for the reference server and the client's summary, so the amount a
 * sender reads is the amount placed. Pure: no I/O; its rounding is the order rules' own.
 *
 * Rates: a category with its own minimum charge uses its own per-km and minimum charges; any other uses the
 * module's (the config's `parcel_per_km_shipping_charge` / `parcel_minimum_shipping_charge`). The maximum is
 * the parcel module's zone cap, applied only when it is at least the minimum (0 or null: no cap).
 *
 * Charge: distance × per km, raised to the minimum, capped by the maximum; then the zone's busy-hours
 * increase (a percentage of the charge or a fixed amount). Tax is the parcel rate on the charge: inside it
 * when prices include tax (nothing added), else added. Then the service charge and the rider's tip. Every
 * component is rounded to the config's decimals before it is added, so the lines add up to the total.
 */

export interface ParcelCategoryRates {
  parcel_per_km_shipping_charge?: number | string | null;
  parcel_minimum_shipping_charge?: number | string | null;
}

export interface ParcelRates {
  perKm: number;
  minimum: number;
  maximum: number | null;
}

export interface ParcelIncrease {
  type: 'percent' | 'fixed';
  value: number;
}

export interface ParcelChargeInput {
  /** Road distance from the pickup to the drop-off, in km (the directions service's metres / 1000). */
  distanceKm: number;
  rates: ParcelRates;
  increase?: ParcelIncrease | null;
  /** Percent. */
  taxRate: number;
  taxIncluded: boolean;
  additionalCharge?: number;
  tips?: number;
  decimals: number;
}

export interface ParcelCharge {
  distanceKm: number;
  /** Before the busy-hours increase. */
  baseCharge: number;
  deliveryCharge: number;
  taxAmount: number;
  taxIncluded: boolean;
  additionalCharge: number;
  tips: number;
  total: number;
}

import { roundMoney } from './order-pricing/money';

const amount = (value: unknown): number => {
  const number = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : Number.NaN;
  return Number.isFinite(number) && number > 0 ? number : 0;
};

/** Money rounding as the order rules round it (one rule for every amount the customer reads). */
export const roundParcelMoney = roundMoney;

/** The rates a category is charged by. */
export function parcelRates(category: ParcelCategoryRates | null, module: ParcelCategoryRates, maximum: number | null): ParcelRates {
  const own = category !== null && amount(category.parcel_minimum_shipping_charge) > 0;
  const source = own ? category : module;
  const minimum = amount(source.parcel_minimum_shipping_charge);
  const cap = amount(maximum);
  return { perKm: amount(source.parcel_per_km_shipping_charge), minimum, maximum: cap > 0 && cap >= minimum ? cap : null };
}

/** The charge before tax: per km over the distance, at least the minimum, at most the maximum. */
export function parcelBaseCharge(distanceKm: number, rates: ParcelRates): number {
  const distance = Number.isFinite(distanceKm) && distanceKm > 0 ? distanceKm : 0;
  const charge = Math.max(distance * amount(rates.perKm), amount(rates.minimum));
  const cap = amount(rates.maximum);
  return cap > 0 && cap >= amount(rates.minimum) ? Math.min(charge, cap) : charge;
}

export function parcelCharge(input: ParcelChargeInput): ParcelCharge {
  const round = (value: number) => roundParcelMoney(value, input.decimals);
  const base = parcelBaseCharge(input.distanceKm, input.rates);
  const increase = input.increase && amount(input.increase.value) > 0 && base > 0 ? input.increase : null;
  const increased = !increase ? base : increase.type === 'fixed' ? base + amount(increase.value) : base + (base * amount(increase.value)) / 100;
  const deliveryCharge = round(increased);
  const rate = amount(input.taxRate);
  const tax = deliveryCharge <= 0 || rate <= 0 ? 0 : input.taxIncluded ? (deliveryCharge * rate) / (100 + rate) : (deliveryCharge * rate) / 100;
  const taxAmount = round(tax);
  const additionalCharge = round(amount(input.additionalCharge));
  const tips = round(amount(input.tips));
  return {
    distanceKm: Math.round((Number.isFinite(input.distanceKm) && input.distanceKm > 0 ? input.distanceKm : 0) * 1000) / 1000,
    baseCharge: round(base),
    deliveryCharge,
    taxAmount,
    taxIncluded: input.taxIncluded,
    additionalCharge,
    tips,
    total: round(deliveryCharge + (input.taxIncluded ? 0 : taxAmount) + additionalCharge + tips),
  };
}
