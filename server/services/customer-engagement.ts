/**
 * The small per-page calls a 6amMart home and checkout make for a signed-in customer (contract §M3.9), in
 * the backend's shapes: cash-back offers (none are configured in this server, so an empty list and a zero
 * calculation), the stores to order from again (where the customer has orders, in the module and the
 * header zones, open first, each with up to five of its best-rated items), and the review reminder (this
 * server keeps no review references, so there is never a pending reminder).
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { headerPosition, locale, storageUrl } from '../http/context';
import { greatCircleMeters } from '../geo/geometry';
import { fileName, imagePaths } from './images/paths';
import { isProviderOpen } from './rental/availability';
import { ratingHistogram, ratingSummary, validDiscount, type StoreRow } from './rental/format';
import { wallNow } from './rental/time';

export const VISIT_AGAIN_LIMIT = 20;
const ITEMS_PER_STORE = 5;

export function cashbackFor(amount: number) {
  return { calculated_amount: 0, cashback_amount: 0, cashback_type: '', min_purchase: 0, max_discount: 0, id: null, amount };
}

export function visitAgain(request: FastifyRequest, db: Db, userId: number, moduleId: number, zones: number[], now: Date) {
  const marks = zones.map(() => '?').join(',');
  const stores = db
    .prepare(
      `SELECT s.* FROM stores s WHERE s.status = 1 AND s.module_id = ? AND s.zone_id IN (${marks})
         AND s.id IN (SELECT store_id FROM orders WHERE user_id = ? AND is_guest = 0 AND store_id IS NOT NULL)
       ORDER BY s.id LIMIT ?`,
    )
    .all(moduleId, ...zones, userId, VISIT_AGAIN_LIMIT) as (StoreRow & { name_ar?: string | null; latitude: string; longitude: string; free_delivery?: number })[];
  const here = headerPosition(request);
  const language = locale(request);
  const formatted = stores.map((store) => {
    const histogram = ratingHistogram(store);
    const items = (db.prepare('SELECT * FROM items WHERE store_id = ? AND status = 1 ORDER BY avg_rating DESC, recommended DESC, id LIMIT ?').all(store.id, ITEMS_PER_STORE) as { id: number; name: string; name_ar: string | null }[]).map(
      (item) => ({ ...item, name: language === 'ar' && item.name_ar ? item.name_ar : item.name, image: fileName(imagePaths.item(item.id)), image_full_url: storageUrl(request, imagePaths.item(item.id)) }),
    );
    return {
      ...store,
      name: language === 'ar' && store.name_ar ? store.name_ar : store.name,
      logo_full_url: storageUrl(request, imagePaths.storeLogo(store.id)),
      cover_photo_full_url: storageUrl(request, imagePaths.storeCover(store.id)),
      ratings: histogram,
      ...ratingSummary(histogram),
      open: isProviderOpen(db, store.id, wallNow(now)) ? 1 : 0,
      distance: here.lat !== 0 || here.lng !== 0 ? greatCircleMeters(here, { lat: Number(store.latitude), lng: Number(store.longitude) }) : 0,
      discount: validDiscount(db, store.id, now),
      free_delivery: Boolean(store.free_delivery),
      items,
      translations: [],
      storage: [],
    };
  });
  return formatted.sort((a, b) => b.open - a.open);
}

export function reviewReminder() {
  return { order_id: null, images: [] as string[] };
}
