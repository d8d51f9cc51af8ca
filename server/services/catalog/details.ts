/**
 * Store and item details (marketplace §M3.3, §M3.5): the list shape plus what the pages need — a store's
 * active coupons, category ids and rows, price range and review count; an item's reviews, tags, wishlist
 * count and its store in the details shape. Lookups accept an id or a slug; when a module is given, only
 * its entities are found.
 */
import { categoriesByIds, categoryJson } from './categories';
import { formatItemsFull } from './item-format';
import { reviewsWithComments, itemReviews } from './reviews';
import { ITEM_SELECT, ITEM_VISIBLE, type ItemWithStore, type StoreRow } from './rows';
import { priceRange } from './rules';
import { parseJson, type Scope } from './scope';
import { formatStores } from './store-format';

export function findStore(scope: Scope, key: string, moduleId: number | null): StoreRow | undefined {
  const byId = /^\d{1,15}$/.test(key);
  const row = scope.db
    .prepare(
      `SELECT s.* FROM stores s JOIN modules m ON m.id = s.module_id
       WHERE ${byId ? 's.id = ?' : 's.slug = ?'} AND s.status = 1 AND m.status = 1 AND m.module_type NOT IN ('rental', 'parcel') AND (? IS NULL OR s.module_id = ?)`,
    )
    .get(byId ? Number(key) : key, moduleId, moduleId) as StoreRow | undefined;
  return row;
}

function activeCoupons(scope: Scope, store: StoreRow) {
  const rows = scope.db
    .prepare(
      `SELECT * FROM coupons WHERE status = 1 AND module_id = ? AND start_date <= ? AND expire_date >= ?
       AND (store_id = ? OR (coupon_type = 'store_wise' AND data LIKE '%"' || ? || '"%')) ORDER BY id`,
    )
    .all(store.module_id, scope.wall.date, scope.wall.date, store.id, store.id) as Record<string, unknown>[];
  return rows.filter((row) => row.limit === null || Number(row.total_uses) < Number(row.limit));
}

export function storeDetails(scope: Scope, store: StoreRow) {
  const [formatted] = formatStores(scope, [store], { categoryIds: true, counts: true, deliveryMinutes: true });
  const prices = scope.db.prepare('SELECT price, variations FROM items WHERE store_id = ?').all(store.id) as { price: number; variations: string }[];
  const categoryIds = (formatted?.category_ids as number[] | undefined) ?? [];
  return {
    ...formatted,
    active_coupons: activeCoupons(scope, store),
    store_sub: null,
    reviews_comments_count: reviewsWithComments(scope, store.id),
    minimum_stock_for_warning: store.minimum_stock_for_warning ?? 0,
    category_details: categoriesByIds(scope, categoryIds).map((row) => categoryJson(scope, row)),
    price_range: [priceRange(prices.map((row) => ({ price: row.price, variationPrices: parseJson<{ price: number }[]>(row.variations, []).map((v) => Number(v.price)) })))],
  };
}

export function findItem(scope: Scope, key: string, moduleId: number | null): ItemWithStore | undefined {
  const byId = /^\d{1,15}$/.test(key);
  return scope.db
    .prepare(`${ITEM_SELECT} WHERE ${byId ? 'i.id = ?' : 'i.slug = ?'} AND ${ITEM_VISIBLE} AND (? IS NULL OR i.module_id = ?)`)
    .get(byId ? Number(key) : key, moduleId, moduleId) as ItemWithStore | undefined;
}

export function itemDetails(scope: Scope, item: ItemWithStore) {
  const [formatted] = formatItemsFull(scope, [item]);
  const store = scope.db.prepare('SELECT * FROM stores WHERE id = ?').get(item.store_id) as StoreRow;
  const wished = (scope.db.prepare('SELECT count(*) AS n FROM wishlists WHERE item_id = ?').get(item.id) as { n: number }).n;
  const tags = parseJson<string[]>(item.tags, []).filter((tag) => typeof tag === 'string' && tag !== '');
  return {
    ...formatted,
    reviews: itemReviews(scope, item.id, { limit: 10, skip: 0 }).reviews,
    tags: tags.map((tag, index) => ({ id: item.id * 100 + index + 1, tag, pivot: { item_id: item.id, tag_id: item.id * 100 + index + 1 } })),
    whislists_count: wished,
    store_details: storeDetails(scope, store),
  };
}
