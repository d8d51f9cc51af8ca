/**
 * Variation rules of an item. Food: groups are single (one choice; choosing the chosen one again clears
 * it) or multi (checkboxes, between `min` and `max` when required or when anything is chosen); required
 * groups need a choice. Non-food: one option per choice, the combination (options joined by "-") names a
 * variation whose price replaces the item's and whose stock may be 0. Messages are keys with parameters;
 * the views translate them.
 */
export interface FoodGroup {
  name: string;
  type: string;
  min?: number | undefined;
  max?: number | undefined;
  required?: string | undefined;
  values: readonly { label: string; optionPrice: number }[];
}

/** Chosen option indexes per group (same order as the groups). */
export type FoodSelection = readonly (readonly number[])[];

export const emptySelection = (groups: readonly FoodGroup[]): FoodSelection => groups.map(() => []);

export function toggleOption(groups: readonly FoodGroup[], selection: FoodSelection, group: number, option: number): FoodSelection {
  return selection.map((chosen, index) => {
    if (index !== group) return chosen;
    const isChosen = chosen.includes(option);
    if (groups[group]?.type !== 'multi') return isChosen ? [] : [option];
    return isChosen ? chosen.filter((value) => value !== option) : [...chosen, option].sort((a, b) => a - b);
  });
}

export type VariationProblem =
  | { message: 'required'; name: string }
  | { message: 'between'; name: string; min: number; max: number }
  | { message: 'outOfStock' };

const isRequired = (group: FoodGroup) => group.required === 'on';

/** Bounds of a multi group (a max of 0 means no upper bound: as many as it has). */
export function bounds(group: FoodGroup): { min: number; max: number } {
  const max = group.max && group.max > 0 ? group.max : group.values.length;
  return { min: group.min ?? 0, max };
}

/** The first problem in group order, or null when the choices can go to the cart. */
export function validateFood(groups: readonly FoodGroup[], selection: FoodSelection): VariationProblem | null {
  for (const [index, group] of groups.entries()) {
    const count = selection[index]?.length ?? 0;
    if (isRequired(group) && count === 0) return { message: 'required', name: group.name };
    if (group.type === 'multi' && (isRequired(group) || count > 0)) {
      const { min, max } = bounds(group);
      if (count < min || count > max) return { message: 'between', name: group.name, min, max };
    }
  }
  return null;
}

/** Sum of the chosen options' prices. */
export function optionsPrice(groups: readonly FoodGroup[], selection: FoodSelection): number {
  return groups.reduce((sum, group, index) => sum + (selection[index] ?? []).reduce((inner, option) => inner + (group.values[option]?.optionPrice ?? 0), 0), 0);
}

export interface ChoiceOption {
  title: string;
  options: readonly string[];
}

export interface NonFoodVariation {
  type: string;
  price: number;
  stock?: number | undefined;
}

/** The combination's name as the backend spells it: chosen options without spaces, joined by "-". */
export function variationType(chosen: readonly string[]): string {
  return chosen.map((option) => option.replace(/\s+/g, '')).join('-');
}

/** The first option of every choice (what a product page starts with). */
export const firstOptions = (choices: readonly ChoiceOption[]) => choices.map((choice) => choice.options[0] ?? '');

export function findVariation(variations: readonly NonFoodVariation[], chosen: readonly string[]): NonFoodVariation | null {
  const type = variationType(chosen);
  return variations.find((variation) => variation.type.replace(/\s+/g, '') === type) ?? null;
}

/** A chosen combination with no stock blocks add, update and buy now. */
export function validateNonFood(variation: NonFoodVariation | null): VariationProblem | null {
  return variation && variation.stock !== undefined && variation.stock <= 0 ? { message: 'outOfStock' } : null;
}
