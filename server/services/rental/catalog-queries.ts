/**
 * The rental catalog's lookups (the public `/api/v1/rental/…` routes): vehicles by rating, brands, categories,
 * suggestions, reviews, providers and banners, as the rows the routes shape into answers.
 */
import type { Db } from '../../db/connection';
import type { VehicleRow } from './format';
import type { StoreRow } from '../../db/rows';

export interface VehicleCategoryRow {
  id: number;
  name: string;
  name_ar: string | null;
}

export interface VehicleBrandRow {
  id: number;
  name: string;
}

export type RentalReviewRow = Record<string, unknown> & { vehicle_id: number };

export interface RentalBannerRow {
  id: number;
  title: string;
  type: string;
  link: string | null;
  store_id: number | null;
}

export function rentalStores(db: Db): StoreRow[] {
  return db.prepare('SELECT * FROM stores WHERE module_id = 6 AND status = 1').all() as StoreRow[];
}

export function vehiclesByRating(db: Db): VehicleRow[] {
  return db.prepare('SELECT * FROM vehicles WHERE status = 1 ORDER BY avg_rating DESC, total_trip DESC, created_at DESC, id DESC').all() as VehicleRow[];
}

export function vehicleBrand(db: Db, id: number): VehicleBrandRow {
  return db.prepare('SELECT id, name FROM vehicle_brands WHERE id = ?').get(id) as VehicleBrandRow;
}

export function providerVehicleCount(db: Db, providerId: number): number {
  return (db.prepare('SELECT count(*) AS n FROM vehicles WHERE provider_id = ? AND status = 1').get(providerId) as { n: number }).n;
}

/** Active vehicle categories whose name matches the `LIKE` pattern. */
export function vehicleCategories(db: Db, pattern: string): VehicleCategoryRow[] {
  return db.prepare('SELECT id, name, name_ar FROM vehicle_categories WHERE status = 1 AND name LIKE ? ORDER BY id').all(pattern) as VehicleCategoryRow[];
}

/** Active vehicle brands whose name matches the `LIKE` pattern. */
export function vehicleBrands(db: Db, pattern: string): VehicleBrandRow[] {
  return db.prepare('SELECT id, name FROM vehicle_brands WHERE status = 1 AND name LIKE ? ORDER BY name').all(pattern) as VehicleBrandRow[];
}

/** Up to ten active vehicles whose own or brand's name holds `name`. */
export function vehicleSuggestions(db: Db, name: string): { brand: string; name: string }[] {
  return db
    .prepare('SELECT b.name AS brand, v.name AS name FROM vehicles v JOIN vehicle_brands b ON b.id = v.brand_id WHERE v.status = 1 AND (v.name LIKE ? OR b.name LIKE ?) ORDER BY v.name LIMIT 10')
    .all(`%${name}%`, `%${name}%`) as { brand: string; name: string }[];
}

/** The ten brands with the most trips. */
export function popularBrands(db: Db): (VehicleBrandRow & { vehicles_sum_total_trip: number })[] {
  return db
    .prepare('SELECT b.id, b.name, sum(v.total_trip) AS vehicles_sum_total_trip FROM vehicle_brands b JOIN vehicles v ON v.brand_id = b.id GROUP BY b.id ORDER BY vehicles_sum_total_trip DESC LIMIT 10')
    .all() as (VehicleBrandRow & { vehicles_sum_total_trip: number })[];
}

/** A page of published reviews of one vehicle or one provider, newest first, with the vehicle's and customer's names. */
export function rentalReviews(db: Db, of: 'vehicle' | 'provider', id: number, skip: number, limit: number): RentalReviewRow[] {
  const where = of === 'vehicle' ? 'r.vehicle_id' : 'r.provider_id';
  return db
    .prepare(
      `SELECT r.*, v.name AS vehicle_name, u.f_name || ' ' || coalesce(u.l_name, '') AS customer_name FROM rental_reviews r
         JOIN vehicles v ON v.id = r.vehicle_id LEFT JOIN users u ON u.id = r.user_id WHERE ${where} = ? AND r.status = 1 ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
    )
    .all(id, limit, skip) as RentalReviewRow[];
}

export function vehicleReviewCount(db: Db, vehicleId: number): number {
  return (db.prepare('SELECT count(*) AS n FROM rental_reviews WHERE vehicle_id = ? AND status = 1').get(vehicleId) as { n: number }).n;
}

export function providerReviewCount(db: Db, providerId: number): number {
  return (db.prepare('SELECT count(*) AS n FROM rental_reviews WHERE provider_id = ? AND status = 1').get(providerId) as { n: number }).n;
}

/** Every review of a provider, published or not (the provider lists' `reviews_count`). */
export function providerAllReviewCount(db: Db, providerId: number): number {
  return (db.prepare('SELECT count(*) AS n FROM rental_reviews WHERE provider_id = ?').get(providerId) as { n: number }).n;
}

/** A rental provider by id (all digits) or slug, whatever its status. */
export function rentalProvider(db: Db, idOrSlug: string): StoreRow | undefined {
  return (/^\d+$/.test(idOrSlug)
    ? db.prepare('SELECT * FROM stores WHERE id = ? AND module_id IN (SELECT id FROM modules WHERE module_type = ?)').get(Number(idOrSlug), 'rental')
    : db.prepare('SELECT * FROM stores WHERE slug = ? AND module_id IN (SELECT id FROM modules WHERE module_type = ?)').get(idOrSlug, 'rental')) as StoreRow | undefined;
}

/** A provider's active vehicles and how many brands they span. */
export function providerFleet(db: Db, providerId: number): { vehicles: number; brands: number } {
  return db.prepare('SELECT count(*) AS vehicles, count(DISTINCT brand_id) AS brands FROM vehicles WHERE provider_id = ? AND status = 1').get(providerId) as { vehicles: number; brands: number };
}

export function moduleStores(db: Db, moduleId: number): StoreRow[] {
  return db.prepare('SELECT * FROM stores WHERE module_id = ? AND status = 1').all(moduleId) as StoreRow[];
}

/** The rental modules' banners in the zones, only the featured ones when asked. */
export function rentalBanners(db: Db, zones: readonly number[], featuredOnly: boolean): RentalBannerRow[] {
  return db
    .prepare(`SELECT * FROM banners WHERE module_id IN (SELECT id FROM modules WHERE module_type = 'rental') AND zone_id IN (${zones.map(() => '?').join(',')})${featuredOnly ? ' AND featured = 1' : ''} ORDER BY id`)
    .all(...zones) as RentalBannerRow[];
}

export function providerBanners(db: Db, providerId: number): { id: number; title: string }[] {
  return db.prepare('SELECT * FROM provider_banners WHERE store_id = ? ORDER BY id').all(providerId) as { id: number; title: string }[];
}

/** The lowest price per kilometre, hour and day over the active vehicles that offer each (`null` when none does). */
export function cheapestTripPrices(db: Db): { d: number | null; h: number | null; w: number | null } {
  return db
    .prepare(
      `SELECT min(CASE WHEN trip_distance = 1 AND distance_price > 0 THEN distance_price END) AS d,
                min(CASE WHEN trip_hourly = 1 AND hourly_price > 0 THEN hourly_price END) AS h,
                min(CASE WHEN trip_day_wise = 1 AND day_wise_price > 0 THEN day_wise_price END) AS w
         FROM vehicles WHERE status = 1`,
    )
    .get() as { d: number | null; h: number | null; w: number | null };
}
