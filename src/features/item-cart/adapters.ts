/**
 * A line chosen in an item view (the food modal or a product page), as the cart keeps it: the wire
 * variation (food: every group of the item with its chosen labels; non-food: the chosen combination), the
 * line key, and enough of the item to draw it offline. The item is any listing item of the catalogue.
 */
import { lineDiscountRule } from '@common/order-pricing/lines';
import { countsStock } from '@/lib/stock-settings';
import { lineKey, type CartItemInfo, type ChosenAddOn, type LineTarget, type VariationChoice } from './model';

/** What the cart reads from a catalogue item (the catalogue's full item shape has all of it). */
export interface ListingItem {
  id: number;
  name: string;
  image_full_url?: string | null | undefined;
  price: number;
  discount: number;
  discount_type?: string | undefined;
  /** The store's running percentage, shown in `discount` when larger than the item's own. */
  store_discount?: number | undefined;
  /** What a line gets on its own, when the backend says (else read from `discount`, see `lineDiscountRule`). */
  item_discount?: number | null | undefined;
  item_discount_type?: string | null | undefined;
  flash_sale?: number | boolean | undefined;
  store_id?: number | undefined;
  store_name?: string | undefined;
  module_type?: string | undefined;
  stock?: number | undefined;
  maximum_cart_quantity?: number | undefined;
  food_variations?: readonly { name: string; values: readonly { label: string; optionPrice: number }[] }[] | undefined;
  variations?: readonly { type: string; price: number; stock?: number | undefined }[] | undefined;
  add_ons?: readonly { id: number; name: string; price: number }[] | undefined;
  /** Item campaigns only: their presence makes the line an `ItemCampaign`. */
  available_date_starts?: string | null | undefined;
}

export interface ChosenLine {
  item: ListingItem;
  quantity: number;
  /** Food: chosen option indexes per group, in the item's group order. */
  foodSelection: readonly (readonly number[])[];
  addOns: readonly ChosenAddOn[];
  /** Non-food: the chosen combination's name, null when the item has none. */
  variation: string | null;
}

export function itemInfoFromListing(item: ListingItem): CartItemInfo {
  const groups = item.food_variations ?? [];
  // A line's own discount: the store-wide one is the order's, weighed at the cart's subtotal.
  const discount = lineDiscountRule(item);
  return {
    id: item.id,
    name: item.name,
    image: item.image_full_url ?? null,
    price: item.price,
    discount: discount?.discount ?? 0,
    discountType: discount?.discount_type ?? 'amount',
    flashSale: item.flash_sale === true || item.flash_sale === 1,
    storeId: item.store_id ?? 0,
    storeName: item.store_name ?? '',
    moduleType: item.module_type ?? '',
    // Stock counts in every module whose settings count it (every store module unless the config says not).
    stock: typeof item.stock === 'number' && countsStock(item.module_type) ? item.stock : null,
    maximum: item.maximum_cart_quantity ?? 0,
    foodGroups: groups.map((group) => ({ name: group.name, values: group.values.map((value) => ({ label: value.label, optionPrice: value.optionPrice })) })),
    combinations: (item.variations ?? []).map((entry) => ({ type: entry.type, price: entry.price, stock: entry.stock })),
    addOns: (item.add_ons ?? []).map((addOn) => ({ id: addOn.id, name: addOn.name, price: addOn.price })),
  };
}

export function wireVariation(chosen: Pick<ChosenLine, 'item' | 'foodSelection' | 'variation'>): VariationChoice {
  const groups = chosen.item.food_variations ?? [];
  if (groups.length > 0) {
    return groups.map((group, index) => ({
      name: group.name,
      values: { label: (chosen.foodSelection[index] ?? []).flatMap((option) => (group.values[option] ? [group.values[option].label] : [])) },
    }));
  }
  if (!chosen.variation) return [];
  const combination = (chosen.item.variations ?? []).find((entry) => entry.type.replace(/\s+/g, '') === chosen.variation?.replace(/\s+/g, ''));
  return combination ? [{ type: combination.type, price: combination.price, ...(combination.stock !== undefined ? { stock: combination.stock } : {}) }] : [{ type: chosen.variation }];
}

export function toLineTarget(chosen: ChosenLine): LineTarget {
  const model = chosen.item.available_date_starts ? 'ItemCampaign' : 'Item';
  const variation = wireVariation(chosen);
  return {
    key: lineKey(chosen.item.id, model, variation),
    itemId: chosen.item.id,
    model,
    quantity: chosen.quantity,
    variation,
    addOns: chosen.addOns.filter((addOn) => addOn.quantity > 0).map((addOn) => ({ id: addOn.id, quantity: addOn.quantity })),
    item: itemInfoFromListing(chosen.item),
  };
}

/** A line already in the wire format (an order's line, for a reorder): the variation as the API keeps it. */
export interface WireLine {
  item: ListingItem;
  quantity: number;
  variation: VariationChoice;
  addOns: readonly ChosenAddOn[];
}

export function targetFromWire(line: WireLine): LineTarget {
  const model = line.item.available_date_starts ? 'ItemCampaign' : 'Item';
  return {
    key: lineKey(line.item.id, model, line.variation),
    itemId: line.item.id,
    model,
    quantity: Math.max(1, Math.trunc(line.quantity) || 1),
    variation: line.variation,
    addOns: line.addOns.filter((addOn) => addOn.quantity > 0).map((addOn) => ({ id: addOn.id, quantity: addOn.quantity })),
    item: itemInfoFromListing(line.item),
  };
}
