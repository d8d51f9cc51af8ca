/**
 * Store rows and their discounts by store id, from the row cache (db/row-cache.ts): the catalogue's and the
 * rental module's listings read them on nearly every request, and they change rarely. Each domain reads them
 * as its own row type (rental/format.ts, catalog/rows.ts); the rows are whole (`SELECT *`) and frozen.
 */
import type { Db } from '../../db/connection';
import { rowsById, rowsByKey } from '../../db/row-cache';

const stores = rowsById<{ id: number }>('stores');

const discounts = rowsByKey<{ store_id: number }>({
  tables: ['discounts'],
  sql: 'SELECT * FROM discounts WHERE store_id IN (SELECT value FROM json_each(?))',
  keyOf: (row) => row.store_id,
});

/** Whole store rows by id (any status: callers filter as their SQL did). */
export function storeRowsById<R extends { id: number }>(db: Db, ids: readonly number[]): Map<number, R> {
  return stores(db, ids) as Map<number, R>;
}

/** Each store's discount (a store has at most one: `store_id` is unique), by store id; stores without one are absent. */
export function discountRowByStore<R extends { store_id: number }>(db: Db, storeIds: readonly number[]): Map<number, R> {
  const found = new Map<number, R>();
  for (const [id, rows] of discounts(db, storeIds)) {
    const row = rows.at(-1);
    if (row) found.set(id, row as R);
  }
  return found;
}

/** The store's id and zone when it belongs to the module (any status). */
export function storeOfModule(db: Db, storeId: number, moduleId: number): { id: number; zone_id: number } | undefined {
  return db.prepare('SELECT id, zone_id FROM stores WHERE id = ? AND module_id = ?').get(storeId, moduleId) as { id: number; zone_id: number } | undefined;
}
