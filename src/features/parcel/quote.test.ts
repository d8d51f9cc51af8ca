import { describe, expect, it } from 'vitest';
import { parcelQuote } from './quote';

const config = { parcel_per_km_shipping_charge: 3, parcel_minimum_shipping_charge: 15, parcel_tax_rate: 5, tax_included: 0, additional_charge_status: 0, additional_charge: 0, digit_after_decimal_point: 2 };
const zone = { increased_delivery_fee: 0, increased_delivery_fee_status: 0, modules: [{ id: 5, module_type: 'parcel', pivot: { maximum_shipping_charge: 80 } }] };

describe('parcelQuote', () => {
  it.each<[string, Parameters<typeof parcelQuote>[0], { deliveryCharge: number; taxAmount: number; total: number }]>([
    ['a category without rates uses the module’s: 10 km × 3 plus 5 % tax', { distanceKm: 10, category: { parcel_per_km_shipping_charge: null, parcel_minimum_shipping_charge: null }, config, zone, moduleId: 5 }, { deliveryCharge: 30, taxAmount: 1.5, total: 31.5 }],
    ['a category with its own minimum uses its own rates', { distanceKm: 2, category: { parcel_per_km_shipping_charge: 4.5, parcel_minimum_shipping_charge: 30 }, config, zone, moduleId: 5 }, { deliveryCharge: 30, taxAmount: 1.5, total: 31.5 }],
    ['the zone’s maximum caps the charge', { distanceKm: 100, category: null, config, zone, moduleId: 5 }, { deliveryCharge: 80, taxAmount: 4, total: 84 }],
    ['tax inside the price adds nothing', { distanceKm: 10, category: null, config: { ...config, tax_included: 1 }, zone, moduleId: 5 }, { deliveryCharge: 30, taxAmount: 1.43, total: 30 }],
    ['the service charge is added when on', { distanceKm: 10, category: null, config: { ...config, additional_charge_status: 1, additional_charge: 2 }, zone, moduleId: 5 }, { deliveryCharge: 30, taxAmount: 1.5, total: 33.5 }],
    ['the zone’s busy-hours increase is a percentage', { distanceKm: 10, category: null, config, zone: { ...zone, increased_delivery_fee: 10, increased_delivery_fee_status: 1 }, moduleId: 5 }, { deliveryCharge: 33, taxAmount: 1.65, total: 34.65 }],
    ['or a fixed amount', { distanceKm: 10, category: null, config, zone: { ...zone, increased_delivery_fee: 4, increased_delivery_fee_status: 1, increased_delivery_fee_type: 'fixed' }, moduleId: 5 }, { deliveryCharge: 34, taxAmount: 1.7, total: 35.7 }],
    ['without a zone there is no cap', { distanceKm: 100, category: null, config, zone: null, moduleId: 5 }, { deliveryCharge: 300, taxAmount: 15, total: 315 }],
  ])('%s', (_name, input, expected) => {
    expect(parcelQuote(input)).toMatchObject(expected);
  });
});
