import { describe, expect, it } from 'vitest';
import { parcelBaseCharge, parcelCharge, parcelRates, type ParcelChargeInput, type ParcelRates } from './parcel-charge';

const module = { parcel_per_km_shipping_charge: 3, parcel_minimum_shipping_charge: 15 };
const moduleRates: ParcelRates = { perKm: 3, minimum: 15, maximum: 80 };

describe('parcelRates', () => {
  it.each([
    ['a category with its own minimum uses its own rates', { parcel_per_km_shipping_charge: 4.5, parcel_minimum_shipping_charge: 30 }, 80, { perKm: 4.5, minimum: 30, maximum: 80 }],
    ['rates sent as strings are read as numbers', { parcel_per_km_shipping_charge: '2.5', parcel_minimum_shipping_charge: '12' }, 80, { perKm: 2.5, minimum: 12, maximum: 80 }],
    ['a category without rates uses the module rates', { parcel_per_km_shipping_charge: null, parcel_minimum_shipping_charge: null }, 80, { perKm: 3, minimum: 15, maximum: 80 }],
    ['a category with a per-km rate but no minimum uses the module rates', { parcel_per_km_shipping_charge: 9, parcel_minimum_shipping_charge: 0 }, 80, { perKm: 3, minimum: 15, maximum: 80 }],
    ['no category uses the module rates', null, 80, { perKm: 3, minimum: 15, maximum: 80 }],
    ['no maximum means no cap', null, null, { perKm: 3, minimum: 15, maximum: null }],
    ['a maximum of 0 means no cap', null, 0, { perKm: 3, minimum: 15, maximum: null }],
    ['a maximum below the minimum is ignored', { parcel_per_km_shipping_charge: 4.5, parcel_minimum_shipping_charge: 30 }, 20, { perKm: 4.5, minimum: 30, maximum: null }],
  ])('%s', (_name, category, maximum, expected) => {
    expect(parcelRates(category, module, maximum)).toEqual(expected);
  });
});

describe('parcelBaseCharge', () => {
  it.each([
    ['per km above the minimum', 10, moduleRates, 30],
    ['raised to the minimum', 2, moduleRates, 15],
    ['a zero distance costs the minimum', 0, moduleRates, 15],
    ['a negative or broken distance counts as zero', Number.NaN, moduleRates, 15],
    ['capped by the maximum', 40, moduleRates, 80],
    ['exactly at the maximum', 80 / 3, moduleRates, 80],
    ['no cap without a maximum', 40, { ...moduleRates, maximum: null }, 120],
    ['a maximum below the minimum does not cap', 40, { perKm: 3, minimum: 15, maximum: 10 }, 120],
  ])('%s', (_name, distance, rates, expected) => {
    expect(parcelBaseCharge(distance, rates)).toBeCloseTo(expected, 9);
  });
});

describe('parcelCharge', () => {
  const base: ParcelChargeInput = { distanceKm: 10, rates: moduleRates, taxRate: 5, taxIncluded: false, additionalCharge: 0, tips: 0, decimals: 2 };

  it.each<[string, Partial<ParcelChargeInput>, { deliveryCharge: number; taxAmount: number; total: number }]>([
    ['per km with tax added', {}, { deliveryCharge: 30, taxAmount: 1.5, total: 31.5 }],
    ['the minimum with tax added', { distanceKm: 2 }, { deliveryCharge: 15, taxAmount: 0.75, total: 15.75 }],
    ['the maximum with tax added', { distanceKm: 40 }, { deliveryCharge: 80, taxAmount: 4, total: 84 }],
    ['tax inside the price adds nothing', { taxIncluded: true }, { deliveryCharge: 30, taxAmount: 1.43, total: 30 }],
    ['no tax rate, no tax', { taxRate: 0 }, { deliveryCharge: 30, taxAmount: 0, total: 30 }],
    ['a busy-hours percentage on the charge', { increase: { type: 'percent', value: 10 } }, { deliveryCharge: 33, taxAmount: 1.65, total: 34.65 }],
    ['a busy-hours percentage after the cap', { distanceKm: 40, increase: { type: 'percent', value: 10 } }, { deliveryCharge: 88, taxAmount: 4.4, total: 92.4 }],
    ['a fixed busy-hours amount', { increase: { type: 'fixed', value: 5 } }, { deliveryCharge: 35, taxAmount: 1.75, total: 36.75 }],
    ['the service charge and the tip are added untaxed', { additionalCharge: 10, tips: 5 }, { deliveryCharge: 30, taxAmount: 1.5, total: 46.5 }],
    ['each component is rounded before it is added', { distanceKm: 7.777, rates: { perKm: 2.5, minimum: 12, maximum: null } }, { deliveryCharge: 19.44, taxAmount: 0.97, total: 20.41 }],
    ['half a cent rounds up', { distanceKm: 1.001, rates: { perKm: 10.045, minimum: 0, maximum: null }, taxRate: 0 }, { deliveryCharge: 10.06, taxAmount: 0, total: 10.06 }],
    ['no decimals', { distanceKm: 7.777, rates: { perKm: 2.5, minimum: 12, maximum: null }, decimals: 0 }, { deliveryCharge: 19, taxAmount: 1, total: 20 }],
  ])('%s', (_name, change, expected) => {
    const charge = parcelCharge({ ...base, ...change });
    expect({ deliveryCharge: charge.deliveryCharge, taxAmount: charge.taxAmount, total: charge.total }).toEqual(expected);
  });

  it('reports the distance to the metre and the charge before the increase', () => {
    const charge = parcelCharge({ ...base, distanceKm: 12.34567, increase: { type: 'percent', value: 10 } });
    expect(charge.distanceKm).toBe(12.346);
    expect(charge.baseCharge).toBe(37.04);
    expect(charge.deliveryCharge).toBe(40.74);
  });
});
