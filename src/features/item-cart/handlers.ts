/**
 * Outbox handlers for the item cart. Every change is an intended end state for a line (present with this
 * quantity and these add-ons, absent) or for the cart (empty), so after a lost answer `reconcile` re-reads
 * the server cart and checks whether that state is already there. `add` is the one call that is not
 * idempotent on the server: its repeat is refused as "Item already exists" (`cart_item`), and the handler
 * then sets the existing row to the intended state instead.
 *
 * An answer that does not show the change is not taken as success (the server leaves out rows whose item is
 * no longer sold): such an add becomes a refusal the customer decides on ("not kept"), never a silent loss.
 */
import { ApiError, isApiError } from '@/lib/api-error';
import type { OutboxRow } from '@/lib/db';
import { sessionFromContext } from '@/lib/outbox/owner';
import type { HandlerTools, OutboxHandler, ReconcileResult, SnapshotWrite } from '@/lib/outbox/types';
import { addCartLine, clearCart, getCartLines, removeCartLine, updateCartLine, type CartCall } from './requests';
import type { CartRow } from './api/structs';
import { ITEM_CHANGE_KINDS, lineByKey, lineMatches, type ItemCartState, type ItemChange, type LineTarget } from './model';
import { cartFromRows, cartFromStored } from './payload';
import { unitPrice } from './rules';

export const ITEM_QUEUE_PREFIX = 'item:';

/** The cart's scope (owner and module) a queue belongs to. */
export const scopeOfQueue = (queue: string) => queue.slice(ITEM_QUEUE_PREFIX.length);

const snapshot = (entry: OutboxRow, rows: CartRow[]): SnapshotWrite => ({ kind: 'item', owner: scopeOfQueue(entry.queue), payload: rows });

export function changeOf(entry: Pick<OutboxRow, 'kind' | 'payload'>): ItemChange {
  return { ...(entry.payload as object), kind: entry.kind } as ItemChange;
}

/** Whether the server cart already shows the change. */
export function isApplied(change: ItemChange, cart: ItemCartState): boolean {
  switch (change.kind) {
    case 'item.add': {
      const line = lineByKey(cart, change.line.key);
      return line !== undefined && lineMatches(line, change.line);
    }
    case 'item.update': {
      const target = lineByKey(cart, change.line.key);
      const from = lineByKey(cart, change.key);
      // A line removed elsewhere cannot take a change; the customer then sees the server cart as it is.
      if (!target && !from) return true;
      return target !== undefined && lineMatches(target, change.line) && (change.key === change.line.key || from === undefined);
    }
    case 'item.remove':
      return lineByKey(cart, change.key) === undefined;
    case 'item.clear':
      return cart.lines.length === 0;
  }
}

/** The line as the add and update calls take it (the price is the display price; the server keeps its own). */
export function wireLine(line: LineTarget) {
  return {
    quantity: line.quantity,
    price: Math.round(unitPrice(line) * line.quantity * 1000) / 1000,
    variation: line.variation,
    add_on_ids: line.addOns.map((addOn) => addOn.id),
    add_on_qtys: line.addOns.map((addOn) => addOn.quantity),
  };
}

const callOf = (entry: OutboxRow, tools: HandlerTools): CartCall => ({ session: sessionFromContext(entry.context), signal: tools.signal });

/** The last confirmed cart (kept fresh by every cart answer), or the server's when none is stored. */
async function knownCart(entry: OutboxRow, tools: HandlerTools): Promise<ItemCartState> {
  const stored = cartFromStored(await tools.readSnapshot('item', scopeOfQueue(entry.queue)));
  return stored ?? cartFromRows(await getCartLines(callOf(entry, tools)));
}

/** The server row id of a line: from the last confirmed cart, else from a fresh read. */
async function cartIdFor(entry: OutboxRow, tools: HandlerTools, key: string, fresh = false): Promise<number | null> {
  if (!fresh) {
    const known = lineByKey(await knownCart(entry, tools), key)?.cartId;
    if (known) return known;
  }
  return lineByKey(cartFromRows(await getCartLines(callOf(entry, tools))), key)?.cartId ?? null;
}

async function unchanged(entry: OutboxRow, tools: HandlerTools) {
  return { snapshot: snapshot(entry, await getCartLines(callOf(entry, tools))) };
}

const refusedWith = (error: unknown, code: string) => isApiError(error) && error.kind === 'http' && error.code === code;
const isMissing = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status === 404;

/** The server answered with a cart that lacks the line: refused, so the customer decides. */
function notKept(rows: CartRow[]): ApiError {
  return new ApiError({ kind: 'http', status: 409, endpoint: 'customer/cart/add', body: rows, normalised: { code: 'not_kept', messages: [], ids: null } });
}

/** Sets the row `cartId` to the target; a clash with another row of the target's variation drops that row first. */
async function setRow(entry: OutboxRow, tools: HandlerTools, cartId: number, line: LineTarget): Promise<CartRow[]> {
  const call = callOf(entry, tools);
  try {
    return await updateCartLine({ cart_id: cartId, ...wireLine(line) }, call);
  } catch (error) {
    if (!refusedWith(error, 'cart_item')) throw error;
    const other = lineByKey(cartFromRows(await getCartLines(call)), line.key);
    if (!other?.cartId || other.cartId === cartId) throw error;
    await removeCartLine(other.cartId, call);
    return updateCartLine({ cart_id: cartId, ...wireLine(line) }, call);
  }
}

async function send(entry: OutboxRow, tools: HandlerTools): Promise<{ snapshot?: SnapshotWrite }> {
  const call = callOf(entry, tools);
  const pending = changeOf(entry);
  switch (pending.kind) {
    case 'item.add': {
      let rows: CartRow[];
      try {
        rows = await addCartLine({ item_id: pending.line.itemId, model: pending.line.model, ...wireLine(pending.line) }, call);
      } catch (error) {
        // The line is there already (an earlier try went through, or another device added it): set it.
        if (!refusedWith(error, 'cart_item')) throw error;
        const cartId = await cartIdFor(entry, tools, pending.line.key, true);
        if (!cartId) throw error;
        rows = await setRow(entry, tools, cartId, pending.line);
      }
      if (!isApplied(pending, cartFromRows(rows))) throw notKept(rows);
      return { snapshot: snapshot(entry, rows) };
    }
    case 'item.update': {
      const cartId = await cartIdFor(entry, tools, pending.key);
      if (!cartId) return unchanged(entry, tools);
      try {
        return { snapshot: snapshot(entry, await setRow(entry, tools, cartId, pending.line)) };
      } catch (error) {
        // The stored row id is stale (the cart changed elsewhere): look the row up again, once.
        if (!isMissing(error)) throw error;
        const fresh = await cartIdFor(entry, tools, pending.key, true);
        if (!fresh) return unchanged(entry, tools);
        return { snapshot: snapshot(entry, await setRow(entry, tools, fresh, pending.line)) };
      }
    }
    case 'item.remove': {
      const cartId = await cartIdFor(entry, tools, pending.key);
      if (!cartId) return unchanged(entry, tools);
      try {
        return { snapshot: snapshot(entry, await removeCartLine(cartId, call)) };
      } catch (error) {
        if (!isMissing(error)) throw error;
        const fresh = await cartIdFor(entry, tools, pending.key, true);
        if (!fresh) return unchanged(entry, tools);
        return { snapshot: snapshot(entry, await removeCartLine(fresh, call)) };
      }
    }
    case 'item.clear':
      return { snapshot: snapshot(entry, await clearCart(call)) };
  }
}

async function reconcile(entry: OutboxRow, tools: HandlerTools): Promise<ReconcileResult> {
  const rows = await getCartLines(callOf(entry, tools));
  return { applied: isApplied(changeOf(entry), cartFromRows(rows)), snapshot: snapshot(entry, rows) };
}

export type ItemRefusal = 'out-of-stock' | 'out-of-limits' | 'unavailable' | 'variation' | 'not-kept' | 'line-missing' | 'refused';

/** Names the refusals the item cart endpoints define, from the contract's error codes. */
export function classifyRefusal(error: ApiError): ItemRefusal {
  switch (error.code) {
    case 'stock':
      return 'out-of-stock';
    case 'cart_item_limit':
      return 'out-of-limits';
    case 'item_id':
      return 'unavailable';
    case 'variation':
      return 'variation';
    case 'not_kept':
      return 'not-kept';
    default:
      return error.status === 404 ? 'line-missing' : 'refused';
  }
}

export const itemCartHandlers: OutboxHandler[] = ITEM_CHANGE_KINDS.map((kind) => ({
  kind,
  send,
  reconcile,
  describeRefusal: (error) => classifyRefusal(error),
}));
