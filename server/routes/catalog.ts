/** Catalogue routes for the non-rental modules: banners, categories, popular and latest stores. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inputOf, pageOf } from '../http/input';
import { locale, moduleOf, storageUrl, zoneIds, type AppContext } from '../http/context';
import { greatCircleMeters } from '../geo/geometry';
import { isProviderOpen } from '../services/rental/availability';
import { ratingHistogram, ratingSummary, validDiscount, type StoreRow } from '../services/rental/format';
import { wallNow } from '../services/rental/time';

export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const storeJson = (request: FastifyRequest, store: StoreRow) => {
    const here = { lat: Number(request.headers.latitude ?? 0), lng: Number(request.headers.longitude ?? 0) };
    const histogram = ratingHistogram(store);
    return {
      ...store,
      name: locale(request) === 'ar' && store.name_ar ? store.name_ar : store.name,
      logo_full_url: storageUrl(request, `store/store-${store.id}-logo.svg`),
      cover_photo_full_url: storageUrl(request, `cover/store-${store.id}-cover.svg`),
      ratings: histogram,
      ...ratingSummary(histogram),
      open: isProviderOpen(ctx.db, store.id, wallNow(ctx.now())) ? 1 : 0,
      distance: Number.isFinite(here.lat) && (here.lat !== 0 || here.lng !== 0) ? greatCircleMeters(here, { lat: Number(store.latitude), lng: Number(store.longitude) }) : 0,
      discount: validDiscount(ctx.db, store.id, ctx.now()),
      free_delivery: Boolean(store.free_delivery),
      translations: [],
      storage: [],
    };
  };

  const storeList = (request: FastifyRequest, order: 'popular' | 'latest') => {
    const module = moduleOf(ctx, request);
    const zones = zoneIds(request);
    const { limit, offset, skip } = pageOf(inputOf(request), order === 'popular' ? 12 : 12);
    const rows = ctx.db
      .prepare(`SELECT * FROM stores WHERE module_id = ? AND status = 1 AND zone_id IN (${zones.map(() => '?').join(',')}) ORDER BY ${order === 'popular' ? 'order_count DESC' : 'created_at DESC'}, id DESC`)
      .all(module.id, ...zones) as StoreRow[];
    return { total_size: rows.length, limit, offset, stores: rows.slice(skip, skip + limit).map((store) => storeJson(request, store)) };
  };

  app.get('/api/v1/stores/popular', (request) => storeList(request, 'popular'));
  app.get('/api/v1/stores/latest', (request) => storeList(request, 'latest'));

  app.get('/api/v1/categories', (request) => {
    const header = request.headers.moduleid;
    const moduleId = Number(Array.isArray(header) ? header[0] : header);
    const rows = (Number.isInteger(moduleId) && moduleId > 0
      ? ctx.db.prepare('SELECT * FROM categories WHERE module_id = ? AND status = 1 AND parent_id = 0 ORDER BY position').all(moduleId)
      : ctx.db.prepare('SELECT * FROM categories WHERE status = 1 AND parent_id = 0 ORDER BY module_id, position').all()) as { id: number; name: string; name_ar: string | null; slug: string; module_id: number }[];
    return rows.map((row) => ({
      id: row.id,
      name: locale(request) === 'ar' && row.name_ar ? row.name_ar : row.name,
      slug: row.slug,
      module_id: row.module_id,
      image_full_url: storageUrl(request, `category/${row.id}.svg`),
      childes: [],
    }));
  });

  app.get('/api/v1/banners', (request) => {
    const zones = zoneIds(request);
    const header = request.headers.moduleid;
    const moduleId = Number(Array.isArray(header) ? header[0] : header);
    const rows = ctx.db
      .prepare(`SELECT * FROM banners WHERE zone_id IN (${zones.map(() => '?').join(',')})${Number.isInteger(moduleId) && moduleId > 0 ? ' AND module_id = ?' : ''} ORDER BY id`)
      .all(...zones, ...(Number.isInteger(moduleId) && moduleId > 0 ? [moduleId] : [])) as { id: number; title: string; type: string; link: string | null; store_id: number | null }[];
    return {
      campaigns: [],
      banners: rows.map((row) => ({ id: row.id, title: row.title, type: row.type, image: `${row.id}.svg`, link: row.link, store: null, item: null, image_full_url: storageUrl(request, `banner/${row.id}.svg`) })),
    };
  });
}
