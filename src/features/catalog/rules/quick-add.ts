/**
 * What an item card's "+" does. A plain item (nothing to choose before it can go to the cart: no required
 * food variation group, no shop combination) goes to the cart one at a time from the card; an item with
 * choices opens its modal or page, as its name does. An item outside its availability window gets no "+"
 * but says it is not available now; one with nothing left gets none (its card's marks say it is out of stock). A compact list item tells only
 * how many variations it has (`has_variant`); any makes it an item with choices, as its details decide.
 */
import { availability } from './availability';
import { soldOut } from './quantity';
import { emptySelection, validateFood, type FoodGroup } from './variations';

export interface QuickAddItem {
  /** The cart keeps one store's items: a listing that does not name its store leaves the add to the item's details. */
  store_id?: number | undefined;
  stock?: number | null | undefined;
  has_variant?: number | undefined;
  food_variations?: readonly FoodGroup[] | undefined;
  variations?: readonly { stock?: number | undefined }[] | undefined;
  choice_options?: readonly unknown[] | undefined;
  available_time_starts?: string | undefined;
  available_time_ends?: string | undefined;
  /** Item campaigns are ordered at once from their modal, never put in the cart from a card. */
  available_date_starts?: string | null | undefined;
}

export type QuickAdd = 'add' | 'choose' | 'notNow';

/** `now` is the operator's clock (null while it is not known: no "+" yet); `countsStock` the item's module's setting. */
export function quickAddOf(item: QuickAddItem, now: Date | null, countsStock: boolean): QuickAdd | null {
  if (!now || soldOut(item, countsStock)) return null;
  if (!availability(item, now).availableNow) return 'notNow';
  if (item.available_date_starts || (item.has_variant ?? 0) > 0 || !item.store_id) return 'choose';
  if ((item.variations?.length ?? 0) > 0 || (item.choice_options?.length ?? 0) > 0) return 'choose';
  const groups = item.food_variations ?? [];
  return validateFood(groups, emptySelection(groups)) ? 'choose' : 'add';
}
