import { describe, expect, it } from 'vitest';
import { discountBadge, itemMarks, storeMarks } from './badges';
import { countdown } from './countdown';
import { homeMode } from '../home/query-mode';
import { openState } from './open-state';
import { isAllDay, weekFrom } from './schedule';
import { discountedPrice, priceRange } from './pricing';

describe('discountBadge', () => {
  it.each([
    [10, 'percent', { kind: 'percent', value: 10 }],
    [5, 'amount', { kind: 'amount', value: 5 }],
    [0, 'percent', null],
    [-3, 'amount', null],
    [undefined, 'percent', null],
  ] as const)('%s %s', (discount, type, expected) => {
    expect(discountBadge(discount, type)).toEqual(expected);
  });
});

describe('itemMarks', () => {
  it.each([
    [{ recommended: 1, organic: 1, veg: 1, is_halal: 1, halal_tag_status: 1 }, true, ['recommended', 'organic', 'veg', 'halal']],
    [{ veg: 0 }, true, ['nonVeg']],
    [{ veg: 1 }, false, []],
    [{ is_halal: 1, halal_tag_status: 0 }, true, []],
    [{ recommended: 0, organic: 0 }, false, []],
    [{ stock: 0, recommended: 1 }, false, ['outOfStock', 'recommended']],
    [{ stock: 3 }, false, []],
    [{ stock: null }, false, []],
  ] as const)('%o (veg shown: %s)', (item, showVeg, expected) => {
    expect(itemMarks(item, showVeg)).toEqual(expected);
  });
});

describe('storeMarks', () => {
  it.each([
    [{ is_recommended: true, free_delivery: true, veg: 1, non_veg: 1, halal_tag_status: true }, true, true, ['recommended', 'freeDelivery', 'veg', 'nonVeg', 'halal']],
    [{ veg: 1, halal_tag_status: true }, true, false, []],
    [{ veg: 1, non_veg: 0 }, false, true, []],
    [{ free_delivery: true }, false, false, ['freeDelivery']],
  ] as const)('%o', (store, showVeg, isFood, expected) => {
    expect(storeMarks(store, showVeg, isFood)).toEqual(expected);
  });
});

describe('discountedPrice', () => {
  it.each([
    [100, 10, 'percent', 90],
    [27, 15, 'percent', 22.95],
    [20, 5, 'amount', 15],
    [4, 5, 'amount', 0],
    [30, 0, 'percent', 30],
  ] as const)('%s less %s %s is %s', (price, discount, type, expected) => {
    expect(discountedPrice(price, discount, type)).toBe(expected);
  });
});

describe('priceRange', () => {
  it('non-food variations replace the base price', () => {
    expect(priceRange({ price: 50, variations: [{ price: 40 }, { price: 70 }, { price: 55 }] })).toEqual({ min: 40, max: 70 });
  });
  it('no variations is a single price', () => {
    expect(priceRange({ price: 12 })).toEqual({ min: 12, max: 12 });
  });
  it('required single groups add their cheapest option to the minimum and dearest to the maximum', () => {
    const item = { price: 42, food_variations: [{ name: 'Size', type: 'single', required: 'on', values: [{ optionPrice: 0 }, { optionPrice: 8 }] }] };
    expect(priceRange(item)).toEqual({ min: 42, max: 50 });
  });
  it('optional multi groups add nothing to the minimum and up to max choices to the maximum', () => {
    const item = { price: 42, food_variations: [{ name: 'Extras', type: 'multi', min: 1, max: 2, required: 'off', values: [{ optionPrice: 3 }, { optionPrice: 2 }, { optionPrice: 4 }] }] };
    expect(priceRange(item)).toEqual({ min: 42, max: 49 });
  });
  it('required multi groups add their min cheapest choices', () => {
    const item = { price: 10, food_variations: [{ name: 'Toppings', type: 'multi', min: 2, max: 3, required: 'on', values: [{ optionPrice: 1 }, { optionPrice: 2 }, { optionPrice: 3 }, { optionPrice: 4 }] }] };
    expect(priceRange(item)).toEqual({ min: 13, max: 19 });
  });
});

describe('countdown', () => {
  const now = new Date(2026, 10, 24, 13, 0, 0);
  it.each([
    ['2026-11-30 23:59:59', { days: 6, hours: 10, minutes: 59, seconds: 59, over: false }],
    ['2026-11-24 13:00:30', { days: 0, hours: 0, minutes: 0, seconds: 30, over: false }],
    ['2026-11-24 12:00:00', { days: 0, hours: 0, minutes: 0, seconds: 0, over: true }],
    ['not a date', { days: 0, hours: 0, minutes: 0, seconds: 0, over: true }],
  ] as const)('until %s', (end, expected) => {
    expect(countdown(end, now)).toEqual(expected);
  });
});

describe('openState', () => {
  it.each([
    [{ open: 1, current_opening_time: '00:00:00' }, { kind: 'open' }],
    [{ open: true }, { kind: 'open' }],
    [{ open: 0, current_opening_time: '17:00:00' }, { kind: 'opensAt', time: '17:00' }],
    [{ open: 0, current_opening_time: 'closed' }, { kind: 'closedToday' }],
    [{ open: 0, current_opening_time: null }, { kind: 'closedToday' }],
  ] as const)('%o', (store, expected) => {
    expect(openState(store)).toEqual(expected);
  });
});

describe('weekFrom', () => {
  const schedules = [
    { day: 2, opening_time: '17:00:00', closing_time: '23:00:00' },
    { day: 2, opening_time: '09:00:00', closing_time: '12:00:00' },
    { day: 3, opening_time: '00:00:00', closing_time: '23:59:59' },
  ];
  it('starts today, wraps the week, orders slots and leaves closed days empty', () => {
    const week = weekFrom(schedules, 2);
    expect(week.map((day) => day.day)).toEqual([2, 3, 4, 5, 6, 0, 1]);
    expect(week[0]).toEqual({ day: 2, isToday: true, slots: [{ opens: '09:00', closes: '12:00' }, { opens: '17:00', closes: '23:00' }] });
    expect(week[1]?.slots).toEqual([{ opens: '00:00', closes: '23:59' }]);
    expect(week[2]).toEqual({ day: 4, isToday: false, slots: [] });
  });
  it.each([
    [{ opens: '00:00', closes: '23:59' }, true],
    [{ opens: '09:00', closes: '23:59' }, false],
  ])('%o all day: %s', (slot, expected) => {
    expect(isAllDay(slot)).toBe(expected);
  });
});

describe('homeMode', () => {
  it.each([
    ['', { kind: 'module' }],
    ['search=category&id=7&module_id=2&name=Burgers&data_type=category', { kind: 'category', id: 7, name: 'Burgers' }],
    ['search=category&id=abc', { kind: 'module' }],
    ['search=allCategories', { kind: 'allCategories' }],
    ['from=allCategories', { kind: 'allCategories' }],
    ['data_type=new', { kind: 'newArrivals' }],
    ['search=searched&query=%20latte%20', { kind: 'searched', query: 'latte' }],
    ['search=searched&query=', { kind: 'module' }],
  ])('?%s', (query, expected) => {
    expect(homeMode(new URLSearchParams(query))).toEqual(expected);
  });
});
