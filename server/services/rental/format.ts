/** JSON shapes of rental entities (contract §3.4, §3.11), built from rows with absolute image URLs. */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { locale, storageUrl } from '../../http/context';
import { discountRowByStore, storeRowsById } from '../catalog/store-rows';
import { vehicleRowsById } from './rows';
import { formatWall, wallNow } from './time';
import type { DiscountRow, StoreRow } from '../../db/rows';

export interface VehicleRow {
  id: number;
  provider_id: number;
  brand_id: number;
  category_id: number;
  name: string;
  name_ar: string | null;
  slug: string;
  description: string;
  model: string;
  type: string;
  engine_capacity: string;
  engine_power: string;
  seating_capacity: string;
  air_condition: number;
  fuel_type: string;
  transmission_type: string;
  multiple_vehicles: number;
  trip_hourly: number;
  hourly_price: number;
  trip_distance: number;
  distance_price: number;
  trip_day_wise: number;
  day_wise_price: number;
  discount_type: string;
  discount_price: number;
  tag: string;
  new_tag: number;
  images_count: number;
  total_trip: number;
  avg_rating: number;
  rating: string | null;
  total_reviews: number;
  status: number;
  created_at: string;
  updated_at: string;
}


/** The discount row when valid now (date range and daily time window), else null. */
export function runningDiscount(row: DiscountRow | undefined, now: Date): DiscountRow | null {
  if (!row) return null;
  const wall = formatWall(wallNow(now));
  const [date = '', time = ''] = wall.split(' ');
  return date >= row.start_date && date <= row.end_date && time >= row.start_time && time <= row.end_time ? row : null;
}

/** The provider's discount row when valid now (date range and daily time window), else null. */
export function validDiscount(db: Db, providerId: number, now: Date): DiscountRow | null {
  return runningDiscount(discountRowByStore<DiscountRow>(db, [providerId]).get(providerId), now);
}

/** Discount rows of many providers (a provider has at most one), by provider id. */
export function discountsByProvider(db: Db, providerIds: readonly number[]): Map<number, DiscountRow> {
  return discountRowByStore<DiscountRow>(db, providerIds);
}

export function pickupZones(store: Pick<StoreRow, 'pickup_zone_id'>): string[] {
  try {
    const parsed: unknown = JSON.parse(store.pickup_zone_id ?? '[]');
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

export function ratingHistogram(store: Pick<StoreRow, 'rating'>): number[] {
  try {
    const parsed: unknown = JSON.parse(store.rating);
    return Array.isArray(parsed) ? parsed.map(Number) : [0, 0, 0, 0, 0];
  } catch {
    return [0, 0, 0, 0, 0];
  }
}

export function ratingSummary(histogram: number[]): { avg_rating: number; rating_count: number; positive_rating: number } {
  const count = histogram.reduce((a, b) => a + b, 0);
  const total = histogram.reduce((sum, value, index) => sum + value * (5 - index), 0);
  const positive = (histogram[0] ?? 0) + (histogram[1] ?? 0);
  return { avg_rating: count ? Math.round((total / count) * 100) / 100 : 0, rating_count: count, positive_rating: count ? Math.round((positive / count) * 1000) / 10 : 0 };
}

const imageUrls = (request: FastifyRequest, kind: string, id: number) => ({
  logo: `${kind}-${id}-logo.svg`,
  logo_full_url: storageUrl(request, `store/${kind}-${id}-logo.svg`),
  cover_photo: `${kind}-${id}-cover.svg`,
  cover_photo_full_url: storageUrl(request, `cover/${kind}-${id}-cover.svg`),
  meta_image_full_url: storageUrl(request, `store/${kind}-${id}-logo.svg`),
});

/** The short provider object carried by vehicles and cart lines. */
export function providerBrief(request: FastifyRequest, db: Db, store: StoreRow, now: Date) {
  return providerBriefWith(request, store, validDiscount(db, store.id, now));
}

/** The provider columns the short provider object shows. */
export type BriefStoreRow = Pick<StoreRow, 'id' | 'name' | 'name_ar' | 'address' | 'tax' | 'schedule_order'>;

/** The short provider object with its running discount already looked up (a page of cards looks them up at once). */
export function providerBriefWith(request: FastifyRequest, store: BriefStoreRow, discount: DiscountRow | null) {
  return {
    id: store.id,
    name: locale(request) === 'ar' && store.name_ar ? store.name_ar : store.name,
    address: store.address,
    tax: store.tax,
    discount,
    // Not in the contract's brief provider: lets a listing say "pickups now only" before the customer tries.
    schedule_order: store.schedule_order === 1,
    ...imageUrls(request, 'provider', store.id),
    gst_status: false,
    gst_code: '',
    translations: [],
    storage: [],
  };
}

/** The store-formatted provider (contract §3.4). */
export function providerJson(request: FastifyRequest, db: Db, store: StoreRow, now: Date, extras: Record<string, unknown> = {}) {
  const histogram = ratingHistogram(store);
  const schedules = db.prepare('SELECT id, store_id, day, opening_time, closing_time FROM store_schedules WHERE store_id = ? ORDER BY day').all(store.id);
  return {
    id: store.id,
    name: locale(request) === 'ar' && store.name_ar ? store.name_ar : store.name,
    phone: store.phone,
    email: store.email,
    address: store.address,
    slug: store.slug,
    latitude: store.latitude,
    longitude: store.longitude,
    zone_id: store.zone_id,
    module_id: store.module_id,
    pickup_zone_id: store.pickup_zone_id,
    tax: store.tax,
    schedule_order: store.schedule_order === 1,
    delivery_time: store.delivery_time,
    active: store.active === 1,
    status: store.status,
    featured: store.featured,
    ...imageUrls(request, 'provider', store.id),
    ratings: histogram,
    ...ratingSummary(histogram),
    discount: validDiscount(db, store.id, now),
    schedules,
    created_at: store.created_at,
    updated_at: store.updated_at,
    translations: [],
    storage: [],
    ...extras,
  };
}

export function vehicleJson(request: FastifyRequest, vehicle: VehicleRow, extras: Record<string, unknown> = {}) {
  const images = Array.from({ length: vehicle.images_count }, (_, index) => storageUrl(request, `vehicle/${vehicle.id}-${index + 1}.svg`));
  return {
    id: vehicle.id,
    name: locale(request) === 'ar' && vehicle.name_ar ? vehicle.name_ar : vehicle.name,
    slug: vehicle.slug,
    description: vehicle.description,
    thumbnail: `${vehicle.id}-0.svg`,
    thumbnail_full_url: storageUrl(request, `vehicle/${vehicle.id}-0.svg`),
    images: JSON.stringify(images.map((_, index) => ({ img: `${vehicle.id}-${index + 1}.svg`, storage: 'public' }))),
    images_full_url: images,
    documents: '[]',
    documents_full_url: [],
    zone_id: null,
    provider_id: vehicle.provider_id,
    brand_id: vehicle.brand_id,
    category_id: vehicle.category_id,
    model: vehicle.model,
    type: vehicle.type,
    engine_capacity: vehicle.engine_capacity,
    engine_power: vehicle.engine_power,
    seating_capacity: vehicle.seating_capacity,
    air_condition: vehicle.air_condition,
    fuel_type: vehicle.fuel_type,
    transmission_type: vehicle.transmission_type,
    multiple_vehicles: vehicle.multiple_vehicles,
    trip_hourly: vehicle.trip_hourly,
    hourly_price: vehicle.hourly_price,
    trip_distance: vehicle.trip_distance,
    distance_price: vehicle.distance_price,
    trip_day_wise: vehicle.trip_day_wise,
    day_wise_price: vehicle.day_wise_price,
    discount_type: vehicle.discount_type,
    discount_price: vehicle.discount_price,
    tag: vehicle.tag,
    status: vehicle.status,
    new_tag: vehicle.new_tag,
    total_trip: vehicle.total_trip,
    avg_rating: vehicle.avg_rating,
    rating: vehicle.rating,
    total_reviews: vehicle.total_reviews,
    created_at: vehicle.created_at,
    updated_at: vehicle.updated_at,
    translations: [],
    storage: [],
    ...extras,
  };
}

export function getStore(db: Db, id: number): StoreRow | undefined {
  return storeRowsById<StoreRow>(db, [id]).get(id);
}

/** Many providers by id, whole rows (cached: rows.ts). */
export function storesById(db: Db, ids: readonly number[]): Map<number, StoreRow> {
  return storeRowsById<StoreRow>(db, ids);
}

/** Many providers by id, for the short provider object (whole rows, which the cache holds anyway). */
export function briefStoresById(db: Db, ids: readonly number[]): Map<number, BriefStoreRow> {
  return storeRowsById<StoreRow>(db, ids);
}

export function findVehicle(db: Db, idOrSlug: string): VehicleRow | undefined {
  const id = /^\d+$/.test(idOrSlug) ? Number(idOrSlug) : null;
  const byId = id === null ? undefined : vehicleRowsById(db, [id]).get(id);
  if (byId?.status === 1) return byId;
  return db.prepare('SELECT * FROM vehicles WHERE slug = ? AND status = 1').get(idOrSlug) as VehicleRow | undefined;
}
