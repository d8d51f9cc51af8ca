/**
 * The quantity stepper's rules: never below 1; one more is refused when the stock is not above the
 * quantity ('Out of Stock') or the item's maximum cart quantity is reached ('Out of Limits'; 0 = none).
 */
export type IncrementRefusal = 'outOfStock' | 'outOfLimits';

export function incrementRefusal(quantity: number, stock: number | null | undefined, maximum: number | null | undefined): IncrementRefusal | null {
  if (typeof stock === 'number' && stock <= quantity) return 'outOfStock';
  if (maximum && maximum > 0 && quantity >= maximum) return 'outOfLimits';
  return null;
}

export const canDecrement = (quantity: number) => quantity > 1;

/**
 * Nothing of the item can be bought: its module counts stock and neither the item nor any of its
 * combinations has any left. `counted` is whether the item's module counts stock.
 */
export function soldOut(item: { stock?: number | null | undefined; variations?: readonly { stock?: number | undefined }[] | null | undefined }, counted: boolean): boolean {
  if (!counted || typeof item.stock !== 'number') return false;
  const combinations = item.variations ?? [];
  if (combinations.length > 0) return combinations.every((entry) => typeof entry.stock === 'number' && entry.stock <= 0);
  return item.stock <= 0;
}
