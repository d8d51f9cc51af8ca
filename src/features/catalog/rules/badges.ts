/**
 * Badges of item and store cards: the discount label ('% off' for percent, 'off' for amount, only when the
 * discount is above 0), Recommend, Organic, veg / non-veg marks (only when the operator shows them), halal,
 * free delivery. Pure: the views translate the kinds.
 */

export interface DiscountBadge {
  kind: 'percent' | 'amount';
  value: number;
}

/** The discount badge, or null when there is no discount to show. */
export function discountBadge(discount: number | null | undefined, type: string | null | undefined): DiscountBadge | null {
  if (!discount || discount <= 0) return null;
  return { kind: type === 'percent' ? 'percent' : 'amount', value: discount };
}

export type ItemMark = 'outOfStock' | 'recommended' | 'organic' | 'veg' | 'nonVeg' | 'halal';

export interface ItemFlags {
  recommended?: boolean | number | null;
  organic?: boolean | number | null;
  veg?: boolean | number | null;
  is_halal?: boolean | number | null;
  halal_tag_status?: boolean | number | null;
  /** Units left; 0 or less: the card says 'Out of Stock' (first). Absent: not tracked. */
  stock?: number | null;
}

/** Marks of an item card in display order. `showVeg`: the operator's veg / non-veg switch. */
export function itemMarks(item: ItemFlags, showVeg: boolean): ItemMark[] {
  const marks: ItemMark[] = [];
  if (typeof item.stock === 'number' && item.stock <= 0) marks.push('outOfStock');
  if (item.recommended) marks.push('recommended');
  if (item.organic) marks.push('organic');
  if (showVeg && item.veg !== undefined && item.veg !== null) marks.push(item.veg ? 'veg' : 'nonVeg');
  if (item.is_halal && item.halal_tag_status) marks.push('halal');
  return marks;
}

export type StoreMark = 'recommended' | 'freeDelivery' | 'veg' | 'nonVeg' | 'halal';

export interface StoreFlags {
  is_recommended?: boolean | null;
  free_delivery?: boolean | null;
  veg?: boolean | number | null;
  non_veg?: boolean | number | null;
  halal_tag_status?: boolean | null;
}

/** Marks of a store card. Veg marks show what the kitchen serves; halal only for food stores that tag it. */
export function storeMarks(store: StoreFlags, showVeg: boolean, isFood: boolean): StoreMark[] {
  const marks: StoreMark[] = [];
  if (store.is_recommended) marks.push('recommended');
  if (store.free_delivery) marks.push('freeDelivery');
  if (showVeg && isFood) {
    if (store.veg) marks.push('veg');
    if (store.non_veg) marks.push('nonVeg');
  }
  if (isFood && store.halal_tag_status) marks.push('halal');
  return marks;
}
