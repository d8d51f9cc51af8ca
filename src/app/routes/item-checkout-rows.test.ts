import { describe, expect, it } from 'vitest';
import { toLineTarget, type ListingItem } from '@/features/cart/adapters';
import type { ItemCartLine } from '@/features/cart/model';
import { linePrice } from '@/features/cart/rules';
import { linesOfCart } from '@/features/checkout/item/order-lines';
import { pricedLineOf } from '@/features/checkout/rules/estimate';
import { cartRowsOfMirror } from './item-checkout-rows';

const burger: ListingItem = {
  id: 33,
  name: 'Classic Beef Burger',
  price: 42,
  discount: 10,
  discount_type: 'percent',
  store_id: 5,
  store_name: 'Burger Hub',
  module_type: 'food',
  stock: 0,
  maximum_cart_quantity: 5,
  food_variations: [
    { name: 'Size', values: [{ label: 'Regular', optionPrice: 0 }, { label: 'Large', optionPrice: 8 }] },
    { name: 'Extras', values: [{ label: 'Cheese', optionPrice: 3 }, { label: 'Egg', optionPrice: 4 }] },
  ],
  add_ons: [{ id: 1, name: 'Fries', price: 8 }, { id: 2, name: 'Soft drink', price: 6 }],
};
const shirt: ListingItem = {
  id: 90,
  name: 'Linen Shirt',
  price: 100,
  discount: 5,
  discount_type: 'amount',
  store_id: 5,
  module_type: 'ecommerce',
  stock: 10,
  maximum_cart_quantity: 0,
  variations: [{ type: 'M-Blue', price: 120, stock: 2 }],
};

const line = (target: ReturnType<typeof toLineTarget>, extra: Partial<ItemCartLine> = {}): ItemCartLine => ({ ...target, cartId: null, serverPrice: null, state: 'pending', ...extra });
const bigBurger = line(toLineTarget({ item: burger, quantity: 2, foodSelection: [[1], [0]], addOns: [{ id: 1, quantity: 1 }], variation: null }), { cartId: 7, serverPrice: 106, state: 'synced' });
const blueShirt = line(toLineTarget({ item: shirt, quantity: 2, foodSelection: [], addOns: [], variation: 'M-Blue' }));

/** What a priced line costs: discounted unit × quantity plus add-ons. */
const costOf = (row: ReturnType<typeof cartRowsOfMirror>[number]) => {
  const priced = pricedLineOf(row);
  return Math.round(((priced.unitPrice - priced.unitDiscount) * priced.quantity + priced.addOnTotal) * 1000) / 1000;
};

describe('checkout rows from the cart mirror', () => {
  it('prices every line as the cart drawer does', () => {
    const rows = cartRowsOfMirror([bigBurger, blueShirt]);
    expect(rows.map(costOf)).toEqual([linePrice(bigBurger).total, linePrice(blueShirt).total]);
    expect(rows.map(costOf)).toEqual([103.4, 230]);
  });

  it('keeps the server row and price of a confirmed line; a waiting line gets an id no real row has', () => {
    const [confirmed, waiting] = cartRowsOfMirror([bigBurger, blueShirt]);
    expect(confirmed).toMatchObject({ id: 7, price: 106, quantity: 2, add_on_ids: [1], add_on_qtys: [1] });
    expect(waiting).toMatchObject({ id: -2, price: 240, quantity: 2 });
    expect(waiting?.item.store_id).toBe(5);
  });

  it('shows the lines with their choices and add-ons', () => {
    const views = linesOfCart(cartRowsOfMirror([bigBurger, blueShirt]));
    expect(views.map((view) => [view.name, view.quantity, view.details])).toEqual([
      ['Classic Beef Burger', 2, 'Large, Cheese · Fries × 1'],
      ['Linen Shirt', 2, 'M-Blue'],
    ]);
  });
});
