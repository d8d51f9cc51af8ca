/**
 * Store lists. A module has tens of stores, not thousands, and several orders depend on the operator's
 * clock and the customer's position (open first, then nearest), so the candidates are read in one query
 * with the SQL-expressible filters, open state and distance are computed for them from one schedules query,
 * and only the requested page is formatted.
 */
import { greatCircleMeters } from '../../geo/geometry';
import type { Page } from '../../http/pagination';
import { likeWord, type VegType } from './filters';
import { IN_IDS, json, schedulesOf } from './rows';
import { openState, parseHistogram, ratingSummary } from './rules';
import type { Scope } from './scope';
import { minDeliveryMinutes } from './store-format';
import type { StoreRow } from '../../db/rows';

export const STORE_FILTERS = ['free_delivery', 'coupon', 'currently_open', 'open', 'top_rated', 'popular', 'discounted', 'nearby', 'fast_delivery', 'halal'] as const;
export type StoreFilter = (typeof STORE_FILTERS)[number];

export type StoreOrder = 'latest' | 'popular' | 'top_rated' | 'open_nearest' | 'name_asc' | 'name_desc' | 'relevance';

export interface StoreQuery {
  moduleId: number | null;
  zones: number[] | null;
  type?: VegType;
  filters?: readonly StoreFilter[];
  search?: string;
  ids?: number[];
  categoryIds?: number[];
  featured?: boolean;
  recommended?: boolean;
  /** `delivery` or `take_away` stores only. */
  service?: 'delivery' | 'take_away';
  /** Stores with a running store-wide discount. */
  withDiscount?: boolean;
  /** Stores with a running store discount, a discounted item or an item in a running flash sale. */
  anyDiscount?: boolean;
  rated?: boolean;
  order: StoreOrder;
}

/** Within this many metres a store counts as nearby. */
const NEARBY_METRES = 10_000;
const FAST_MINUTES = 30;

interface Candidate {
  row: StoreRow;
  open: number;
  distance: number;
  rating: number;
  rank: number;
}

function candidates(scope: Scope, query: StoreQuery): StoreRow[] {
  const clauses = ['s.status = 1', 's.active = 1', "m.status = 1", "m.module_type NOT IN ('rental', 'parcel')"];
  const params: unknown[] = [];
  const add = (clause: string, ...values: unknown[]) => {
    clauses.push(clause);
    params.push(...values);
  };
  if (query.moduleId !== null) add('s.module_id = ?', query.moduleId);
  if (query.zones) add(`(s.zone_id ${IN_IDS} OR m.all_zone_service = 1)`, json(query.zones));
  if (query.type === 'veg') add('s.veg = 1');
  if (query.type === 'non_veg') add('s.non_veg = 1');
  if (query.ids) add(`s.id ${IN_IDS}`, json(query.ids));
  if (query.featured) add('s.featured = 1');
  if (query.recommended) add('s.is_recommended = 1');
  if (query.service === 'delivery') add('s.delivery = 1');
  if (query.service === 'take_away') add('s.take_away = 1');
  if (query.categoryIds?.length) add(`EXISTS (SELECT 1 FROM items i WHERE i.store_id = s.id AND i.status = 1 AND (i.category_id ${IN_IDS} OR i.parent_category_id ${IN_IDS}))`, json(query.categoryIds), json(query.categoryIds));
  const { date, time, stamp } = scope.wall;
  const runningDiscount = 'EXISTS (SELECT 1 FROM discounts d WHERE d.store_id = s.id AND d.start_date <= ? AND d.end_date >= ? AND d.start_time <= ? AND d.end_time >= ?)';
  if (query.withDiscount) add(runningDiscount, date, date, time, time);
  if (query.anyDiscount || query.filters?.includes('discounted')) {
    add(
      `(${runningDiscount} OR EXISTS (SELECT 1 FROM items i WHERE i.store_id = s.id AND i.status = 1 AND i.discount > 0)
        OR EXISTS (SELECT 1 FROM flash_sale_items fi JOIN flash_sales f ON f.id = fi.flash_sale_id JOIN items i ON i.id = fi.item_id
                   WHERE i.store_id = s.id AND fi.status = 1 AND fi.stock > fi.sold AND f.status = 1 AND f.is_publish = 1 AND f.start_date <= ? AND f.end_date >= ?))`,
      date, date, time, time, stamp, stamp,
    );
  }
  if (query.filters?.includes('free_delivery')) add('s.free_delivery = 1');
  if (query.filters?.includes('halal')) add('s.halal_tag_status = 1');
  if (query.filters?.includes('coupon')) {
    add("EXISTS (SELECT 1 FROM coupons c WHERE c.status = 1 AND c.start_date <= ? AND c.expire_date >= ? AND (c.store_id = s.id OR (c.coupon_type = 'store_wise' AND c.data LIKE '%\"' || s.id || '\"%')))", date, date);
  }
  for (const word of (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, 6)) {
    const pattern = likeWord(word, 'anywhere');
    add(
      `(s.name LIKE ? ESCAPE '\\' OR s.name_ar LIKE ? ESCAPE '\\' OR s.address LIKE ? ESCAPE '\\' OR s.address_ar LIKE ? ESCAPE '\\'
        OR EXISTS (SELECT 1 FROM items i WHERE i.store_id = s.id AND i.status = 1 AND (i.name LIKE ? ESCAPE '\\' OR i.name_ar LIKE ? ESCAPE '\\' OR i.generic_name LIKE ? ESCAPE '\\')))`,
      pattern, pattern, pattern, pattern, pattern, pattern, pattern,
    );
  }
  const sql = `SELECT s.* FROM stores s JOIN modules m ON m.id = s.module_id WHERE ${clauses.join(' AND ')} ORDER BY s.id`;
  return scope.db.prepare(sql).all(...params) as StoreRow[];
}

/** 0 exact name, 1 name prefix, 2 a word of the name, 3 anywhere in the name, 4 matched by address or items. */
function relevance(row: StoreRow, text: string): number {
  const needle = text.toLowerCase();
  const names = [row.name.toLowerCase(), (row.name_ar ?? '').toLowerCase()];
  if (names.some((name) => name === needle)) return 0;
  if (names.some((name) => name.startsWith(needle))) return 1;
  if (names.some((name) => name.split(/\s+/).some((word) => word.startsWith(needle)))) return 2;
  if (names.some((name) => name.includes(needle))) return 3;
  return 4;
}

const compare = (order: StoreOrder) => (a: Candidate, b: Candidate): number => {
  switch (order) {
    case 'latest':
      return b.row.created_at.localeCompare(a.row.created_at) || b.row.id - a.row.id;
    case 'popular':
      return b.open - a.open || a.distance - b.distance || Number(b.row.order_count) - Number(a.row.order_count) || a.row.id - b.row.id;
    case 'top_rated':
      return b.rating - a.rating || b.open - a.open || a.row.id - b.row.id;
    case 'open_nearest':
      return b.open - a.open || a.distance - b.distance || a.row.id - b.row.id;
    case 'name_asc':
      return a.row.name.localeCompare(b.row.name) || a.row.id - b.row.id;
    case 'name_desc':
      return b.row.name.localeCompare(a.row.name) || a.row.id - b.row.id;
    case 'relevance':
      return a.rank - b.rank || b.open - a.open || a.distance - b.distance || a.row.id - b.row.id;
  }
};

/** Every matching store in the query's order (open state and distance included), before paging. */
export function findStores(scope: Scope, query: StoreQuery): StoreRow[] {
  const rows = candidates(scope, query);
  if (rows.length === 0) return [];
  const schedules = schedulesOf(scope.db, rows.map((row) => row.id));
  let list: Candidate[] = rows.map((row) => ({
    row,
    open: openState(schedules.get(row.id) ?? [], scope.wall).open,
    distance: scope.position ? greatCircleMeters(scope.position, { lat: Number(row.latitude), lng: Number(row.longitude) }) : 0,
    rating: ratingSummary(parseHistogram(row.rating)).avg_rating,
    rank: query.search ? relevance(row, query.search) : 0,
  }));
  const filters = query.filters ?? [];
  if (filters.includes('currently_open') || filters.includes('open')) list = list.filter((entry) => entry.open === 1);
  if (filters.includes('top_rated') || query.rated) list = list.filter((entry) => entry.rating > 0 && (!filters.includes('top_rated') || entry.rating >= 4));
  if (filters.includes('nearby') && scope.position) list = list.filter((entry) => entry.distance <= NEARBY_METRES);
  if (filters.includes('fast_delivery')) list = list.filter((entry) => minDeliveryMinutes(entry.row.delivery_time) <= FAST_MINUTES);
  list.sort(compare(query.order));
  if (filters.includes('popular')) list.sort((a, b) => Number(b.row.order_count) - Number(a.row.order_count));
  // Open stores first in every order, each group keeping the order above (the sort is stable).
  list.sort((a, b) => b.open - a.open);
  return list.map((entry) => entry.row);
}

export function pageOfStores(scope: Scope, query: StoreQuery, page: Pick<Page, 'limit' | 'skip'>): { total: number; rows: StoreRow[] } {
  const all = findStores(scope, query);
  return { total: all.length, rows: all.slice(page.skip, page.skip + page.limit) };
}
