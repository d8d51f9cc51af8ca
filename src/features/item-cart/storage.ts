/**
 * Local storage of the item cart (IndexedDB through `src/lib/db.ts`, table `cartSnapshots` with kind `item`):
 * the last cart the server confirmed for this customer in this module (a snapshot) and the customer's changes
 * waiting in the outbox. The cart the customer sees is the snapshot with those changes applied (see
 * model.ts), so it renders offline and after a reload, and nothing they did is lost before the server has it.
 *
 * Scope: like the server, one cart per owner (a signed-in customer, keyed by a hash of their token, or a
 * guest id) and module, spelled `<owner>@<moduleId>`; the queue is `item:<scope>`. Quota errors on enqueue
 * fall back to memory and are shown by the connection banner (see lib/outbox/queue.ts).
 */
import { getDb, type OutboxRow } from '@/lib/db';
import { contextOf, ownerOf, sessionFromContext } from '@/lib/outbox/owner';
import { discardEntry, enqueue, replaceEntry, retryEntry } from '@/lib/outbox/queue';
import { kickOutbox } from '@/lib/outbox/triggers';
import { requestPersistentStorage } from '@/lib/pwa';
import type { SessionState } from '@/lib/session';
import { getCartLines } from './requests';
import { changeOf, ITEM_QUEUE_PREFIX } from './handlers';
import { EMPTY_ITEM_CART, ITEM_CHANGE_KINDS, itemCartView, type ItemCartState, type ItemChange, type PendingItemChange } from './model';
import { cartFromStored } from './payload';

/** The cart's scope for a session, or null without an identity or outside a store-based module. */
export function cartScopeOf(session: SessionState): string | null {
  const owner = ownerOf(session);
  const module = session.module;
  if (!owner || !module || module.module_type === 'rental' || module.module_type === 'parcel') return null;
  return `${owner}@${module.id}`;
}

export const queueOf = (scope: string) => `${ITEM_QUEUE_PREFIX}${scope}`;
const snapshotKey = (scope: string) => `item:${scope}`;

export interface ItemCartSnapshot {
  cart: ItemCartState;
  /** Changes the server refused, waiting for the customer's decision. */
  decisions: OutboxRow[];
  pendingCount: number;
}

/** Reads the customer's cart view: snapshot + pending changes. */
export async function readItemCart(scope: string): Promise<ItemCartSnapshot> {
  const db = getDb();
  const [stored, entries] = await Promise.all([db.cartSnapshots.get(snapshotKey(scope)), db.outbox.where('queue').equals(queueOf(scope)).toArray()]);
  const confirmed = cartFromStored(stored?.payload) ?? EMPTY_ITEM_CART;
  const ordered = entries.filter((entry) => (ITEM_CHANGE_KINDS as readonly string[]).includes(entry.kind)).sort((a, b) => a.order - b.order);
  const pending: PendingItemChange[] = ordered.map((entry) => ({ change: changeOf(entry), status: entry.status }));
  return { cart: itemCartView(confirmed, pending), decisions: ordered.filter((entry) => entry.status === 'needs-decision'), pendingCount: ordered.length };
}

const toEntry = (session: SessionState, scope: string, change: ItemChange) => {
  const { kind, ...payload } = change;
  return { kind, queue: queueOf(scope), payload, context: contextOf(session) };
};

/** Records changes for replay and asks the replayer to send them now; returns their outbox ids, in order. */
export async function recordItemChanges(session: SessionState, changes: ItemChange[]): Promise<string[]> {
  const scope = cartScopeOf(session);
  if (!scope) throw new Error('No cart for this session (no customer identity or no store module)');
  const ids: string[] = [];
  for (const change of changes) ids.push((await enqueue(toEntry(session, scope, change))).clientId);
  void requestPersistentStorage();
  kickOutbox();
  return ids;
}

/** What became of a recorded change (see lib/outbox/queue.ts). */
export { entryOutcome } from '@/lib/outbox/queue';

/** Replaces a refused change by others (e.g. empty the cart, then add) at the same place in line. */
export async function resolveItemChange(session: SessionState, clientId: string, changes: ItemChange[]): Promise<void> {
  const scope = cartScopeOf(session);
  if (!scope) return;
  await replaceEntry(
    clientId,
    changes.map((change) => toEntry(session, scope, change)),
  );
  kickOutbox();
}

export async function discardItemChange(clientId: string): Promise<void> {
  await discardEntry(clientId);
}

export async function retryItemChange(clientId: string): Promise<void> {
  await retryEntry(clientId);
  kickOutbox();
}

/** Fetches the server cart and stores it as the confirmed snapshot (pending changes stay on top). */
export async function refreshItemCart(session: SessionState): Promise<void> {
  const scope = cartScopeOf(session);
  if (!scope) return;
  const payload = await getCartLines({ session: sessionFromContext(contextOf(session)) });
  await getDb().cartSnapshots.put({ key: snapshotKey(scope), kind: 'item', owner: scope, payload, confirmedAt: Date.now() });
}

/** Forgets every item cart of an owner on this device, in every module (sign-out). */
export async function forgetItemCarts(owner: string): Promise<void> {
  const db = getDb();
  const prefix = `${owner}@`;
  await db.transaction('rw', db.outbox, db.cartSnapshots, async () => {
    await db.outbox.filter((entry) => entry.queue.startsWith(queueOf(prefix))).delete();
    await db.cartSnapshots.where('[kind+owner]').between(['item', prefix], ['item', `${prefix}\uffff`]).delete();
  });
}
