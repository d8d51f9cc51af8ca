/**
 * Outbox handlers for the rental cart. Every change is an intended end state for a vehicle (present, with
 * quantity n, absent) or for the trip, so after a lost answer `reconcile` re-reads the server cart and
 * checks whether that state is already there. `add-to-cart` is the one call that is not idempotent on the
 * server; its repeat is refused as "already in cart", which is treated as success.
 *
 * An answer that does not show the change is not taken as success: the server may drop a line it just added
 * (its pickup outside the request's zones empties the whole cart; a provider that does not serve the pickup
 * loses its line). Such an add becomes a refusal the customer decides on ("not kept"), never a silent loss.
 */
import { ApiError, isApiError } from '@/lib/api-error';
import type { OutboxRow } from '@/lib/db';
import type { HandlerTools, OutboxHandler, ReconcileResult, SnapshotWrite } from '@/lib/outbox/types';
import { lineForVehicle, RENTAL_CHANGE_KINDS, type RentalChange, type RentalCartState, type TripData } from './model';
import { cartFromPayload, cartFromStored, type RentalCartPayloadData } from './payload';
import { classifyRefusal } from './refusals';
import { sessionFromContext } from '@/lib/outbox/owner';
import { addToCart, clearCart, getCart, removeCartLine, removeCartLines, updateCartLine, updateTrip } from './requests';

export const RENTAL_QUEUE_PREFIX = 'rental:';

export function ownerOfQueue(queue: string): string {
  return queue.slice(RENTAL_QUEUE_PREFIX.length);
}

function snapshot(entry: OutboxRow, payload: RentalCartPayloadData): SnapshotWrite {
  return { kind: 'rental', owner: ownerOfQueue(entry.queue), payload };
}

export function changeOf(entry: Pick<OutboxRow, 'kind' | 'payload'>): RentalChange {
  return { ...(entry.payload as object), kind: entry.kind } as RentalChange;
}

const sameTrip = (a: TripData, b: TripData | null) =>
  b !== null &&
  a.rentalType === b.rentalType &&
  Math.abs(a.estimatedHours - b.estimatedHours) < 1e-6 &&
  Math.abs(Math.floor(a.distance * 1000) / 1000 - b.distance) < 1e-3;

/** Whether the server cart already shows the change. */
export function isApplied(change: RentalChange, cart: RentalCartState): boolean {
  switch (change.kind) {
    case 'rental.add':
      return lineForVehicle(cart, change.vehicle.id) !== undefined;
    case 'rental.setQuantity': {
      const line = lineForVehicle(cart, change.vehicleId);
      // A line that no longer exists cannot take a quantity; the customer then sees the server cart as it is.
      return line === undefined || line.quantity === change.quantity;
    }
    case 'rental.remove':
      return lineForVehicle(cart, change.vehicleId) === undefined;
    case 'rental.removeMany':
      return change.vehicleIds.every((id) => lineForVehicle(cart, id) === undefined);
    case 'rental.clear':
      return cart.lines.length === 0;
    case 'rental.updateTrip':
      return cart.lines.length === 0 || sameTrip(change.trip, cart.trip);
  }
}

function currentCart(entry: OutboxRow, signal?: AbortSignal): Promise<RentalCartPayloadData> {
  return getCart({ session: sessionFromContext(entry.context), signal });
}

/** The last confirmed cart (kept fresh by every cart answer), or the server's when none is stored. */
async function knownCart(entry: OutboxRow, tools: HandlerTools): Promise<RentalCartState> {
  const stored = cartFromStored(await tools.readSnapshot('rental', ownerOfQueue(entry.queue)));
  return stored ?? cartFromPayload(await currentCart(entry, tools.signal));
}

/** The server row id of a vehicle's line: from the last confirmed cart, else from a fresh read. */
async function cartIdFor(entry: OutboxRow, tools: HandlerTools, vehicleId: number): Promise<number | null> {
  const known = lineForVehicle(await knownCart(entry, tools), vehicleId)?.cartId;
  if (known) return known;
  return lineForVehicle(cartFromPayload(await currentCart(entry, tools.signal)), vehicleId)?.cartId ?? null;
}

async function unchanged(entry: OutboxRow, tools: HandlerTools) {
  return { snapshot: snapshot(entry, await currentCart(entry, tools.signal)) };
}

/** The server answered an add with a cart that lacks the vehicle: refused, with where the loss came from. */
function notKept(payload: RentalCartPayloadData): ApiError {
  const wholeCartGone = payload.carts.length === 0 && !payload.user_data;
  return new ApiError({
    kind: 'http',
    status: 409,
    endpoint: 'rental/user/cart/add-to-cart',
    body: payload,
    normalised: { code: wholeCartGone ? 'not_kept_area' : 'not_kept', messages: [], ids: null },
  });
}

async function send(entry: OutboxRow, tools: HandlerTools): Promise<{ snapshot?: SnapshotWrite }> {
  const call = { session: sessionFromContext(entry.context), signal: tools.signal };
  const pending = changeOf(entry);
  switch (pending.kind) {
    case 'rental.add': {
      let answer: RentalCartPayloadData;
      try {
        answer = await addToCart(pending.vehicle.id, pending.trip, call);
      } catch (error) {
        if (isApiError(error) && error.kind === 'http' && classifyRefusal(error) === 'already-in-cart') return unchanged(entry, tools);
        throw error;
      }
      if (!isApplied(pending, cartFromPayload(answer))) throw notKept(answer);
      return { snapshot: snapshot(entry, answer) };
    }
    case 'rental.setQuantity': {
      const cartId = await cartIdFor(entry, tools, pending.vehicleId);
      if (!cartId) return unchanged(entry, tools);
      try {
        return { snapshot: snapshot(entry, await updateCartLine(cartId, pending.quantity, pending.trip, call)) };
      } catch (error) {
        // The stored row id is stale (the cart changed elsewhere): look the row up again, once.
        if (!(isApiError(error) && error.status === 404)) throw error;
        const fresh = lineForVehicle(cartFromPayload(await currentCart(entry, tools.signal)), pending.vehicleId)?.cartId;
        if (!fresh) return unchanged(entry, tools);
        return { snapshot: snapshot(entry, await updateCartLine(fresh, pending.quantity, pending.trip, call)) };
      }
    }
    case 'rental.remove': {
      const cartId = await cartIdFor(entry, tools, pending.vehicleId);
      if (!cartId) return unchanged(entry, tools);
      return { snapshot: snapshot(entry, await removeCartLine(cartId, call)) };
    }
    case 'rental.removeMany': {
      const cart = await knownCart(entry, tools);
      const ids = pending.vehicleIds.map((id) => lineForVehicle(cart, id)?.cartId).filter((id): id is number => typeof id === 'number');
      if (ids.length === 0) return unchanged(entry, tools);
      return { snapshot: snapshot(entry, await removeCartLines(ids, call)) };
    }
    case 'rental.clear':
      return { snapshot: snapshot(entry, await clearCart(pending.precheck, call)) };
    case 'rental.updateTrip': {
      const cart = await knownCart(entry, tools);
      // With nothing in the server cart there is no trip to update: the next add carries the trip.
      if (cart.userDataId === null || cart.lines.length === 0) return {};
      return { snapshot: snapshot(entry, await updateTrip(cart.userDataId, pending.trip, call)) };
    }
  }
}

async function reconcile(entry: OutboxRow, tools: HandlerTools): Promise<ReconcileResult> {
  const payload = await currentCart(entry, tools.signal);
  return { applied: isApplied(changeOf(entry), cartFromPayload(payload)), snapshot: snapshot(entry, payload) };
}

export const rentalCartHandlers: OutboxHandler[] = RENTAL_CHANGE_KINDS.map((kind) => ({
  kind,
  send,
  reconcile,
  describeRefusal: (error) => classifyRefusal(error),
}));
