/**
 * The item cart's rules (spec §4, §5, §9), decided from the cart the customer sees: the stepper (never below
 * one; one shows delete; plus stops at the stock, 'Out of Stock', and at the item's maximum, 'Out of
 * Limits'), what an add or an update from an item view becomes (a new line, the same line changed, or the
 * other-store question), the prices a line shows, the cart's amounts with the store's offer (as checkout
 * takes them) and the free-delivery progress.
 */
import { storeDiscountRuns, type StoreDiscountRule } from '@common/order-pricing/discounts';
import { unitDiscount } from '@common/order-pricing/lines';
import { roundMoney } from '@common/order-pricing/money';
import { priceItems, type ItemsAmounts, type PricedLine } from '@common/order-pricing/pipeline';
import type { WallClockLike } from '@common/order-pricing/types';
import { addOnsKey, lineByKey, type ChosenAddOn, type ItemCartLine, type ItemCartState, type LineTarget } from './model';

export type LimitRefusal = 'outOfStock' | 'outOfLimits';

/** The stock that limits a line: its combination's when it has one, else the item's; null when not tracked. */
export function stockOf(line: Pick<LineTarget, 'item' | 'variation'>): number | null {
  const first = line.variation[0] as { type?: unknown } | undefined;
  if (typeof first?.type === 'string') {
    const combination = line.item.combinations.find((entry) => entry.type.replace(/\s+/g, '') === String(first.type).replace(/\s+/g, ''));
    if (combination && typeof combination.stock === 'number') return combination.stock;
  }
  return line.item.stock;
}

/** Why a quantity cannot be had, or null when it can. */
export function quantityRefusal(quantity: number, stock: number | null, maximum: number): LimitRefusal | null {
  if (stock !== null && quantity > stock) return 'outOfStock';
  if (maximum > 0 && quantity > maximum) return 'outOfLimits';
  return null;
}

export type StepPlan = { type: 'set'; quantity: number } | { type: 'remove' } | { type: 'blocked'; reason: LimitRefusal };

export function planIncrement(quantity: number, stock: number | null, maximum: number): StepPlan {
  const refusal = quantityRefusal(quantity + 1, stock, maximum);
  return refusal ? { type: 'blocked', reason: refusal } : { type: 'set', quantity: quantity + 1 };
}

/** Minus at one unit is the delete button (the quantity never goes below one). */
export function planDecrement(quantity: number): StepPlan {
  return quantity <= 1 ? { type: 'remove' } : { type: 'set', quantity: quantity - 1 };
}

export const minusRemoves = (quantity: number) => quantity <= 1;

export type AddPlan =
  | { type: 'add'; line: LineTarget }
  /** The same item with the same variation is in the cart: that line takes the new choice. */
  | { type: 'update'; key: string; line: LineTarget }
  | { type: 'other-store'; line: LineTarget }
  | { type: 'blocked'; reason: LimitRefusal };

const sameAddOns = (a: readonly ChosenAddOn[], b: readonly ChosenAddOn[]) => addOnsKey(a) === addOnsKey(b);

/**
 * An add from an item view. Lines from another store need the customer's consent to empty the cart first.
 * The same item with the same variation adds its quantity to the line, which takes the add-ons just chosen
 * (the server keeps one line per item and variation).
 */
export function planAdd(cart: ItemCartState, line: LineTarget): AddPlan {
  if (cart.lines.some((entry) => entry.item.storeId !== line.item.storeId)) return { type: 'other-store', line };
  const existing = lineByKey(cart, line.key);
  const target = existing ? { ...line, quantity: existing.quantity + line.quantity } : line;
  const refusal = quantityRefusal(target.quantity, stockOf(target), target.item.maximum);
  if (refusal) return { type: 'blocked', reason: refusal };
  return existing ? { type: 'update', key: existing.key, line: target } : { type: 'add', line: target };
}

export type UpdatePlan = { type: 'update'; key: string; line: LineTarget } | { type: 'unchanged' } | { type: 'missing' } | { type: 'blocked'; reason: LimitRefusal };

/**
 * "Update to cart" from an item view: the line with the chosen variation when there is one, else the item's
 * first line, becomes the new choice; nothing to do when it already is exactly that.
 */
export function planUpdate(cart: ItemCartState, line: LineTarget): UpdatePlan {
  const current = lineByKey(cart, line.key) ?? cart.lines.find((entry) => entry.itemId === line.itemId && entry.model === line.model);
  if (!current) return { type: 'missing' };
  if (current.key === line.key && current.quantity === line.quantity && sameAddOns(current.addOns, line.addOns)) return { type: 'unchanged' };
  const refusal = quantityRefusal(line.quantity, stockOf(line), line.item.maximum);
  if (refusal) return { type: 'blocked', reason: refusal };
  return { type: 'update', key: current.key, line };
}

/** The unit price before discount: a combination's price replaces the base price, food options add to it. */
export function unitPrice(line: Pick<LineTarget, 'item' | 'variation'>): number {
  const first = line.variation[0] as { type?: unknown; values?: unknown } | undefined;
  if (typeof first?.type === 'string' && first.values === undefined) {
    const combination = line.item.combinations.find((entry) => entry.type.replace(/\s+/g, '') === String(first.type).replace(/\s+/g, ''));
    return combination ? combination.price : line.item.price;
  }
  let price = line.item.price;
  for (const group of line.variation as { name?: string; values?: { label?: string[] } }[]) {
    const known = line.item.foodGroups.find((entry) => entry.name === group.name);
    for (const label of group.values?.label ?? []) price += known?.values.find((value) => value.label === label)?.optionPrice ?? 0;
  }
  return price;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The line's own discount on one unit (its item's or a running flash sale's); the store's is the cart's. */
const lineUnitDiscount = (line: Pick<LineTarget, 'item' | 'variation'>) => unitDiscount(unitPrice(line), { discount: line.item.discount, discount_type: line.item.discountType });

const addOnsOf = (line: Pick<LineTarget, 'item' | 'addOns'>) => line.addOns.reduce((sum, chosen) => sum + (line.item.addOns.find((entry) => entry.id === chosen.id)?.price ?? 0) * chosen.quantity, 0);

export interface LinePrice {
  /** What the line costs: discounted unit × quantity plus add-ons. */
  total: number;
  /** The same before the discount (shown struck through when higher). */
  original: number;
}

export function linePrice(line: Pick<LineTarget, 'item' | 'variation' | 'quantity' | 'addOns'>): LinePrice {
  const unit = unitPrice(line);
  const addOns = addOnsOf(line);
  return {
    total: round((unit - lineUnitDiscount(line)) * line.quantity + addOns),
    original: round(unit * line.quantity + addOns),
  };
}

/** A line as the order's pipeline prices it (`common/order-pricing`). */
const pricedLine = (line: ItemCartLine): PricedLine => ({ unitPrice: unitPrice(line), quantity: line.quantity, unitDiscount: lineUnitDiscount(line), addOnTotal: addOnsOf(line), flashSale: line.item.flashSale === true });

/** Where the cart stands with the store's offer. */
export type StoreOfferState =
  | { kind: 'applied' }
  /** The items' subtotal is below the offer's minimum by `remaining`. */
  | { kind: 'short'; remaining: number }
  /** The lines' own discounts are worth more than the offer, so they stand. */
  | { kind: 'itemsBetter' }
  /** A flash-sale line keeps the store's offer out of the order. */
  | { kind: 'flashSale' };

export interface CartAmounts extends ItemsAmounts {
  /** What the cart costs: items and add-ons less the winning discount, as checkout starts from. */
  subtotal: number;
  offer: StoreOfferState | null;
}

/**
 * The cart's amounts exactly as checkout takes them before the coupon, tax and delivery: the lines with their
 * own discounts, or the store's discount on the items' subtotal when it runs, the subtotal meets its minimum
 * and it (capped) is worth more (`priceItems`); and where the cart stands with the store's offer.
 */
export function cartAmounts(lines: readonly ItemCartLine[], offer: { rule: StoreDiscountRule | null; wall: WallClockLike; decimals: number }): CartAmounts {
  const priced = lines.map(pricedLine);
  const amounts = priceItems({ lines: priced, storeDiscount: offer.rule, wall: offer.wall, decimals: offer.decimals });
  let state: StoreOfferState | null = null;
  if (offer.rule && storeDiscountRuns(offer.rule, offer.wall) && lines.length > 0) {
    if (priced.some((line) => line.flashSale)) state = { kind: 'flashSale' };
    else if (amounts.itemsSubtotal < offer.rule.min_purchase) state = { kind: 'short', remaining: roundMoney(offer.rule.min_purchase - amounts.itemsSubtotal, offer.decimals) };
    else state = amounts.discountBy === 'store' ? { kind: 'applied' } : { kind: 'itemsBetter' };
  }
  return { ...amounts, subtotal: amounts.afterDiscount, offer: state };
}

/** "Size: Large, Extras: Cheese" for food; the combination's name otherwise; '' when there is no choice. */
export function variationText(line: Pick<LineTarget, 'variation'>): string {
  return (line.variation as { name?: string; type?: string; values?: { label?: string[] } }[])
    .map((entry) => (entry.values ? ((entry.values.label ?? []).length > 0 ? `${entry.name}: ${(entry.values.label ?? []).join(', ')}` : '') : (entry.type ?? '')))
    .filter(Boolean)
    .join(', ');
}

/** "Cheese × 2, Sauce" from the chosen add-ons and the item's add-on names. */
export function addOnText(line: Pick<LineTarget, 'item' | 'addOns'>): string {
  return line.addOns
    .map((chosen) => {
      const name = line.item.addOns.find((entry) => entry.id === chosen.id)?.name;
      if (!name) return '';
      return chosen.quantity > 1 ? `${name} × ${chosen.quantity}` : name;
    })
    .filter(Boolean)
    .join(', ');
}

/**
 * Free-delivery progress (spec §9): percent = rounded 100 / threshold × subtotal, clamped to 0–100, with the
 * amount still missing; null when no threshold is configured.
 */
export function freeDeliveryProgress(subtotal: number, threshold: number | null | undefined): { percent: number; remaining: number } | null {
  if (!threshold || threshold <= 0) return null;
  const percent = Math.min(100, Math.max(0, Math.round((100 / threshold) * subtotal)));
  return { percent, remaining: Math.max(0, round(threshold - subtotal)) };
}
