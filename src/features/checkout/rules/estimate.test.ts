import { describe, expect, it } from 'vitest';
import type { CartRowLike } from '../item/order-lines';
import { estimateAsTax, estimateInput, estimateOrder, type EstimateSources } from './estimate';
import { pricedLineOf } from './priced-line';
import { greatCircleKm, pricingConfigOf, storePricingOf, zoneDeliveryOf, type ZoneDataLike } from './pricing-sources';

/** A Large burger (10 + 2) × 2 with one add-on at 3: items 24, add-ons 3. */
const burger = (item: Partial<CartRowLike['item']> = {}, row: Partial<CartRowLike> = {}): CartRowLike => ({
  id: 1,
  price: 24,
  quantity: 2,
  variation: [{ name: 'Size', values: { label: ['Large'] } }],
  add_on_ids: [7],
  add_on_qtys: [1],
  ...row,
  item: {
    name: 'Burger',
    price: 10,
    discount: 0,
    discount_type: 'percent',
    store_discount: 0,
    flash_sale: 0,
    food_variations: [{ name: 'Size', values: [{ label: 'Regular', optionPrice: 0 }, { label: 'Large', optionPrice: 2 }] }],
    variations: [],
    addons: [{ id: 7, name: 'Fries', price: 3 }],
    ...item,
  },
});

const STORE = storePricingOf({ tax: '5', latitude: '25.2', longitude: '55.27', zone_id: 1, free_delivery: false, self_delivery_system: 0, discount: null });
const ZONES: ZoneDataLike[] = [{ id: 1, increased_delivery_fee: 0, increased_delivery_fee_status: 0, modules: [{ id: 2, pivot: { per_km_shipping_charge: 2, minimum_shipping_charge: 8, maximum_shipping_charge: 40, delivery_charge_type: 'distance', fixed_shipping_charge: 0 } }] }];
const CONFIG = { tax_included: 0, digit_after_decimal_point: 2, dm_tips_status: 1, additional_charge_status: 0, additional_charge: 0 };

const sources = (overrides: Partial<EstimateSources> = {}): EstimateSources => ({
  rows: [burger()],
  orderType: 'delivery',
  store: STORE as NonNullable<typeof STORE>,
  config: pricingConfigOf(CONFIG),
  zone: zoneDeliveryOf(ZONES, 1, 2),
  coupon: null,
  tips: 0,
  packaging: 0,
  distanceKm: 3,
  wall: { date: '2026-11-24', time: '15:00:00' },
  ...overrides,
});
const storeWith = (fields: Record<string, unknown>) => storePricingOf({ tax: 5, latitude: 25.2, longitude: 55.27, zone_id: 1, ...fields }) as NonNullable<typeof STORE>;
const coupon = (rule: Partial<{ coupon_type: string; discount: number; discount_type: string; min_purchase: number; max_discount: number }>) => ({ coupon_type: 'default', discount: 10, discount_type: 'percent', min_purchase: 0, max_discount: 0, ...rule });
const RUNNING = { start_date: '2026-01-01', end_date: '2026-12-31', start_time: '00:00:00', end_time: '23:59:59' };

// items 24 + add-ons 3 = 27; tax 5 % excluded; delivery 3 km × 2 raised to the minimum 8.
const cases: [string, Partial<EstimateSources>, Record<string, number | string | boolean | null>][] = [
  ['delivery, nothing off', {}, { itemsSubtotal: 24, addOnsTotal: 3, discount: 0, taxAmount: 1.35, deliveryCharge: 8, orderAmount: 36.35 }],
  ['take-away pays no delivery', { orderType: 'take_away' }, { deliveryCharge: 0, originalDeliveryCharge: 0, orderAmount: 28.35 }],
  ['the item\'s own discount, per unit', { rows: [burger({ discount: 10 })] }, { discount: 2.4, discountBy: 'item', taxAmount: 1.23, orderAmount: 33.83 }],
  ['a larger store discount wins over the item\'s', { rows: [burger({ discount: 10 })], store: storeWith({ discount: { discount: 20, discount_type: 'percent', min_purchase: 0, max_discount: 0, ...RUNNING } }) }, { discount: 4.8, discountBy: 'store', orderAmount: 31.31 }],
  ['a capped store discount loses to the item\'s', { rows: [burger({ discount: 10 })], store: storeWith({ discount: { discount: 20, discount_type: 'percent', min_purchase: 0, max_discount: 2, ...RUNNING } }) }, { discount: 2.4, discountBy: 'item' }],
  ['the store\'s percentage shown on the item is not counted twice', { rows: [burger({ discount: 20, store_discount: 20 })], store: storeWith({ discount: { discount: 20, discount_type: 'percent', min_purchase: 0, max_discount: 0, ...RUNNING } }) }, { discount: 4.8, discountBy: 'store' }],
  ['an item\'s own discount hidden behind the store\'s counts as none', { rows: [burger({ discount: 20, store_discount: 20 })], store: storeWith({ discount: { discount: 20, discount_type: 'percent', min_purchase: 100, max_discount: 0, ...RUNNING } }) }, { discount: 0, orderAmount: 36.35 }],
  ['a store discount below its minimum purchase', { store: storeWith({ discount: { discount: 20, discount_type: 'percent', min_purchase: 100, max_discount: 0, ...RUNNING } }) }, { discount: 0, orderAmount: 36.35 }],
  ['a flash sale line: no store discount', { rows: [burger({ discount: 25, flash_sale: 1 })], store: storeWith({ discount: { discount: 50, discount_type: 'percent', min_purchase: 0, max_discount: 0, ...RUNNING } }) }, { discount: 6, flashDiscount: 6, discountBy: 'item' }],
  ['coupon percent with its cap', { coupon: coupon({ discount: 50, max_discount: 5 }) }, { couponDiscount: 5, taxAmount: 1.1, orderAmount: 31.1 }],
  ['coupon percent, 0 = no cap', { coupon: coupon({ discount: 50 }) }, { couponDiscount: 13.5 }],
  ['coupon flat amount', { coupon: coupon({ discount: 4, discount_type: 'amount' }) }, { couponDiscount: 4, taxAmount: 1.15, orderAmount: 32.15 }],
  ['free-delivery coupon with its minimum met', { coupon: coupon({ coupon_type: 'free_delivery', min_purchase: 20 }) }, { couponDiscount: 0, deliveryCharge: 0, originalDeliveryCharge: 8, freeDeliveryBy: 'coupon', orderAmount: 28.35 }],
  ['free-delivery coupon below its minimum', { coupon: coupon({ coupon_type: 'free_delivery', min_purchase: 50 }) }, { deliveryCharge: 8, freeDeliveryBy: null, orderAmount: 36.35 }],
  ['coupon minimum not met: nothing off', { coupon: coupon({ min_purchase: 100 }) }, { couponDiscount: 0, orderAmount: 36.35 }],
  ['tax included: shown, not added', { config: pricingConfigOf({ ...CONFIG, tax_included: '1' }) }, { taxAmount: 1.29, taxIncluded: true, orderAmount: 35 }],
  ['admin free delivery over 25, reached', { config: pricingConfigOf({ ...CONFIG, admin_free_delivery: { status: 1, type: 'free_delivery_by_order_amount', free_delivery_over: '25' } }) }, { deliveryCharge: 0, freeDeliveryBy: 'admin', orderAmount: 28.35 }],
  ['admin free delivery over 30, not reached', { config: pricingConfigOf({ ...CONFIG, admin_free_delivery: { status: true, type: 'free_delivery_by_order_amount', free_delivery_over: 30 } }) }, { deliveryCharge: 8, orderAmount: 36.35 }],
  ['the store\'s own free delivery', { store: storeWith({ free_delivery: 1 }) }, { deliveryCharge: 0, freeDeliveryBy: 'vendor', orderAmount: 28.35 }],
  ['tips on', { tips: 5 }, { tips: 5, orderAmount: 41.35 }],
  ['tips off in the config', { tips: 5, config: pricingConfigOf({ ...CONFIG, dm_tips_status: 0 }) }, { tips: 0, orderAmount: 36.35 }],
  ['tips are for delivery only', { tips: 5, orderType: 'take_away' }, { tips: 0, orderAmount: 28.35 }],
  ['extra packaging and the service charge', { packaging: 2, config: pricingConfigOf({ ...CONFIG, additional_charge_status: '1', additional_charge: '1.5' }) }, { extraPackaging: 2, additionalCharge: 1.5, orderAmount: 39.85 }],
  ['0 decimals', { config: pricingConfigOf({ ...CONFIG, digit_after_decimal_point: 0 }) }, { taxAmount: 1, orderAmount: 36 }],
  ['3 decimals', { store: storeWith({ tax: 7.5 }), config: pricingConfigOf({ ...CONFIG, digit_after_decimal_point: '3' }) }, { taxAmount: 2.025, orderAmount: 37.025 }],
  ['2 decimals round half away from zero', { store: storeWith({ tax: 7.5 }) }, { taxAmount: 2.03, orderAmount: 37.03 }],
  ['the zone\'s busy-hours increase', { zone: zoneDeliveryOf([{ ...ZONES[0]!, increased_delivery_fee: 50, increased_delivery_fee_status: 1 }], 1, 2) }, { deliveryCharge: 12 }],
  ['a self-delivering store: its own rates, no increase', { distanceKm: 4, store: storeWith({ self_delivery_system: 1, per_km_shipping_charge: 1.5, minimum_shipping_charge: 5, maximum_shipping_charge: null }), zone: zoneDeliveryOf([{ ...ZONES[0]!, increased_delivery_fee: 50, increased_delivery_fee_status: 1 }], 1, 2) }, { deliveryCharge: 6 }],
  ['a fixed charge needs no distance', { distanceKm: null, zone: zoneDeliveryOf([{ id: 1, modules: [{ id: 2, pivot: { delivery_charge_type: 'fixed', fixed_shipping_charge: '7' } }] }], 1, 2) }, { deliveryCharge: 7, orderAmount: 35.35 }],
];

describe('the order estimate', () => {
  it.each(cases)('%s', (_name, overrides, expected) => {
    const estimate = estimateOrder(sources(overrides));
    expect(estimate?.deliveryKnown).toBe(true);
    expect(estimate?.amounts).toMatchObject(expected);
  });

  it('leaves the delivery fee out while the distance is unknown, unless free delivery makes it 0', () => {
    const unmeasured = estimateOrder(sources({ distanceKm: null }));
    expect(unmeasured).toMatchObject({ deliveryKnown: false, amounts: { deliveryCharge: 0, orderAmount: 28.35 } });
    expect(estimateAsTax(unmeasured!).delivery_charge).toBeUndefined();
    expect(estimateOrder(sources({ distanceKm: null, store: storeWith({ free_delivery: true }) }))).toMatchObject({ deliveryKnown: true, amounts: { deliveryCharge: 0, originalDeliveryCharge: 0, freeDeliveryBy: 'vendor' } });
    // Zone details that do not cover the store's zone: the rates are unknown.
    expect(estimateOrder(sources({ zone: zoneDeliveryOf(ZONES, 9, 2) }))).toMatchObject({ deliveryKnown: false, amounts: { orderAmount: 28.35 } });
  });

  it('says when the fee rests on the straight-line distance', () => {
    expect(estimateOrder(sources())?.deliveryByDistance).toBe(true);
    expect(estimateOrder(sources({ store: storeWith({ free_delivery: 1 }) }))?.deliveryByDistance).toBe(false);
    expect(estimateOrder(sources({ orderType: 'take_away' }))?.deliveryByDistance).toBe(false);
  });

  it('makes no estimate without the store\'s tax rate or without lines', () => {
    expect(estimateOrder(sources({ store: { ...storeWith({}), taxRate: null } }))).toBeNull();
    expect(estimateOrder(sources({ rows: [] }))).toBeNull();
  });

  it('hands the pipeline what the checkout holds', () => {
    const { input } = estimateInput(sources({ tips: 3, packaging: 2, coupon: coupon({ discount: 5 }) }));
    expect(input).toMatchObject({ orderType: 'delivery', taxRate: 5, taxIncluded: false, distanceKm: 3, tips: 3, tipsEnabled: true, extraPackaging: 2, decimals: 2, storeFreeDelivery: false, increase: null });
    expect(input.rates).toEqual({ chargeType: 'distance', perKm: 2, minimum: 8, maximum: 40, fixed: 0 });
    expect(input.coupon).toMatchObject({ discount: 5 });
  });
});

describe('a cart line as the estimate prices it', () => {
  const line = (row: CartRowLike) => pricedLineOf(row);
  it.each([
    ['food options add to the base price', burger(), { unitPrice: 12, quantity: 2, addOnTotal: 3, unitDiscount: 0 }],
    ['add-on quantities count per line', burger({}, { add_on_qtys: [3] }), { addOnTotal: 9 }],
    ['an unknown add-on adds nothing', burger({}, { add_on_ids: [99] }), { addOnTotal: 0 }],
    ['a combination\'s price replaces the base', burger({ food_variations: [], variations: [{ type: 'Red', price: 15 }] }, { quantity: 1, price: 15, variation: [{ type: 'Red' }] }), { unitPrice: 15 }],
    ['an unknown combination falls back to the cart\'s line price', burger({ food_variations: [], variations: [{ type: 'Red', price: 15 }] }, { quantity: 2, price: 30, variation: [{ type: 'Blue' }] }), { unitPrice: 15 }],
    ['a campaign line sells at the campaign\'s price', burger({ food_variations: [], is_campaign: 1, price: 9, variations: [{ type: 'Red', price: 15 }] }, { quantity: 1, variation: [] }), { unitPrice: 9 }],
    ['a flat discount never above the unit price', burger({ discount: 50, discount_type: 'amount' }), { unitDiscount: 12 }],
    ['a flash sale is marked', burger({ discount: 10, flash_sale: 1 }), { unitDiscount: 1.2, flashSale: true }],
  ] as const)('%s', (_name, row, expected) => {
    expect(line(row)).toMatchObject(expected);
  });
});

describe('what the estimate reads', () => {
  it('reads the store\'s details tolerantly', () => {
    expect(storePricingOf({ tax: '5.5', latitude: '25.1', longitude: '55.2', zone_id: '3', free_delivery: '1', self_delivery_system: '1', per_km_shipping_charge: '2', minimum_shipping_charge: '10', maximum_shipping_charge: '', discount: { discount: '10', discount_type: 'percent', min_purchase: '50', max_discount: '0' } })).toMatchObject({
      taxRate: 5.5,
      position: { lat: 25.1, lng: 55.2 },
      zoneId: 3,
      freeDelivery: true,
      ownRates: { chargeType: 'distance', perKm: 2, minimum: 10, maximum: null },
      discount: { discount: 10, min_purchase: 50, max_discount: 0 },
    });
    expect(storePricingOf({})).toMatchObject({ taxRate: null, position: null, zoneId: null, ownRates: null, discount: null });
    expect(storePricingOf(null)).toBeNull();
  });

  it('reads the config with the backend\'s defaults', () => {
    expect(pricingConfigOf(undefined)).toEqual({ taxIncluded: false, decimals: 2, adminFreeDelivery: null, tipsEnabled: false, additionalCharge: 0 });
    expect(pricingConfigOf({ digit_after_decimal_point: 9 }).decimals).toBe(2);
    expect(pricingConfigOf({ admin_free_delivery: { status: '1', type: 'free_delivery_to_all_store' } }).adminFreeDelivery).toEqual({ status: true, type: 'free_delivery_to_all_store', freeDeliveryOver: 0 });
  });

  it('finds the store zone\'s terms for the module', () => {
    expect(zoneDeliveryOf(ZONES, 1, 3)).toEqual({ rates: null, increase: null });
    expect(zoneDeliveryOf(ZONES, null, 2)).toBeNull();
    expect(zoneDeliveryOf([{ ...ZONES[0]!, increased_delivery_fee: '2', increased_delivery_fee_status: '1', increased_delivery_fee_type: 'fixed' }], 1, 2)?.increase).toEqual({ type: 'fixed', value: 2 });
  });

  it('measures the straight line', () => {
    // Dubai Mall to the airport: about 10.6 km as the crow flies (the road is longer).
    expect(greatCircleKm({ lat: 25.1985, lng: 55.2796 }, { lat: 25.2532, lng: 55.3657 })).toBeCloseTo(10.6, 0);
    expect(greatCircleKm({ lat: 25.2, lng: 55.27 }, { lat: 25.2, lng: 55.27 })).toBe(0);
  });
});
