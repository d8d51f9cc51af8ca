/** Public rental routes (`/api/v1/rental/…`, module-checked): vehicles, categories, brands, providers, reviews, banners. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorList, errorText, errorsText } from '../../http/errors';
import { inputOf, pageOf, validate } from '../../http/input';
import { locale, moduleOf, storageUrl, zoneIds, type AppContext } from '../../http/context';
import { jsonAnswer } from '../../http/raw-json';
import { freeUnits, isProviderOpen, takesPickupAt, unitCount, unitCounts } from '../../services/rental/availability';
import { vehicleCards, vehicleCardTexts } from '../../services/rental/cards';
import { findVehicle, getStore, providerBrief, providerJson, ratingHistogram, ratingSummary, vehicleJson, type StoreRow, type VehicleRow } from '../../services/rental/format';
import { searchVehicles, storesServingZones } from '../../services/rental/search';
import { parseWall, wallNow } from '../../services/rental/time';
import { greatCircleMeters } from '../../geo/geometry';

const R = '/api/v1/rental';

export function registerRentalPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The cards go in as the texts kept for them (cards.ts); the answer's bytes are those of the serialized object.
  const searchAnswer = (request: FastifyRequest, reply: FastifyReply, options: { providerId?: number; zoneFilter?: boolean }) => {
    moduleOf(ctx, request);
    const input = inputOf(request);
    const { limit, offset, skip } = pageOf(input, 25);
    const result = searchVehicles(ctx.db, input, { ...options, now: ctx.now(), page: { skip, limit } });
    return jsonAnswer(reply, {
      total_size: result.total,
      limit,
      offset,
      vehicles: vehicleCardTexts(request, ctx.db, result.page, ctx.now()),
      min_price: result.minPrice,
      max_price: result.maxPrice,
    });
  };

  app.get(`${R}/vehicle/search`, (request, reply) => {
    zoneIds(request);
    return searchAnswer(request, reply, {});
  });

  app.get(`${R}/vehicle/get-provider-vehicles`, (request, reply) => {
    zoneIds(request);
    const input = inputOf(request);
    validate(input, { provider_id: ['required', 'integer'] });
    return searchAnswer(request, reply, { providerId: Number(input.provider_id), zoneFilter: false });
  });

  app.get(`${R}/vehicle/top-rated`, (request) => {
    moduleOf(ctx, request);
    const zones = zoneIds(request);
    const { limit, offset, skip } = pageOf(inputOf(request), 25);
    const stores = storesServingZones(ctx.db.prepare('SELECT * FROM stores WHERE module_id = 6 AND status = 1').all() as StoreRow[], zones).map((store) => store.id);
    const rows = (ctx.db.prepare('SELECT * FROM vehicles WHERE status = 1 ORDER BY avg_rating DESC, total_trip DESC, created_at DESC, id DESC').all() as VehicleRow[]).filter((row) =>
      stores.includes(row.provider_id),
    );
    const page = rows.slice(skip, skip + limit);
    const counts = unitCounts(ctx.db, page.map((row) => row.id), null);
    return { total_size: rows.length, limit, offset, vehicles: vehicleCards(request, ctx.db, page.map((row) => ({ row, freeCount: counts.get(row.id) ?? 0 })), ctx.now()) };
  });

  app.get<{ Params: { id: string } }>(`${R}/vehicle/get-vehicle-details/:id`, (request) => {
    moduleOf(ctx, request);
    const row = findVehicle(ctx.db, request.params.id);
    if (!row) throw errorText(404, 'vehicle_not_found');
    const store = getStore(ctx.db, row.provider_id);
    const brand = ctx.db.prepare('SELECT id, name FROM vehicle_brands WHERE id = ?').get(row.brand_id) as { id: number; name: string };
    const histogram = store ? ratingHistogram(store) : [0, 0, 0, 0, 0];
    const date = parseWall(inputOf(request).date);
    const schedulable = !date || !store || takesPickupAt(ctx.db, store, date, ctx.now());
    return vehicleJson(request, row, {
      total_vehicles: unitCount(ctx.db, row.id),
      total_vehicle_count: !schedulable ? 0 : date ? freeUnits(ctx.db, row.id, date) : unitCount(ctx.db, row.id),
      brand: { ...brand, image: `${brand.id}.svg`, image_full_url: storageUrl(request, `brand/${brand.id}.svg`) },
      provider: store
        ? {
            ...providerBrief(request, ctx.db, store, ctx.now()),
            rating: histogram,
            delivery_time: store.delivery_time,
            provider_total_vehicle_count: (ctx.db.prepare('SELECT count(*) AS n FROM vehicles WHERE provider_id = ? AND status = 1').get(store.id) as { n: number }).n,
            ...ratingSummary(histogram),
            open: isProviderOpen(ctx.db, store.id, wallNow(ctx.now())) ? 1 : 0,
          }
        : null,
    });
  });

  app.get(`${R}/vehicle/category-list`, (request) => {
    moduleOf(ctx, request);
    const input = inputOf(request);
    const { limit, offset, skip } = pageOf(input, 25);
    const search = typeof input.search === 'string' ? `%${input.search.trim()}%` : '%';
    const rows = ctx.db.prepare('SELECT id, name, name_ar FROM vehicle_categories WHERE status = 1 AND name LIKE ? ORDER BY id').all(search) as { id: number; name: string; name_ar: string | null }[];
    return {
      total_size: rows.length,
      limit,
      offset,
      vehicles: rows.slice(skip, skip + limit).map((row) => ({
        id: row.id,
        name: locale(request) === 'ar' && row.name_ar ? row.name_ar : row.name,
        image: `${row.id}.svg`,
        image_full_url: storageUrl(request, `category/vehicle-${row.id}.svg`),
        translations: [],
      })),
    };
  });

  app.get(`${R}/vehicle/brand-list`, (request) => {
    moduleOf(ctx, request);
    const input = inputOf(request);
    const { limit, offset, skip } = pageOf(input, 25);
    const search = typeof input.search === 'string' ? `%${input.search.trim()}%` : '%';
    const rows = ctx.db.prepare('SELECT id, name FROM vehicle_brands WHERE status = 1 AND name LIKE ? ORDER BY name').all(search) as { id: number; name: string }[];
    return { total_size: rows.length, limit, offset, brands: rows.slice(skip, skip + limit).map((row) => ({ ...row, image: `${row.id}.svg`, image_full_url: storageUrl(request, `brand/${row.id}.svg`) })) };
  });

  app.get(`${R}/vehicle/search/suggestion`, (request) => {
    moduleOf(ctx, request);
    zoneIds(request);
    const name = String(inputOf(request).name ?? '').trim();
    if (!name) return [];
    const rows = ctx.db
      .prepare('SELECT b.name AS brand, v.name AS name FROM vehicles v JOIN vehicle_brands b ON b.id = v.brand_id WHERE v.status = 1 AND (v.name LIKE ? OR b.name LIKE ?) ORDER BY v.name LIMIT 10')
      .all(`%${name}%`, `%${name}%`) as { brand: string; name: string }[];
    return rows.map((row) => `${row.brand} - ${row.name}`);
  });

  app.get(`${R}/vehicle/popular-suggestion`, (request) => {
    moduleOf(ctx, request);
    return ctx.db
      .prepare('SELECT b.id, b.name, sum(v.total_trip) AS vehicles_sum_total_trip FROM vehicle_brands b JOIN vehicles v ON v.brand_id = b.id GROUP BY b.id ORDER BY vehicles_sum_total_trip DESC LIMIT 10')
      .all()
      .map((row) => ({ ...(row as object), image_full_url: storageUrl(request, `brand/${(row as { id: number }).id}.svg`) }));
  });

  const reviewRows = (where: string, id: number, skip: number, limit: number) =>
    ctx.db
      .prepare(
        `SELECT r.*, v.name AS vehicle_name, u.f_name || ' ' || coalesce(u.l_name, '') AS customer_name FROM rental_reviews r
         JOIN vehicles v ON v.id = r.vehicle_id LEFT JOIN users u ON u.id = r.user_id WHERE ${where} = ? AND r.status = 1 ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
      )
      .all(id, limit, skip) as (Record<string, unknown> & { vehicle_id: number })[];

  app.get<{ Params: { id: string } }>(`${R}/vehicle/reviews/:id`, (request) => {
    moduleOf(ctx, request);
    const id = Number(request.params.id);
    if (!Number.isInteger(id)) throw errorList(403, 'vehicle_id', 'The vehicle id must be an integer.');
    const { limit, offset, skip } = pageOf(inputOf(request), 25);
    const total = (ctx.db.prepare('SELECT count(*) AS n FROM rental_reviews WHERE vehicle_id = ? AND status = 1').get(id) as { n: number }).n;
    const reviews = reviewRows('r.vehicle_id', id, skip, limit).map((row) => ({
      ...row,
      attachment: null,
      reply: null,
      vehicle_image_full_url: storageUrl(request, `vehicle/${row.vehicle_id}-0.svg`),
      customer_image: null,
    }));
    return { total_size: total, limit, offset, reviews };
  });

  const findProvider = (idOrSlug: string): StoreRow => {
    const store = (/^\d+$/.test(idOrSlug)
      ? ctx.db.prepare('SELECT * FROM stores WHERE id = ? AND module_id IN (SELECT id FROM modules WHERE module_type = ?)').get(Number(idOrSlug), 'rental')
      : ctx.db.prepare('SELECT * FROM stores WHERE slug = ? AND module_id IN (SELECT id FROM modules WHERE module_type = ?)').get(idOrSlug, 'rental')) as StoreRow | undefined;
    if (!store || store.status !== 1) throw errorText(404, 'provider_not_found');
    return store;
  };

  app.get(`${R}/provider/get-provider-details`, () => {
    throw errorsText(404, 'provider id is required');
  });

  app.get<{ Params: { id: string } }>(`${R}/provider/get-provider-details/:id`, (request) => {
    moduleOf(ctx, request);
    const store = findProvider(request.params.id);
    const counts = ctx.db.prepare('SELECT count(*) AS vehicles, count(DISTINCT brand_id) AS brands FROM vehicles WHERE provider_id = ? AND status = 1').get(store.id) as { vehicles: number; brands: number };
    return providerJson(request, ctx.db, store, ctx.now(), {
      total_vehicle_count: counts.vehicles,
      brand_count: counts.brands,
      open: isProviderOpen(ctx.db, store.id, wallNow(ctx.now())) ? 1 : 0,
      current_opening_time: isProviderOpen(ctx.db, store.id, wallNow(ctx.now())) ? 'open' : 'closed',
    });
  });

  app.get<{ Params: { id: string } }>(`${R}/provider/get-provider-reviews/:id`, (request) => {
    moduleOf(ctx, request);
    const store = findProvider(request.params.id);
    const { limit, offset, skip } = pageOf(inputOf(request), 25);
    const total = (ctx.db.prepare('SELECT count(*) AS n FROM rental_reviews WHERE provider_id = ? AND status = 1').get(store.id) as { n: number }).n;
    const histogram = ratingHistogram(store);
    const summary = ratingSummary(histogram);
    return {
      total_size: total,
      limit,
      offset,
      provider: { name: store.name, ratings: histogram, avg_rating: summary.avg_rating, rating_count: summary.rating_count },
      reviews: reviewRows('r.provider_id', store.id, skip, limit).map((row) => ({ ...row, attachment: null, vehicle_image_full_url: storageUrl(request, `vehicle/${row.vehicle_id}-0.svg`) })),
    };
  });

  const providerList = (request: FastifyRequest, order: 'latest' | 'popular') => {
    const module = moduleOf(ctx, request);
    const zones = zoneIds(request);
    const input = inputOf(request);
    const here = { lat: Number(request.headers.latitude ?? 0), lng: Number(request.headers.longitude ?? 0) };
    let stores = ctx.db.prepare('SELECT * FROM stores WHERE module_id = ? AND status = 1').all(module.id) as StoreRow[];
    if (module.all_zone_service !== 1) stores = stores.filter((store) => zones.includes(store.zone_id));
    const rows = stores.map((store) => {
      const counts = ctx.db.prepare('SELECT count(*) AS n FROM vehicles WHERE provider_id = ? AND status = 1').get(store.id) as { n: number };
      const reviews = ctx.db.prepare('SELECT count(*) AS n FROM rental_reviews WHERE provider_id = ?').get(store.id) as { n: number };
      const open = isProviderOpen(ctx.db, store.id, wallNow(ctx.now())) ? 1 : 0;
      const distance = Number.isFinite(here.lat) && Number.isFinite(here.lng) && (here.lat !== 0 || here.lng !== 0)
        ? greatCircleMeters(here, { lat: Number(store.latitude), lng: Number(store.longitude) })
        : 0;
      return {
        ...store,
        rating: ratingHistogram(store),
        logo_full_url: storageUrl(request, `store/provider-${store.id}-logo.svg`),
        cover_photo_full_url: storageUrl(request, `cover/provider-${store.id}-cover.svg`),
        vehicles_count: counts.n,
        campaigns_count: 0,
        reviews_count: reviews.n,
        trips_count: store.trips_count,
        open,
        distance,
        discount: null as unknown,
      };
    });
    for (const row of rows) row.discount = providerBrief(request, ctx.db, row as unknown as StoreRow, ctx.now()).discount;
    if (order === 'popular') rows.sort((a, b) => b.trips_count - a.trips_count || b.open - a.open || a.distance - b.distance);
    else rows.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    void input;
    return { total_size: rows.length, limit: 50, offset: 1, stores: rows };
  };

  app.get(`${R}/provider/latest`, (request) => providerList(request, 'latest'));
  app.get(`${R}/provider/popular`, (request) => providerList(request, 'popular'));

  app.get(`${R}/banners`, (request) => {
    moduleOf(ctx, request);
    const zones = zoneIds(request);
    const featured = inputOf(request).featured;
    const rows = ctx.db
      .prepare(`SELECT * FROM banners WHERE module_id IN (SELECT id FROM modules WHERE module_type = 'rental') AND zone_id IN (${zones.map(() => '?').join(',')})${featured ? ' AND featured = 1' : ''} ORDER BY id`)
      .all(...zones) as { id: number; title: string; type: string; link: string | null; store_id: number | null }[];
    return {
      banners: rows.map((row) => ({
        id: row.id,
        title: row.title,
        type: row.type,
        image: `${row.id}.svg`,
        link: row.link,
        provider_id: row.type === 'store_wise' ? row.store_id : null,
        image_full_url: storageUrl(request, `banner/${row.id}.svg`),
      })),
    };
  });

  app.get<{ Params: { providerId: string } }>(`${R}/banners/:providerId`, (request) => {
    moduleOf(ctx, request);
    zoneIds(request);
    const id = Number(request.params.providerId);
    const rows = Number.isInteger(id) ? (ctx.db.prepare('SELECT * FROM provider_banners WHERE store_id = ? ORDER BY id').all(id) as { id: number; title: string }[]) : [];
    return rows.map((row) => ({ id: row.id, title: row.title, type: 'default', image: `${row.id}.svg`, link: null, provider_id: null, image_full_url: storageUrl(request, `banner/provider-${row.id}.svg`) }));
  });
}
