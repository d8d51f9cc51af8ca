import { describe, expect, it } from 'vitest';
import { availability } from './availability';
import { canDecrement, incrementRefusal, soldOut } from './quantity';
import { emptySelection, findVariation, optionsPrice, toggleOption, validateFood, validateNonFood, variationType, type FoodGroup } from './variations';

const size: FoodGroup = { name: 'Size', type: 'single', required: 'on', values: [{ label: 'Regular', optionPrice: 0 }, { label: 'Large', optionPrice: 8 }] };
const extras: FoodGroup = { name: 'Extras', type: 'multi', min: 1, max: 2, required: 'off', values: [{ label: 'Cheese', optionPrice: 3 }, { label: 'Jalapeños', optionPrice: 2 }, { label: 'Egg', optionPrice: 4 }] };
const sauces: FoodGroup = { name: 'Sauces', type: 'multi', min: 2, max: 3, required: 'on', values: [{ label: 'A', optionPrice: 0 }, { label: 'B', optionPrice: 0 }, { label: 'C', optionPrice: 1 }, { label: 'D', optionPrice: 1 }] };
const groups = [size, extras, sauces];

describe('toggleOption', () => {
  it('single groups hold one choice and clear on a second click', () => {
    let selection = emptySelection(groups);
    selection = toggleOption(groups, selection, 0, 1);
    expect(selection[0]).toEqual([1]);
    selection = toggleOption(groups, selection, 0, 0);
    expect(selection[0]).toEqual([0]);
    selection = toggleOption(groups, selection, 0, 0);
    expect(selection[0]).toEqual([]);
  });
  it('multi groups add and remove', () => {
    let selection = emptySelection(groups);
    selection = toggleOption(groups, selection, 1, 2);
    selection = toggleOption(groups, selection, 1, 0);
    expect(selection[1]).toEqual([0, 2]);
    selection = toggleOption(groups, selection, 1, 2);
    expect(selection[1]).toEqual([0]);
  });
});

describe('validateFood: every message', () => {
  it.each([
    ['nothing chosen: the required single group first', [[], [], []], { message: 'required', name: 'Size' }],
    ['required multi group empty', [[0], [], []], { message: 'required', name: 'Sauces' }],
    ['required multi group under its minimum', [[0], [], [0]], { message: 'between', name: 'Sauces', min: 2, max: 3 }],
    ['optional multi group with a choice over its maximum', [[0], [0, 1, 2], [0, 1]], { message: 'between', name: 'Extras', min: 1, max: 2 }],
    ['optional multi group left empty is fine', [[1], [], [0, 1]], null],
    ['all within bounds', [[1], [0, 2], [0, 1, 3]], null],
    ['required multi group over its maximum', [[0], [], [0, 1, 2, 3]], { message: 'between', name: 'Sauces', min: 2, max: 3 }],
  ])('%s', (_name, selection, expected) => {
    expect(validateFood(groups, selection)).toEqual(expected);
  });
  it('a max of 0 means every option may be chosen', () => {
    const open: FoodGroup = { name: 'Toppings', type: 'multi', min: 1, max: 0, required: 'on', values: [{ label: 'a', optionPrice: 1 }, { label: 'b', optionPrice: 1 }] };
    expect(validateFood([open], [[0, 1]])).toBeNull();
  });
});

describe('optionsPrice', () => {
  it('adds the chosen options', () => {
    expect(optionsPrice(groups, [[1], [0, 2], [2, 3]])).toBe(17);
  });
});

describe('non-food variations', () => {
  const variations = [{ type: '41', price: 289, stock: 8 }, { type: '42', price: 289, stock: 0 }, { type: 'Red-XL', price: 99, stock: 3 }];
  it.each([
    [['41'], { type: '41', price: 289, stock: 8 }],
    [['Red', 'XL'], { type: 'Red-XL', price: 99, stock: 3 }],
    [['Blue', 'XL'], null],
  ])('%o', (chosen, expected) => {
    expect(findVariation(variations, chosen)).toEqual(expected);
  });
  it('joins options without spaces', () => {
    expect(variationType(['Navy Blue', 'XL'])).toBe('NavyBlue-XL');
  });
  it.each([
    [{ type: '42', price: 289, stock: 0 }, { message: 'outOfStock' }],
    [{ type: '41', price: 289, stock: 8 }, null],
    [{ type: '41', price: 289 }, null],
    [null, null],
  ])('stock of %o', (variation, expected) => {
    expect(validateNonFood(variation)).toEqual(expected);
  });
});

describe('quantity', () => {
  it.each([
    [1, 10, 0, null],
    [9, 10, 0, null],
    [10, 10, 0, 'outOfStock'],
    [3, 10, 3, 'outOfLimits'],
    [2, 10, 3, null],
    [5, undefined, 5, 'outOfLimits'],
    [5, 0, 0, 'outOfStock'],
  ] as const)('at %s with stock %s and max %s', (quantity, stock, maximum, expected) => {
    expect(incrementRefusal(quantity, stock, maximum)).toBe(expected);
  });
  it.each([
    [1, false],
    [2, true],
  ])('decrement from %s: %s', (quantity, expected) => {
    expect(canDecrement(quantity)).toBe(expected);
  });
});

describe('availability on the operator clock', () => {
  const at = (time: string) => {
    const [h, m] = time.split(':').map(Number);
    return new Date(2026, 10, 24, h ?? 0, m ?? 0, 0);
  };
  it.each([
    ['breakfast at 09:00', { available_time_starts: '07:00:00', available_time_ends: '11:30:00' }, '09:00', true, false],
    ['breakfast at 13:00', { available_time_starts: '07:00:00', available_time_ends: '11:30:00' }, '13:00', false, true],
    ['breakfast at 13:00, scheduled orders allowed', { available_time_starts: '07:00:00', available_time_ends: '11:30:00', schedule_order: true }, '13:00', false, false],
    ['late night past midnight at 01:00', { available_time_starts: '22:00:00', available_time_ends: '02:00:00' }, '01:00', true, false],
    ['late night past midnight at 12:00', { available_time_starts: '22:00:00', available_time_ends: '02:00:00' }, '12:00', false, true],
    ['campaign times without seconds', { available_time_starts: '11:00', available_time_ends: '23:59' }, '10:59', false, true],
    ['no window is all day', {}, '03:00', true, false],
  ])('%s', (_name, item, time, availableNow, blocked) => {
    const result = availability(item, at(time));
    expect(result.availableNow).toBe(availableNow);
    expect(result.blocked).toBe(blocked);
  });
  it('shows the window as HH:MM', () => {
    expect(availability({ available_time_starts: '07:00:00', available_time_ends: '11:30:00' }, at('13:00'))).toMatchObject({ starts: '07:00', ends: '11:30' });
  });
});

describe('an item with nothing left', () => {
  it.each<[string, Parameters<typeof soldOut>[0], boolean, boolean]>([
    ['no stock, counted', { stock: 0 }, true, true],
    ['stock left', { stock: 3 }, true, false],
    ['no stock where the module does not count it', { stock: 0 }, false, false],
    ['no stock said', { stock: null }, true, false],
    ['every combination sold out', { stock: 0, variations: [{ stock: 0 }, { stock: 0 }] }, true, true],
    ['one combination left', { stock: 2, variations: [{ stock: 0 }, { stock: 2 }] }, true, false],
  ])('%s', (_name, item, counted, expected) => {
    expect(soldOut(item, counted)).toBe(expected);
  });
});
