/** The delivery vehicles a delivery-person applicant chooses from (`get-vehicles`), the shortest reach first. */
import type { Db } from '../../db/connection';

export interface VehicleRow {
  id: number;
  type: string;
  type_ar: string | null;
  starting_coverage_area: number;
  maximum_coverage_area: number;
  extra_charges: number;
  status: number;
  created_at: string;
  updated_at: string;
}

export function deliveryVehicles(db: Db): VehicleRow[] {
  return db.prepare('SELECT * FROM dm_vehicles WHERE status = 1 ORDER BY maximum_coverage_area, id').all() as VehicleRow[];
}
