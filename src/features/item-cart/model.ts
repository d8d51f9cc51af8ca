/**
 * The item cart (store-based modules) as the customer sees it: the last cart the server confirmed, with every
 * change still waiting in the outbox applied on top. Pure functions only; storage and network live elsewhere.
 *
 * A line is identified by its key: the item, whether it is a campaign, and the chosen variation (the server
 * keeps one row per item and variation). Changes are recorded as intended end states per line (this line
 * with quantity n and these add-ons; this line gone; the cart empty), never as relative steps, so replaying
 * one twice or after a lost answer cannot double anything.
 */

export type CartModel = 'Item' | 'ItemCampaign';

/** Food: one group with its chosen labels. */
export interface FoodChoiceGroup {
  name: string;
  values: { label: string[] };
}

/** Non-food: the chosen combination as the item lists it. */
export interface CombinationChoice {
  type: string;
  price?: number;
  stock?: number;
}

export type VariationChoice = FoodChoiceGroup[] | CombinationChoice[];

export interface ChosenAddOn {
  id: number;
  quantity: number;
}

export interface CartFoodGroup {
  name: string;
  values: { label: string; optionPrice: number }[];
}

/** Enough of the item to draw a line, check its limits and price it while offline. */
export interface CartItemInfo {
  id: number;
  name: string;
  image: string | null;
  /** Base price (a combination's price replaces it; food options add to it). */
  price: number;
  /** The line's own discount per unit (a running flash sale's, else the item's); the store's is the order's. */
  discount: number;
  discountType: string;
  /** The discount is a running flash sale's (the store discount then stays out of the order). */
  flashSale?: boolean;
  storeId: number;
  storeName: string;
  moduleType: string;
  /** Stock of the item (or of the chosen combination); null when not tracked. */
  stock: number | null;
  /** 0 = no maximum. */
  maximum: number;
  foodGroups: CartFoodGroup[];
  combinations: { type: string; price: number; stock?: number | undefined }[];
  addOns: { id: number; name: string; price: number }[];
}

export type LineState = 'synced' | 'pending' | 'needs-decision';

/** What a line should become: the end state a change asks for. */
export interface LineTarget {
  key: string;
  itemId: number;
  model: CartModel;
  quantity: number;
  variation: VariationChoice;
  addOns: ChosenAddOn[];
  item: CartItemInfo;
}

export interface ItemCartLine extends LineTarget {
  /** Server cart row id; null until the server confirmed the add. */
  cartId: number | null;
  /** The server's line price (unit × quantity, add-ons apart); null while not confirmed. */
  serverPrice: number | null;
  state: LineState;
}

export interface ItemCartState {
  lines: ItemCartLine[];
}

export const EMPTY_ITEM_CART: ItemCartState = { lines: [] };

/** Outbox payloads, one per kind of change. */
export type ItemChange =
  | { kind: 'item.add'; line: LineTarget }
  /** The line at `key` becomes `line` (its quantity, add-ons, and possibly another variation). */
  | { kind: 'item.update'; key: string; line: LineTarget }
  | { kind: 'item.remove'; key: string }
  | { kind: 'item.clear' };

export type ItemChangeKind = ItemChange['kind'];

export const ITEM_CHANGE_KINDS: readonly ItemChangeKind[] = ['item.add', 'item.update', 'item.remove', 'item.clear'];

export interface PendingItemChange {
  change: ItemChange;
  status: 'queued' | 'needs-decision';
}

const normal = (text: string) => text.replace(/\s+/g, '');

function isFoodChoice(variation: readonly unknown[]): variation is FoodChoiceGroup[] {
  return variation.some((entry) => typeof entry === 'object' && entry !== null && 'values' in entry);
}

/** The variation part of a line key: food groups with their chosen labels, or the combination's name. */
export function variationKey(variation: readonly unknown[]): string {
  if (isFoodChoice(variation)) {
    return variation
      .map((group) => ({ name: group.name, labels: [...new Set(group.values?.label ?? [])].map(String).sort() }))
      .filter((group) => group.labels.length > 0)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((group) => `${group.name}=${group.labels.join('|')}`)
      .join(';');
  }
  const first = variation[0] as { type?: unknown } | undefined;
  return typeof first?.type === 'string' ? normal(first.type) : '';
}

export function lineKey(itemId: number, model: CartModel, variation: readonly unknown[]): string {
  return `${itemId}:${model === 'ItemCampaign' ? 'c' : 'i'}:${variationKey(variation)}`;
}

/** Add-ons as a comparable list: sorted by id, quantities of at least 1. */
export function addOnsKey(addOns: readonly ChosenAddOn[]): string {
  return [...addOns]
    .filter((addOn) => addOn.quantity > 0)
    .sort((a, b) => a.id - b.id)
    .map((addOn) => `${addOn.id}x${addOn.quantity}`)
    .join(',');
}

/** Whether a line already is what a target asks for. */
export function lineMatches(line: Pick<LineTarget, 'key' | 'quantity' | 'addOns'>, target: Pick<LineTarget, 'key' | 'quantity' | 'addOns'>): boolean {
  return line.key === target.key && line.quantity === target.quantity && addOnsKey(line.addOns) === addOnsKey(target.addOns);
}

function marked(target: LineTarget, base: ItemCartLine | undefined, status: PendingItemChange['status']): ItemCartLine {
  const state: LineState = status === 'needs-decision' || base?.state === 'needs-decision' ? 'needs-decision' : 'pending';
  return { ...target, cartId: base?.cartId ?? null, serverPrice: null, state };
}

/** Applies one pending change on top of a cart state. */
export function applyItemChange(state: ItemCartState, pending: PendingItemChange): ItemCartState {
  const { change, status } = pending;
  switch (change.kind) {
    case 'item.add': {
      const existing = state.lines.find((line) => line.key === change.line.key);
      if (existing) return { lines: state.lines.map((line) => (line === existing ? marked(change.line, line, status) : line)) };
      return { lines: [...state.lines, marked(change.line, undefined, status)] };
    }
    case 'item.update': {
      const from = state.lines.find((line) => line.key === change.key);
      if (!from) return state;
      // Another line already with the new variation is replaced by this one (the server keeps one row each).
      const lines = state.lines.filter((line) => line === from || line.key !== change.line.key);
      return { lines: lines.map((line) => (line === from ? marked(change.line, from, status) : line)) };
    }
    case 'item.remove':
      return { lines: state.lines.filter((line) => line.key !== change.key) };
    case 'item.clear':
      return { ...EMPTY_ITEM_CART };
  }
}

/** The cart the customer sees: confirmed state plus every pending change, in order. */
export function itemCartView(confirmed: ItemCartState, pending: readonly PendingItemChange[]): ItemCartState {
  return pending.reduce(applyItemChange, confirmed);
}

export const lineByKey = (state: ItemCartState, key: string) => state.lines.find((line) => line.key === key);

/** The first line of an item (the item views ask "is it in the cart?" by item). */
export const lineOfItem = (state: ItemCartState, itemId: number) => state.lines.find((line) => line.itemId === itemId);

export const itemCount = (state: ItemCartState) => state.lines.length;
