/**
 * The talon of an item's detail (food modal and product page): variation choices, add-ons, quantity, the
 * live price, the first problem with the choices and the availability; builds the cart line.
 */
import { useMemo, useState } from 'react';
import type { Item } from '../api/item-structs';
import type { ItemCartLine } from '../cart-seam';
import { availability } from '../rules/availability';
import { priceRange, unitPriceOf } from '../rules/pricing';
import { incrementRefusal, soldOut } from '../rules/quantity';
import { countsStock } from '@/lib/stock-settings';
import { emptySelection, findVariation, firstOptions, optionsPrice, toggleOption, validateFood, validateNonFood, type FoodSelection } from '../rules/variations';
import { useOperatorClock } from './use-operator-clock';

export function useItemChoices(item: Item, initialQuantity = 1) {
  const groups = useMemo(() => item.food_variations ?? [], [item.food_variations]);
  const choices = useMemo(() => item.choice_options ?? [], [item.choice_options]);
  const [selection, setSelection] = useState<FoodSelection>(() => emptySelection(groups));
  const [touched, setTouched] = useState(false);
  const [chosen, setChosen] = useState<string[]>(() => firstOptions(choices));
  const [addOns, setAddOns] = useState<Map<number, number>>(new Map());
  const [quantity, setQuantity] = useState(initialQuantity);
  const now = useOperatorClock();

  const variation = choices.length > 0 ? findVariation(item.variations ?? [], chosen) : null;
  const base = variation ? variation.price : item.price + optionsPrice(groups, selection);
  const unitPrice = unitPriceOf(base, item);
  const addOnsTotal = (item.add_ons ?? []).reduce((sum, addOn) => sum + addOn.price * (addOns.get(addOn.id) ?? 0), 0);
  const total = Math.round((unitPrice * quantity + addOnsTotal) * 100) / 100;
  const problem = groups.length > 0 ? validateFood(groups, selection) : validateNonFood(variation);
  // Stock counts only in the modules whose settings count it (every store module unless the config says not).
  const counted = countsStock(item.module_type);
  const stock = counted ? (variation?.stock ?? item.stock) : null;
  const refusal = incrementRefusal(quantity, stock, item.maximum_cart_quantity);
  const available = now ? availability(item, now) : null;

  return {
    groups,
    choices,
    selection,
    touched,
    toggle: (group: number, option: number) => {
      setTouched(true);
      setSelection((current) => toggleOption(groups, current, group, option));
    },
    chosen,
    choose: (choice: number, option: string) => setChosen((current) => current.map((value, index) => (index === choice ? option : value))),
    variation,
    addOns,
    setAddOn: (id: number, count: number) =>
      setAddOns((current) => {
        const next = new Map(current);
        if (count <= 0) next.delete(id);
        else next.set(id, count);
        return next;
      }),
    quantity,
    increment: () => (refusal ? refusal : (setQuantity(quantity + 1), null)),
    decrement: () => setQuantity(Math.max(1, quantity - 1)),
    refusal,
    unitPrice,
    original: base,
    range: priceRange(item),
    total,
    problem,
    /** Nothing of the item is left: it is shown as out of stock, with no buying action. */
    soldOut: soldOut(item, counted),
    availability: available,
    /** The operator's clock (null while a server-rendered page is taken over). */
    now,
    line: (): ItemCartLine => ({
      item,
      quantity,
      foodSelection: selection,
      addOns: [...addOns].map(([id, count]) => ({ id, quantity: count })),
      variation: variation?.type ?? null,
      unitPrice,
      total,
    }),
  };
}

export type ItemChoices = ReturnType<typeof useItemChoices>;
