import { describe, expect, it } from 'vitest';
import { quickAddOf } from './quick-add';

const at = (time: string) => new Date(`2026-03-02T${time}:00`);
const noon = at('12:00');
const required = { name: 'Size', type: 'single', required: 'on', values: [{ label: 'Regular', optionPrice: 0 }] };
const optional = { name: 'Extras', type: 'multi', min: 1, max: 2, required: 'off', values: [{ label: 'Cheese', optionPrice: 3 }] };

describe('quickAddOf: what an item card\'s "+" does', () => {
  it('adds a plain item, and one whose food groups are all optional', () => {
    expect(quickAddOf({ store_id: 5, stock: 4 }, noon, true)).toBe('add');
    expect(quickAddOf({ store_id: 5, stock: 4, has_variant: 0 }, noon, true)).toBe('add');
    expect(quickAddOf({ store_id: 5, food_variations: [optional] }, noon, true)).toBe('add');
  });

  it('opens the item for a required choice, a shop combination, a compact item with variations, a campaign or no store', () => {
    expect(quickAddOf({ store_id: 5, food_variations: [optional, required] }, noon, true)).toBe('choose');
    expect(quickAddOf({ variations: [{ stock: 3 }] }, noon, true)).toBe('choose');
    expect(quickAddOf({ choice_options: [{ title: 'Size' }] }, noon, true)).toBe('choose');
    expect(quickAddOf({ has_variant: 2 }, noon, true)).toBe('choose');
    expect(quickAddOf({ store_id: 5, available_date_starts: '2025-01-01' }, noon, true)).toBe('choose');
    // A listing that does not say its store leaves the add to the item's details.
    expect(quickAddOf({ stock: 4 }, noon, true)).toBe('choose');
  });

  it('offers none while the clock is not known or when nothing is left; outside the availability window, says so', () => {
    expect(quickAddOf({}, null, true)).toBeNull();
    expect(quickAddOf({ available_time_starts: '22:00:00', available_time_ends: '23:59:59' }, noon, true)).toBe('notNow');
    expect(quickAddOf({ stock: 0, available_time_starts: '22:00:00', available_time_ends: '23:59:59' }, noon, true)).toBeNull();
    expect(quickAddOf({ store_id: 5, available_time_starts: '22:00:00', available_time_ends: '23:59:59' }, at('22:30'), true)).toBe('add');
    expect(quickAddOf({ stock: 0 }, noon, true)).toBeNull();
    expect(quickAddOf({ has_variant: 1, stock: 0 }, noon, true)).toBeNull();
    // A module that does not count stock sells on.
    expect(quickAddOf({ store_id: 5, stock: 0 }, noon, false)).toBe('add');
  });
});
