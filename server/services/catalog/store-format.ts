/**
 * Store JSON (contract §3.4, marketplace §M3.2): every column a client reads plus what the backend's
 * formatter computes — open state and next opening time on the operator's clock, distance from the
 * customer, ratings, a discount only while it runs, the weekly schedule and the module. A page of stores is
 * formatted with one query per kind of related row, never one per store.
 */
import { rowsByKey } from '../../db/row-cache';
import { greatCircleMeters } from '../../geo/geometry';
import { fileName, imagePaths } from '../images/paths';
import { discountsOf, IN_IDS, modulesById, schedulesOf } from './rows';
import { isRunning, openState, parseHistogram, ratingSummary } from './rules';
import { localised, type Scope } from './scope';
import type { ModuleRow, StoreRow } from '../../db/rows';

export interface StoreFormatOptions {
  /** Categories with items in the store (get-stores, discounted, search, details). */
  categoryIds?: boolean;
  /** `min_delivery_time` from the delivery time text (get-stores, discounted, search). */
  deliveryMinutes?: boolean;
  /** `total_items` and `total_campaigns` counts. */
  counts?: boolean;
}

export function moduleJson(scope: Scope, row: ModuleRow | undefined) {
  if (!row) return null;
  return {
    id: row.id,
    module_name: localised(scope, row.module_name, row.module_name_ar),
    module_type: row.module_type,
    thumbnail: fileName(imagePaths.module(row.id)),
    icon: fileName(imagePaths.module(row.id)),
    icon_full_url: scope.image(imagePaths.module(row.id)),
    thumbnail_full_url: scope.image(imagePaths.module(row.id)),
    theme_id: row.theme_id,
    description: row.description,
    status: String(row.status),
    all_zone_service: row.all_zone_service,
    created_at: row.created_at,
    updated_at: row.updated_at,
    translations: [],
    storage: [],
  };
}

/** "30-40 min" → 30; 9999 when the text has no number, as the backend sorts unparsable times last. */
export function minDeliveryMinutes(text: string): number {
  const match = /(\d+)/.exec(text);
  return match ? Number(match[1]) : 9999;
}

/** Each store's top-level categories with visible items, from the row cache (read again after `items` changes). */
const categoryIdRows = rowsByKey<{ store_id: number; id: number }>({
  tables: ['items'],
  sql: `SELECT DISTINCT store_id, parent_category_id AS id FROM items WHERE store_id ${IN_IDS} AND status = 1 ORDER BY store_id, parent_category_id`,
  keyOf: (row) => row.store_id,
});

/** Ids of the top-level categories that have visible items in each store; stores without any are absent. */
export function storeCategoryIds(scope: Scope, storeIds: readonly number[]): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const [storeId, rows] of categoryIdRows(scope.db, storeIds)) if (rows.length > 0) map.set(storeId, rows.map((row) => row.id));
  return map;
}

const itemCounts = rowsByKey<{ store_id: number; n: number }>({
  tables: ['items'],
  sql: `SELECT store_id, count(*) AS n FROM items WHERE store_id ${IN_IDS} AND status = 1 GROUP BY store_id`,
  keyOf: (row) => row.store_id,
});

const campaignCounts = rowsByKey<{ store_id: number; n: number }>({
  tables: ['campaign_store', 'campaigns'],
  sql: `SELECT store_id, count(*) AS n FROM campaign_store cs JOIN campaigns c ON c.id = cs.campaign_id WHERE cs.store_id ${IN_IDS} AND cs.campaign_status = 'confirmed' AND c.status = 1 GROUP BY store_id`,
  keyOf: (row) => row.store_id,
});

/** Visible items and confirmed campaigns per store (cached like the rows they count); stores with none are absent. */
function storeCounts(scope: Scope, storeIds: readonly number[]) {
  const counted = (groups: Map<number, readonly { n: number }[]>) => {
    const map = new Map<number, number>();
    for (const [storeId, rows] of groups) if (rows[0]) map.set(storeId, rows[0].n);
    return map;
  };
  return { items: counted(itemCounts(scope.db, storeIds)), campaigns: counted(campaignCounts(scope.db, storeIds)) };
}

/** The row's columns but those the JSON replaces or keeps to itself: the rating text, the Arabic texts, what its pictures show. */
const withoutReplaced = ({ rating: _rating, name_ar: _nameAr, address_ar: _addressAr, announcement_message_ar: _announcementAr, art: _art, ...columns }: StoreRow) => columns;
type StoreColumns = ReturnType<typeof withoutReplaced>;

/**
 * A store row without the columns its JSON leaves out, kept per cached row (frozen: the same object is the same
 * row). Copying a row of 57 columns but three was a store page's largest piece of work, and its garbage.
 */
const keptColumns = new WeakMap<StoreRow, StoreColumns>();

function storeColumns(store: StoreRow): StoreColumns {
  let columns = keptColumns.get(store);
  if (!columns) {
    columns = withoutReplaced(store);
    if (Object.isFrozen(store)) keptColumns.set(store, Object.freeze(columns));
  }
  return columns;
}

export function formatStores(scope: Scope, rows: readonly StoreRow[], options: StoreFormatOptions = {}) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const schedules = schedulesOf(scope.db, ids);
  const discounts = discountsOf(scope.db, ids);
  const modules = modulesById(scope.db);
  const categories = options.categoryIds ? storeCategoryIds(scope, ids) : null;
  const counts = options.counts ? storeCounts(scope, ids) : null;
  return rows.map((store) => {
    const { rating, name_ar: nameAr, address_ar: addressAr, announcement_message_ar: announcementAr } = store;
    const columns = storeColumns(store);
    const histogram = parseHistogram(rating);
    const slots = schedules.get(store.id) ?? [];
    const state = openState(slots, scope.wall);
    const discount = discounts.get(store.id);
    const rental = modules.get(store.module_id)?.module_type === 'rental';
    const here = scope.position;
    return {
      ...columns,
      name: localised(scope, store.name, nameAr),
      address: localised(scope, store.address, addressAr),
      announcement_message: store.announcement_message === null ? null : localised(scope, store.announcement_message, announcementAr),
      logo: fileName(imagePaths.storeLogo(store.id, rental)),
      logo_full_url: scope.image(imagePaths.storeLogo(store.id, rental)),
      cover_photo: fileName(imagePaths.storeCover(store.id, rental)),
      cover_photo_full_url: scope.image(imagePaths.storeCover(store.id, rental)),
      meta_image_full_url: scope.image(imagePaths.storeLogo(store.id, rental)),
      schedule_order: store.schedule_order === 1 && scope.scheduleOrder,
      free_delivery: store.free_delivery === 1,
      delivery: store.delivery === 1,
      take_away: store.take_away === 1,
      active: store.active === 1,
      cutlery: store.cutlery === 1,
      prescription_order: store.prescription_order === 1,
      gst_status: store.gst_status === 1,
      ratings: histogram,
      ...ratingSummary(histogram),
      open: state.open,
      current_opening_time: state.currentOpeningTime,
      distance: here ? Math.round(greatCircleMeters(here, { lat: Number(store.latitude), lng: Number(store.longitude) }) * 10) / 10 : 0,
      discount: discount && isRunning(discount, scope.wall) ? discount : null,
      schedules: slots,
      is_recommended: store.is_recommended === 1,
      halal_tag_status: store.halal_tag_status === 1,
      extra_packaging_status: store.extra_packaging_status === 1,
      self_delivery_system: store.self_delivery_system,
      module: moduleJson(scope, modules.get(store.module_id)),
      ...(options.deliveryMinutes ? { min_delivery_time: minDeliveryMinutes(store.delivery_time) } : {}),
      ...(categories ? { category_ids: categories.get(store.id) ?? [], discount_status: true } : {}),
      ...(counts ? { total_items: counts.items.get(store.id) ?? 0, total_campaigns: counts.campaigns.get(store.id) ?? 0 } : { total_items: null, total_campaigns: null }),
      translations: [],
      storage: [],
    };
  });
}

export type StoreJson = ReturnType<typeof formatStores>[number];
