import { describe, expect, it } from 'vitest';
import { linesOfCart, linesOfDirectOrder, subtotalOf, type CartRowLike } from './order-lines';

const burger: CartRowLike = {
  id: 11,
  price: 24,
  quantity: 2,
  variation: [{ name: 'Size', values: { label: ['Large'] } }, { name: 'Sauce', values: { label: ['BBQ', 'Mayo'] } }],
  add_on_ids: [5],
  add_on_qtys: [3],
  item: {
    name: 'Burger',
    addons: [
      { id: 5, name: 'Cheese', price: 1.5, isChecked: true, quantity: 3 },
      { id: 6, name: 'Bacon', price: 2, isChecked: false },
    ],
  },
};

describe('lines being ordered', () => {
  it('reads a cart row: food choices, chosen add-ons with quantities, their total', () => {
    const [line] = linesOfCart([burger]);
    expect(line).toMatchObject({ key: '11', name: 'Burger', quantity: 2, price: 24, addOnTotal: 4.5, details: 'Large, BBQ, Mayo · Cheese × 3', prescriptionRequired: false });
  });

  it('reads a non-food combination and the prescription flag', () => {
    const [line] = linesOfCart([{ ...burger, variation: [{ type: 'Blue-XL' }], add_on_ids: [], add_on_qtys: [], item: { name: 'Pills', is_prescription_required: 1, addons: [] } }]);
    expect(line).toMatchObject({ details: 'Blue-XL', addOnTotal: 0, prescriptionRequired: true });
  });

  it('reads a direct order and adds up the subtotal', () => {
    const lines = linesOfDirectOrder({
      kind: 'buy_now',
      moduleId: 1,
      storeId: 2,
      line: { item_id: 9, item_type: 'Item', quantity: 3, variation: [], add_on_ids: [], add_on_qtys: [] },
      display: { name: 'Shirt', image: null, unitPrice: 10, total: 30, variationText: 'M' },
    });
    expect(lines[0]).toMatchObject({ name: 'Shirt', quantity: 3, price: 30, details: 'M' });
    expect(subtotalOf([...lines, ...linesOfCart([burger])])).toBe(58.5);
  });
});
