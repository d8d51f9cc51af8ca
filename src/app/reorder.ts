/**
 * Reorder: an order's lines go back into the item cart as they were ordered (same variation and add-ons).
 * The order keeps a copy of each item; the cart re-checks stock and limits and the server prices the lines
 * again, so an item whose price moved since is charged at today's price. Lines without an item copy (a
 * prescription order, a campaign that ended) are left out.
 */
import { addLinesToCart } from '@/features/item-cart/actions';
import type { ListingItem, WireLine } from '@/features/item-cart/adapters';
import type { VariationChoice } from '@/features/item-cart/model';
import type { OrderLine } from '@/features/orders/api/structs';

const numberOf = (value: unknown): number | undefined => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : undefined;
};

/** The order line as the cart takes it, or null when the order kept no usable copy of the item. */
export function wireLineOf(line: OrderLine): WireLine | null {
  const details = line.item_details;
  const id = numberOf(details?.id) ?? line.item_id ?? undefined;
  const name = details?.name;
  if (!details || details.is_campaign || id === undefined || typeof name !== 'string' || line.quantity < 1) return null;
  const item = { ...details, id, name, price: numberOf(details.price) ?? line.price, discount: numberOf(details.discount) ?? 0, store_id: numberOf(details.store_id) } as ListingItem;
  return {
    item,
    quantity: line.quantity,
    variation: line.variation as VariationChoice,
    addOns: line.add_ons.flatMap((addOn) => (addOn.id === undefined ? [] : [{ id: Number(addOn.id), quantity: addOn.quantity }])),
  };
}

export function reorder(lines: readonly OrderLine[]) {
  const wire = lines.map(wireLineOf).filter((line): line is WireLine => line !== null);
  return wire.length > 0 ? addLinesToCart(wire) : Promise.resolve('unchanged' as const);
}
