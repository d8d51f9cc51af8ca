/**
 * Rental providers (stores 101–106 of the rental module): the zones they serve for pickups (`pickup_zone_id`,
 * a JSON text of zone-id strings), opening hours (three never close, so tests work at any hour; one is closed
 * on Fridays), provider discounts, their own banners and two drivers each. Creek Budget Rent takes walk-ins
 * (trips that start now) only, never scheduled trips.
 */
import type { Db } from '../connection';
import { SEED_TIME, slugify } from './time';

export const RENTAL_MODULE_ID = 6;

interface ProviderSeed {
  id: number;
  name: string;
  nameAr: string;
  zoneId: number;
  pickupZones: string[];
  lat: number;
  lng: number;
  address: string;
  /** [opening, closing] for every day, or per-day overrides (null = closed that day). */
  hours: [string, string];
  closedDays?: number[];
  scheduleOrder: boolean;
  discount?: { percent: number; max: number; minPurchase: number };
  rating: [number, number, number, number, number];
  trips: number;
}

export const PROVIDERS: ProviderSeed[] = [
  { id: 101, name: 'Desert Wheels Rentals', nameAr: 'تأجير عجلات الصحراء', zoneId: 1, pickupZones: ['1', '3'], lat: 25.1868, lng: 55.2711, address: 'Bay Avenue, Business Bay, Dubai', hours: ['00:00:00', '23:59:59'], scheduleOrder: true, discount: { percent: 5, max: 200, minPurchase: 500 }, rating: [12, 5, 1, 0, 1], trips: 64 },
  { id: 102, name: 'Marina Drive Co.', nameAr: 'شركة مارينا درايف', zoneId: 2, pickupZones: ['2', '3'], lat: 25.0772, lng: 55.1387, address: 'Marina Promenade, Dubai Marina, Dubai', hours: ['00:00:00', '23:59:59'], scheduleOrder: true, discount: { percent: 10, max: 100, minPurchase: 0 }, rating: [9, 6, 2, 0, 0], trips: 51 },
  { id: 103, name: 'Emirates Luxury Cars', nameAr: 'سيارات الإمارات الفاخرة', zoneId: 1, pickupZones: ['1'], lat: 25.2139, lng: 55.2826, address: 'Gate Village, DIFC, Dubai', hours: ['06:00:00', '23:00:00'], closedDays: [5], scheduleOrder: true, rating: [15, 3, 0, 0, 0], trips: 38 },
  { id: 104, name: 'Green Mile EV Rentals', nameAr: 'جرين مايل لتأجير السيارات الكهربائية', zoneId: 3, pickupZones: ['1', '2', '3'], lat: 25.1445, lng: 55.2376, address: 'Alserkal Avenue, Al Quoz, Dubai', hours: ['06:00:00', '23:00:00'], scheduleOrder: true, rating: [7, 4, 1, 1, 0], trips: 29 },
  { id: 105, name: 'Palm Coast Vans', nameAr: 'بالم كوست للحافلات', zoneId: 2, pickupZones: ['2'], lat: 25.1125, lng: 55.139, address: 'Golden Mile, Palm Jumeirah, Dubai', hours: ['06:00:00', '23:00:00'], scheduleOrder: true, rating: [4, 5, 2, 0, 0], trips: 17 },
  { id: 106, name: 'Creek Budget Rent', nameAr: 'كريك للتأجير الاقتصادي', zoneId: 1, pickupZones: ['1', '3'], lat: 25.2545, lng: 55.3315, address: 'Port Saeed, Deira, Dubai', hours: ['00:00:00', '23:59:59'], scheduleOrder: false, rating: [5, 6, 3, 1, 1], trips: 72 },
];

const DRIVERS: [string, string][] = [
  ['Omar', 'Haddad'], ['Priya', 'Nair'], ['Yousef', 'Khan'], ['Maria', 'Santos'], ['Ahmed', 'Saleh'], ['Lina', 'Farouk'],
  ['Rashid', 'Ali'], ['Grace', 'Mensah'], ['Karim', 'Nasser'], ['Anita', 'Das'], ['Tariq', 'Aziz'], ['Sofia', 'Rossi'],
];

export function seedProviders(db: Db): void {
  const store = db.prepare(
    `INSERT INTO stores (id, module_id, zone_id, vendor_id, name, name_ar, slug, phone, email, address, latitude, longitude, logo, cover_photo, pickup_zone_id, tax,
       schedule_order, delivery_time, rating, trips_count, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const schedule = db.prepare('INSERT INTO store_schedules (store_id, day, opening_time, closing_time) VALUES (?, ?, ?, ?)');
  const discount = db.prepare(
    `INSERT INTO discounts (store_id, discount, discount_type, min_purchase, max_discount, start_date, end_date, start_time, end_time, created_at, updated_at)
     VALUES (?, ?, 'percent', ?, ?, '2024-01-01', '2099-12-31', '00:00:00', '23:59:59', ?, ?)`,
  );
  const banner = db.prepare('INSERT INTO provider_banners (id, store_id, title) VALUES (?, ?, ?)');
  const driver = db.prepare('INSERT INTO vehicle_drivers (id, provider_id, first_name, last_name, email, phone, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  for (const provider of PROVIDERS) {
    store.run(
      provider.id,
      RENTAL_MODULE_ID,
      provider.zoneId,
      provider.id,
      provider.name,
      provider.nameAr,
      slugify(provider.name),
      `+9714555${String(provider.id).padStart(4, '0')}`,
      `${slugify(provider.name)}@rideway.test`,
      provider.address,
      String(provider.lat),
      String(provider.lng),
      `provider-${provider.id}-logo.svg`,
      `provider-${provider.id}-cover.svg`,
      JSON.stringify(provider.pickupZones),
      5,
      provider.scheduleOrder ? 1 : 0,
      '15-30 min',
      JSON.stringify(provider.rating),
      provider.trips,
      SEED_TIME,
      SEED_TIME,
    );
    for (let day = 0; day < 7; day++) {
      if (provider.closedDays?.includes(day)) continue;
      schedule.run(provider.id, day, provider.hours[0], provider.hours[1]);
    }
    if (provider.discount) discount.run(provider.id, provider.discount.percent, provider.discount.minPurchase, provider.discount.max, SEED_TIME, SEED_TIME);
    banner.run(provider.id * 10 + 1, provider.id, `${provider.name}: weekend specials`);
    banner.run(provider.id * 10 + 2, provider.id, `${provider.name}: airport pickup`);
    DRIVERS.slice((provider.id - 101) * 2, (provider.id - 101) * 2 + 2).forEach(([first, last], index) => {
      const id = provider.id * 10 + index + 1;
      driver.run(id, provider.id, first, last, `${first.toLowerCase()}.${last.toLowerCase()}@rideway.test`, `+97150${String(id).padStart(7, '0')}`, SEED_TIME, SEED_TIME);
    });
  }
}
