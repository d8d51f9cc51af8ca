import { describe, expect, it } from 'vitest';
import { toLineTarget } from '@/features/item-cart/adapters';
import type { ItemCartLine } from '@/features/item-cart/model';
import { linePrice } from '@/features/item-cart/rules';
import { burger, shirt } from '@/features/item-cart/sample-items';
import { linesOfCart } from '@/features/checkout/item/order-lines';
import { pricedLineOf } from '@/features/checkout/rules/priced-line';
import { cartRowsOfMirror } from './item-checkout-rows';

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
    expect(waiting?.item.store_id).toBe(12);
  });

  it('shows the lines with their choices and add-ons', () => {
    const views = linesOfCart(cartRowsOfMirror([bigBurger, blueShirt]));
    expect(views.map((view) => [view.name, view.quantity, view.details])).toEqual([
      ['Classic Beef Burger', 2, 'Large, Cheese · Fries × 1'],
      ['Linen Shirt', 2, 'M-Blue'],
    ]);
  });
});
