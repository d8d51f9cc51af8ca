/**
 * The item cart as checkout reads it when the server's cart cannot be reached: the device's mirror (the last
 * cart the server confirmed with the changes still waiting on top, what the cart drawer shows) in the shape
 * of the server's cart rows, so checkout opens offline with its lines and an estimate. A confirmed line keeps
 * the server's price; a waiting one is priced from the item as it was added.
 */
import type { ItemCartLine } from '@/features/item-cart/model';
import { unitPrice } from '@/features/item-cart/rules';
import type { CartRowLike } from '@/features/checkout/item/order-lines';

const round = (value: number) => Math.round(value * 1000) / 1000;

export function cartRowsOfMirror(lines: readonly ItemCartLine[]): CartRowLike[] {
  return lines.map((line, index) => ({
    // A line the server has not confirmed has no row id yet; a negative one cannot meet a real row.
    id: line.cartId ?? -(index + 1),
    price: line.serverPrice ?? round(unitPrice(line) * line.quantity),
    quantity: line.quantity,
    variation: line.variation,
    add_on_ids: line.addOns.map((addOn) => addOn.id),
    add_on_qtys: line.addOns.map((addOn) => addOn.quantity),
    item: {
      name: line.item.name,
      store_id: line.item.storeId,
      image_full_url: line.item.image,
      addons: line.item.addOns.map((addOn) => ({ id: addOn.id, name: addOn.name, price: addOn.price })),
      price: line.item.price,
      discount: line.item.discount,
      discount_type: line.item.discountType,
      // The mirror keeps the line's own discount.
      item_discount: line.item.discount,
      item_discount_type: line.item.discountType,
      flash_sale: line.item.flashSale ? 1 : 0,
      is_campaign: line.model === 'ItemCampaign' ? 1 : 0,
      food_variations: line.item.foodGroups,
      variations: line.item.combinations,
    },
  }));
}
