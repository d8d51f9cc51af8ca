/**
 * The item cart payload every cart endpoint answers (a bare list of rows, see api/structs.ts), turned into
 * the confirmed `ItemCartState`: each row's line key from its item, campaign flag and stored variation, its
 * add-ons, and enough of the item to draw and price the line offline.
 */
import { parseStored } from '@/lib/struct';
import { CartStruct, isCampaignRow, type CartItem, type CartRow } from './api/structs';
import { itemInfoFromListing } from './adapters';
import { lineKey, type CartItemInfo, type CartModel, type ItemCartLine, type ItemCartState, type VariationChoice } from './model';

/** A cart row's item, read as any catalogue item is (its add-ons come as `addons`). */
export const itemInfoOf = (item: CartItem): CartItemInfo => itemInfoFromListing({ ...item, add_ons: item.addons });

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
