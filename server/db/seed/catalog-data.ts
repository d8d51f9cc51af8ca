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
