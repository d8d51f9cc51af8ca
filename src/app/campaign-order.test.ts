import { describe, expect, it } from 'vitest';
import type { ItemCartLine } from '@/features/catalog/cart-seam';
import { campaignOrderOf } from './campaign-order';

const burger = {
  id: 2,
  name: 'Burger days',
  price: 42,
  discount: 20,
  store_id: 5,
  module_id: 2,
  image_full_url: '/burger.svg',
  food_variations: [
    { name: 'Size', type: 'single', required: 'on', values: [{ label: 'Regular', optionPrice: 0 }, { label: 'Large', optionPrice: 8 }] },
    { name: 'Extras', type: 'multi', required: 'off', values: [{ label: 'Cheese', optionPrice: 3 }, { label: 'Bacon', optionPrice: 5 }] },
  ],
};
const earbuds = { id: 4, name: 'Sound of summer', price: 199, discount: 15, store_id: 13, module_id: null, image_full_url: null, food_variations: [] };

const line = (patch: Partial<ItemCartLine>): ItemCartLine => ({ item: burger, quantity: 1, foodSelection: [], addOns: [], variation: null, unitPrice: 10, total: 10, ...patch }) as ItemCartLine;

describe('a campaign item handed to checkout', () => {
  it.each([
    [
      'food with one chosen group, add-ons and quantity',
      line({ foodSelection: [[1], []], addOns: [{ id: 7, quantity: 2 }], quantity: 3, total: 99 }),
      {
        moduleId: 2,
        storeId: 5,
        line: { item_id: 2, item_type: 'ItemCampaign', quantity: 3, variation: [{ name: 'Size', values: { label: ['Large'] } }], add_on_ids: [7], add_on_qtys: [2] },
        variationText: 'Size: Large',
      },
    ],
    [
      'food with several options in a group',
      line({ foodSelection: [[0], [0, 1]] }),
      {
        moduleId: 2,
        storeId: 5,
        line: { item_id: 2, item_type: 'ItemCampaign', quantity: 1, variation: [{ name: 'Size', values: { label: ['Regular'] } }, { name: 'Extras', values: { label: ['Cheese', 'Bacon'] } }], add_on_ids: [], add_on_qtys: [] },
        variationText: 'Size: Regular · Extras: Cheese, Bacon',
      },
    ],
    [
      'a non-food combination, module from the session',
      line({ item: earbuds as ItemCartLine['item'], variation: 'Blue' }),
      { moduleId: 4, storeId: 13, line: { item_id: 4, item_type: 'ItemCampaign', quantity: 1, variation: [{ type: 'Blue' }], add_on_ids: [], add_on_qtys: [] }, variationText: 'Blue' },
    ],
    [
      'an item without choices',
      line({ item: earbuds as ItemCartLine['item'] }),
      { moduleId: 4, storeId: 13, line: { item_id: 4, item_type: 'ItemCampaign', quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] }, variationText: '' },
    ],
  ])('%s', (_name, input, expected) => {
    const order = campaignOrderOf(input, 4);
    expect(order.kind).toBe('campaign');
    expect({ moduleId: order.moduleId, storeId: order.storeId, line: order.line, variationText: order.display.variationText }).toEqual(expected);
  });
});
