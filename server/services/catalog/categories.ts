/**
 * Categories (marketplace §M3.7): the short list shape (`categories`: top level with their children's ids
 * and names) and the full row shape (`categories/childes`, a store's `category_details`), in the request's
 * language, with generated pictures.
 */
import { memoByTables } from '../../db/row-cache';
import { imagePaths } from '../images/paths';
import { IN_IDS, json } from './rows';
import { localised, picture, type Scope } from './scope';

export interface CategoryRow {
  id: number;
  module_id: number;
  parent_id: number;
  name: string;
  name_ar: string | null;
  slug: string;
  position: number;
  priority: number;
  featured: number;
  status: number;
}

export function categoryJson(scope: Scope, row: CategoryRow) {
  return {
    id: row.id,
    name: localised(scope, row.name, row.name_ar),
    ...picture(scope, imagePaths.category(row.id)),
    parent_id: row.parent_id,
    position: row.position,
    status: row.status,
    priority: row.priority,
    featured: row.featured,
    slug: row.slug,
    module_id: row.module_id,
    translations: [],
    storage: [],
  };
}

/** Every active category in the lists' order (frozen rows), kept until `categories` is written. */
const activeCategories = memoByTables(['categories'], (db) =>
  (db.prepare('SELECT * FROM categories WHERE status = 1 ORDER BY priority DESC, position, id').all() as CategoryRow[]).map((row) => Object.freeze(row)),
);

/** The active categories among these ids, in the lists' order (priority, position, id). */
export function categoriesByIds(scope: Scope, ids: readonly number[]): CategoryRow[] {
  const wanted = new Set(ids);
  return activeCategories(scope.db).filter((row) => wanted.has(row.id));
}

/** Top-level categories with their active children, as the `categories` list shows them. */
export function categoryTree(scope: Scope, parents: readonly CategoryRow[]) {
  const children = scope.db
    .prepare(`SELECT * FROM categories WHERE parent_id ${IN_IDS} AND status = 1 ORDER BY priority DESC, position, id`)
    .all(json(parents.map((row) => row.id))) as CategoryRow[];
  return parents.map((row) => ({
    ...categoryJson(scope, row),
    childes: children.filter((child) => child.parent_id === row.id).map((child) => ({ id: child.id, name: localised(scope, child.name, child.name_ar), slug: child.slug, parent_id: child.parent_id, image_full_url: scope.image(imagePaths.category(child.id)) })),
  }));
}

/** Each module's active top-level categories in the lists' order, kept until `categories` is written (every item list appends them). */
const topLevelByModule = memoByTables(['categories'], (db) => {
  const rows = db.prepare('SELECT * FROM categories WHERE parent_id = 0 AND status = 1 ORDER BY priority DESC, position, id').all() as CategoryRow[];
  const byModule = new Map<number, CategoryRow[]>();
  for (const row of rows) {
    const list = byModule.get(row.module_id);
    if (list) list.push(Object.freeze(row));
    else byModule.set(row.module_id, [Object.freeze(row)]);
  }
  return byModule;
});

/** The module's top-level categories in the short shape the item lists append (`categories: [{id, name, image_full_url}]`). */
export function moduleCategoryBriefs(scope: Scope, moduleId: number) {
  const rows = topLevelByModule(scope.db).get(moduleId) ?? [];
  return rows.map((row) => ({ id: row.id, name: localised(scope, row.name, row.name_ar), slug: row.slug, image_full_url: scope.image(imagePaths.category(row.id)) }));
}

/** A category by id or slug, active. */
export function findCategory(scope: Scope, key: string): CategoryRow | undefined {
  return (/^\d+$/.test(key)
    ? scope.db.prepare('SELECT * FROM categories WHERE id = ? AND status = 1').get(Number(key))
    : scope.db.prepare('SELECT * FROM categories WHERE slug = ? AND status = 1').get(key)) as CategoryRow | undefined;
}

/** Active top-level categories, of one module or of all (`null`), only the featured ones when asked; in list order. */
export function topLevelCategories(scope: Scope, moduleId: number | null, featuredOnly: boolean): CategoryRow[] {
  return scope.db
    .prepare('SELECT * FROM categories WHERE parent_id = 0 AND status = 1 AND (? IS NULL OR module_id = ?) AND (? = 0 OR featured = 1) ORDER BY module_id, priority DESC, position, id')
    .all(moduleId, moduleId, featuredOnly ? 1 : 0) as CategoryRow[];
}

/** The module's active category with this id, as a list of zero or one. */
export function moduleCategoryById(scope: Scope, moduleId: number, id: number): CategoryRow[] {
  return scope.db.prepare('SELECT * FROM categories WHERE id = ? AND module_id = ? AND status = 1').all(id, moduleId) as CategoryRow[];
}

/** The module's active top-level categories whose English or Arabic name matches the escaped `LIKE` pattern. */
export function moduleCategoriesNamed(scope: Scope, moduleId: number, pattern: string): CategoryRow[] {
  return scope.db
    .prepare("SELECT * FROM categories WHERE module_id = ? AND parent_id = 0 AND status = 1 AND (name LIKE ? ESCAPE '\\' OR name_ar LIKE ? ESCAPE '\\') ORDER BY priority DESC, position, id")
    .all(moduleId, pattern, pattern) as CategoryRow[];
}

/** A category's active children, in list order. */
export function childCategories(scope: Scope, parentId: number): CategoryRow[] {
  return scope.db.prepare('SELECT * FROM categories WHERE parent_id = ? AND status = 1 ORDER BY priority DESC, position, id').all(parentId) as CategoryRow[];
}
