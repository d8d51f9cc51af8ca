/** Three service zones around Dubai (one overlapping the other two), six modules and their zone pivots. */
import type { Db } from '../connection';
import { SEED_TIME } from './time';

type Ring = [number, number][];
const box = (west: number, south: number, east: number, north: number): Ring => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

export const ZONES = [
  { id: 1, name: 'Downtown & Deira', nameAr: 'وسط المدينة وديرة', ring: box(55.245, 25.17, 55.4, 25.305), increasedFee: 0, increasedStatus: 0 },
  { id: 2, name: 'New Dubai', nameAr: 'دبي الجديدة', ring: box(55.1, 25.05, 55.23, 25.17), increasedFee: 10, increasedStatus: 1 },
  { id: 3, name: 'Al Quoz Link', nameAr: 'رابط القوز', ring: box(55.2, 25.09, 55.28, 25.21), increasedFee: 0, increasedStatus: 0 },
] as const;

export const MODULES = [
  { id: 1, name: 'Grocery', nameAr: 'البقالة', type: 'grocery', description: 'Fresh produce and pantry staples delivered fast.' },
  { id: 2, name: 'Food', nameAr: 'الطعام', type: 'food', description: 'Restaurants and cafés near you.' },
  { id: 3, name: 'Pharmacy', nameAr: 'الصيدلية', type: 'pharmacy', description: 'Medicine and health care, with prescriptions.' },
  { id: 4, name: 'Shop', nameAr: 'التسوق', type: 'ecommerce', description: 'Electronics, fashion and home goods.' },
  { id: 5, name: 'Parcel', nameAr: 'الطرود', type: 'parcel', description: 'Send parcels across the city.' },
  { id: 6, name: 'Car Rental', nameAr: 'تأجير السيارات', type: 'rental', description: 'Rent cars, vans and SUVs by the hour, day or kilometre.' },
] as const;

/** [module, zone, per-km, minimum, maximum, type, fixed] — pharmacy is not offered in New Dubai. */
const PIVOTS: [number, number, number, number, number | null, 'distance' | 'fixed', number][] = [
  [1, 1, 2, 8, 40, 'distance', 0],
  [1, 2, 2.5, 10, 45, 'distance', 0],
  [1, 3, 2, 8, 40, 'distance', 0],
  [2, 1, 3, 10, 35, 'distance', 0],
  [2, 2, 3, 12, 40, 'distance', 0],
  [2, 3, 3, 10, 35, 'fixed', 12],
  [3, 1, 2, 7, 30, 'distance', 0],
  [3, 3, 2, 7, 30, 'distance', 0],
  [4, 1, 1.5, 10, 50, 'distance', 0],
  [4, 2, 1.5, 10, 50, 'distance', 0],
  [4, 3, 1.5, 10, 50, 'distance', 0],
  [5, 1, 3, 15, 80, 'distance', 0],
  [5, 2, 3, 15, 80, 'distance', 0],
  [6, 1, 0, 0, null, 'distance', 0],
  [6, 2, 0, 0, null, 'distance', 0],
  [6, 3, 0, 0, null, 'distance', 0],
];

export function seedZonesAndModules(db: Db): void {
  const zone = db.prepare(
    `INSERT INTO zones (id, name, display_name, name_ar, coordinates, increased_delivery_fee, increased_delivery_fee_status, increase_delivery_charge_message, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const z of ZONES) {
    zone.run(z.id, z.name, z.name, z.nameAr, JSON.stringify(z.ring), z.increasedFee, z.increasedStatus, z.increasedStatus ? 'Busy hours surcharge' : null, SEED_TIME, SEED_TIME);
  }
  const module = db.prepare(
    'INSERT INTO modules (id, module_name, module_name_ar, module_type, description, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const m of MODULES) module.run(m.id, m.name, m.nameAr, m.type, `<p>${m.description}</p>`, SEED_TIME, SEED_TIME);
  const pivot = db.prepare(
    `INSERT INTO module_zone (module_id, zone_id, per_km_shipping_charge, minimum_shipping_charge, maximum_shipping_charge, maximum_cod_order_amount, delivery_charge_type, fixed_shipping_charge)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const [moduleId, zoneId, perKm, min, max, type, fixed] of PIVOTS) pivot.run(moduleId, zoneId, perKm, min, max, 5000, type, fixed);
}
