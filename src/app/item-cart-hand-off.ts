/** Buy Now and Order Now: the chosen line, as checkout's buy-now or campaign page reads it (loaded on use). */
import type { ItemCartLine } from '@/features/catalog/cart-seam';
import { toLineTarget } from '@/features/item-cart/adapters';
import { linePrice, unitPrice, variationText } from '@/features/item-cart/rules';
import { saveDirectOrder, type DirectOrderKind } from '@/features/checkout/direct-order';
import { getSession } from '@/lib/session';

/** Keeps the line for checkout's buy-now or campaign page. */
export function handOff(kind: DirectOrderKind, line: ItemCartLine): void {
  const target = toLineTarget(line);
  saveDirectOrder({
    kind,
    moduleId: getSession().module?.id ?? line.item.module_id ?? 0,
    storeId: target.item.storeId,
    line: {
      item_id: target.itemId,
      item_type: target.model,
      quantity: target.quantity,
      variation: target.variation,
      add_on_ids: target.addOns.map((addOn) => addOn.id),
      add_on_qtys: target.addOns.map((addOn) => addOn.quantity),
    },
    display: { name: target.item.name, image: target.item.image, unitPrice: unitPrice(target), total: linePrice(target).total, variationText: variationText(target) },
  });
}
