/**
 * A campaign item's chosen line, as the catalogue's item view builds it, turned into the direct order that
 * checkout reads (`/checkout?page=campaign`): the contract's variation format (food groups with the chosen
 * labels, or the non-food combination), add-ons as parallel id and quantity lists, `ItemCampaign` lines.
 */
import type { ItemCartLine } from '@/features/catalog/cart-seam';
import type { DirectOrder } from '@/features/checkout/direct-order';

export function campaignOrderOf(line: ItemCartLine, fallbackModuleId: number): DirectOrder {
  const { item } = line;
  const groups = item.food_variations ?? [];
  const food = groups
    .map((group, index) => ({ name: group.name, values: { label: (line.foodSelection[index] ?? []).map((option) => group.values[option]?.label ?? '').filter(Boolean) } }))
    .filter((group) => group.values.label.length > 0);
  const variation = groups.length > 0 ? food : line.variation ? [{ type: line.variation }] : [];
  const variationText = groups.length > 0 ? food.map((group) => `${group.name}: ${group.values.label.join(', ')}`).join(' · ') : (line.variation ?? '');
  return {
    kind: 'campaign',
    moduleId: item.module_id ?? fallbackModuleId,
    storeId: item.store_id ?? 0,
    line: {
      item_id: item.id,
      item_type: 'ItemCampaign',
      quantity: line.quantity,
      variation,
      add_on_ids: line.addOns.map((addOn) => addOn.id),
      add_on_qtys: line.addOns.map((addOn) => addOn.quantity),
    },
    display: { name: item.name, image: item.image_full_url ?? null, unitPrice: line.unitPrice, total: line.total, variationText },
  };
}
