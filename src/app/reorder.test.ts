import { describe, expect, it } from 'vitest';
import type { OrderLine } from '@/features/orders/api/structs';
import { wireLineOf } from './reorder';

const line = (patch: Partial<OrderLine> = {}): OrderLine => ({
  id: 1,
  order_id: 100001,
  item_id: 7,
  price: 30,
  quantity: 2,
  variation: [{ name: 'Size', values: { label: ['Large'] } }],
  add_ons: [{ id: 3, name: 'Cheese', price: 4, quantity: 1 }, { name: 'Unnamed', price: 1, quantity: 1 }],
  item_details: { id: '7', name: 'Crispy Chicken Burger', price: '28', discount: 0, store_id: 4 },
  ...patch,
});

describe('wireLineOf', () => {
  it.each([
    ['an ordinary line keeps its variation, add-ons with ids and the item copy', line(), { id: 7, price: 28, storeId: 4, quantity: 2, addOns: [{ id: 3, quantity: 1 }] }],
    ['a line whose copy has no id falls back to the item id', line({ item_details: { name: 'Tea', price: 5 } }), { id: 7, price: 5, storeId: undefined, quantity: 2, addOns: [{ id: 3, quantity: 1 }] }],
  ])('%s', (_name, input, expected) => {
    const wire = wireLineOf(input);
    expect(wire).not.toBeNull();
    expect({ id: wire?.item.id, price: wire?.item.price, storeId: wire?.item.store_id, quantity: wire?.quantity, addOns: wire?.addOns }).toEqual(expected);
    expect(wire?.variation).toEqual(input.variation);
  });

  it.each([
    ['no item copy', line({ item_details: null })],
    ['a campaign line', line({ item_details: { id: 2, name: 'Weekend deal', price: 20, is_campaign: 1 } })],
    ['a copy without a name', line({ item_details: { id: 7, price: 20 } })],
    ['nothing ordered', line({ quantity: 0 })],
  ])('leaves out %s', (_name, input) => {
    expect(wireLineOf(input)).toBeNull();
  });
});
