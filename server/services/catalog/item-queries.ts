/**
 * Item lists as one SQL query per page (plus its count): visibility, zones and module, the contract's
 * filters (veg type, categories with their sub-categories, store, brand, condition, price range, minimum
 * rating, discounted, available now, recommended, reviewed) and orders (popular, newest, most reviewed,
 * best rated, price, biggest discount, search relevance). Search matches every word in the name,
 * description, tags, generic names, nutrition, allergens or category, in English and Arabic, and ranks exact
 * name, name prefix, a word of the name, anywhere in the name, then the description, then the rest.
 */
import { queryMemo, rowsByKey } from '../../db/row-cache';
import type { Page } from '../../http/pagination';
import { likeWord, type VegType } from './filters';
import { COMPACT_ITEM_SELECT, ITEM_SELECT, ITEM_VISIBLE, IN_IDS, json, type CompactItemRow, type ItemWithStore } from './rows';
import type { Scope } from './scope';

export type ItemOrder = 'popular' | 'latest' | 'most_reviewed' | 'top_rated' | 'price_high' | 'price_low' | 'discount' | 'relevance' | 'id';

export interface ItemQuery {
  moduleId?: number;
  /** Limit to stores in these zones (null: any zone). */
  zones: number[] | null;
  type?: VegType;
  storeId?: number;
  /** Items whose category or top-level category is one of these. */
  categoryIds?: number[];
  brandIds?: number[];
  conditionId?: number;
  ids?: number[];
  excludeId?: number;
  minPrice?: number | null;
  maxPrice?: number | null;
  minRating?: number | null;
  discounted?: boolean;
  availableNow?: boolean;
  recommended?: boolean;
  reviewed?: boolean;
  /** Pharmacy items with a condition and a brand (`items/common-conditions`). */
  conditionAndBrand?: boolean;
  search?: string;
  order: ItemOrder;
}

const MAX_WORDS = 6;

export const searchWords = (text: string) => text.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);

/** Running store discount or flash-sale line, as SQL over the wall clock parameters. */
/**
 * An item on offer of its own: its discount or a running flash sale — what its card shows. A store's offer is
 * the store's (taken off a cart's subtotal, often above a minimum), so it lists the store, not every item.
 */
const DISCOUNTED = `(i.discount > 0
  OR EXISTS (SELECT 1 FROM flash_sale_items fi JOIN flash_sales f ON f.id = fi.flash_sale_id
             WHERE fi.item_id = i.id AND fi.status = 1 AND fi.stock > fi.sold AND f.status = 1 AND f.is_publish = 1 AND f.start_date <= ? AND f.end_date >= ?))`;

const WORD_MATCH = `(i.name LIKE ? ESCAPE '\\' OR i.name_ar LIKE ? ESCAPE '\\' OR i.description LIKE ? ESCAPE '\\' OR i.description_ar LIKE ? ESCAPE '\\'
  OR i.tags LIKE ? ESCAPE '\\' OR i.generic_name LIKE ? ESCAPE '\\' OR i.nutritions_name LIKE ? ESCAPE '\\' OR i.allergies_name LIKE ? ESCAPE '\\'
  OR EXISTS (SELECT 1 FROM categories c WHERE c.id IN (i.category_id, i.parent_category_id) AND (c.name LIKE ? ESCAPE '\\' OR c.name_ar LIKE ? ESCAPE '\\')))`;

const RANK = `CASE
  WHEN i.name = ? COLLATE NOCASE OR i.name_ar = ? THEN 0
  WHEN i.name LIKE ? ESCAPE '\\' OR i.name_ar LIKE ? ESCAPE '\\' THEN 1
  WHEN (' ' || i.name) LIKE ? ESCAPE '\\' OR (' ' || i.name_ar) LIKE ? ESCAPE '\\' THEN 2
  WHEN i.name LIKE ? ESCAPE '\\' OR i.name_ar LIKE ? ESCAPE '\\' THEN 3
  WHEN i.description LIKE ? ESCAPE '\\' OR i.description_ar LIKE ? ESCAPE '\\' THEN 4
  ELSE 5 END`;

const ORDERS: Record<Exclude<ItemOrder, 'relevance'>, string> = {
  popular: 'i.order_count DESC, i.avg_rating DESC, i.id',
  latest: 'i.created_at DESC, i.id DESC',
  most_reviewed: 'i.rating_count DESC, i.avg_rating DESC, i.id',
  top_rated: 'i.avg_rating DESC, i.rating_count DESC, i.id',
  price_high: 'i.price DESC, i.id',
  price_low: 'i.price ASC, i.id',
  discount: 'i.discount DESC, i.order_count DESC, i.id',
  id: 'i.id',
};

function whereOf(scope: Scope, query: ItemQuery): { sql: string; params: unknown[] } {
  const clauses = [ITEM_VISIBLE];
  const params: unknown[] = [];
  const add = (clause: string, ...values: unknown[]) => {
    clauses.push(clause);
    params.push(...values);
  };
  if (query.moduleId !== undefined) add('i.module_id = ?', query.moduleId);
  if (query.zones) add(`s.zone_id ${IN_IDS}`, json(query.zones));
  if (query.type === 'veg') add('i.veg = 1');
  if (query.type === 'non_veg') add('i.veg = 0');
  if (query.storeId !== undefined) add('i.store_id = ?', query.storeId);
  if (query.categoryIds?.length) add(`(i.category_id ${IN_IDS} OR i.parent_category_id ${IN_IDS})`, json(query.categoryIds), json(query.categoryIds));
  if (query.brandIds?.length) add(`i.brand_id ${IN_IDS}`, json(query.brandIds));
  if (query.conditionId !== undefined) add('i.common_condition_id = ?', query.conditionId);
  if (query.ids) add(`i.id ${IN_IDS}`, json(query.ids));
  if (query.excludeId !== undefined) add('i.id != ?', query.excludeId);
  if (query.minPrice !== undefined && query.minPrice !== null) add('i.price >= ?', query.minPrice);
  if (query.maxPrice !== undefined && query.maxPrice !== null) add('i.price <= ?', query.maxPrice);
  if (query.minRating !== undefined && query.minRating !== null && query.minRating > 0) add('i.avg_rating >= ?', query.minRating);
  if (query.recommended) add('i.recommended = 1');
  if (query.reviewed) add('i.rating_count > 0');
  if (query.conditionAndBrand) add('i.common_condition_id > 0 AND i.brand_id > 0');
  if (query.availableNow) {
    const time = scope.wall.time;
    add('((i.available_time_starts <= i.available_time_ends AND i.available_time_starts <= ? AND i.available_time_ends >= ?) OR (i.available_time_starts > i.available_time_ends AND (i.available_time_starts <= ? OR i.available_time_ends >= ?)))', time, time, time, time);
  }
  if (query.discounted) {
    const { stamp } = scope.wall;
    add(DISCOUNTED, stamp, stamp);
  }
  for (const word of searchWords(query.search ?? '')) {
    const pattern = likeWord(word, 'anywhere');
    add(WORD_MATCH, ...Array.from({ length: 10 }, () => pattern));
  }
  return { sql: clauses.join(' AND '), params };
}

/** 0 for an item in stock at a store open now, 1 for the rest: lists show what can be bought first. */
const BUYABLE_FIRST = `CASE WHEN i.stock > 0 AND EXISTS (SELECT 1 FROM store_schedules ss WHERE ss.store_id = i.store_id AND ss.day = ? AND ss.opening_time <= ? AND ss.closing_time > ?) THEN 0 ELSE 1 END`;

/**
 * The query's order; every list order except lookups by id and search relevance puts items in stock at open
 * stores first and keeps its own order within both groups.
 */
function orderOf(scope: Scope, query: ItemQuery): { sql: string; params: unknown[] } {
  const text = (query.search ?? '').trim();
  if (query.order === 'id') return { sql: ORDERS.id, params: [] };
  if (query.order !== 'relevance' || text === '') {
    const { day, time } = scope.wall;
    return { sql: `${BUYABLE_FIRST}, ${ORDERS[query.order === 'relevance' ? 'popular' : query.order]}`, params: [day, time, time] };
  }
  const prefix = likeWord(text, 'prefix');
  const word = likeWord(` ${text}`, 'prefix').replace(/^/, '%');
  const anywhere = likeWord(text, 'anywhere');
  return { sql: `${RANK}, i.order_count DESC, i.id`, params: [text, text, prefix, prefix, word, word, anywhere, anywhere, anywhere, anywhere] };
}

/**
 * Counts and id pages of item queries, kept until a table their SQL reads is written (row-cache.ts): every
 * query reads items with their stores and modules; a search also reads categories, the discounted filter
 * store discounts and flash sales. (The filters that read the clock pass it as a parameter, so a kept answer
 * is only ever reused for the same second.)
 */
const memos = new Map<string, ReturnType<typeof queryMemo>>();

function memoFor(query: ItemQuery): ReturnType<typeof queryMemo> {
  const tables = ['items', 'stores', 'modules'];
  if (query.order !== 'id') tables.push('store_schedules');
  if (searchWords(query.search ?? '').length > 0) tables.push('categories');
  if (query.discounted) tables.push('flash_sale_items', 'flash_sales');
  const name = tables.join(' ');
  let memo = memos.get(name);
  if (!memo) memos.set(name, (memo = queryMemo(tables)));
  return memo;
}

export function countItems(scope: Scope, query: ItemQuery): number {
  const where = whereOf(scope, query);
  const sql = `SELECT count(*) AS n FROM items i JOIN stores s ON s.id = i.store_id JOIN modules m ON m.id = i.module_id WHERE ${where.sql}`;
  return memoFor(query)<{ n: number }>(scope.db, sql, where.params)[0]?.n ?? 0;
}

function selectItems<T>(select: string, scope: Scope, query: ItemQuery, page?: Pick<Page, 'limit' | 'skip'>): T[] {
  const where = whereOf(scope, query);
  const order = orderOf(scope, query);
  const sql = `${select} WHERE ${where.sql} ORDER BY ${order.sql}${page ? ' LIMIT ? OFFSET ?' : ''}`;
  return scope.db.prepare(sql).all(...where.params, ...order.params, ...(page ? [page.limit, page.skip] : [])) as T[];
}

/** One page of items (or all of them without a page), in the query's order. */
export function findItems(scope: Scope, query: ItemQuery, page?: Pick<Page, 'limit' | 'skip'>): ItemWithStore[] {
  return selectItems<ItemWithStore>(ITEM_SELECT, scope, query, page);
}

export function pageOfItems(scope: Scope, query: ItemQuery, page: Pick<Page, 'limit' | 'skip'>): { total: number; rows: ItemWithStore[] } {
  return { total: countItems(scope, query), rows: findItems(scope, query, page) };
}

/** The ids of the matching items, for lookups in the row cache. */
const ID_SELECT = 'SELECT i.id FROM items i JOIN stores s ON s.id = i.store_id JOIN modules m ON m.id = i.module_id';

/** Compact card rows by item id, from the row cache: read again only after items, stores or modules change. */
const compactRows = rowsByKey<CompactItemRow>({ tables: ['items', 'stores', 'modules'], sql: `${COMPACT_ITEM_SELECT} WHERE i.id ${IN_IDS}`, keyOf: (row) => row.id });

/**
 * A page of items with only the compact card's columns (the same items, in the same order, as pageOfItems). The
 * query finds the page's ids; their rows come from the cache, since turning 25 rows of 27 columns into objects
 * cost several times the query that finds them.
 */
export function pageOfCompactItems(scope: Scope, query: ItemQuery, page: Pick<Page, 'limit' | 'skip'>): { total: number; rows: CompactItemRow[] } {
  const where = whereOf(scope, query);
  const order = orderOf(scope, query);
  const sql = `${ID_SELECT} WHERE ${where.sql} ORDER BY ${order.sql} LIMIT ? OFFSET ?`;
  const ids = memoFor(query)<{ id: number }>(scope.db, sql, [...where.params, ...order.params, page.limit, page.skip]).map((row) => row.id);
  const rows = compactRows(scope.db, ids);
  return { total: countItems(scope, query), rows: ids.flatMap((id) => rows.get(id) ?? []) };
}
