/**
 * Lists about one customer: "visit again" (`customer/visit-again`, marketplace §M3.9), up to twenty stores
 * where the signed-in customer has ordered, active and in the header's zones, open ones first, each with up
 * to five of its best-rated or recommended items; and the search page's suggestions
 * (`customer/suggested-items`, §M6.7), five items of the customer's interests, else the most ordered.
 */
import { formatItemsFull } from './item-format';
import { findItems } from './item-queries';
import { IN_IDS, json } from './rows';
import { parseJson } from './scope';
import type { Scope } from './scope';
import { formatStores } from './store-format';
import { localised } from './scope';
import { fileName, imagePaths } from '../images/paths';
import type { StoreRow } from '../../db/rows';

const MAX_STORES = 20;
const ITEMS_PER_STORE = 5;

export function visitAgain(scope: Scope, userId: number, moduleId: number | null, zones: number[]) {
  const rows = scope.db
    .prepare(
      `SELECT s.* FROM stores s WHERE s.status = 1 AND s.active = 1 AND s.zone_id ${IN_IDS} AND (? IS NULL OR s.module_id = ?)
       AND s.id IN (SELECT store_id FROM orders WHERE user_id = ? AND is_guest = 0 AND store_id IS NOT NULL) ORDER BY s.id`,
    )
    .all(json(zones), moduleId, moduleId, userId) as StoreRow[];
  const stores = formatStores(scope, rows).sort((a, b) => b.open - a.open || a.id - b.id).slice(0, MAX_STORES);
  const items = scope.db
    .prepare(
      `SELECT id, store_id, name, name_ar, price, avg_rating, rating_count, recommended FROM items WHERE store_id ${IN_IDS} AND status = 1
       ORDER BY store_id, recommended DESC, avg_rating DESC, id`,
    )
    .all(json(stores.map((store) => store.id))) as { id: number; store_id: number; name: string; name_ar: string | null; price: number; avg_rating: number; rating_count: number; recommended: number }[];
  return stores.map((store) => ({
    ...store,
    items: items
      .filter((item) => item.store_id === store.id)
      .slice(0, ITEMS_PER_STORE)
      .map(({ name_ar: nameAr, ...item }) => ({ ...item, name: localised(scope, item.name, nameAr), image: fileName(imagePaths.item(item.id, 1)), image_full_url: scope.image(imagePaths.item(item.id, 1)) })),
  }));
}

const SUGGESTIONS = 5;

export function suggestedItems(scope: Scope, userId: number | null, moduleId: number | null, zones: number[]) {
  const interest = userId === null ? [] : parseJson<unknown[]>((scope.db.prepare('SELECT interest FROM users WHERE id = ?').get(userId) as { interest: string } | undefined)?.interest, []);
  const categoryIds = interest.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  const base = { moduleId: moduleId ?? undefined, zones, order: 'popular' as const };
  const chosen = categoryIds.length > 0 ? findItems(scope, { ...base, categoryIds }, { limit: SUGGESTIONS, skip: 0 }) : [];
  return formatItemsFull(scope, chosen.length > 0 ? chosen : findItems(scope, base, { limit: SUGGESTIONS, skip: 0 }));
}
