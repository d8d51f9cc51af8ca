/**
 * The rental wishlist (`/api/v1/rental/user/wish-list…`): vehicles and providers a customer keeps, each a row
 * of `rental_wishlists` with exactly one of the two set.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import type { StoreRow } from '../../db/rows';
import { unitCount } from '../rental/availability';
import { moduleStores } from '../rental/catalog-queries';
import { getStore, providerBrief, providerJson, vehicleJson, type VehicleRow } from '../rental/format';
import { storesServingZones } from '../rental/search';

export interface RentalWish {
  vehicle_id: number | null;
  provider_id: number | null;
}

export function rentalWishes(db: Db, userId: number): RentalWish[] {
  return db.prepare('SELECT vehicle_id, provider_id FROM rental_wishlists WHERE user_id = ? ORDER BY id DESC').all(userId) as RentalWish[];
}

export function activeVehicle(db: Db, id: number | null): VehicleRow | undefined {
  return db.prepare('SELECT * FROM vehicles WHERE id = ? AND status = 1').get(id) as VehicleRow | undefined;
}

export function vehicleExists(db: Db, id: number): boolean {
  return db.prepare('SELECT 1 FROM vehicles WHERE id = ?').get(id) !== undefined;
}

export function storeExists(db: Db, id: number): boolean {
  return db.prepare('SELECT 1 FROM stores WHERE id = ?').get(id) !== undefined;
}

export function hasRentalWish(db: Db, userId: number, vehicle: number | null, provider: number | null): boolean {
  return db.prepare('SELECT 1 FROM rental_wishlists WHERE user_id = ? AND vehicle_id IS ? AND provider_id IS ?').get(userId, vehicle, provider) !== undefined;
}

export function addRentalWish(db: Db, userId: number, vehicle: number | null, provider: number | null, now: Date): void {
  db.prepare('INSERT INTO rental_wishlists (user_id, vehicle_id, provider_id, created_at) VALUES (?, ?, ?, ?)').run(userId, vehicle, provider, now.toISOString());
}

/** Removes the wish for the vehicle or the provider; false when there was none. */
export function removeRentalWish(db: Db, userId: number, vehicle: number | null, provider: number | null): boolean {
  return db.prepare('DELETE FROM rental_wishlists WHERE user_id = ? AND ((? IS NOT NULL AND vehicle_id = ?) OR (? IS NOT NULL AND provider_id = ?))').run(userId, vehicle, vehicle, provider, provider).changes > 0;
}

/** The customer's wishlist as `rental/user/wish-list` answers it: what they keep of the module's providers serving the zones. */
export function rentalWishlistFor(request: FastifyRequest, db: Db, userId: number, zones: number[], moduleId: number, now: Date) {
  const rows = rentalWishes(db, userId);
  const storeIds = new Set(storesServingZones(moduleStores(db, moduleId), zones).map((store) => store.id));
  const vehicles = rows
    .filter((row) => row.vehicle_id !== null)
    .map((row) => activeVehicle(db, row.vehicle_id))
    .filter((row): row is VehicleRow => row !== undefined && storeIds.has(row.provider_id))
    .map((row) => {
      const store = getStore(db, row.provider_id) as StoreRow;
      return vehicleJson(request, row, { provider: providerBrief(request, db, store, now), total_vehicle_count: unitCount(db, row.id) });
    });
  const providers = rows
    .filter((row) => row.provider_id !== null && storeIds.has(row.provider_id))
    .map((row) => providerJson(request, db, getStore(db, row.provider_id as number) as StoreRow, now));
  return { providers, vehicles };
}
