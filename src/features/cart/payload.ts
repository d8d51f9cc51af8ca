/**
 * The item cart payload every cart endpoint answers (a bare list of rows, see api/structs.ts), turned into
 * the confirmed `ItemCartState`: each row's line key from its item, campaign flag and stored variation, its
 * add-ons, and enough of the item to draw and price the line offline.
 */
import { parseStored } from '@/lib/struct';
import { CartStruct, isCampaignRow, type CartItem, type CartRow } from './api/structs';
import { lineKey, type CartItemInfo, type CartModel, type ItemCartLine, type ItemCartState, type VariationChoice } from './model';

export function itemInfoOf(item: CartItem): CartItemInfo {
  return {
    id: item.id,
    name: item.name,
    image: item.image_full_url ?? null,
    price: item.price,
    discount: item.discount,
    discountType: item.discount_type ?? 'amount',
    storeId: item.store_id ?? 0,
    storeName: item.store_name ?? '',
    moduleType: item.module_type ?? '',
    stock: typeof item.stock === 'number' && item.module_type !== 'food' ? item.stock : null,
    maximum: item.maximum_cart_quantity ?? 0,
    foodGroups: item.food_variations.map((group) => ({ name: group.name, values: group.values.map((value) => ({ label: value.label, optionPrice: value.optionPrice })) })),
    combinations: item.variations.map((entry) => ({ type: entry.type, price: entry.price, stock: entry.stock })),
    addOns: item.addons.map((addOn) => ({ id: addOn.id, name: addOn.name, price: addOn.price })),
  };
}

export function lineFromRow(row: CartRow): ItemCartLine {
  const model: CartModel = isCampaignRow(row) ? 'ItemCampaign' : 'Item';
  const variation = row.variation as VariationChoice;
  return {
    key: lineKey(row.item_id, model, variation),
    cartId: row.id,
    itemId: row.item_id,
    model,
    quantity: row.quantity,
    variation,
    addOns: row.add_on_ids.map((id, index) => ({ id, quantity: row.add_on_qtys[index] ?? 1 })),
    item: itemInfoOf(row.item),
    serverPrice: row.price,
    state: 'synced',
  };
}

export const cartFromRows = (rows: readonly CartRow[]): ItemCartState => ({ lines: rows.map(lineFromRow) });

/** Snapshots come back from IndexedDB: validate them again, and treat anything unreadable as unknown. */
export function cartFromStored(stored: unknown): ItemCartState | null {
  const rows = parseStored(CartStruct, stored);
  return rows ? cartFromRows(rows) : null;
}
