/**
 * The item cart (`customer/cart/*`, contract-marketplace §M4): rows of one customer or guest in one module.
 * Unlike the reference backend, a row is reachable only by its owner (an id of someone else's row is "not
 * found"), the stored line price is the server's (unit price × quantity, add-ons apart, as the web client
 * computes it) and the stored variation is the item's own groups or combination, re-derived on every change.
 * Errors are the contract's: `cart_item` for a line already there with the same choice, `cart_item_limit`
 * above the item's maximum, `stock` for more than the choice has, `variation` for an incomplete choice,
 * `item_id` for an item not for sale — also one outside its availability window, unless its store takes
 * scheduled orders (the customer may then order it for a time inside the window; checkout holds them to it).
 */
import type { Db } from '../../db/connection';
import type { Caller } from '../../http/context';
import { errorList } from '../../http/errors';
import { laravelTime } from '../auth/accounts';
import type { WallClock } from '../catalog/clock';
import { availableAt, isCampaignModel, loadSellable, MODEL_CAMPAIGN, MODEL_ITEM, notAvailableNow, resolveLine, tracksStock, type LineChoice, type Sellable } from '../orders/sellable';
import { orderSettings } from '../orders/settings';

export interface CartScope {
  caller: Caller;
  moduleId: number;
  wall: WallClock;
  now: Date;
  /** The request asks for Arabic: a refused choice is explained in Arabic. */
  ar?: boolean;
}

export interface CartRow {
  id: number;
  user_id: number;
  is_guest: number;
  module_id: number;
  item_id: number;
  item_type: string;
  price: number;
  quantity: number;
  variation: string;
  add_on_ids: string;
  add_on_qtys: string;
  created_at: string;
  updated_at: string;
}

export const MAX_QUANTITY = 1000;
export const MAX_CART_ROWS = 100;

export function cartRows(db: Db, scope: Pick<CartScope, 'caller' | 'moduleId'>): CartRow[] {
  return db.prepare('SELECT * FROM carts WHERE user_id = ? AND is_guest = ? AND module_id = ? ORDER BY id').all(scope.caller.id, scope.caller.isGuest ? 1 : 0, scope.moduleId) as CartRow[];
}

export function ownCartRow(db: Db, scope: Pick<CartScope, 'caller' | 'moduleId'>, cartId: unknown): CartRow {
  const id = Number(cartId);
  const row = Number.isSafeInteger(id)
    ? (db.prepare('SELECT * FROM carts WHERE id = ? AND user_id = ? AND is_guest = ? AND module_id = ?').get(id, scope.caller.id, scope.caller.isGuest ? 1 : 0, scope.moduleId) as CartRow | undefined)
    : undefined;
  if (!row) throw errorList(404, 'cart_id', 'Cart item not found.');
  return row;
}

function quantityOf(value: unknown): number {
  const quantity = Number(value);
  if (!Number.isInteger(quantity) || quantity < 1) throw errorList(403, 'quantity', 'The quantity must be at least 1.');
  if (quantity > MAX_QUANTITY) throw errorList(403, 'quantity', `The quantity may not be greater than ${MAX_QUANTITY}.`);
  return quantity;
}

function sellableFor(db: Db, scope: CartScope, itemId: unknown, campaign: boolean): Sellable {
  const sellable = loadSellable(db, Number(itemId), campaign, scope.wall);
  if (!sellable) throw errorList(403, 'item_id', 'The item is not available.');
  if (sellable.item.module_id !== scope.moduleId) throw errorList(403, 'item_id', 'The item belongs to another module.');
  const { item } = sellable;
  if (!availableAt(item, scope.wall.time) && !(item.store_schedule_order === 1 && orderSettings(db).scheduleOrder)) throw errorList(403, 'item_id', notAvailableNow(item));
  return sellable;
}

/** Checks a choice and returns what to store; throws the contract's errors. */
function priced(db: Db, scope: CartScope, sellable: Sellable, choice: LineChoice) {
  const max = sellable.item.maximum_cart_quantity;
  if (max > 0 && choice.quantity > max) throw errorList(403, 'cart_item_limit', `You can add up to ${max} of this item.`);
  const line = resolveLine(db, sellable, choice, { stockTracked: tracksStock(db, sellable.item.module_type), wall: scope.wall, ar: scope.ar });
  if (line.problem) throw errorList(403, line.problem.code, line.problem.message);
  return {
    price: Math.round(line.unitPrice * choice.quantity * 1000) / 1000,
    variation: JSON.stringify(line.variation),
    addOnIds: JSON.stringify(line.addOns.map((addOn) => addOn.id)),
    addOnQtys: JSON.stringify(line.addOns.map((addOn) => addOn.quantity)),
  };
}

export function addCartRow(db: Db, scope: CartScope, input: Record<string, unknown>): void {
  const campaign = isCampaignModel(input.model);
  const quantity = quantityOf(input.quantity);
  const sellable = sellableFor(db, scope, input.item_id, campaign);
  const stored = priced(db, scope, sellable, { quantity, variation: input.variation, addOnIds: input.add_on_ids, addOnQtys: input.add_on_qtys });
  const itemType = campaign ? MODEL_CAMPAIGN : MODEL_ITEM;
  const rows = cartRows(db, scope);
  if (rows.some((row) => row.item_id === Number(input.item_id) && row.item_type === itemType && row.variation === stored.variation)) {
    throw errorList(403, 'cart_item', 'Item already exists');
  }
  if (rows.length >= MAX_CART_ROWS) throw errorList(403, 'cart_item', `A cart holds up to ${MAX_CART_ROWS} lines.`);
  const at = laravelTime(scope.now);
  db.prepare(
    `INSERT INTO carts (user_id, is_guest, module_id, item_id, item_type, price, quantity, variation, add_on_ids, add_on_qtys, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(scope.caller.id, scope.caller.isGuest ? 1 : 0, scope.moduleId, Number(input.item_id), itemType, stored.price, quantity, stored.variation, stored.addOnIds, stored.addOnQtys, at, at);
}

export function updateCartRow(db: Db, scope: CartScope, input: Record<string, unknown>): void {
  const row = ownCartRow(db, scope, input.cart_id);
  const quantity = quantityOf(input.quantity);
  const sellable = sellableFor(db, scope, row.item_id, isCampaignModel(row.item_type));
  const has = (key: string) => input[key] !== undefined && input[key] !== null && input[key] !== '';
  const stored = priced(db, scope, sellable, {
    quantity,
    variation: has('variation') ? input.variation : row.variation,
    addOnIds: has('add_on_ids') ? input.add_on_ids : row.add_on_ids,
    addOnQtys: has('add_on_qtys') ? input.add_on_qtys : row.add_on_qtys,
  });
  const clash = cartRows(db, scope).some((other) => other.id !== row.id && other.item_id === row.item_id && other.item_type === row.item_type && other.variation === stored.variation);
  if (clash) throw errorList(403, 'cart_item', 'Item already exists');
  db.prepare('UPDATE carts SET price = ?, quantity = ?, variation = ?, add_on_ids = ?, add_on_qtys = ?, updated_at = ? WHERE id = ?').run(
    stored.price, quantity, stored.variation, stored.addOnIds, stored.addOnQtys, laravelTime(scope.now), row.id,
  );
}

export function removeCartRow(db: Db, scope: CartScope, cartId: unknown): void {
  const row = ownCartRow(db, scope, cartId);
  db.prepare('DELETE FROM carts WHERE id = ?').run(row.id);
}

export function clearCart(db: Db, scope: Pick<CartScope, 'caller' | 'moduleId'>): void {
  db.prepare('DELETE FROM carts WHERE user_id = ? AND is_guest = ? AND module_id = ?').run(scope.caller.id, scope.caller.isGuest ? 1 : 0, scope.moduleId);
}

/** Applies one change to the cart in a transaction: all of it is kept, or none. */
export function changeCart(db: Db, scope: CartScope, change: (scope: CartScope) => void): void {
  db.transaction(() => change(scope))();
}
