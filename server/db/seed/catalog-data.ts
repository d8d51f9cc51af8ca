/**
 * The non-rental catalogue seed, per module: categories (some with sub-categories), six stores with their
 * opening hours and delivery settings, the eight base items every store of the module sells (item ids
 * 1–128 for stores 1–16, in store order) and the module's wider assortment, of which each store sells its
 * share. The per-module data lives in catalog-<module>.ts, the shapes in catalog-types.ts.
 */
import { FOOD } from './catalog-food';
import { GROCERY } from './catalog-grocery';
import { PHARMACY } from './catalog-pharmacy';
import { SHOP } from './catalog-shop';
import type { ModuleCatalog } from './catalog-types';

export const CATALOG: ModuleCatalog[] = [GROCERY, FOOD, PHARMACY, SHOP];

/** What the parcel module carries (its own per-km and minimum charges). */
export const PARCEL_CATEGORIES: [number, string, string, string, number, number][] = [
  [1, 'Documents', 'مستندات', 'Letters, contracts and papers up to 1 kg.', 2.5, 12],
  [2, 'Small box', 'صندوق صغير', 'Up to 5 kg, fits on a motorbike.', 3, 15],
  [3, 'Medium box', 'صندوق متوسط', 'Up to 20 kg, delivered by car.', 4, 25],
  [4, 'Fragile', 'قابل للكسر', 'Handled with extra care, up to 10 kg.', 4.5, 30],
];

