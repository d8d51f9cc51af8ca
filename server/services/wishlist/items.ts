/**
 * The item and store wishlist (`customer/wish-list…`, contract §2.3 and §3.15): `{"item": […], "store": […]}`
 * with singular keys, limited to stores in the requested zones and, when a module is given, to that module.
 * Items carry what a product card needs (§3.5.1), stores what a store card needs (§3.4).
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { greatCircleMeters } from '../../geo/geometry';
import { headerPosition, locale, storageUrl } from '../../http/context';
import { errorEntries, errorList, messageError } from '../../http/errors';
import { present, validationErrors, type Input } from '../../http/input';
import { fileName, imagePaths } from '../images/paths';
import { isProviderOpen } from '../rental/availability';
import { ratingHistogram, ratingSummary, validDiscount } from '../rental/format';
import { wallNow } from '../rental/time';
import type { ItemRow } from '../../db/rows';
import type { StoreRow } from '../../db/rows';

type Joined = ItemRow & { store_name: string; store_name_ar: string | null; zone_id: number; module_type: string; halal_tag_status: number; schedule_order: number; delivery_time: string; free_delivery: number };

const parsed = (text: string, fallback: unknown): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fallback;
  }
};

const placeholders = (values: unknown[]) => values.map(() => '?').join(',');

function itemJson(request: FastifyRequest, db: Db, row: Joined, now: Date) {
  const ar = locale(request) === 'ar';
  const images = Array.from({ length: Math.max(1, row.images_count) }, (_, index) => imagePaths.item(row.id, index + 1));
  const deliveryMinutes = /(\d+)\D+(\d+)/.exec(row.delivery_time);
  const foodVariations = parsed(row.food_variations, []);
  const storeDiscount = validDiscount(db, row.store_id, now);
  return {
    id: row.id,
    name: ar && row.name_ar ? row.name_ar : row.name,
    description: row.description,
    slug: row.slug,
    image: fileName(images[0] as string),
    image_full_url: storageUrl(request, images[0] as string),
    images: images.map((path) => ({ img: fileName(path), storage: 'public' })),
    images_full_url: images.map((path) => storageUrl(request, path)),
    category_id: row.category_id,
    category_ids: parsed(row.category_ids, []),
    price: row.price,
    tax: row.tax,
    tax_type: row.tax_type,
    discount: row.discount,
    discount_type: row.discount_type,
    store_discount: storeDiscount && storeDiscount.discount_type === 'percent' ? storeDiscount.discount : 0,
    item_discount: row.discount,
    item_discount_type: row.discount_type,
    variations: parsed(row.variations, []),
    choice_options: parsed(row.choice_options, []),
    attributes: parsed(row.attributes, []),
    food_variations: Array.isArray(foodVariations) && foodVariations.length > 0 ? foodVariations : '',
    add_ons: [],
    available_time_starts: row.available_time_starts.slice(0, 5),
    available_time_ends: row.available_time_ends.slice(0, 5),
    veg: row.veg,
    status: row.status,
    store_id: row.store_id,
    store_name: ar && row.store_name_ar ? row.store_name_ar : row.store_name,
    module_id: row.module_id,
    module_type: row.module_type,
    zone_id: row.zone_id,
    stock: row.stock,
    unit_id: null,
    unit_type: row.unit_type,
    organic: row.organic,
    is_halal: row.is_halal,
    halal_tag_status: row.halal_tag_status,
    recommended: row.recommended,
    maximum_cart_quantity: row.maximum_cart_quantity,
    is_approved: row.is_approved,
    order_count: row.order_count,
    avg_rating: row.avg_rating,
    rating_count: row.rating_count,
    is_campaign: 0,
    flash_sale: 0,
    schedule_order: row.schedule_order === 1,
    delivery_time: row.delivery_time,
    free_delivery: row.free_delivery === 1,
    min_delivery_time: deliveryMinutes ? Number(deliveryMinutes[1]) : null,
    max_delivery_time: deliveryMinutes ? Number(deliveryMinutes[2]) : null,
    common_condition_id: 0,
    brand_id: row.brand_id,
    is_basic: 0,
    is_prescription_required: row.is_prescription_required,
    nutritions_name: parsed(row.nutritions_name, []),
    allergies_name: parsed(row.allergies_name, []),
    generic_name: parsed(row.generic_name, []),
    tags: parsed(row.tags, []),
    translations: [],
    storage: [],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function storeJson(request: FastifyRequest, db: Db, store: StoreRow & { module_type: string }, now: Date) {
  const rental = store.module_type === 'rental';
  const histogram = ratingHistogram(store);
  const here = headerPosition(request);
  const { rating: _rating, name_ar: nameAr, module_type: _type, ...columns } = store;
  return {
    ...columns,
    name: locale(request) === 'ar' && nameAr ? nameAr : store.name,
    logo: fileName(imagePaths.storeLogo(store.id, rental)),
    logo_full_url: storageUrl(request, imagePaths.storeLogo(store.id, rental)),
    cover_photo: fileName(imagePaths.storeCover(store.id, rental)),
    cover_photo_full_url: storageUrl(request, imagePaths.storeCover(store.id, rental)),
    meta_image_full_url: storageUrl(request, imagePaths.storeLogo(store.id, rental)),
    schedule_order: store.schedule_order === 1,
    free_delivery: Boolean(store.free_delivery),
    active: store.active === 1,
    ratings: histogram,
    ...ratingSummary(histogram),
    open: isProviderOpen(db, store.id, wallNow(now)) ? 1 : 0,
    distance: here.lat !== 0 || here.lng !== 0 ? greatCircleMeters(here, { lat: Number(store.latitude), lng: Number(store.longitude) }) : 0,
    discount: validDiscount(db, store.id, now),
    translations: [],
    storage: [],
  };
}

export function wishlistFor(request: FastifyRequest, db: Db, userId: number, zoneIds: number[], moduleId: number | null, now: Date) {
  const wished = db.prepare('SELECT item_id, store_id FROM wishlists WHERE user_id = ? ORDER BY id DESC').all(userId) as { item_id: number | null; store_id: number | null }[];
  const itemIds = wished.flatMap((row) => (row.item_id === null ? [] : [row.item_id]));
  const storeIds = wished.flatMap((row) => (row.store_id === null ? [] : [row.store_id]));
  const moduleFilter = moduleId === null ? '' : ' AND m.id = ?';
  const moduleParam = moduleId === null ? [] : [moduleId];
  const items = itemIds.length
    ? (db
        .prepare(
          `SELECT i.*, s.name AS store_name, s.name_ar AS store_name_ar, s.zone_id, s.halal_tag_status, s.schedule_order, s.delivery_time, s.free_delivery, m.module_type
           FROM items i JOIN stores s ON s.id = i.store_id JOIN modules m ON m.id = i.module_id
           WHERE i.id IN (${placeholders(itemIds)}) AND i.status = 1 AND s.status = 1 AND m.status = 1 AND s.zone_id IN (${placeholders(zoneIds)})${moduleFilter}`,
        )
        .all(...itemIds, ...zoneIds, ...moduleParam) as Joined[])
    : [];
  const stores = storeIds.length
    ? (db
        .prepare(
          `SELECT s.*, m.module_type FROM stores s JOIN modules m ON m.id = s.module_id
           WHERE s.id IN (${placeholders(storeIds)}) AND s.status = 1 AND m.status = 1 AND s.zone_id IN (${placeholders(zoneIds)})${moduleFilter}`,
        )
        .all(...storeIds, ...zoneIds, ...moduleParam) as (StoreRow & { module_type: string })[])
    : [];
  const byItem = new Map(items.map((row) => [row.id, row]));
  const byStore = new Map(stores.map((row) => [row.id, row]));
  return {
    item: itemIds.flatMap((id) => (byItem.has(id) ? [itemJson(request, db, byItem.get(id) as Joined, now)] : [])),
    store: storeIds.flatMap((id) => (byStore.has(id) ? [storeJson(request, db, byStore.get(id) as StoreRow & { module_type: string }, now)] : [])),
  };
}

export interface WishTarget {
  column: 'item_id' | 'store_id';
  id: number;
}

/**
 * `item_id` or `store_id` (query or body), exactly one: none → `403` required errors, both → `403
 * errors[{code:"data"}]`, not a positive integer → `403` for that field.
 */
export function wishTarget(input: Input): WishTarget {
  const entries = validationErrors(input, { item_id: [{ requiredWithout: 'store_id' }, 'integer', { min: 1 }], store_id: [{ requiredWithout: 'item_id' }, 'integer', { min: 1 }] });
  if (entries.length > 0) throw errorEntries(403, entries);
  if (present(input.item_id) && present(input.store_id)) throw errorList(403, 'data', 'You can not add both an item and a store at the same time.');
  return present(input.item_id) ? { column: 'item_id', id: Number(input.item_id) } : { column: 'store_id', id: Number(input.store_id) };
}

export function addToWishlist(db: Db, userId: number, target: WishTarget, now: Date): void {
  const table = target.column === 'item_id' ? 'items' : 'stores';
  if (!db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(target.id)) {
    throw errorList(403, target.column, `The selected ${target.column.replace('_', ' ')} is invalid.`);
  }
  if (db.prepare(`SELECT 1 FROM wishlists WHERE user_id = ? AND ${target.column} = ?`).get(userId, target.id)) throw messageError(409, 'already in wishlist');
  db.prepare(`INSERT INTO wishlists (user_id, ${target.column}, created_at) VALUES (?, ?, ?)`).run(userId, target.id, now.toISOString());
}

export function removeFromWishlist(db: Db, userId: number, target: WishTarget): void {
  const result = db.prepare(`DELETE FROM wishlists WHERE user_id = ? AND ${target.column} = ?`).run(userId, target.id);
  if (result.changes === 0) throw messageError(404, 'not found');
}
