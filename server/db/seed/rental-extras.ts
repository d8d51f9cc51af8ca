/**
 * Rental reviews (with the rating aggregates they imply on each vehicle), the rental module's admin banners
 * (default and store_wise with a provider) and rental coupons (percent with a minimum, amount, store_wise
 * for one provider, and an expired one).
 */
import type { Db } from '../connection';
import { RENTAL_MODULE_ID } from './rental-providers';
import type { SeededVehicle } from './rental-vehicles';
import { seeded, seedTime } from './time';

const COMMENTS = [
  'Clean car and a very smooth pickup.',
  'Great value for a day trip to the beach.',
  'Driver-friendly controls and plenty of boot space.',
  'Picked up on time; the return was quick too.',
  'A little worn inside but it drove perfectly.',
  'Excellent service, would rent again.',
  'Air conditioning was strong even at noon.',
  'Fuel level was full as promised.',
];

export function seedRentalReviews(db: Db, vehicles: SeededVehicle[]): void {
  const random = seeded(77);
  const insert = db.prepare(
    `INSERT INTO rental_reviews (provider_id, module_id, user_id, vehicle_id, vehicle_identity_id, rating, comment, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let n = 0;
  for (const vehicle of vehicles) {
    const count = vehicle.id % 3 === 0 ? 0 : 1 + Math.floor(random() * 3);
    for (let i = 0; i < count; i++) {
      const rating = Math.min(5, 3 + Math.floor(random() * 3));
      insert.run(vehicle.providerId, RENTAL_MODULE_ID, 1 + (n % 2), vehicle.id, vehicle.units[0] ?? null, rating, COMMENTS[n % COMMENTS.length], seedTime(1000 + n * 53), seedTime(1000 + n * 53));
      n += 1;
    }
  }
  const aggregates = db.prepare('SELECT vehicle_id, rating, count(*) AS c FROM rental_reviews GROUP BY vehicle_id, rating').all() as { vehicle_id: number; rating: number; c: number }[];
  const byVehicle = new Map<number, Record<string, number>>();
  for (const row of aggregates) {
    const histogram = byVehicle.get(row.vehicle_id) ?? { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
    histogram[String(row.rating)] = row.c;
    byVehicle.set(row.vehicle_id, histogram);
  }
  const update = db.prepare('UPDATE vehicles SET rating = ?, avg_rating = ?, total_reviews = ? WHERE id = ?');
  for (const [vehicleId, histogram] of byVehicle) {
    const total = Object.values(histogram).reduce((a, b) => a + b, 0);
    const sum = Object.entries(histogram).reduce((acc, [star, count]) => acc + Number(star) * count, 0);
    update.run(JSON.stringify(histogram), Math.round((sum / total) * 100) / 100, total, vehicleId);
  }
}

export function seedRentalBannersAndCoupons(db: Db): void {
  const banner = db.prepare('INSERT INTO banners (id, module_id, zone_id, title, type, link, store_id, featured, title_ar) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  banner.run(601, RENTAL_MODULE_ID, 1, 'Weekend getaway: SUVs from AED 320/day', 'default', null, null, 1, 'عطلة نهاية الأسبوع: سيارات دفع رباعي من ٣٢٠ درهمًا لليوم');
  banner.run(602, RENTAL_MODULE_ID, 2, 'Marina Drive: 10% off every trip', 'store_wise', null, 102, 1, 'مارينا درايف: خصم ١٠٪ على كل رحلة');
  banner.run(603, RENTAL_MODULE_ID, 3, 'Go electric with Green Mile', 'store_wise', null, 104, 0, 'انطلق بالكهرباء مع جرين مايل');
  banner.run(604, RENTAL_MODULE_ID, 1, 'Airport pickups around the clock', 'default', '/rental/vehicle-search?all_category=1', null, 0, 'الاستلام من المطار على مدار الساعة');

  const coupon = db.prepare(
    `INSERT INTO coupons (id, module_id, title, code, start_date, expire_date, min_purchase, max_discount, discount, discount_type, coupon_type, "limit", data, customer_id, created_by, store_id, title_ar, status)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`,
  );
  coupon.run(611, RENTAL_MODULE_ID, 'First ride 10%', 'RIDE10', '2024-01-01', '2099-12-31', 200, 150, 10, 'percent', 'default', 100, '[]', '["all"]', 'admin', null, 'الرحلة الأولى ١٠٪');
  coupon.run(612, RENTAL_MODULE_ID, 'AED 50 off long trips', 'LONGTRIP50', '2024-01-01', '2099-12-31', 800, 0, 50, 'amount', 'default', 100, '[]', '["all"]', 'admin', null, 'خصم ٥٠ درهمًا على الرحلات الطويلة');
  coupon.run(613, RENTAL_MODULE_ID, 'Desert Wheels special', 'DESERT15', '2024-01-01', '2099-12-31', 300, 250, 15, 'percent', 'store_wise', 50, '["101"]', '["all"]', 'vendor', 101, 'عرض ديزرت ويلز الخاص');
  coupon.run(614, RENTAL_MODULE_ID, 'Summer 2024', 'SUMMER24', '2024-06-01', '2024-08-31', 0, 0, 20, 'percent', 'default', 100, '[]', '["all"]', 'admin', null, 'صيف ٢٠٢٤');
}
