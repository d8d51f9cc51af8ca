/**
 * Row shapes of the catalogue queries (each table's own row is in db/rows.ts) and the lookups that load
 * what a page of rows needs in one query each (schedules, discounts, running flash-sale lines, add-ons,
 * modules), keyed by id. Id lists travel as one JSON array parameter (`IN (SELECT value FROM json_each(?))`), so every statement has fixed SQL and is
 * compiled once per connection. What nearly every catalogue request reads — compact item rows, schedules,
 * discounts, flash-sale lines, modules — comes from the row cache (db/row-cache.ts): read once, then again
 * only after one of its tables is written. Those rows are frozen.
 */
import type { Db } from '../../db/connection';
import { memoByTables, rowsByKey } from '../../db/row-cache';
import { discountRowByStore } from './store-rows';
import type { WallClock } from './clock';
import type { ScheduleSlot } from './rules';
import type { DiscountRow, ItemRow, ModuleRow } from '../../db/rows';

export const IN_IDS = 'IN (SELECT value FROM json_each(?))';
export const json = (ids: readonly number[]) => JSON.stringify(ids);

/** An item with the store and module columns its JSON carries. */
export interface ItemWithStore extends ItemRow {
  store_name: string;
  store_name_ar: string | null;
  zone_id: number;
  store_schedule_order: number;
  delivery_time: string;
  free_delivery: number;
  store_halal: number;
  module_type: string;
}

/** Items joined with their store and module; callers append `WHERE …`. */
export const ITEM_SELECT = `SELECT i.*, s.name AS store_name, s.name_ar AS store_name_ar, s.zone_id, s.schedule_order AS store_schedule_order, s.delivery_time,
  s.free_delivery, s.halal_tag_status AS store_halal, m.module_type
  FROM items i JOIN stores s ON s.id = i.store_id JOIN modules m ON m.id = i.module_id`;

/** The columns of an item and its store that the compact card (item-format.ts) shows or prices with. */
export const COMPACT_ITEM_COLUMNS = [
  'id',
  'store_id',
  'module_id',
  'name',
  'name_ar',
  'price',
  'discount',
  'discount_type',
  'variations',
  'food_variations',
  'stock',
  'maximum_cart_quantity',
  'available_time_starts',
  'available_time_ends',
  'veg',
  'is_halal',
  'organic',
  'recommended',
  'is_prescription_required',
  'unit_type',
  'unit_type_ar',
  'avg_rating',
  'rating_count',
] as const satisfies readonly (keyof ItemRow)[];

export type CompactItemRow = Pick<ItemWithStore, (typeof COMPACT_ITEM_COLUMNS)[number] | 'store_name' | 'store_name_ar' | 'free_delivery' | 'store_halal' | 'module_type'>;

/**
 * The compact card's columns joined with its store and module: a list of compact cards reads these, not the
 * descriptions, option tables and texts a full item carries (about half the cost of a page of whole rows).
 */
export const COMPACT_ITEM_SELECT = `SELECT ${COMPACT_ITEM_COLUMNS.map((column) => `i.${column}`).join(', ')}, s.name AS store_name, s.name_ar AS store_name_ar,
  s.free_delivery, s.halal_tag_status AS store_halal, m.module_type
  FROM items i JOIN stores s ON s.id = i.store_id JOIN modules m ON m.id = i.module_id`;

/** Only what customers may see: active items of active stores of active modules. */
export const ITEM_VISIBLE = 'i.status = 1 AND s.status = 1 AND s.active = 1 AND m.status = 1';


export interface FlashLine {
  id: number;
  flash_sale_id: number;
  item_id: number;
  stock: number;
  sold: number;
  discount: number;
  discount_type: string;
  status: number;
  created_at: string;
  updated_at: string;
}

export interface AddOnRow {
  id: number;
  store_id: number;
  name: string;
  name_ar: string | null;
  price: number;
  status: number;
}

type ScheduleRow = ScheduleSlot & { id: number; store_id: number };

const scheduleRows = rowsByKey<ScheduleRow>({
  tables: ['store_schedules'],
  sql: `SELECT * FROM store_schedules WHERE store_id ${IN_IDS} ORDER BY store_id, opening_time, day`,
  keyOf: (row) => row.store_id,
});

/** Each store's weekly slots (by opening time, then day); stores without any are absent. */
export function schedulesOf(db: Db, storeIds: readonly number[]): Map<number, readonly ScheduleRow[]> {
  const found = new Map<number, readonly ScheduleRow[]>();
  for (const [id, rows] of scheduleRows(db, storeIds)) if (rows.length > 0) found.set(id, rows);
  return found;
}

export function discountsOf(db: Db, storeIds: readonly number[]): Map<number, DiscountRow> {
  return discountRowByStore<DiscountRow>(db, storeIds);
}

/** A flash-sale line of a published sale that still has stock, with its sale's dates (not part of the line). */
interface FlashCandidate {
  line: FlashLine;
  start: string;
  end: string;
}

const flashCandidates = rowsByKey<FlashCandidate & { item_id: number }>({
  tables: ['flash_sale_items', 'flash_sales'],
  sql: `SELECT fi.*, f.start_date AS sale_start, f.end_date AS sale_end FROM flash_sale_items fi JOIN flash_sales f ON f.id = fi.flash_sale_id
        WHERE fi.item_id ${IN_IDS} AND fi.status = 1 AND fi.stock > fi.sold AND f.status = 1 AND f.is_publish = 1
        ORDER BY fi.id`,
  keyOf: (row) => row.item_id,
  // Each row becomes the line (the flash_sale_items columns, as `SELECT fi.*` reads them) and its sale's dates.
  shape: (row) => {
    const { sale_start: start, sale_end: end, ...line } = row as unknown as FlashLine & { sale_start: string; sale_end: string };
    return { item_id: line.item_id, line: Object.freeze(line), start, end };
  },
});

/** Flash-sale lines of running, published sales that still have stock, per item (of several, the last by id). */
export function runningFlashLines(db: Db, itemIds: readonly number[], wall: WallClock): Map<number, FlashLine> {
  const found = new Map<number, FlashLine>();
  for (const [id, candidates] of flashCandidates(db, itemIds)) {
    // SQLite compares these texts byte by byte; the dates are ASCII, which JavaScript compares the same way.
    for (const candidate of candidates) if (candidate.start <= wall.stamp && candidate.end >= wall.stamp) found.set(id, candidate.line);
  }
  return found;
}

export function addOnsOf(db: Db, ids: readonly number[]): Map<number, AddOnRow> {
  // Compact cards carry no add-ons: nothing to ask the database.
  if (ids.length === 0) return new Map();
  const rows = db.prepare(`SELECT * FROM add_ons WHERE id ${IN_IDS} AND status = 1`).all(json(ids)) as AddOnRow[];
  return new Map(rows.map((row) => [row.id, row]));
}

export const modulesById: (db: Db) => ReadonlyMap<number, ModuleRow> = memoByTables(['modules'], (db) => {
  const rows = db.prepare('SELECT * FROM modules').all() as ModuleRow[];
  return new Map(rows.map((row) => [row.id, Object.freeze(row)]));
});
