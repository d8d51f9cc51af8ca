import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDbForTests, StorefrontDatabase } from '@/lib/db';
import { getSession, updateSession, type SessionState } from '@/lib/session';
import { addLine } from './actions';
import { getItemCartState, resetItemCartState } from './cart-state';
import { closeItemCartDialog, getItemCartDialog } from './dialog-store';
import { toLineTarget } from './adapters';
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
