/** Types and shorthands of the non-rental catalogue seed (see catalog-data.ts). */

export interface CategorySeed {
  name: string;
  nameAr: string;
  children?: [string, string][];
}

/**
 * Weekly opening hours in the operator's time zone: every day round the clock, day hours (09:00–22:00),
 * evenings only (17:00 to midnight, so it "opens later today" during the day), or paused (no hours at all,
 * closed whenever a customer looks).
 */
export type Hours = 'always' | 'day' | 'evening' | 'paused';

export interface StoreSeed {
  id: number;
  name: string;
  nameAr: string;
  zoneId: number;
  lat: number;
  lng: number;
  address: string;
  addressAr: string;
  hours: Hours;
  vegOnly?: boolean;
  freeDelivery?: boolean;
  selfDelivery?: boolean;
  /** [percent, minimum purchase, maximum discount] of a store-wide discount. */
  discount?: [number, number, number];
  recommended?: boolean;
  featured?: boolean;
  /** Customers may order now for later (default yes). */
  scheduleOrder?: boolean;
  minimumOrder?: number;
  deliveryTime: string;
  announcement?: string;
  /** Which of the module's wider assortment the store sells: category indexes, or every other item. */
  sells: number[] | 'half' | 'other-half';
}

/** A food variation group (contract §3.5.1): single or multi choice, required or not, with bounds. */
export interface FoodGroup {
  name: string;
  type: 'single' | 'multi';
  min: number;
  max: number;
  required: 'on' | 'off';
  values: [string, number][];
}

export interface ItemTemplate {
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  price: number;
  /** Index into the module's categories; when that category has children the item sits in child `child` (default 0). */
  category: number;
  child?: number;
  unit?: string;
  veg?: 0 | 1;
  halal?: 0 | 1;
  organic?: 0 | 1;
  recommended?: 0 | 1;
  prescription?: 0 | 1;
  generic?: string[];
  nutritions?: string[];
  allergies?: string[];
  /** Percent off, or `[amount, 'amount']` for a flat discount. */
  discount?: number | [number, 'amount'];
  maxQuantity?: number;
  /** Sold out everywhere (no variations). */
  soldOut?: boolean;
  /** Non-food options (choice_options); every combination is a variation with its own stock. */
  options?: { title: string; values: [string, number][] }[];
  /** Food variation groups. */
  groups?: FoodGroup[];
  /** Offered with the store's add-ons. */
  addOns?: boolean;
  /** `[starts, ends]` availability window (default all day). */
  window?: [string, string];
  /** Food with meat: the dish a vegetarian-only kitchen sells in its place (English, Arabic). */
  veggie?: [string, string];
  /** Index into the module's brands. */
  brand?: number;
  /** Index into the module's common conditions (pharmacy). */
  condition?: number;
  tags?: string[];
}

export interface ModuleCatalog {
  moduleId: number;
  /** The first six keep ids 1–24 in module order; the rest are numbered from 25 after every module's first six. */
  categories: CategorySeed[];
  stores: StoreSeed[];
  /** Every store sells these (item ids 1–128 for the first four stores of each module). */
  base: ItemTemplate[];
  /** The wider assortment, shared out by each store's `sells`. */
  more: ItemTemplate[];
  brands: [string, string][];
  conditions?: [string, string][];
  addOns?: [string, string, number][];
}

/** Shorthand for templates: name, Arabic name, price, category, description (en, ar), then the rest. */
export function item(name: string, nameAr: string, price: number, category: number, [description, descriptionAr]: [string, string], rest: Partial<ItemTemplate> = {}): ItemTemplate {
  return { name, nameAr, price, category, description, descriptionAr, ...rest };
}

export const category = (name: string, nameAr: string, children?: [string, string][]): CategorySeed => ({ name, nameAr, children });
