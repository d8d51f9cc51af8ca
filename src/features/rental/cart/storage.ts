/**
 * Local storage of the rental trip cart (IndexedDB through `src/lib/db.ts`): the last cart the server
 * confirmed for this customer (a snapshot) and the customer's changes waiting in the outbox. The cart the
 * customer sees is the snapshot with those changes applied (see model.ts), so it renders offline and after
 * a reload, and nothing they did is lost before the server has it.
 *
 * Owners: a signed-in customer (keyed by a hash of their token) or a guest (by guest id). Quota errors on
 * enqueue fall back to memory and are shown by the connection banner (see lib/outbox/queue.ts).
 */
import { getDb, type OutboxRow } from '@/lib/db';
import { discardEntry, enqueue, replaceEntry, retryEntry } from '@/lib/outbox/queue';
import { kickOutbox } from '@/lib/outbox/triggers';
import { requestPersistentStorage } from '@/lib/pwa';
import type { SessionState } from '@/lib/session';
import { changeOf, RENTAL_QUEUE_PREFIX } from './handlers';
import { rentalCartView, EMPTY_RENTAL_CART, RENTAL_CHANGE_KINDS, type PendingRentalChange, type RentalCartState, type RentalChange } from './model';
import { cartFromStored } from './payload';
import { getCart } from './requests';
import { contextOf, ownerOf, sessionFromContext } from '@/lib/outbox/owner';


export const queueOf = (owner: string) => `${RENTAL_QUEUE_PREFIX}${owner}`;

export interface RentalCartSnapshot {
  cart: RentalCartState;
  /** Vehicles with a change not yet confirmed by the server. */
  pendingVehicleIds: Set<number>;
  /** Changes the server refused, waiting for the customer's decision. */
  decisions: OutboxRow[];
  pendingCount: number;
  /** Whether this device holds a cart the server confirmed (none yet on a device new to this customer). */
  confirmed: boolean;
}

function vehiclesOf(change: RentalChange, cart: RentalCartState): number[] {
  switch (change.kind) {
    case 'rental.add':
      return [change.vehicle.id];
    case 'rental.setQuantity':
    case 'rental.remove':
      return [change.vehicleId];
    case 'rental.removeMany':
      return change.vehicleIds;
    case 'rental.clear':
    case 'rental.updateTrip':
      return cart.lines.map((line) => line.vehicleId);
  }
}

/** Reads the customer's cart view: snapshot + pending changes. */
export async function readRentalCart(owner: string): Promise<RentalCartSnapshot> {
  const db = getDb();
  const [snapshot, entries] = await Promise.all([db.cartSnapshots.get(`rental:${owner}`), db.outbox.where('queue').equals(queueOf(owner)).toArray()]);
  const confirmed = cartFromStored(snapshot?.payload) ?? EMPTY_RENTAL_CART;
  const ordered = entries.filter((entry) => (RENTAL_CHANGE_KINDS as readonly string[]).includes(entry.kind)).sort((a, b) => a.order - b.order);
  const pending: PendingRentalChange[] = ordered.map((entry) => ({ change: changeOf(entry), status: entry.status }));
  const cart = rentalCartView(confirmed, pending);
  const pendingVehicleIds = new Set(pending.flatMap((entry) => vehiclesOf(entry.change, cart)));
  return { cart, pendingVehicleIds, decisions: ordered.filter((entry) => entry.status === 'needs-decision'), pendingCount: ordered.length, confirmed: snapshot !== undefined };
}

/** Records changes for replay and asks the replayer to send them now; returns their outbox ids, in order. */
export async function recordRentalChanges(session: SessionState, changes: RentalChange[], assumed?: unknown): Promise<string[]> {
  const owner = ownerOf(session);
  if (!owner) throw new Error('No customer identity yet (guest id pending)');
  const ids: string[] = [];
  for (const change of changes) {
    const { kind, ...payload } = change;
    ids.push((await enqueue({ kind, queue: queueOf(owner), payload, assumed, context: contextOf(session) })).clientId);
  }
  void requestPersistentStorage();
  kickOutbox();
  return ids;
}

/** What became of a recorded change (see lib/outbox/queue.ts). */
export { entryOutcome } from '@/lib/outbox/queue';

/** Replaces a refused change by others (e.g. clear the cart, then add) at the same place in line. */
export async function resolveRentalChange(session: SessionState, clientId: string, changes: RentalChange[]): Promise<void> {
  const owner = ownerOf(session);
  if (!owner) return;
  await replaceEntry(
    clientId,
    changes.map((change) => {
      const { kind, ...payload } = change;
      return { kind, queue: queueOf(owner), payload, context: contextOf(session) };
    }),
  );
  kickOutbox();
}

export async function discardRentalChange(clientId: string): Promise<void> {
  await discardEntry(clientId);
}

export async function retryRentalChange(clientId: string): Promise<void> {
  await retryEntry(clientId);
  kickOutbox();
}

/** Fetches the server cart and stores it as the confirmed snapshot (pending changes stay on top). */
export async function refreshRentalCart(session: SessionState): Promise<void> {
  const owner = ownerOf(session);
  if (!owner) return;
  const payload = await getCart({ session: sessionFromContext(contextOf(session)) });
  await getDb().cartSnapshots.put({ key: `rental:${owner}`, kind: 'rental', owner, payload, confirmedAt: Date.now() });
}

/** Forgets this customer's cart on this device (sign-out). */
export async function forgetRentalCart(owner: string): Promise<void> {
  const db = getDb();
  await db.transaction('rw', db.outbox, db.cartSnapshots, async () => {
    await db.outbox.where('queue').equals(queueOf(owner)).delete();
    await db.cartSnapshots.delete(`rental:${owner}`);
  });
}
