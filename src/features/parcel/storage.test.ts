import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { withFreshDatabase } from '@/testing/local-database';
import { emptyDraft } from './draft';
import { clearDraft, draftOwner, readDraft, saveDraft } from './storage';

describe('the parcel draft kept on this device', () => {
  withFreshDatabase('parcel');

  it('keeps each owner’s draft apart and removes it once placed', async () => {
    const customer = draftOwner('token-abc', 'guest-1');
    const guest = draftOwner(null, 'guest-1');
    expect(customer).not.toContain('token-abc');
    expect(customer).not.toBe(guest);
    await saveDraft(customer, { ...emptyDraft(), categoryId: 2, note: 'Fragile' });
    await saveDraft(guest, { ...emptyDraft(), categoryId: 5 });
    expect((await readDraft(customer))?.note).toBe('Fragile');
    expect((await readDraft(guest))?.categoryId).toBe(5);
    await clearDraft(customer);
    expect(await readDraft(customer)).toBeNull();
    expect((await readDraft(guest))?.categoryId).toBe(5);
  });

  it('drops a stored draft it cannot read rather than breaking the wizard', async () => {
    await getDb().parcelDrafts.put({ owner: 'guest:x', draft: { version: 1, categoryId: 'two' }, updatedAt: 1 });
    expect(await readDraft('guest:x')).toBeNull();
  });

  it('a guest without an id yet still has a draft', () => {
    expect(draftOwner(null, null)).toBe('guest:device');
  });
});
