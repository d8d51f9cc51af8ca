/**
 * The rental rows every listing reads — vehicles and their units — by id, from the row cache (db/row-cache.ts):
 * read from SQLite once, then again only after their table is written (providers and their discounts:
 * ../store-rows.ts). A search page of a dozen whole vehicle rows took longer to turn into objects than to find; now
 * the queries that filter and count stay in SQL and return ids, and the rows come from here. Rows are frozen.
 */
import type { Db } from '../../db/connection';
import { rowsById, rowsByKey } from '../../db/row-cache';
import type { VehicleRow } from './format';

/** A unit of a vehicle (`vehicle_identities`), as cards list them. */
export type UnitRow = Record<string, unknown> & { id: number; vehicle_id: number };

/** Whole vehicle rows by id (any status: callers filter as they did in SQL). */
export const vehicleRowsById: (db: Db, ids: readonly number[]) => Map<number, VehicleRow> = rowsById<VehicleRow>('vehicles');

/** Each vehicle's units, in id order; every unit, free or not. */
export const unitRowsByVehicle = rowsByKey<UnitRow>({
  tables: ['vehicle_identities'],
  sql: 'SELECT * FROM vehicle_identities WHERE vehicle_id IN (SELECT value FROM json_each(?)) ORDER BY vehicle_id, id',
  keyOf: (row) => row.vehicle_id,
});
