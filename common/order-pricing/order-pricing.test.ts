/**
 * The money rules of an item order, as tables of hand-computed cases: line prices (food options added,
 * non-food variations replacing the base), item and store discounts (expiry, minimum, cap), each coupon type
 * (minimum purchase, percent cap, 0 = no cap), the delivery fee (per-km clamping, fixed charge, increased fee
 * fixed and percent, take-away, free delivery by admin threshold, store and coupon), tax included and
 * excluded, tips, extra charges, and rounding to 0, 2 and 3 decimals.
 */
import { describe, expect, it } from 'vitest';
import { couponDiscountAmount, storeDiscountAmount, storeDiscountRuleOf, storeDiscountRuns, type CouponRule, type StoreDiscountRule } from './discounts';
import { baseDeliveryFee, freeDeliveryBy, withIncrease, type DeliveryRates } from './delivery-fee';
import { addOnTotal, foodUnitPrice, lineDiscountRule, unitDiscount, variationUnitPrice } from './lines';
import { roundMoney } from './money';
import { priceItems, priceOrder, type PricingInput } from './pipeline';
import { taxAmount } from './tax';
import { wallClockOf } from './types';

const WALL = { date: '2026-11-24', time: '15:00:00' };
const RATES: DeliveryRates = { chargeType: 'distance', perKm: 2, minimum: 8, maximum: 40, fixed: 0 };
const STORE_DISCOUNT: StoreDiscountRule = { discount: 10, discount_type: 'percent', min_purchase: 50, max_discount: 30, start_date: '2024-01-01', end_date: '2099-12-31', start_time: '00:00:00', end_time: '23:59:59' };
const coupon = (rule: Partial<CouponRule>): CouponRule => ({ coupon_type: 'default', discount: 10, discount_type: 'percent', min_purchase: 0, max_discount: 0, ...rule });
const line = (unitPrice: number, quantity: number, extra: Partial<PricingInput['lines'][number]> = {}) => ({ unitPrice, quantity, unitDiscount: 0, addOnTotal: 0, flashSale: false, ...extra });

const base = (overrides: Partial<PricingInput> = {}): PricingInput => ({
  lines: [line(10, 2)],
  orderType: 'delivery',
  wall: WALL,
  storeDiscount: null,
  coupon: null,
  taxRate: 5,
  taxIncluded: false,
  rates: RATES,
  distanceKm: 3,
  increase: null,
  adminFreeDelivery: null,
  storeFreeDelivery: false,
  tips: 0,
  tipsEnabled: true,
  additionalCharge: 0,
  extraPackaging: 0,
  decimals: 2,
  ...overrides,
});

describe('line prices', () => {
  const groups = [
    { name: 'Size', values: [{ label: 'Regular', optionPrice: '0' }, { label: 'Large', optionPrice: '6' }] },
    { name: 'Extras', values: [{ label: 'Cheese', optionPrice: 3 }, { label: 'Bacon', optionPrice: '4.5' }] },
  ];
  it.each([
    ['no choice', [], 42],
    ['one option', [{ name: 'Size', labels: ['Large'] }], 48],
    ['options in two groups', [{ name: 'Size', labels: ['Large'] }, { name: 'Extras', labels: ['Cheese', 'Bacon'] }], 55.5],
    ['unknown group and label add nothing', [{ name: 'Sauce', labels: ['Mayo'] }, { name: 'Size', labels: ['Huge'] }], 42],
    ['a label sent twice counts once', [{ name: 'Extras', labels: ['Cheese', 'Cheese'] }], 45],
  ])('food: %s', (_name, chosen, expected) => {
    expect(foodUnitPrice(42, groups, chosen)).toBe(expected);
  });

  it.each([
    ['no combinations: the base price', [], null, 20],
    ['a combination replaces the base price', [{ type: 'Large-Red', price: 30 }], 'Large-Red', 30],
    ['an unknown combination is not for sale', [{ type: 'Large-Red', price: 30 }], 'Small-Blue', null],
  ])('non-food: %s', (_name, variations, chosen, expected) => {
    expect(variationUnitPrice(20, variations, chosen)).toBe(expected);
  });

  it.each([
    ['percent', { discount: 10, discount_type: 'percent' }, 50, 5],
    ['flat', { discount: 3, discount_type: 'amount' }, 50, 3],
    ['flat above the price', { discount: 80, discount_type: 'amount' }, 50, 50],
    ['none', null, 50, 0],
  ])('unit discount: %s', (_name, rule, price, expected) => {
    expect(unitDiscount(price, rule)).toBe(expected);
  });

  it('add-ons are priced per line', () => {
    expect(addOnTotal([{ price: 3, quantity: 2 }, { price: 4.5, quantity: 1 }])).toBe(10.5);
  });
});

describe('store discount', () => {
  it.each([
    ['running, percent of the subtotal', STORE_DISCOUNT, 100, WALL, 10],
    ['capped by max_discount', STORE_DISCOUNT, 400, WALL, 30],
    ['below the minimum purchase', STORE_DISCOUNT, 40, WALL, 0],
    ['max_discount 0 is no cap', { ...STORE_DISCOUNT, max_discount: 0 }, 400, WALL, 40],
    ['after its end date', { ...STORE_DISCOUNT, end_date: '2026-11-23' }, 100, WALL, 0],
    ['on its end date, after its end time', { ...STORE_DISCOUNT, end_date: '2026-11-24', end_time: '14:59' }, 100, WALL, 0],
    ['on its end date, before its end time', { ...STORE_DISCOUNT, end_date: '2026-11-24', end_time: '15:30' }, 100, WALL, 10],
    ['before its start date', { ...STORE_DISCOUNT, start_date: '2026-11-25' }, 100, WALL, 0],
    ['flat amount', { ...STORE_DISCOUNT, discount: 15, discount_type: 'amount' }, 100, WALL, 15],
  ])('%s', (_name, rule, subtotal, wall, expected) => {
    expect(storeDiscountAmount(rule, subtotal, wall)).toBe(expected);
  });

  it('knows when it runs', () => {
    expect(storeDiscountRuns(STORE_DISCOUNT, WALL)).toBe(true);
    expect(storeDiscountRuns({ ...STORE_DISCOUNT, start_time: '16:00:00' }, WALL)).toBe(false);
  });
});

describe('coupons', () => {
  it.each([
    ['default percent', coupon({}), 100, 10],
    ['percent capped by max_discount', coupon({ max_discount: 20 }), 300, 20],
    ['percent with max_discount 0: no cap', coupon({ max_discount: 0 }), 300, 30],
    ['flat amount', coupon({ discount: 20, discount_type: 'amount', min_purchase: 100 }), 150, 20],
    ['flat amount below the minimum purchase', coupon({ discount: 20, discount_type: 'amount', min_purchase: 100 }), 50, 0],
    ['flat amount above the order', coupon({ discount: 20, discount_type: 'amount' }), 12, 12],
    ['zone_wise', coupon({ coupon_type: 'zone_wise', discount: 15, max_discount: 25 }), 100, 15],
    ['store_wise', coupon({ coupon_type: 'store_wise', discount: 5, discount_type: 'amount', min_purchase: 30 }), 30, 5],
    ['first_order', coupon({ coupon_type: 'first_order', discount: 20, max_discount: 60 }), 500, 60],
    ['free_delivery takes nothing off the items', coupon({ coupon_type: 'free_delivery', discount: 0, min_purchase: 80 }), 100, 0],
  ])('%s', (_name, rule, amount, expected) => {
    expect(couponDiscountAmount(rule, amount)).toBe(expected);
  });
});

describe('delivery fee', () => {
  it.each([
    ['per km above the minimum', RATES, 10, 20],
    ['raised to the minimum', RATES, 3, 8],
    ['capped at the maximum', RATES, 30, 40],
    ['no cap when the maximum is below the minimum', { ...RATES, maximum: 5 }, 30, 60],
    ['no cap without a maximum', { ...RATES, maximum: null }, 30, 60],
    ['fixed charge type', { ...RATES, chargeType: 'fixed' as const, fixed: 12 }, 30, 12],
    ['no rates', null, 10, 0],
    ['zero distance pays the minimum', RATES, 0, 8],
  ])('%s', (_name, rates, km, expected) => {
    expect(baseDeliveryFee(rates, km)).toBe(expected);
  });

  it.each([
    ['percent', { type: 'percent' as const, value: 10 }, 20, 22],
    ['fixed', { type: 'fixed' as const, value: 5 }, 20, 25],
    ['none', null, 20, 20],
    ['nothing on a free fee', { type: 'fixed' as const, value: 5 }, 0, 0],
  ])('increased fee: %s', (_name, increase, fee, expected) => {
    expect(withIncrease(fee, increase)).toBe(expected);
  });

  it.each([
    ['admin threshold reached', { status: true, type: 'free_delivery_by_order_amount', freeDeliveryOver: 200 }, false, false, 200, 'admin'],
    ['admin threshold not reached', { status: true, type: 'free_delivery_by_order_amount', freeDeliveryOver: 200 }, false, false, 199.99, null],
    ['admin: every store', { status: true, type: 'free_delivery_to_all_store', freeDeliveryOver: 0 }, false, false, 5, 'admin'],
    ['admin rule off', { status: false, type: 'free_delivery_to_all_store', freeDeliveryOver: 0 }, false, false, 500, null],
    ['the store delivers free', null, true, false, 5, 'vendor'],
    ['a free-delivery coupon', null, false, true, 5, 'coupon'],
  ])('free delivery: %s', (_name, admin, store, couponFree, amount, expected) => {
    expect(freeDeliveryBy({ admin, storeFreeDelivery: store, freeDeliveryCoupon: couponFree, amount })).toBe(expected);
  });
});

describe('tax and rounding', () => {
  it.each([
    ['excluded', 100, 5, false, 5],
    ['included: the share inside the price', 105, 5, true, 5],
    ['no rate', 100, 0, false, 0],
  ])('tax %s', (_name, amount, rate, included, expected) => {
    expect(taxAmount(amount, rate, included)).toBeCloseTo(expected, 10);
  });

  it.each([
    [1.005, 2, 1.01],
    [2.5, 0, 3],
    [1.2345, 3, 1.235],
    [-1.005, 2, -1.01],
    [10, 2, 10],
  ])('rounds %s to %s decimals', (value, decimals, expected) => {
    expect(roundMoney(value, decimals)).toBe(expected);
  });
});

describe('the whole order', () => {
  it.each<[string, Partial<PricingInput>, Partial<ReturnType<typeof priceOrder>>]>([
    ['plain delivery: 20 + tax 1 + minimum fee 8', {}, { itemsSubtotal: 20, taxAmount: 1, deliveryCharge: 8, orderAmount: 29 }],
    ['take-away pays no fee and no tip', { orderType: 'take_away', tips: 5 }, { deliveryCharge: 0, tips: 0, orderAmount: 21 }],
    ['tips on delivery', { tips: 5 }, { tips: 5, orderAmount: 34 }],
    ['tips switched off', { tips: 5, tipsEnabled: false }, { tips: 0, orderAmount: 29 }],
    ['additional charge and extra packaging', { additionalCharge: 10, extraPackaging: 2 }, { orderAmount: 41 }],
    ['per-km fee at 10 km', { distanceKm: 10 }, { deliveryCharge: 20, orderAmount: 41 }],
    ['per-km fee capped at 30 km', { distanceKm: 30 }, { deliveryCharge: 40, orderAmount: 61 }],
    ['fixed fee', { rates: { ...RATES, chargeType: 'fixed', fixed: 12 } }, { deliveryCharge: 12, orderAmount: 33 }],
    ['increased fee, percent', { distanceKm: 10, increase: { type: 'percent', value: 10 } }, { deliveryCharge: 22, originalDeliveryCharge: 22 }],
    ['increased fee, fixed', { distanceKm: 10, increase: { type: 'fixed', value: 5 } }, { deliveryCharge: 25 }],
    ['tax included: nothing added', { taxIncluded: true, lines: [line(105, 1)] }, { taxAmount: 5, orderAmount: 113 }],
    [
      'item discount beats a smaller store discount',
      { lines: [line(50, 2, { unitDiscount: 15 })], storeDiscount: STORE_DISCOUNT },
      { discount: 30, discountBy: 'item', discountedTotal: 70, taxAmount: 3.5, orderAmount: 81.5 },
    ],
    [
      'store discount beats a smaller item discount',
      { lines: [line(50, 2, { unitDiscount: 2 })], storeDiscount: STORE_DISCOUNT },
      { discount: 10, discountBy: 'store', discountedTotal: 90, orderAmount: 102.5 },
    ],
    ['an expired store discount gives nothing', { lines: [line(50, 2)], storeDiscount: { ...STORE_DISCOUNT, end_date: '2026-11-01' } }, { discount: 0, discountBy: null }],
    [
      'a flash-sale line keeps the store discount out',
      { lines: [line(50, 2, { unitDiscount: 1, flashSale: true })], storeDiscount: STORE_DISCOUNT },
      { discount: 2, discountBy: 'item', flashDiscount: 2 },
    ],
    [
      'coupon after discounts, with add-ons',
      { lines: [line(40, 2, { addOnTotal: 20 })], coupon: coupon({ discount: 10, max_discount: 5 }) },
      { addOnsTotal: 20, couponDiscount: 5, discountedTotal: 95, taxAmount: 4.75, orderAmount: 107.75 },
    ],
    [
      'admin free delivery from the discounted amount',
      { lines: [line(100, 2)], adminFreeDelivery: { status: true, type: 'free_delivery_by_order_amount', freeDeliveryOver: 200 }, distanceKm: 10 },
      { deliveryCharge: 0, originalDeliveryCharge: 20, freeDeliveryBy: 'admin', orderAmount: 210 },
    ],
    [
      'a coupon taking the amount below the admin threshold brings the fee back',
      { lines: [line(100, 2)], adminFreeDelivery: { status: true, type: 'free_delivery_by_order_amount', freeDeliveryOver: 200 }, distanceKm: 10, coupon: coupon({ discount: 5, discount_type: 'amount' }) },
      { deliveryCharge: 20, freeDeliveryBy: null, discountedTotal: 195 },
    ],
    ['store free delivery', { storeFreeDelivery: true }, { deliveryCharge: 0, freeDeliveryBy: 'vendor', orderAmount: 21 }],
    ['free-delivery coupon over its minimum', { lines: [line(50, 2)], coupon: coupon({ coupon_type: 'free_delivery', min_purchase: 80 }) }, { deliveryCharge: 0, freeDeliveryBy: 'coupon', couponDiscount: 0 }],
    ['free-delivery coupon under its minimum', { coupon: coupon({ coupon_type: 'free_delivery', min_purchase: 80 }) }, { deliveryCharge: 8, freeDeliveryBy: null }],
    ['decimals 0', { lines: [line(10.4, 3)], decimals: 0, distanceKm: 4.3 }, { itemsSubtotal: 31, taxAmount: 2, deliveryCharge: 9, orderAmount: 42 }],
    ['decimals 2', { lines: [line(10.4, 3)], decimals: 2, distanceKm: 4.3 }, { itemsSubtotal: 31.2, taxAmount: 1.56, deliveryCharge: 8.6, orderAmount: 41.36 }],
    ['decimals 3', { lines: [line(10.4, 3)], decimals: 3, distanceKm: 4.3, taxRate: 7.5 }, { itemsSubtotal: 31.2, taxAmount: 2.34, deliveryCharge: 8.6, orderAmount: 42.14 }],
    ['decimals 3 keeps the third digit', { lines: [line(3.333, 3)], decimals: 3, taxRate: 5 }, { itemsSubtotal: 9.999, taxAmount: 0.5, orderAmount: 18.499 }],
  ])('%s', (_name, overrides, expected) => {
    expect(priceOrder(base(overrides))).toMatchObject(expected);
  });

  it('every line adds up to the total', () => {
    const amounts = priceOrder(base({ lines: [line(12.35, 3, { unitDiscount: 1.1, addOnTotal: 4.5 })], coupon: coupon({ discount: 7 }), tips: 3, additionalCharge: 10, extraPackaging: 2, distanceKm: 7.77 }));
    const sum = amounts.itemsSubtotal + amounts.addOnsTotal - amounts.discount - amounts.couponDiscount + amounts.taxAmount + amounts.deliveryCharge + amounts.tips + amounts.additionalCharge + amounts.extraPackaging;
    expect(amounts.orderAmount).toBe(roundMoney(sum, 2));
  });
});

describe('the discount a line gets on its own', () => {
  it.each([
    ['the item\'s own, as the backend says', { discount: 20, discount_type: 'percent', store_discount: 20, item_discount: 10, item_discount_type: 'percent' }, { discount: 10, discount_type: 'percent' }],
    ['the same percentage as the store\'s, said by the backend', { discount: 10, discount_type: 'percent', store_discount: 10, item_discount: '10', item_discount_type: 'percent' }, { discount: 10, discount_type: 'percent' }],
    ['none of its own, as the backend says', { discount: 15, discount_type: 'percent', store_discount: 15, item_discount: 0 }, null],
    ['a flat amount of its own', { discount: 3, discount_type: 'amount', store_discount: 10 }, { discount: 3, discount_type: 'amount' }],
    ['the store\'s percentage shown in its place: unknown, counted as none', { discount: 10, discount_type: 'percent', store_discount: 10 }, null],
    ['a flash sale\'s, even at the store\'s percentage', { discount: 10, discount_type: 'percent', store_discount: 10, flash_sale: 1 }, { discount: 10, discount_type: 'percent' }],
    ['no discount', { discount: 0, discount_type: 'percent' }, null],
    ['numbers as text', { discount: '12.5', discount_type: 'percent', store_discount: '0' }, { discount: 12.5, discount_type: 'percent' }],
  ])('%s', (_name, item, expected) => {
    expect(lineDiscountRule(item)).toEqual(expected);
  });
});

describe('a store discount as a backend sends it', () => {
  it('reads loose numbers and fills what it leaves out', () => {
    expect(storeDiscountRuleOf({ discount: '10', discount_type: 'percent', min_purchase: '50', max_discount: null, end_date: '2026-12-31' })).toEqual({
      discount: 10, discount_type: 'percent', min_purchase: 50, max_discount: 0, start_date: '0000-01-01', end_date: '2026-12-31', start_time: '00:00:00', end_time: '23:59:59',
    });
    expect(storeDiscountRuleOf({ discount: 0 })).toBeNull();
    expect(storeDiscountRuleOf(null)).toBeNull();
    expect(storeDiscountRuleOf('10%')).toBeNull();
  });
});

describe('the items of an order', () => {
  it.each<[string, Partial<PricingInput>, Partial<ReturnType<typeof priceItems>>]>([
    ['below the store\'s minimum: the lines\' own discounts', { lines: [line(20, 2, { unitDiscount: 2 })], storeDiscount: STORE_DISCOUNT }, { itemsSubtotal: 40, storeDiscount: 0, discount: 4, discountBy: 'item', afterDiscount: 36 }],
    ['above it: the store\'s wins', { lines: [line(20, 3, { unitDiscount: 1 })], storeDiscount: STORE_DISCOUNT }, { itemsSubtotal: 60, itemDiscount: 3, storeDiscount: 6, discount: 6, discountBy: 'store', afterDiscount: 54 }],
    ['capped', { lines: [line(100, 5)], storeDiscount: STORE_DISCOUNT }, { storeDiscount: 30, discount: 30, afterDiscount: 470 }],
    ['with add-ons (the minimum looks at the items)', { lines: [line(20, 2, { addOnTotal: 15 })], storeDiscount: STORE_DISCOUNT }, { itemsSubtotal: 40, addOnsTotal: 15, discount: 0, afterDiscount: 55 }],
  ])('%s', (_name, overrides, expected) => {
    const input = base(overrides);
    expect(priceItems(input)).toMatchObject(expected);
    expect(priceOrder(input)).toMatchObject({ discount: priceItems(input).discount, itemsSubtotal: priceItems(input).itemsSubtotal });
  });
});

describe('the operator\'s wall clock', () => {
  it('reads a date\'s local fields', () => {
    expect(wallClockOf(new Date(2026, 2, 9, 7, 5, 3))).toEqual({ date: '2026-03-09', time: '07:05:03' });
  });
});
