import { describe, expect, it } from 'vitest';
import { toLineTarget } from './adapters';
import { addOnsKey, applyItemChange, itemCartView, lineKey, variationKey, type ItemCartLine, type ItemCartState, type LineTarget } from './model';
import { setStockSettings } from '@/lib/stock-settings';
import { burger, shirt } from './sample-items';
import { addOnText, cartAmounts, freeDeliveryProgress, linePrice, minusRemoves, planAdd, planDecrement, planIncrement, planUpdate, quantityRefusal, stockOf, variationText } from './rules';

const food = (selection: number[][], quantity = 1, addOns: { id: number; quantity: number }[] = []) => toLineTarget({ item: burger, quantity, foodSelection: selection, addOns, variation: null });
const wear = (variation: string | null, quantity = 1) => toLineTarget({ item: shirt, quantity, foodSelection: [], addOns: [], variation });
const synced = (target: LineTarget, cartId = 1): ItemCartLine => ({ ...target, cartId, serverPrice: null, state: 'synced' });
const cartOf = (...lines: LineTarget[]): ItemCartState => ({ lines: lines.map((line, index) => synced(line, index + 1)) });
const WALL = { date: '2026-03-10', time: '14:00:00' };
const OFFER = { discount: 20, discount_type: 'percent', min_purchase: 50, max_discount: 30, start_date: '2026-01-01', end_date: '2026-12-31', start_time: '00:00:00', end_time: '23:59:59' };

describe('line keys', () => {
  it.each([
    ['food groups in any order, empty groups ignored', [{ name: 'Size', values: { label: ['Large'] } }, { name: 'Extras', values: { label: [] } }], 'Size=Large'],
    ['labels sorted, repeats dropped', [{ name: 'Extras', values: { label: ['Egg', 'Cheese', 'Egg'] } }, { name: 'Size', values: { label: ['Large'] } }], 'Extras=Cheese|Egg;Size=Large'],
    ['a combination by its name without spaces', [{ type: 'M - Blue', price: 1 }], 'M-Blue'],
    ['no variation', [], ''],
  ])('%s', (_name, variation, expected) => {
    expect(variationKey(variation)).toBe(expected);
  });

  it('tells campaigns from items and the server row from the chosen line', () => {
    expect(lineKey(33, 'Item', [])).not.toBe(lineKey(33, 'ItemCampaign', []));
    expect(food([[1], [0]]).key).toBe(lineKey(33, 'Item', [{ name: 'Size', values: { label: ['Large'] } }, { name: 'Extras', values: { label: ['Cheese'] } }]));
    expect(wear('M-Blue').variation).toEqual([{ type: 'M-Blue', price: 120, stock: 2 }]);
  });

  it.each([
    [[{ id: 2, quantity: 1 }, { id: 1, quantity: 2 }], '1x2,2x1'],
    [[{ id: 1, quantity: 0 }], ''],
    [[], ''],
  ])('add-ons compare in id order: %j', (addOns, expected) => {
    expect(addOnsKey(addOns)).toBe(expected);
  });
});

describe('quantity rules', () => {
  it.each([
    [3, null, 0, null],
    [3, 3, 0, null],
    [4, 3, 0, 'outOfStock'],
    [6, null, 5, 'outOfLimits'],
    [5, null, 5, null],
    [4, 3, 2, 'outOfStock'],
  ] as const)('quantity %i with stock %s and maximum %i: %s', (quantity, stock, maximum, expected) => {
    expect(quantityRefusal(quantity, stock, maximum)).toBe(expected);
  });

  it.each([
    [1, 10, 0, { type: 'set', quantity: 2 }],
    [2, 2, 0, { type: 'blocked', reason: 'outOfStock' }],
    [5, null, 5, { type: 'blocked', reason: 'outOfLimits' }],
  ] as const)('plus from %i', (quantity, stock, maximum, expected) => {
    expect(planIncrement(quantity, stock, maximum)).toEqual(expected);
  });

  it.each([
    [1, { type: 'remove' }, true],
    [2, { type: 'set', quantity: 1 }, false],
    [0, { type: 'remove' }, true],
  ] as const)('minus from %i never goes below one; one shows delete', (quantity, plan, removes) => {
    expect(planDecrement(quantity)).toEqual(plan);
    expect(minusRemoves(quantity)).toBe(removes);
  });

  it.each([
    ['food counts its stock as every module does', food([[0]]), 20],
    ['a combination has its own stock', wear('M-Blue'), 2],
    ['no combination: the item stock', wear(null), 10],
  ])('%s', (_name, line, stock) => {
    expect(stockOf(line)).toBe(stock);
  });

  it('counts no stock where the config says a module does not', () => {
    setStockSettings({ food: { stock: false }, grocery: { stock: true } });
    expect(stockOf(food([[0]]))).toBeNull();
    expect(stockOf(wear(null))).toBe(10);
    setStockSettings(null);
    expect(stockOf(food([[0]]))).toBe(20);
  });
});

describe('adding from an item view', () => {
  it.each([
    ['an empty cart adds', cartOf(), food([[1], []], 2), { type: 'add', quantity: 2 }],
    ['the same choice adds its quantity to the line', cartOf(food([[1], []], 2)), food([[1], []], 1), { type: 'update', quantity: 3 }],
    ['the same variation with other add-ons takes the new add-ons', cartOf(food([[1], []], 2)), food([[1], []], 1, [{ id: 1, quantity: 1 }]), { type: 'update', quantity: 3 }],
    ['another variation is another line', cartOf(food([[1], []], 2)), food([[0], []], 1), { type: 'add', quantity: 1 }],
    ['another store asks first', cartOf(wear('M-Blue')), food([[0], []]), { type: 'other-store', quantity: 1 }],
    ['beyond the maximum is refused', cartOf(food([[1], []], 4)), food([[1], []], 2), { type: 'blocked', reason: 'outOfLimits' }],
    ['beyond the stock is refused', cartOf(), wear('M-Blue', 3), { type: 'blocked', reason: 'outOfStock' }],
  ])('%s', (_name, cart, line, expected) => {
    const plan = planAdd(cart, line);
    expect(plan.type).toBe(expected.type);
    if ('quantity' in expected && 'line' in plan) expect(plan.line.quantity).toBe(expected.quantity);
    if ('reason' in expected && plan.type === 'blocked') expect(plan.reason).toBe(expected.reason);
  });
});

describe('updating from an item view', () => {
  const inCart = cartOf(food([[1], []], 2, [{ id: 1, quantity: 1 }]));
  it.each([
    ['exactly the same is no change', food([[1], []], 2, [{ id: 1, quantity: 1 }]), 'unchanged'],
    ['a new quantity updates', food([[1], []], 3, [{ id: 1, quantity: 1 }]), 'update'],
    ['other add-ons update', food([[1], []], 2), 'update'],
    ['another variation updates the item line', food([[0], [0]], 2), 'update'],
    ['beyond the maximum is refused', food([[1], []], 6), 'blocked'],
  ])('%s', (_name, line, type) => {
    const plan = planUpdate(inCart, line);
    expect(plan.type).toBe(type);
    if (plan.type === 'update') expect(plan.key).toBe(inCart.lines[0]?.key);
  });

  it('has nothing to update when the item is not in the cart', () => {
    expect(planUpdate(cartOf(), food([[1], []])).type).toBe('missing');
  });
});

describe('the cart the customer sees', () => {
  const large = food([[1], []], 1);
  const regular = food([[0], []], 1);
  it.each([
    ['an add appends a pending line', [{ kind: 'item.add', line: large }], [[large.key, 1, 'pending']]],
    ['an update moves the line to its new variation, replacing one already there', [{ kind: 'item.add', line: large }, { kind: 'item.add', line: regular }, { kind: 'item.update', key: large.key, line: { ...regular, quantity: 4 } }], [[regular.key, 4, 'pending']]],
    ['a remove drops the line', [{ kind: 'item.add', line: large }, { kind: 'item.remove', key: large.key }], []],
    ['a clear empties the cart', [{ kind: 'item.add', line: large }, { kind: 'item.clear' }], []],
    ['an update of a line that is gone changes nothing', [{ kind: 'item.update', key: 'nope', line: large }], []],
  ] as const)('%s', (_name, changes, expected) => {
    const view = itemCartView({ lines: [] }, changes.map((change) => ({ change, status: 'queued' as const })));
    expect(view.lines.map((line) => [line.key, line.quantity, line.state])).toEqual(expected);
  });

  it('marks a refused change as needing a decision and keeps the server row id', () => {
    const state = applyItemChange(cartOf(large), { change: { kind: 'item.update', key: large.key, line: { ...large, quantity: 3 } }, status: 'needs-decision' });
    expect(state.lines[0]).toMatchObject({ cartId: 1, quantity: 3, state: 'needs-decision' });
  });
});

describe('prices and texts', () => {
  it.each([
    ['food options add to the base, add-ons after the discount', food([[1], [0, 1]], 2, [{ id: 1, quantity: 2 }]), { total: 57 * 0.9 * 2 + 16, original: 57 * 2 + 16 }],
    ['a combination replaces the base price', wear('M-Blue', 2), { total: 230, original: 240 }],
    ['an amount discount never goes below zero', toLineTarget({ item: { ...shirt, discount: 500, variations: [] }, quantity: 1, foodSelection: [], addOns: [], variation: null }), { total: 0, original: 100 }],
  ])('%s', (_name, line, expected) => {
    const price = linePrice(line);
    expect(price.total).toBeCloseTo(expected.total, 6);
    expect(price.original).toBeCloseTo(expected.original, 6);
  });

  it('sums the lines with their own discounts when there is no store offer', () => {
    const amounts = cartAmounts(cartOf(wear('M-Blue', 2), food([[0], []])).lines, { rule: null, wall: WALL, decimals: 2 });
    expect(amounts).toMatchObject({ itemsSubtotal: 282, discount: 14.2, discountBy: 'item', subtotal: 267.8, offer: null });
  });

  it.each([
    ['below the minimum: the lines\' own discounts, and what is missing', [food([[0], []], 1)], { subtotal: 37.8, discount: 4.2, discountBy: 'item', offer: { kind: 'short', remaining: 8 } }],
    ['over it: the store\'s 20%', [food([[0], []], 2)], { itemsSubtotal: 84, subtotal: 67.2, discount: 16.8, discountBy: 'store', offer: { kind: 'applied' } }],
    ['capped', [food([[1], []], 5)], { itemsSubtotal: 250, discount: 30, subtotal: 220, offer: { kind: 'applied' } }],
    ['the lines\' own discounts worth more', [toLineTarget({ item: { ...burger, discount: 25 }, quantity: 2, foodSelection: [[0], []], addOns: [], variation: null })], { discount: 21, discountBy: 'item', offer: { kind: 'itemsBetter' } }],
    ['a flash-sale line keeps the offer out', [toLineTarget({ item: { ...burger, flash_sale: 1 }, quantity: 2, foodSelection: [[0], []], addOns: [], variation: null })], { discount: 8.4, offer: { kind: 'flashSale' } }],
  ])('with a store offer (20%% over 50, up to 30): %s', (_name, lines, expected) => {
    expect(cartAmounts(cartOf(...lines).lines, { rule: OFFER, wall: WALL, decimals: 2 })).toMatchObject(expected);
  });

  it('reads a store percentage shown in place of the item\'s own as no line discount', () => {
    const shown = toLineTarget({ item: { ...burger, discount: 20, store_discount: 20 }, quantity: 1, foodSelection: [[0], []], addOns: [], variation: null });
    expect(linePrice(shown)).toEqual({ total: 42, original: 42 });
    const said = toLineTarget({ item: { ...burger, discount: 20, store_discount: 20, item_discount: 10, item_discount_type: 'percent' }, quantity: 1, foodSelection: [[0], []], addOns: [], variation: null });
    expect(linePrice(said).total).toBeCloseTo(37.8, 6);
  });

  it.each([
    [food([[1], [0, 1]]), 'Size: Large, Extras: Cheese, Egg'],
    [food([[0], []]), 'Size: Regular'],
    [wear('M-Blue'), 'M-Blue'],
    [wear(null), ''],
  ])('variation text %#', (line, text) => {
    expect(variationText(line)).toBe(text);
  });

  it('names add-ons with their counts', () => {
    expect(addOnText(food([[0], []], 1, [{ id: 1, quantity: 2 }, { id: 2, quantity: 1 }, { id: 99, quantity: 1 }]))).toBe('Fries × 2, Soft drink');
  });

  it.each([
    [50, 100, { percent: 50, remaining: 50 }],
    [150, 100, { percent: 100, remaining: 0 }],
    [0, 100, { percent: 0, remaining: 100 }],
    [33.3, 90, { percent: 37, remaining: 56.7 }],
    [50, null, null],
    [50, 0, null],
  ])('free delivery from %s of %s', (subtotal, threshold, expected) => {
    expect(freeDeliveryProgress(subtotal, threshold)).toEqual(expected);
  });
});
