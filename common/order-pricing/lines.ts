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
