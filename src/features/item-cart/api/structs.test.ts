import { describe, expect, it } from 'vitest';
import { parseResponse } from '@/lib/struct';
import { CartStruct, isCampaignRow } from './structs';

/** A row as a 6amMart backend may send it: ids and prices as strings, 0/1 flags, arrays as JSON text or null. */
const backendRow = {
  id: '77',
  user_id: 15,
  module_id: '2',
  item_id: 101,
  is_guest: 0,
  item_type: 'App\\Models\\ItemCampaign',
  add_on_ids: '[3,4]',
  add_on_qtys: null,
  price: '580.00',
  quantity: '2',
  variation: '[{"name":"Size","values":{"label":["Large"]}}]',
  item: {
    id: '101',
    name: 'Burger',
    price: '42',
    discount: null,
    add_ons: '[3,4,5]',
    addons: [{ id: 3, name: 'Cheese', price: '3', isChecked: true, quantity: 1 }],
    food_variations: [{ name: 'Size', type: 'single', values: [{ label: 'Large', optionPrice: '8', isSelected: 1 }] }],
    variations: null,
    is_prescription_required: '0',
    available_date_starts: '2024-01-01',
  },
};

describe('cart structs', () => {
  it('read a backend row with its quirks', () => {
    const [row] = parseResponse(CartStruct, [backendRow], 'cart/list');
    expect(row).toMatchObject({ id: 77, quantity: 2, price: 580, is_guest: false, add_on_ids: [3, 4], add_on_qtys: [], variation: [{ name: 'Size' }] });
    expect(row?.item).toMatchObject({ id: 101, price: 42, discount: 0, variations: [], is_prescription_required: 0 });
    expect(row?.item.food_variations[0]?.values[0]).toMatchObject({ optionPrice: 8, isSelected: true });
    expect(row && isCampaignRow(row)).toBe(true);
  });

  it.each([
    ['App\\Models\\Item', false],
    ['AppModelsItemCampaign', true],
    ['ItemCampaign', true],
  ])('knows %s is a campaign: %s', (itemType, expected) => {
    expect(isCampaignRow({ item_type: itemType })).toBe(expected);
  });
});
