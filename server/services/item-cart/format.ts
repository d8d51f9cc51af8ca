/**
 * Cart rows as the contract shows them (contract-marketplace §M4.2): the row with its arrays decoded and
 * `is_guest` as a boolean, and the item formatted like a catalogue item plus what the web client rebuilds its
 * cart from — the raw `add_ons` text, `addons` (every add-on of the item flagged `isChecked` with the chosen
 * quantity) and `food_variations` values flagged `isSelected`. A campaign line shows the campaign's price,
 * discount and dates over its item, under the item's own name (the campaign's name is its `title`). Rows
 * whose item is no longer sold are left out.
 */
import { formatItemsFull } from '../catalog/item-format';
import { campaignSale } from '../catalog/promotions';
import { parseJson, type Scope } from '../catalog/scope';
import type { CartRow } from './cart';
import { isCampaignModel, loadSellable } from '../orders/sellable';

interface FoodGroupJson {
  name: string;
  values: { label: string; optionPrice: string | number }[];
  [key: string]: unknown;
}

interface StoredGroup {
  name: string;
  name_ar?: string;
  values: { label: string; label_ar?: string }[];
}

interface StoredCombination {
  type: string;
  type_ar?: string;
}

/** A stored choice (English names) as an Arabic answer shows it: the groups and labels, or the combination, in Arabic. */
function inArabic(variation: unknown[], groups: readonly StoredGroup[], combinations: readonly StoredCombination[]): unknown[] {
  return variation.map((entry) => {
    const choice = entry as { name?: unknown; values?: { label?: unknown }; type?: unknown };
    if (typeof choice.type === 'string') return { ...choice, type: combinations.find((combination) => combination.type === choice.type)?.type_ar ?? choice.type };
    const group = groups.find((candidate) => candidate.name === choice.name);
    if (!group || !Array.isArray(choice.values?.label)) return entry;
    const labels = choice.values.label.map((label) => group.values.find((value) => value.label === label)?.label_ar ?? label);
    return { ...choice, name: group.name_ar ?? group.name, values: { ...choice.values, label: labels } };
  });
}

export function cartJson(scope: Scope, rows: readonly CartRow[]) {
  return rows.flatMap((row) => {
    const sellable = loadSellable(scope.db, row.item_id, isCampaignModel(row.item_type), scope.wall);
    if (!sellable) return [];
    const [formatted] = formatItemsFull(scope, [sellable.item]);
    if (!formatted) return [];
    const variation = parseJson<unknown[]>(row.variation, []);
    const addOnIds = parseJson<number[]>(row.add_on_ids, []);
    const addOnQtys = parseJson<number[]>(row.add_on_qtys, []);
    const chosen = new Map(
      variation.flatMap((group) => {
        const entry = group as { name?: unknown; values?: { label?: unknown } };
        return typeof entry.name === 'string' && Array.isArray(entry.values?.label) ? [[entry.name, new Set(entry.values.label.map(String))] as const] : [];
      }),
    );
    // The shown groups are in the request's language; the row keeps the stored (English) names, by position.
    const stored = parseJson<StoredGroup[]>(sellable.item.food_variations, []);
    const foodVariations = Array.isArray(formatted.food_variations)
      ? (formatted.food_variations as FoodGroupJson[]).map((group, g) => ({
          ...group,
          values: group.values.map((value, v) => ({ ...value, isSelected: chosen.get(stored[g]?.name ?? group.name)?.has(stored[g]?.values[v]?.label ?? value.label) ?? false })),
        }))
      : [];
    const addons = formatted.add_ons.map((addOn) => {
      const index = addOnIds.indexOf(addOn.id);
      return { ...addOn, isChecked: index >= 0, quantity: index >= 0 ? (addOnQtys[index] ?? 1) : 0 };
    });
    const { campaign } = sellable;
    const campaignFields = campaign ? campaignSale(scope, campaign) : {};
    return [
      {
        id: row.id,
        user_id: row.user_id,
        module_id: row.module_id,
        item_id: row.item_id,
        is_guest: row.is_guest === 1,
        item_type: row.item_type,
        add_on_ids: addOnIds,
        add_on_qtys: addOnQtys,
        price: row.price,
        quantity: row.quantity,
        variation: scope.ar ? inArabic(variation, stored, parseJson<StoredCombination[]>(sellable.item.variations, [])) : variation,
        created_at: row.created_at,
        updated_at: row.updated_at,
        item: {
          ...formatted,
          add_ons: JSON.stringify(parseJson<number[]>(sellable.item.add_on_ids, [])),
          addons,
          food_variations: foodVariations,
          is_campaign: campaign ? 1 : 0,
          ...campaignFields,
        },
      },
    ];
  });
}
