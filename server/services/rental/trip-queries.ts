/** The rental trip routes' lookups: the booking customer's contact, a customer's trips, a trip's lines, a provider's fleet size. */
import type { Db } from '../../db/connection';
import type { TripRow } from './trips';

export interface ContactRow {
  f_name: string | null;
  l_name: string | null;
  phone: string | null;
  email: string | null;
}

export function customerContact(db: Db, userId: number): ContactRow {
  return db.prepare('SELECT f_name, l_name, phone, email FROM users WHERE id = ?').get(userId) as ContactRow;
}

/** The caller's trips in one of the statuses whose number holds the `LIKE` pattern, newest first. */
export function callerTrips(db: Db, caller: { id: number; isGuest: boolean }, statuses: readonly string[], pattern: string): TripRow[] {
  return db
    .prepare(`SELECT * FROM trips WHERE user_id = ? AND is_guest = ? AND trip_status IN (${statuses.map(() => '?').join(',')}) AND CAST(id AS TEXT) LIKE ? ORDER BY id DESC`)
    .all(caller.id, caller.isGuest ? 1 : 0, ...statuses, pattern) as TripRow[];
}

export function tripDetails(db: Db, tripId: number): Record<string, unknown>[] {
  return db.prepare('SELECT * FROM trip_details WHERE trip_id = ? ORDER BY id').all(tripId) as Record<string, unknown>[];
}

/** Every vehicle of the provider, whatever its status. */
export function providerVehicleTotal(db: Db, providerId: number): number {
  return (db.prepare('SELECT count(*) AS n FROM vehicles WHERE provider_id = ?').get(providerId) as { n: number }).n;
}
