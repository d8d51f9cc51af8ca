/**
 * Brands and pharmacy common conditions (marketplace §M3.9): the active ones of a module (brands without a
 * module too), each with how many visible items it has, in the header's zones when given.
 */
import { imagePaths } from '../images/paths';
import { IN_IDS, json } from './rows';
import { localised, picture, type Scope } from './scope';

interface NamedRow {
  id: number;
  module_id: number | null;
  name: string;
  name_ar: string | null;
  slug: string;
  status: number;
  created_at: string;
  updated_at: string;
  items_count: number;
}

const counted = (column: 'brand_id' | 'common_condition_id') => `(SELECT count(*) FROM items i JOIN stores s ON s.id = i.store_id
  WHERE i.${column} = t.id AND i.status = 1 AND s.status = 1 AND s.active = 1 AND (? IS NULL OR s.zone_id ${IN_IDS}))`;

/** Brands and conditions answer alike: the row in the reader's language with its picture. */
function namedJson(scope: Scope, rows: NamedRow[], pathOf: (id: number) => string) {
  return rows.map(({ name_ar: nameAr, ...row }) => ({
    ...row,
    name: localised(scope, row.name, nameAr),
    ...picture(scope, pathOf(row.id)),
    translations: [],
  }));
}

export function brandsOf(scope: Scope, moduleId: number, zones: number[] | null) {
  const rows = scope.db
    .prepare(`SELECT t.*, ${counted('brand_id')} AS items_count FROM brands t WHERE t.status = 1 AND (t.module_id = ? OR t.module_id IS NULL) ORDER BY t.name`)
    .all(zones ? 1 : null, json(zones ?? []), moduleId) as NamedRow[];
  return namedJson(scope, rows, imagePaths.itemBrand).map((row) => ({ ...row, storage: [] }));
}

export function conditionsOf(scope: Scope, moduleId: number, zones: number[] | null) {
  const rows = scope.db
    .prepare(`SELECT t.*, ${counted('common_condition_id')} AS items_count FROM common_conditions t WHERE t.status = 1 AND t.module_id = ? ORDER BY t.name`)
    .all(zones ? 1 : null, json(zones ?? []), moduleId) as NamedRow[];
  return namedJson(scope, rows, imagePaths.commonCondition);
}

export function findBrand(scope: Scope, key: string, moduleId: number): number | null {
  const row = (/^\d{1,15}$/.test(key)
    ? scope.db.prepare('SELECT id FROM brands WHERE id = ? AND status = 1 AND (module_id = ? OR module_id IS NULL)').get(Number(key), moduleId)
    : scope.db.prepare('SELECT id FROM brands WHERE slug = ? AND status = 1 AND (module_id = ? OR module_id IS NULL)').get(key, moduleId)) as { id: number } | undefined;
  return row?.id ?? null;
}

export function findCondition(scope: Scope, key: string, moduleId: number): number | null {
  const row = (/^\d{1,15}$/.test(key)
    ? scope.db.prepare('SELECT id FROM common_conditions WHERE id = ? AND status = 1 AND module_id = ?').get(Number(key), moduleId)
    : scope.db.prepare('SELECT id FROM common_conditions WHERE slug = ? AND status = 1 AND module_id = ?').get(key, moduleId)) as { id: number } | undefined;
  return row?.id ?? null;
}
