/** Zones: which contain a point (smallest area first), and their JSON shape with modules and pivots. */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { memoByTables } from '../../db/row-cache';
import { pointInRing, ringArea, type LatLng, type Ring } from '../../geo/geometry';
import { locale, storageUrl } from '../../http/context';
import { fileName, imagePaths } from '../images/paths';
import type { ModuleRow } from '../../db/rows';

export interface ZoneRow {
  id: number;
  name: string;
  display_name: string;
  name_ar: string | null;
  coordinates: string;
  status: number;
  cash_on_delivery: number;
  digital_payment: number;
  offline_payment: number;
  increased_delivery_fee: number;
  increased_delivery_fee_status: number;
  increase_delivery_charge_message: string | null;
  created_at: string;
  updated_at: string;
}

export const ringOf = (zone: Pick<ZoneRow, 'coordinates'>) => JSON.parse(zone.coordinates) as Ring;

/**
 * The active zones (frozen rows) with their outlines parsed and their areas worked out, kept until `zones` is
 * written: every search and cart asks which zones hold its pickup point, and parsing the outlines was most of it.
 */
const activeZoneShapes = memoByTables(['zones'], (db) =>
  (db.prepare('SELECT * FROM zones WHERE status = 1 ORDER BY id').all() as ZoneRow[]).map((row) => {
    const ring = ringOf(row);
    return { row: Object.freeze(row), ring, area: ringArea(ring) };
  }),
);

export function activeZones(db: Db): ZoneRow[] {
  return activeZoneShapes(db).map((zone) => zone.row);
}

/** Active zones containing the point, smallest area first. */
export function zonesContaining(db: Db, point: LatLng): ZoneRow[] {
  return activeZoneShapes(db)
    .filter((zone) => pointInRing(point, zone.ring))
    .sort((a, b) => a.area - b.area)
    .map((zone) => zone.row);
}

export function zoneIdsContaining(db: Db, point: LatLng): number[] {
  return zonesContaining(db, point).map((zone) => zone.id);
}

interface PivotRow {
  module_id: number;
  zone_id: number;
  per_km_shipping_charge: number;
  minimum_shipping_charge: number;
  maximum_shipping_charge: number | null;
  maximum_cod_order_amount: number | null;
  delivery_charge_type: string;
  fixed_shipping_charge: number;
}

export function moduleJson(request: FastifyRequest, module: ModuleRow, counts?: { stores: number; items: number }) {
  const ar = locale(request) === 'ar' && module.module_name_ar;
  return {
    id: module.id,
    module_name: ar ? module.module_name_ar : module.module_name,
    module_type: module.module_type,
    thumbnail: fileName(imagePaths.module(module.id)),
    status: String(module.status),
    stores_count: counts?.stores ?? 0,
    items_count: counts?.items ?? 0,
    icon: fileName(imagePaths.module(module.id)),
    theme_id: module.theme_id,
    description: module.description,
    all_zone_service: module.all_zone_service,
    created_at: module.created_at,
    updated_at: module.updated_at,
    icon_full_url: storageUrl(request, imagePaths.module(module.id)),
    thumbnail_full_url: storageUrl(request, imagePaths.module(module.id)),
    translations: [],
    storage: [],
  };
}

export function pivotJson(pivot: PivotRow) {
  return {
    zone_id: pivot.zone_id,
    module_id: pivot.module_id,
    per_km_shipping_charge: pivot.per_km_shipping_charge,
    minimum_shipping_charge: pivot.minimum_shipping_charge,
    maximum_shipping_charge: pivot.maximum_shipping_charge,
    maximum_cod_order_amount: pivot.maximum_cod_order_amount,
    delivery_charge_type: pivot.delivery_charge_type,
    fixed_shipping_charge: pivot.fixed_shipping_charge,
  };
}

export function zoneJson(request: FastifyRequest, db: Db, zone: ZoneRow, withModules = true) {
  const ring = ringOf(zone);
  const base = {
    id: zone.id,
    name: zone.name,
    display_name: locale(request) === 'ar' && zone.name_ar ? zone.name_ar : zone.display_name,
    coordinates: { type: 'Polygon', coordinates: [ring] },
    formated_coordinates: ring.map(([lng, lat]) => ({ lat, lng })),
    status: zone.status,
    cash_on_delivery: zone.cash_on_delivery === 1,
    digital_payment: zone.digital_payment === 1,
    offline_payment: zone.offline_payment === 1,
    increased_delivery_fee: zone.increased_delivery_fee,
    increased_delivery_fee_status: zone.increased_delivery_fee_status,
    increase_delivery_charge_message: zone.increase_delivery_charge_message,
    store_wise_topic: `zone_${zone.id}_store`,
    customer_wise_topic: `zone_${zone.id}_customer`,
    deliveryman_wise_topic: `zone_${zone.id}_delivery_man`,
    created_at: zone.created_at,
    updated_at: zone.updated_at,
    area: ringArea(ring),
    translations: [],
  };
  if (!withModules) return base;
  const rows = db
    .prepare('SELECT m.*, p.* FROM module_zone p JOIN modules m ON m.id = p.module_id WHERE p.zone_id = ? AND m.status = 1 ORDER BY m.id')
    .all(zone.id) as (ModuleRow & PivotRow)[];
  return { ...base, modules: rows.map((row) => ({ ...moduleJson(request, row), pivot: pivotJson(row) })) };
}

export function modulesForZones(request: FastifyRequest, db: Db, zoneIds: number[] | null) {
  const modules = db.prepare('SELECT * FROM modules WHERE status = 1 ORDER BY id').all() as ModuleRow[];
  const countStores = db.prepare('SELECT count(*) AS n FROM stores WHERE module_id = ? AND status = 1');
  const countItems = db.prepare('SELECT count(*) AS n FROM items WHERE module_id = ? AND status = 1');
  const result = [];
  for (const module of modules) {
    const counts = { stores: (countStores.get(module.id) as { n: number }).n, items: (countItems.get(module.id) as { n: number }).n };
    if (zoneIds === null) {
      result.push(moduleJson(request, module, counts));
      continue;
    }
    const pivots = db
      .prepare(`SELECT p.*, z.* FROM module_zone p JOIN zones z ON z.id = p.zone_id WHERE p.module_id = ? AND z.status = 1 AND p.zone_id IN (${zoneIds.map(() => '?').join(',')})`)
      .all(module.id, ...zoneIds) as (PivotRow & ZoneRow)[];
    if (pivots.length === 0) continue;
    result.push({
      ...moduleJson(request, module, counts),
      zones: pivots.map((row) => ({ ...zoneJson(request, db, { ...row, id: row.zone_id }, false), pivot: pivotJson(row) })),
    });
  }
  return result;
}

export function zoneExists(db: Db, id: number): boolean {
  return db.prepare('SELECT 1 FROM zones WHERE id = ?').get(id) !== undefined;
}

/** The zone's busy-hours delivery increase, as checkout adds it. */
export function zoneSurge(db: Db, id: number): { fee: number; status: number; type: string; note: string | null } | undefined {
  return db.prepare('SELECT increased_delivery_fee AS fee, increased_delivery_fee_status AS status, increased_delivery_fee_type AS type, increase_delivery_charge_message AS note FROM zones WHERE id = ?').get(id) as
    | { fee: number; status: number; type: string; note: string | null }
    | undefined;
}

/** The outlines of the zones where service is paused. */
export function pausedZones(db: Db): Pick<ZoneRow, 'coordinates'>[] {
  return db.prepare('SELECT coordinates FROM zones WHERE status != 1').all() as Pick<ZoneRow, 'coordinates'>[];
}
