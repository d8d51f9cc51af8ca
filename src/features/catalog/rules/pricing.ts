/**
 * Item prices as the customer sees them: the discount (percent share or flat amount, never below zero), the
 * price a unit of a cart line costs (its own discount only: a store-wide offer is the cart's, with its
 * minimum and cap) and the price range of an item with variations (lowest and highest option, each discounted).
 */
import { lineDiscountRule, type DiscountRule, type ShownItemDiscount } from '@common/order-pricing/lines';

export function discountedPrice(price: number, discount: number | null | undefined, type: string | null | undefined): number {
  if (!discount || discount <= 0) return price;
  const off = type === 'percent' ? (price * discount) / 100 : discount;
  return Math.max(0, Math.round((price - off) * 100) / 100);
}

/** The discount a card, the item view and the cart show for the item: a running flash sale's, else its own. */
export const shownDiscount = (item: ShownItemDiscount): DiscountRule | null => lineDiscountRule(item);

/** What one unit costs in the cart, as checkout charges the line: the price less the item's own discount. */
export function unitPriceOf(price: number, item: ShownItemDiscount): number {
  const rule = shownDiscount(item);
  return discountedPrice(price, rule?.discount, rule?.discount_type);
}

export interface PriceRange {
  min: number;
  max: number;
}

/**
 * The undiscounted range of an item: its non-food variation prices when it has any (they replace the base
 * price), else the base price plus the cheapest required food choices for the minimum and every group's
 * most expensive allowed choices for the maximum.
 */
export function priceRange(item: {
  price: number;
  variations?: readonly { price: number }[] | undefined;
  food_variations?: readonly { required?: string | undefined; type: string; min?: number | undefined; max?: number | undefined; values: readonly { optionPrice: number }[] }[] | undefined;
}): PriceRange {
  const variations = item.variations ?? [];
  if (variations.length > 0) {
    const prices = variations.map((variation) => variation.price);
    return { min: Math.min(...prices), max: Math.max(...prices) };
  }
  let min = item.price;
  let max = item.price;
  for (const group of item.food_variations ?? []) {
    const prices = group.values.map((value) => value.optionPrice).sort((a, b) => a - b);
    if (prices.length === 0) continue;
    const multi = group.type === 'multi';
    const required = group.required === 'on';
    const least = required ? (multi ? Math.max(1, group.min ?? 0) : 1) : 0;
    const most = multi ? Math.min(prices.length, group.max && group.max > 0 ? group.max : prices.length) : 1;
    min += prices.slice(0, least).reduce((sum, price) => sum + price, 0);
    max += prices.slice(prices.length - most).reduce((sum, price) => sum + price, 0);
  }
  return { min, max };
}
