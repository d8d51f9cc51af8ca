/**
 * Free units, opening hours and scheduled pickups. A unit is busy at time T when an assigned trip row is not
 * completed and ends after T. A provider is open at T when a schedule row for T's weekday (0 = Sunday) has
 * opening < time < closing (strict); no row means closed.
 *
 * A pickup is scheduled when it lies more than `INSTANT_PICKUP_MINUTES` ahead of now (the grace covers the
 * moments between a customer choosing "now" and the request arriving, and small clock differences); booking
 * such a trip needs a provider that takes scheduled trips (`schedule_order`) and the global setting. Search,
 * vehicle details, add-to-cart and trip edits apply the same rule, so a cart never holds a trip that
 * booking would refuse.
 */
import type { Db } from '../../db/connection';
import { queryMemo } from '../../db/row-cache';
import { setting } from '../../http/settings';
import { unitRowsByVehicle } from './rows';
import { formatWall, timeOfDay, wallNow } from './time';

export const INSTANT_PICKUP_MINUTES = 15;

export function isScheduledPickup(pickup: Date, now: Date): boolean {
  return pickup.getTime() - wallNow(now).getTime() > INSTANT_PICKUP_MINUTES * 60_000;
}

/** Whether a provider takes a trip picked up at this wall time (instant trips always; scheduled ones when it schedules). */
export function takesPickupAt(db: Db, store: { schedule_order: number }, pickup: Date, now: Date): boolean {
  return pickupTakers(db, pickup, now)(store);
}

/** `takesPickupAt` for many providers: the global switch is read once, and only for a scheduled pickup. */
export function pickupTakers(db: Db, pickup: Date, now: Date): (store: { schedule_order: number }) => boolean {
  if (!isScheduledPickup(pickup, now)) return () => true;
  const scheduling = Boolean(setting(db, 'schedule_order', true));
  return (store) => store.schedule_order === 1 && scheduling;
}

export const SCHEDULED_REFUSED = 'This provider takes only trips that start now, not scheduled ones';

export function unitCount(db: Db, vehicleId: number): number {
  return (db.prepare('SELECT count(*) AS n FROM vehicle_identities WHERE vehicle_id = ?').get(vehicleId) as { n: number }).n;
}

export function freeUnits(db: Db, vehicleId: number, at: Date): number {
  const row = db
    .prepare(
      `SELECT count(*) AS n FROM vehicle_identities i
       WHERE i.vehicle_id = ? AND NOT EXISTS (
         SELECT 1 FROM trip_vehicle_details d WHERE d.vehicle_identity_id = i.id AND d.is_completed = 0 AND d.estimated_trip_end_time > ?)`,
    )
    .get(vehicleId, formatWall(at)) as { n: number };
  return row.n;
}

/** The busy units per searched time, kept until a unit booking is written (row-cache.ts). */
const busyRows = queryMemo(['trip_vehicle_details']);

/** Ids of the units busy at the wall time `at` (the rule above), read as one range of the busy-units index. */
function busyUnitIds(db: Db, at: Date): Set<number> {
  const rows = busyRows<{ id: number }>(db, 'SELECT vehicle_identity_id AS id FROM trip_vehicle_details WHERE is_completed = 0 AND estimated_trip_end_time > ?', [formatWall(at)]);
  return new Set(rows.map((row) => row.id));
}

/**
 * Units per vehicle for many vehicles at once (a search counts dozens): free units at `at`, or every unit when
 * `at` is null. The units come from the row cache (rows.ts), the busy ones from one query. Vehicles without a
 * unit to count are absent from the map.
 */
export function unitCounts(db: Db, vehicleIds: readonly number[], at: Date | null): Map<number, number> {
  const busy = at ? busyUnitIds(db, at) : null;
  const counts = new Map<number, number>();
  for (const [id, units] of unitRowsByVehicle(db, vehicleIds)) {
    const count = busy ? units.reduce((free, unit) => (busy.has(unit.id) ? free : free + 1), 0) : units.length;
    if (count > 0) counts.set(id, count);
  }
  return counts;
}

export function isProviderOpen(db: Db, providerId: number, at: Date): boolean {
  const time = timeOfDay(at);
  const row = db
    .prepare('SELECT 1 FROM store_schedules WHERE store_id = ? AND day = ? AND opening_time < ? AND closing_time > ? LIMIT 1')
    .get(providerId, at.getUTCDay(), time, time);
  return row !== undefined;
}
