/**
 * One cart line priced from the item as it is now (contract-marketplace §M4.3), never from what the client
 * sent: food option prices are added to the base price, a non-food variation's price replaces it, add-ons are
 * priced from their own rows, and the item discount (a running flash sale's, else the item's own) is taken
 * per unit.
 */

export interface FoodGroup {
  name: string;
  values: { label: string; optionPrice: number | string }[];
}

export interface ChosenFoodGroup {
  name: string;
  labels: string[];
}

/** Base price plus the option prices of the chosen labels, matched by group name and label; unknown ones add nothing. */
export function foodUnitPrice(basePrice: number, groups: readonly FoodGroup[], chosen: readonly ChosenFoodGroup[]): number {
  let price = basePrice;
  for (const pick of chosen) {
    const group = groups.find((candidate) => candidate.name === pick.name);
    if (!group) continue;
    for (const label of new Set(pick.labels)) {
      const value = group.values.find((candidate) => candidate.label === label);
      const option = Number(value?.optionPrice ?? 0);
      if (value && Number.isFinite(option)) price += option;
    }
  }
  return price;
}

export interface NonFoodVariation {
  type: string;
  price: number;
  stock?: number;
}

/** The chosen combination's price replaces the base price; with no combinations the base price stands. */
export function variationUnitPrice(basePrice: number, variations: readonly NonFoodVariation[], chosenType: string | null): number | null {
  if (variations.length === 0) return basePrice;
  const match = variations.find((variation) => variation.type === chosenType);
  return match ? match.price : null;
}

export interface DiscountRule {
  discount: number;
  discount_type: string;
}

/** An item as catalogue answers show it: loose numbers and flags, as a backend sends them. */
export interface ShownItemDiscount {
  discount?: number | string | null | undefined;
  discount_type?: string | null | undefined;
  /** The store's running percentage, shown in `discount` when it is larger than the item's own. */
  store_discount?: number | string | null | undefined;
  flash_sale?: number | string | boolean | null | undefined;
  /** What a line gets on its own (a running flash sale's discount, else the item's), when the backend says. */
  item_discount?: number | string | null | undefined;
  item_discount_type?: string | null | undefined;
}

const amountOf = (value: unknown) => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
};

/**
 * The discount each unit of a cart line gets, the one a card, the item view, the cart and checkout show for
 * the line: a running flash sale's, else the item's own. The store-wide discount is not a line's: checkout
 * weighs it against the whole order's item discounts, with its minimum purchase and cap (`priceItems`).
 * A backend that says `item_discount` is taken at its word; one that only shows the store's percentage in
 * `discount` (in place of a smaller discount of the item's own) leaves that own discount unknown, and it is
 * counted as none: the line then errs high, never promising less than checkout charges.
 */
export function lineDiscountRule(item: ShownItemDiscount): DiscountRule | null {
  if (item.item_discount !== undefined && item.item_discount !== null && item.item_discount !== '') {
    const discount = amountOf(item.item_discount);
    return discount > 0 ? { discount, discount_type: item.item_discount_type || 'percent' } : null;
  }
  const discount = amountOf(item.discount);
  if (discount <= 0) return null;
  const type = item.discount_type || 'percent';
  const flash = item.flash_sale === true || amountOf(item.flash_sale) === 1;
  const storeShown = !flash && amountOf(item.store_discount) > 0 && type === 'percent' && discount === amountOf(item.store_discount);
  return storeShown ? null : { discount, discount_type: type };
}

/** Discount on one unit: a percentage of the unit price, or a flat amount never above it. */
export function unitDiscount(unitPrice: number, rule: DiscountRule | null): number {
  if (!rule || rule.discount <= 0 || unitPrice <= 0) return 0;
  return rule.discount_type === 'percent' ? (unitPrice * Math.min(rule.discount, 100)) / 100 : Math.min(unitPrice, rule.discount);
}

export interface AddOnChoice {
  price: number;
  quantity: number;
}

/** Add-ons are charged per line (their quantities are per line, as the web client sends them), not per unit. */
export function addOnTotal(addOns: readonly AddOnChoice[]): number {
  return addOns.reduce((sum, addOn) => sum + addOn.price * Math.max(0, addOn.quantity), 0);
}
