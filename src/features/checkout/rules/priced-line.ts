/**
 * One cart line priced as the server prices it from the catalogue: its unit price from the item as the cart
 * answer shows it now (the chosen food options, the variation, or the campaign's price), its own discount and its
 * add-ons. The order's lines show each line's cost after its discount from it; the estimate prices the order from them.
 */
import { addOnTotal, foodUnitPrice, lineDiscountRule, unitDiscount, variationUnitPrice, type ChosenFoodGroup } from '@common/order-pricing/lines';
import type { PricedLine } from '@common/order-pricing/pipeline';
import type { CartRowLike } from '../item/order-lines';

const num = (value: unknown) => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
};

function chosenFood(variation: readonly unknown[]): ChosenFoodGroup[] {
  return variation.flatMap((entry) => {
    const group = entry as { name?: unknown; values?: { label?: unknown } } | null;
    const labels = group?.values?.label;
    return typeof group?.name === 'string' && Array.isArray(labels) ? [{ name: group.name, labels: labels.map(String) }] : [];
  });
}

/** One cart row priced from its item as the cart answer shows it now, as the server prices it from the catalogue. */
export function pricedLineOf(row: CartRowLike): PricedLine {
  const { item } = row;
  const quantity = Math.max(0, Math.trunc(num(row.quantity)));
  const stored = quantity > 0 ? num(row.price) / quantity : 0;
  let unitPrice = stored;
  if (item.price !== undefined) {
    const base = num(item.price);
    const groups = item.food_variations ?? [];
    if (groups.length > 0) unitPrice = foodUnitPrice(base, groups, chosenFood(row.variation));
    else if (item.is_campaign) unitPrice = base;
    else {
      const chosenType = (row.variation[0] as { type?: unknown } | undefined)?.type;
      unitPrice = variationUnitPrice(base, item.variations ?? [], typeof chosenType === 'string' ? chosenType : null) ?? stored;
    }
  }
  const addOns = row.add_on_ids.flatMap((id, index) => {
    const addOn = item.addons.find((candidate) => candidate.id === id);
    return addOn ? [{ price: num(addOn.price), quantity: Math.max(1, Math.min(99, Math.trunc(row.add_on_qtys[index] ?? 1) || 1)) }] : [];
  });
  return { unitPrice, quantity, unitDiscount: unitDiscount(unitPrice, lineDiscountRule(item)), addOnTotal: addOnTotal(addOns), flashSale: Boolean(item.flash_sale) };
}
