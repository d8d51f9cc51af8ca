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
