/** Types and shorthands of the non-rental catalogue seed (see catalog-data.ts). */

export interface CategorySeed {
  name: string;
  nameAr: string;
  children?: [string, string][];
}

/**
 * Weekly opening hours in the operator's time zone, as such stores keep them: round the clock; day hours
 * (09:00–22:00); mall hours (10:00–23:00); a café's morning to afternoon (07:00–17:00); a restaurant's lunch
 * and dinner (12:00–15:30 and 18:30–23:30); lunch to late night (12:00 to 02:00 the next morning); evenings
 * only (17:00 to midnight, so it "opens later today" during the day); or paused (no hours at all, closed
 * whenever a customer looks).
 */
export type Hours = 'always' | 'day' | 'mall' | 'cafe' | 'meals' | 'early' | 'late' | 'evening' | 'paused';

/** `[English, Arabic, price]`: a food option, a shop option value (price difference), an add-on. */
export type Priced = [string, string, number];

/** A food variation group (contract §3.5.1): single or multi choice, required or not, with bounds. */
export interface FoodGroup {
  name: string;
  nameAr: string;
  type: 'single' | 'multi';
  min: number;
  max: number;
  required: 'on' | 'off';
  values: Priced[];
}

/** A shop item's option (choice_options): every combination of its options is a variation with its own stock. */
export interface ItemOption {
  title: string;
  titleAr: string;
  values: Priced[];
}

export interface ItemTemplate {
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  price: number;
  /** The module category, by English name: `Burgers`, or `Burgers/Chicken Burgers` for a sub-category. */
  category: string;
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
  /** Sold out (no variations). */
  soldOut?: boolean;
  options?: ItemOption[];
  groups?: FoodGroup[];
  /** Offered with the store's add-ons. */
  addOns?: boolean;
  /** `[starts, ends]` availability window (default all day). */
  window?: [string, string];
  /** The module's brand, by English name. */
  brand?: string;
  /** The module's common condition (pharmacy), by English name. */
  condition?: string;
  /**
   * What its picture shows when its name alone would not say (services/images/art-choice.ts): a subject,
   * `+` a second subject, `@` a colour (`t-shirt@navy`, `cup-with-straw+mango`).
   */
  art?: string;
  /** Gallery pictures (default 1). */
  pictures?: number;
}

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
  /**
   * Closed one day a week, the weekday of the day the database is seeded: a store "closed today" that opens
   * again tomorrow stays there for a customer to meet, whatever the day.
   */
  weeklyDayOff?: boolean;
  /** The store's logo subject and the subjects of its cover (art-choice.ts), lead first. */
  art: string[];
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
  announcement?: [string, string];
  /** The store's own add-ons (food). */
  addOns?: Priced[];
  /** What it sells, its first eight items first (stores 1–16 keep item ids by store, see catalog.ts). */
  items: ItemTemplate[];
  /** Prices of a shared assortment move by this much here (1.05 = 5% dearer). */
  priceFactor?: number;
}

export interface ModuleCatalog {
  moduleId: number;
  /** The first six keep ids 1–24 in module order; the rest are numbered from 25 after every module's first six. */
  categories: CategorySeed[];
  stores: StoreSeed[];
  brands: [string, string][];
  conditions?: [string, string][];
}

/** Shorthand for templates: name, Arabic name, price, category, description (en, ar), then the rest. */
export function item(name: string, nameAr: string, price: number, category: string, [description, descriptionAr]: [string, string], rest: Partial<ItemTemplate> = {}): ItemTemplate {
  return { name, nameAr, price, category, description, descriptionAr, ...rest };
}

export const category = (name: string, nameAr: string, children?: [string, string][]): CategorySeed => ({ name, nameAr, children });

/** A store of the default zone (1) unless it names another. */
export const store = (seed: Omit<StoreSeed, 'zoneId'> & { zoneId?: number }): StoreSeed => ({ zoneId: 1, ...seed });

/** A food group: single choice (required unless said), or multi choice within `[min, max]`. */
export function single(name: string, nameAr: string, values: Priced[], required: 'on' | 'off' = 'on'): FoodGroup {
  return { name, nameAr, type: 'single', min: 0, max: 0, required, values };
}

export function multi(name: string, nameAr: string, [min, max]: [number, number], values: Priced[], required: 'on' | 'off' = 'off'): FoodGroup {
  return { name, nameAr, type: 'multi', min, max, required, values };
}

export const option = (title: string, titleAr: string, values: Priced[]): ItemOption => ({ title, titleAr, values });

/** Picks templates of a shared assortment by name, so a store's shelf reads as a list of what it stocks. */
export function pick(from: readonly ItemTemplate[], names: readonly string[]): ItemTemplate[] {
  return names.map((name) => {
    const found = from.find((template) => template.name === name);
    if (!found) throw new Error(`No "${name}" in the assortment`);
    return found;
  });
}
