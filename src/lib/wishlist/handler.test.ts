import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { StorefrontDatabase, setDbForTests, type OutboxContext, type OutboxRow } from '../db';
import { wishlistHandler, type WishlistEndpoints } from './handler';
import type { WishlistToggle } from './confirmed';

const context: OutboxContext = { token: 'token', guestId: null, zoneId: '[1]', moduleId: 1, moduleType: 'grocery', language: 'en', latLng: null };
const tools = { now: 0, readSnapshot: async () => undefined };

function entry(toggle: WishlistToggle): OutboxRow {
  return { clientId: 'c1', order: 1, kind: 'catalog.wishlist', queue: 'wishlist:user-1', payload: toggle, assumed: null, context, status: 'queued', attempts: 0, notBefore: 0, mustReconcile: false, claimedBy: null, claimedAt: 0, problem: null, createdAt: 5 };
}

const refusal = (status: number, message: string) => new ApiError({ kind: 'http', status, endpoint: 'wish-list', normalised: { code: 'wishlist', messages: [message], ids: null } });

function endpoints(answer: Error | null, listed: boolean): WishlistEndpoints {
  return {
    add: async () => {
      if (answer) throw answer;
    },
    remove: async () => {
      if (answer) throw answer;
    },
    isListed: async () => listed,
  };
}

let db: StorefrontDatabase;
let counter = 0;
beforeEach(() => {
  counter += 1;
  db = new StorefrontDatabase(`wishlist-handler-${counter}`);
  setDbForTests(db);
});
afterEach(async () => {
  db.close();
  setDbForTests(null);
});

describe('wishlist toggles through the outbox', () => {
  const cases: { name: string; add: boolean; answer: Error | null; listed: boolean; saved: 'listed' | 'outside' | 'absent' | 'throws' }[] = [
    { name: 'an add the server keeps and lists', add: true, answer: null, listed: true, saved: 'listed' },
    { name: 'an add kept but listed elsewhere keeps its note', add: true, answer: null, listed: false, saved: 'outside' },
    { name: 'a repeated add (409 already in wishlist) is done', add: true, answer: refusal(409, 'already in wishlist'), listed: true, saved: 'listed' },
    { name: 'a repeated add (403 Already in your wishlist) is done', add: true, answer: refusal(403, 'Already in your wishlist'), listed: true, saved: 'listed' },
    { name: 'any other refusal of an add is the server’s to explain', add: true, answer: refusal(403, 'Item not found'), listed: false, saved: 'throws' },
    { name: 'a remove the server did', add: false, answer: null, listed: false, saved: 'absent' },
    { name: 'a repeated remove (404) is done', add: false, answer: refusal(404, 'not found'), listed: false, saved: 'absent' },
  ];
  for (const { name, add, answer, listed, saved } of cases) {
    it(name, async () => {
      await db.wishlist.put({ key: 'user-1:item:7', kind: 'item', id: 7, owner: 'user-1', snapshot: { name: 'Old copy' }, addedAt: 1 });
      if (add) await db.wishlist.delete('user-1:item:7');
      const handler = wishlistHandler('catalog.wishlist', endpoints(answer, listed));
      const sent = handler.send(entry({ kind: 'item', id: 7, add, snapshot: { name: 'Bananas' } }), tools);
      if (saved === 'throws') {
        await expect(sent).rejects.toBe(answer);
        expect(await db.wishlist.get('user-1:item:7')).toBeUndefined();
        return;
      }
      await sent;
      const row = await db.wishlist.get('user-1:item:7');
      if (saved === 'absent') expect(row).toBeUndefined();
      else expect(row?.snapshot).toEqual({ name: 'Bananas', outsideArea: saved === 'outside' });
    });
  }

  it('after a lost answer, reconciling reads the list: applied only when the membership is already there', async () => {
    const listedNow = wishlistHandler('catalog.wishlist', endpoints(null, true));
    expect(await listedNow.reconcile(entry({ kind: 'store', id: 3, add: true }), tools)).toEqual({ applied: true });
    expect(await db.wishlist.get('user-1:store:3')).toBeDefined();
    expect(await listedNow.reconcile(entry({ kind: 'store', id: 3, add: false }), tools)).toEqual({ applied: false });
  });
});
