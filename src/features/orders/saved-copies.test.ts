import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { withFreshDatabase } from '@/testing/local-database';
import { forgetCopies, readCopy, saveCopy } from './saved-copies';

describe('orders kept on this device for offline use', () => {
  withFreshDatabase('orders');

  it('keeps each customer\'s copies apart and forgets only the one who signs out', async () => {
    await saveCopy('customer-a', 'order-7', { id: 7, order_status: 'pending' }, 1000);
    await saveCopy('customer-b', 'order-7', { id: 7, order_status: 'delivered' }, 2000);
    await saveCopy('customer-a', 'list-running', { pages: [] }, 3000);
    expect(await readCopy('customer-a', 'order-7')).toEqual({ value: { id: 7, order_status: 'pending' }, savedAt: 1000 });

    await forgetCopies('customer-a');
    expect(await readCopy('customer-a', 'order-7')).toBeNull();
    expect(await readCopy('customer-a', 'list-running')).toBeNull();
    expect(await readCopy('customer-b', 'order-7')).toEqual({ value: { id: 7, order_status: 'delivered' }, savedAt: 2000 });
  });

  it('a newer answer replaces the saved one', async () => {
    await saveCopy('guest-9', 'lines-7', [{ id: 1 }], 1000);
    await saveCopy('guest-9', 'lines-7', [{ id: 1 }, { id: 2 }], 5000);
    expect(await readCopy('guest-9', 'lines-7')).toEqual({ value: [{ id: 1 }, { id: 2 }], savedAt: 5000 });
  });
});
