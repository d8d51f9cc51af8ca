/**
 * The non-rental catalogue seed, per module: categories (some with sub-categories), brands, and the stores,
 * each with its opening hours, delivery settings, logo and cover subjects, add-ons and its own items (the first
 * eight of stores 1–16 keep item ids 1–128). The per-module data lives in catalog-<module>.ts, the shapes in
 * catalog-types.ts.
 */
import { FOOD } from './catalog-food';
import { GROCERY } from './catalog-grocery';
import { PHARMACY } from './catalog-pharmacy';
import { SHOP } from './catalog-shop';
import { parseArt } from '../../services/images/art-choice';
import type { ModuleCatalog } from './catalog-types';

export const CATALOG: ModuleCatalog[] = [GROCERY, FOOD, PHARMACY, SHOP];

/** Every subject the catalogue's own picture choices name (items' `art`, stores' logos and covers). */
export function seededArtSubjects(): string[] {
  const subjects = new Set<string>();
  for (const module of CATALOG) {
    for (const store of module.stores) {
      for (const subject of store.art) subjects.add(subject);
      for (const template of store.items) {
        const art = parseArt(template.art);
        if (art) for (const subject of [art.lead, art.second]) if (subject) subjects.add(subject);
      }
    }
  }
  return [...subjects];
}
