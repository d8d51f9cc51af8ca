import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDbForTests, StorefrontDatabase } from '@/lib/db';
import { getSession, updateSession, type SessionState } from '@/lib/session';
import { addLine, stepItem } from './actions';
import { getItemCartState, resetItemCartState, setItemCartState } from './cart-state';
import { closeItemCartDialog, getItemCartDialog } from './dialog-store';
import { toLineTarget } from './adapters';
import type { ListingItem } from './adapters';
import { burger, shirt } from './sample-items';
import { recordItemChanges } from './storage';

describe('an add pressed before the cart has been read on this page', () => {
  let db: StorefrontDatabase;
  let before: SessionState;

  beforeEach(() => {
    db = new StorefrontDatabase(`item-actions-${Math.random()}`);
    setDbForTests(db);
    before = getSession();
    updateSession({ guestId: 'guest-early', module: { id: 2, module_type: 'food', module_name: 'Food' } });
  });

  afterEach(async () => {
    closeItemCartDialog();
    resetItemCartState();
    updateSession({ guestId: before.guestId, module: before.module });
    setDbForTests(null);
    await db.delete();
  });

  it('still asks before another store\'s items are removed', async () => {
    // The cart holds a shirt from another store (its change waits for the network), but the page's view of
    // the cart has not loaded yet: the screens would show it empty.
    await recordItemChanges(getSession(), [{ kind: 'item.add', line: toLineTarget({ item: shirt, quantity: 1, foodSelection: [], addOns: [], variation: 'M-Blue' }) }]);
    expect(getItemCartState().ready).toBe(false);

    const outcome = await addLine({ item: burger, quantity: 1, foodSelection: [[0], []], addOns: [], variation: null });

    expect(outcome).toBe('asked');
    expect(getItemCartDialog()).toMatchObject({ kind: 'other-store' });
    expect(await db.outbox.count()).toBe(1);
  });
});

describe("an item card's stepper", () => {
  let db: StorefrontDatabase;
  let before: SessionState;
  const cola: ListingItem = { id: 531, name: 'Cola', price: 7, discount: 0, store_id: 5, store_name: 'Burger Hub', module_type: 'food', stock: 2, maximum_cart_quantity: 0 };

  beforeEach(() => {
    db = new StorefrontDatabase(`item-card-stepper-${Math.random()}`);
    setDbForTests(db);
    before = getSession();
    updateSession({ guestId: 'guest-card', module: { id: 2, module_type: 'food', module_name: 'Food' } });
    const line = toLineTarget({ item: cola, quantity: 1, foodSelection: [], addOns: [], variation: null });
    setItemCartState({ cart: { lines: [{ ...line, cartId: null, serverPrice: null, state: 'pending' }] }, decisions: [], pendingCount: 1 });
  });

  afterEach(async () => {
    closeItemCartDialog();
    resetItemCartState();
    updateSession({ guestId: before.guestId, module: before.module });
    setDbForTests(null);
    await db.delete();
  });

  const quantities = () => getItemCartState().cart.lines.map((line) => line.quantity);

  it('counts the line up to its stock, and down, and at one takes it out without asking', async () => {
    await stepItem(cola.id, 1);
    expect(quantities()).toEqual([2]);
    // The stock is two: one more is refused, and nothing is recorded for it.
    await stepItem(cola.id, 1);
    expect(quantities()).toEqual([2]);
    expect(await db.outbox.count()).toBe(1);
    await stepItem(cola.id, -1);
    expect(quantities()).toEqual([1]);
    await stepItem(cola.id, -1);
    expect(quantities()).toEqual([]);
    expect(getItemCartDialog()).toBeNull();
  });

  it('does nothing for an item that is not in the cart', async () => {
    await stepItem(burger.id, 1);
    await stepItem(burger.id, -1);
    expect(quantities()).toEqual([1]);
    expect(await db.outbox.count()).toBe(0);
  });
});
