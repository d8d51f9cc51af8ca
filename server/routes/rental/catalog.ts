/** Public rental routes (`/api/v1/rental/…`, module-checked): vehicles, categories, brands, providers, reviews, banners. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { perRequest, type RoutePlugin } from '../../http/route-scope';
import { errorList, errorText, errorsText } from '../../http/errors';
import { inputOf, pageOf, validate } from '../../http/input';
import { locale, moduleOf, storageUrl, zoneIds } from '../../http/context';
import { jsonAnswer } from '../../http/raw-json';
import { freeUnits, isProviderOpen, takesPickupAt, unitCount, unitCounts } from '../../services/rental/availability';
import { vehicleCards, vehicleCardTexts } from '../../services/rental/cards';
import { findVehicle, getStore, providerBrief, providerJson, ratingHistogram, ratingSummary, vehicleJson } from '../../services/rental/format';
import {
  moduleStores,
  popularBrands,
  providerAllReviewCount,
  providerBanners,
  providerFleet,
  providerReviewCount,
  providerVehicleCount,
  rentalBanners,
  rentalProvider,
  rentalReviews,
  rentalStores,
  vehicleBrand,
  vehicleBrands,
  vehicleCategories,
  vehicleReviewCount,
  vehiclesByRating,
  vehicleSuggestions,
} from '../../services/rental/catalog-queries';
import { searchVehicles, storesServingZones } from '../../services/rental/search';
import { parseWall, wallNow } from '../../services/rental/time';
import { greatCircleMeters } from '../../geo/geometry';
import type { StoreRow } from '../../db/rows';

const R = '/api/v1/rental';

/**
 * The rental catalogue, one plugin: its scope reads the module once per request (every rental route has
 * passed the app's rental module check by then, so this adds no refusal of its own), and the zones' scope inside
 * it the zones, for the routes that require them.
 */
export const rentalCatalogRoutes: RoutePlugin = async (app, { ctx }) => {
  const moduleIn = perRequest(app, (request) => moduleOf(ctx, request));
  // The cards go in as the texts kept for them (cards.ts); the answer's bytes are those of the serialized object.
  const searchAnswer = (request: FastifyRequest, reply: FastifyReply, options: { providerId?: number; zoneFilter?: boolean }) => {
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

  app.get<{ Params: { id: string } }>(`${R}/vehicle/get-vehicle-details/:id`, (request) => {
    const row = findVehicle(ctx.db, request.params.id);
    if (!row) throw errorText(404, 'vehicle_not_found');
    const store = getStore(ctx.db, row.provider_id);
    const brand = vehicleBrand(ctx.db, row.brand_id);
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
            provider_total_vehicle_count: providerVehicleCount(ctx.db, store.id),
            ...ratingSummary(histogram),
            open: isProviderOpen(ctx.db, store.id, wallNow(ctx.now())) ? 1 : 0,
          }
        : null,
    });
  });

  app.get(`${R}/vehicle/category-list`, (request) => {
    const input = inputOf(request);
    const { limit, offset, skip } = pageOf(input, 25);
    const search = typeof input.search === 'string' ? `%${input.search.trim()}%` : '%';
    const rows = vehicleCategories(ctx.db, search);
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
    const input = inputOf(request);
    const { limit, offset, skip } = pageOf(input, 25);
    const search = typeof input.search === 'string' ? `%${input.search.trim()}%` : '%';
    const rows = vehicleBrands(ctx.db, search);
    return { total_size: rows.length, limit, offset, brands: rows.slice(skip, skip + limit).map((row) => ({ ...row, image: `${row.id}.svg`, image_full_url: storageUrl(request, `brand/${row.id}.svg`) })) };
  });

  app.get(`${R}/vehicle/popular-suggestion`, (request) => {
    return popularBrands(ctx.db).map((row) => ({ ...row, image_full_url: storageUrl(request, `brand/${row.id}.svg`) }));
  });

  app.get<{ Params: { id: string } }>(`${R}/vehicle/reviews/:id`, (request) => {
    const id = Number(request.params.id);
    if (!Number.isInteger(id)) throw errorList(403, 'vehicle_id', 'The vehicle id must be an integer.');
    const { limit, offset, skip } = pageOf(inputOf(request), 25);
    const total = vehicleReviewCount(ctx.db, id);
    const reviews = rentalReviews(ctx.db, 'vehicle', id, skip, limit).map((row) => ({
      ...row,
      attachment: null,
      reply: null,
      vehicle_image_full_url: storageUrl(request, `vehicle/${row.vehicle_id}-0.svg`),
      customer_image: null,
    }));
    return { total_size: total, limit, offset, reviews };
  });

  const findProvider = (idOrSlug: string): StoreRow => {
    const store = rentalProvider(ctx.db, idOrSlug);
    if (!store || store.status !== 1) throw errorText(404, 'provider_not_found');
    return store;
  };

  app.get(`${R}/provider/get-provider-details`, () => {
    throw errorsText(404, 'provider id is required');
  });

  app.get<{ Params: { id: string } }>(`${R}/provider/get-provider-details/:id`, (request) => {
    const store = findProvider(request.params.id);
    const counts = providerFleet(ctx.db, store.id);
    return providerJson(request, ctx.db, store, ctx.now(), {
      total_vehicle_count: counts.vehicles,
      brand_count: counts.brands,
      open: isProviderOpen(ctx.db, store.id, wallNow(ctx.now())) ? 1 : 0,
      current_opening_time: isProviderOpen(ctx.db, store.id, wallNow(ctx.now())) ? 'open' : 'closed',
    });
  });

  app.get<{ Params: { id: string } }>(`${R}/provider/get-provider-reviews/:id`, (request) => {
    const store = findProvider(request.params.id);
    const { limit, offset, skip } = pageOf(inputOf(request), 25);
    const total = providerReviewCount(ctx.db, store.id);
    const histogram = ratingHistogram(store);
    const summary = ratingSummary(histogram);
    return {
      total_size: total,
      limit,
      offset,
      provider: { name: store.name, ratings: histogram, avg_rating: summary.avg_rating, rating_count: summary.rating_count },
      reviews: rentalReviews(ctx.db, 'provider', store.id, skip, limit).map((row) => ({ ...row, attachment: null, vehicle_image_full_url: storageUrl(request, `vehicle/${row.vehicle_id}-0.svg`) })),
    };
  });

  // The searches, provider lists and banners require the zones: their scope reads them once per request.
  void app.register(async (zoned) => {
    const zonesIn = perRequest(zoned, (request) => zoneIds(request));
    zoned.get(`${R}/vehicle/search`, (request, reply) => searchAnswer(request, reply, {}));

    zoned.get(`${R}/vehicle/get-provider-vehicles`, (request, reply) => {
      const input = inputOf(request);
      validate(input, { provider_id: ['required', 'integer'] });
      return searchAnswer(request, reply, { providerId: Number(input.provider_id), zoneFilter: false });
    });

    zoned.get(`${R}/vehicle/top-rated`, (request) => {
      const zones = zonesIn(request);
      const { limit, offset, skip } = pageOf(inputOf(request), 25);
      const stores = storesServingZones(rentalStores(ctx.db), zones).map((store) => store.id);
      const rows = vehiclesByRating(ctx.db).filter((row) =>
        stores.includes(row.provider_id),
      );
      const page = rows.slice(skip, skip + limit);
      const counts = unitCounts(ctx.db, page.map((row) => row.id), null);
      return { total_size: rows.length, limit, offset, vehicles: vehicleCards(request, ctx.db, page.map((row) => ({ row, freeCount: counts.get(row.id) ?? 0 })), ctx.now()) };
    });

    zoned.get(`${R}/vehicle/search/suggestion`, (request) => {
      const name = String(inputOf(request).name ?? '').trim();
      if (!name) return [];
      return vehicleSuggestions(ctx.db, name).map((row) => `${row.brand} - ${row.name}`);
    });

    const providerList = (request: FastifyRequest, order: 'latest' | 'popular') => {
      const module = moduleIn(request);
      const zones = zonesIn(request);
      const input = inputOf(request);
      const here = { lat: Number(request.headers.latitude ?? 0), lng: Number(request.headers.longitude ?? 0) };
      let stores = moduleStores(ctx.db, module.id);
      if (module.all_zone_service !== 1) stores = stores.filter((store) => zones.includes(store.zone_id));
      const rows = stores.map((store) => {
        const vehicles = providerVehicleCount(ctx.db, store.id);
        const reviews = providerAllReviewCount(ctx.db, store.id);
        const open = isProviderOpen(ctx.db, store.id, wallNow(ctx.now())) ? 1 : 0;
        const distance = Number.isFinite(here.lat) && Number.isFinite(here.lng) && (here.lat !== 0 || here.lng !== 0)
          ? greatCircleMeters(here, { lat: Number(store.latitude), lng: Number(store.longitude) })
          : 0;
        return {
          ...store,
          rating: ratingHistogram(store),
          logo_full_url: storageUrl(request, `store/provider-${store.id}-logo.svg`),
          cover_photo_full_url: storageUrl(request, `cover/provider-${store.id}-cover.svg`),
          vehicles_count: vehicles,
          campaigns_count: 0,
          reviews_count: reviews,
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

    zoned.get(`${R}/provider/latest`, (request) => providerList(request, 'latest'));
    zoned.get(`${R}/provider/popular`, (request) => providerList(request, 'popular'));

    zoned.get(`${R}/banners`, (request) => {
      const zones = zonesIn(request);
      const featured = inputOf(request).featured;
      const rows = rentalBanners(ctx.db, zones, Boolean(featured));
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

    zoned.get<{ Params: { providerId: string } }>(`${R}/banners/:providerId`, (request) => {
      const id = Number(request.params.providerId);
      const rows = Number.isInteger(id) ? providerBanners(ctx.db, id) : [];
      return rows.map((row) => ({ id: row.id, title: row.title, type: 'default', image: `${row.id}.svg`, link: null, provider_id: null, image_full_url: storageUrl(request, `banner/provider-${row.id}.svg`) }));
    });
  });
};
