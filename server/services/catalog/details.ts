/**
 * Store and item details (marketplace §M3.3, §M3.5): the list shape plus what the pages need — a store's
 * active coupons, category ids and rows, price range and review count; an item's reviews, tags, wishlist
 * count and its store in the details shape. Lookups accept an id or a slug; when a module is given, only
 * its entities are found.
 */
import { localisedTerm } from './terms-ar';
import { memoByKey } from '../../db/row-cache';
import type { Db } from '../../db/connection';
import { storeRowsById } from './store-rows';
import { categoriesByIds, categoryJson } from './categories';
import { formatItemsFull } from './item-format';
import { reviewsWithComments, itemReviews } from './reviews';
import { ITEM_SELECT, ITEM_VISIBLE, type ItemWithStore } from './rows';
import { priceRange } from './rules';
import { localised, parseJson, type Scope } from './scope';
import { formatStores } from './store-format';
import type { StoreRow } from '../../db/rows';

/** The visible store by id or slug; the query decides which, the whole row comes from the row cache (store-rows.ts). */
export function findStore(scope: Scope, key: string, moduleId: number | null): StoreRow | undefined {
  const byId = /^\d{1,15}$/.test(key);
  const found = scope.db
    .prepare(
      `SELECT s.id FROM stores s JOIN modules m ON m.id = s.module_id
       WHERE ${byId ? 's.id = ?' : 's.slug = ?'} AND s.status = 1 AND m.status = 1 AND m.module_type NOT IN ('rental', 'parcel') AND (? IS NULL OR s.module_id = ?)`,
    )
    .get(byId ? Number(key) : key, moduleId, moduleId) as { id: number } | undefined;
  return found ? storeRowsById<StoreRow>(scope.db, [found.id]).get(found.id) : undefined;
}

/**
 * The store's coupons usable today, kept per store and day until `coupons` is written (every store page shows
 * them; the query reads nothing else). Frozen: shared by the day's requests.
 */
const couponsOn = memoByKey(['coupons'], (db: Db, key: string) => {
  const [moduleId, storeId, date] = JSON.parse(key) as [number, number, string];
  const rows = db
    .prepare(
      `SELECT * FROM coupons WHERE status = 1 AND module_id = ? AND start_date <= ? AND expire_date >= ?
       AND (store_id = ? OR (coupon_type = 'store_wise' AND data LIKE '%"' || ? || '"%')) ORDER BY id`,
    )
    .all(moduleId, date, date, storeId, storeId) as Record<string, unknown>[];
  return Object.freeze(rows.filter((row) => row.limit === null || Number(row.total_uses) < Number(row.limit)).map((row) => Object.freeze(row)));
});

function activeCoupons(scope: Scope, store: StoreRow) {
  return couponsOn(scope.db, JSON.stringify([store.module_id, store.id, scope.wall.date])).map(({ title_ar: titleAr, ...coupon }) => ({ ...coupon, title: localised(scope, String(coupon.title), titleAr as string | null) }));
}

/** The cheapest and dearest price at a store (every item's variations read), kept until `items` is written. */
const storePriceRange = memoByKey(['items'], (db: Db, storeId: number) => {
  const prices = db.prepare('SELECT price, variations FROM items WHERE store_id = ?').all(storeId) as { price: number; variations: string }[];
  return Object.freeze(priceRange(prices.map((row) => ({ price: row.price, variationPrices: parseJson<{ price: number }[]>(row.variations, []).map((v) => Number(v.price)) }))));
});

export function storeDetails(scope: Scope, store: StoreRow) {
  const [formatted] = formatStores(scope, [store], { categoryIds: true, counts: true, deliveryMinutes: true });
  const categoryIds = (formatted?.category_ids as number[] | undefined) ?? [];
  return {
    ...formatted,
    active_coupons: activeCoupons(scope, store),
    store_sub: null,
    reviews_comments_count: reviewsWithComments(scope, store.id),
    minimum_stock_for_warning: store.minimum_stock_for_warning ?? 0,
    category_details: categoriesByIds(scope, categoryIds).map((row) => categoryJson(scope, row)),
    price_range: [storePriceRange(scope.db, store.id)],
  };
}

export function findItem(scope: Scope, key: string, moduleId: number | null): ItemWithStore | undefined {
  const byId = /^\d{1,15}$/.test(key);
  return scope.db
    .prepare(`${ITEM_SELECT} WHERE ${byId ? 'i.id = ?' : 'i.slug = ?'} AND ${ITEM_VISIBLE} AND (? IS NULL OR i.module_id = ?)`)
    .get(byId ? Number(key) : key, moduleId, moduleId) as ItemWithStore | undefined;
}

/**
 * A tag in the reader's language: the seed tags an item with its name's first word, which an Arabic reader gets
 * from the item's Arabic name; any other tag as the catalogue's Arabic terms say it (else as it is).
 */
function tagFor(scope: Scope, item: ItemWithStore, tag: string): string {
  if (!scope.ar) return tag;
  const arabicName = item.name_ar;
  if (arabicName && tag === item.name.split(' ')[0]?.toLowerCase()) return arabicName.split(' ')[0] ?? tag;
  return localisedTerm(scope, tag);
}

export function itemDetails(scope: Scope, item: ItemWithStore) {
  const [formatted] = formatItemsFull(scope, [item]);
  const store = scope.db.prepare('SELECT * FROM stores WHERE id = ?').get(item.store_id) as StoreRow;
  const wished = (scope.db.prepare('SELECT count(*) AS n FROM wishlists WHERE item_id = ?').get(item.id) as { n: number }).n;
  const tags = parseJson<string[]>(item.tags, [])
    .filter((tag) => typeof tag === 'string' && tag !== '')
    .map((tag) => tagFor(scope, item, tag));
  return {
    ...formatted,
    reviews: itemReviews(scope, item.id, { limit: 10, skip: 0 }).reviews,
    tags: tags.map((tag, index) => ({ id: item.id * 100 + index + 1, tag, pivot: { item_id: item.id, tag_id: item.id * 100 + index + 1 } })),
    whislists_count: wished,
    store_details: storeDetails(scope, store),
  };
}
