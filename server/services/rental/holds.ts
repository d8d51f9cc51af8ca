/**
 * Units a vehicle can still be booked for over a time window. A unit counts as taken when it is assigned to
 * an unfinished trip that has not ended by the window's start (availability.ts), or when a booked trip that
 * has no unit assigned yet (pending, confirmed or ongoing) overlaps the window: a booking holds its quantity
 * from the moment it is accepted, so two customers can never book the same last unit for the same time.
 * Callers run this inside the transaction that books, and SQLite serialises writers, so the check and the
 * booking are one step.
 */
import type { Db } from '../../db/connection';
import { freeUnits } from './availability';
import { addHours, formatWall } from './time';

export const HOLDING_STATUSES = ['pending', 'confirmed', 'ongoing'] as const;

/** Units booked on trips overlapping [from, to) whose units are not assigned yet. */
export function heldUnits(db: Db, vehicleId: number, from: Date, to: Date): number {
  const row = db
    .prepare(
      `SELECT coalesce(sum(d.quantity), 0) AS n FROM trip_details d JOIN trips t ON t.id = d.trip_id
       WHERE d.vehicle_id = ? AND t.trip_status IN (${HOLDING_STATUSES.map(() => '?').join(',')})
         AND t.schedule_at < ? AND t.estimated_trip_end_time > ?
         AND NOT EXISTS (SELECT 1 FROM trip_vehicle_details v WHERE v.trip_details_id = d.id)`,
    )
    .get(vehicleId, ...HOLDING_STATUSES, formatWall(to), formatWall(from)) as { n: number };
  return row.n;
}

/** Free units for a trip starting at `from` and lasting `hours` (at least an hour is held). */
export function bookableUnits(db: Db, vehicleId: number, from: Date, hours: number): number {
  const to = addHours(from, Math.max(1, Math.ceil(Number.isFinite(hours) ? hours : 1)));
  return Math.max(0, freeUnits(db, vehicleId, from) - heldUnits(db, vehicleId, from, to));
}
