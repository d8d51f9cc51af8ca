/**
 * Promotions of the non-rental modules: item campaigns (ids 1–4), banners (default, store_wise and item_wise,
 * ids 501+) and coupons (ids 501+: default, zone_wise, store_wise, free_delivery, first_order, one expired,
 * one used up, one for the demo customer only). What runs, runs around the day the database is seeded. Store ids: grocery 1–4, 17, 18; food 5–8, 19, 20; pharmacy 9–12,
 * 21, 22; shop 13–16, 23, 24. The first four stores' base items come in blocks of eight (grocery 1–32, food
 * 33–64, pharmacy 65–96, shop 97–128).
 */
import type { Db } from '../connection';
import { SEED_TIME, slugify, type SeedCalendar } from './time';

/** [id, item, store, module, title, Arabic title, description, Arabic description, price, discount, type, daily window] */
const CAMPAIGNS: [number, number, number, number, string, string, string, string, number, number, 'percent' | 'amount', [string, string]][] = [
  [1, 1, 1, 1, 'Fresh week', 'أسبوع الطازج', 'Organic bananas at a fresh-week price.', 'موز عضوي بسعر أسبوع الطازج.', 6.5, 15, 'percent', ['00:00:00', '23:59:59']],
  [2, 33, 5, 2, 'Burger days', 'أيام البرجر', 'Our classic beef burger, 20% off for burger days.', 'برجر اللحم الكلاسيكي بخصم ٢٠٪ في أيام البرجر.', 42, 20, 'percent', ['11:00:00', '23:59:59']],
  [3, 68, 9, 3, 'Vitamin month', 'شهر الفيتامينات', 'Stock up on vitamin C for the season.', 'تزود بفيتامين سي لهذا الموسم.', 35, 5, 'amount', ['00:00:00', '23:59:59']],
  [4, 97, 13, 4, 'Sound of summer', 'صوت الصيف', 'Wireless headphones at their best price of the season.', 'سماعات رأس لاسلكية بأفضل سعر في الموسم.', 199, 15, 'percent', ['00:00:00', '23:59:59']],
];

/** [id, module, zone, title, Arabic title, type, link, store, item, featured] */
const BANNERS: [number, number, number, string, string, 'default' | 'store_wise' | 'item_wise', string | null, number | null, number | null, 0 | 1][] = [
  [501, 1, 1, 'Fresh produce delivered in 30 minutes', 'خضار وفواكه طازجة خلال ٣٠ دقيقة', 'default', '/store/latest', null, null, 1],
  [502, 1, 1, 'Fresh Basket Market: 10% off your basket', 'سوق السلة الطازجة: خصم ١٠٪ على سلتك', 'store_wise', null, 1, null, 1],
  [503, 1, 1, 'Organic bananas of the week', 'موز عضوي لهذا الأسبوع', 'item_wise', null, null, 1, 0],
  [504, 1, 2, 'Marina Greens now delivers free', 'مارينا جرينز يوصل مجانًا', 'store_wise', null, 2, null, 0],
  [505, 2, 1, 'Dinner sorted: restaurants near you', 'العشاء جاهز: مطاعم بالقرب منك', 'default', '/store/popular', null, null, 1],
  [506, 2, 1, 'Burger Hub: 10% off every order', 'برجر هب: خصم ١٠٪ على كل طلب', 'store_wise', null, 5, null, 1],
  [507, 2, 1, 'Try the Classic Beef Burger', 'جرّب برجر اللحم الكلاسيك', 'item_wise', null, null, 33, 0],
  [508, 2, 2, 'Marina Slice: pizza by the sea', 'مارينا سلايس: بيتزا على البحر', 'store_wise', null, 7, null, 0],
  [509, 3, 1, 'Medicines at your door, day and night', 'أدويتك عند بابك ليلًا ونهارًا', 'default', null, null, null, 1],
  [510, 3, 1, 'Life Care Pharmacy: 10% off', 'صيدلية لايف كير: خصم ١٠٪', 'store_wise', null, 9, null, 1],
  [511, 3, 3, 'Vitamin C for the whole family', 'فيتامين سي لكل العائلة', 'item_wise', null, null, 68, 0],
  [512, 4, 1, 'New gadgets every week', 'أجهزة جديدة كل أسبوع', 'default', '/categories', null, null, 1],
  [513, 4, 1, 'Gadget Corner deals', 'عروض ركن الأجهزة', 'store_wise', null, 13, null, 1],
  [514, 4, 1, 'Wireless headphones in three colours', 'سماعات رأس لاسلكية بثلاثة ألوان', 'item_wise', null, null, 97, 0],
  [515, 4, 2, 'Marina Style House: summer collection', 'بيت مارينا للأزياء: مجموعة الصيف', 'store_wise', null, 14, null, 0],
  [516, 5, 1, 'Send a parcel across the city today', 'أرسل طردًا عبر المدينة اليوم', 'default', null, null, null, 1],
  [517, 2, 2, 'Saffron Spice Kitchen: curries after 5 pm', 'مطبخ الزعفران: أطباق الكاري بعد الخامسة', 'store_wise', null, 19, null, 1],
  [518, 1, 2, 'Lakes Fresh: evening groceries', 'ليكس الطازج: بقالة المساء', 'store_wise', null, 17, null, 1],
  [519, 3, 3, 'Night Care Pharmacy is open late', 'صيدلية الرعاية الليلية تفتح حتى وقت متأخر', 'store_wise', null, 21, null, 1],
  [520, 4, 2, 'Little Explorers: toys for every age', 'المستكشفون الصغار: ألعاب لكل الأعمار', 'store_wise', null, 23, null, 1],
];

/** [id, module, title, code, start, expire, min purchase, max discount, discount, type, coupon type, limit, data, customers, created by, store, uses, Arabic title] */
type CouponSeed = [number, number, string, string, string, string, number, number, number, 'percent' | 'amount', string, number | null, string, string, 'admin' | 'vendor', number | null, number, string];

const COUPONS: CouponSeed[] = [
  [501, 1, 'Fresh start 10%', 'FRESH10', 'running', 'running', 50, 20, 10, 'percent', 'default', 10, '[]', '["all"]', 'admin', null, 0, 'بداية طازجة ١٠٪'],
  [502, 1, 'Al Quoz neighbours 15%', 'QUOZ15', 'running', 'running', 40, 25, 15, 'percent', 'zone_wise', 10, '["3"]', '["all"]', 'admin', null, 0, 'جيران القوز ١٥٪'],
  [503, 1, 'Fresh Basket AED 20 off', 'BASKET20', 'running', 'running', 100, 0, 20, 'amount', 'store_wise', 5, '["1"]', '["all"]', 'vendor', 1, 0, 'خصم ٢٠ درهمًا من السلة الطازجة'],
  [504, 1, 'Free delivery over AED 80', 'FREEDEL', 'running', 'running', 80, 0, 0, 'amount', 'free_delivery', 20, '[]', '["all"]', 'admin', null, 0, 'توصيل مجاني فوق ٨٠ درهمًا'],
  [505, 1, 'New Year 2023', 'NEWYEAR23', '2023-01-01', '2023-01-07', 0, 0, 25, 'percent', 'default', 10, '[]', '["all"]', 'admin', null, 0, 'رأس السنة ٢٠٢٣'],
  [506, 1, 'One-time treat', 'ONCE5', 'running', 'running', 0, 0, 5, 'amount', 'default', 1, '[]', '["all"]', 'admin', null, 1, 'هدية لمرة واحدة'],
  [507, 2, 'Yummy 15%', 'YUMMY15', 'running', 'running', 60, 30, 15, 'percent', 'default', 10, '[]', '["all"]', 'admin', null, 0, 'يمي ١٥٪'],
  [508, 2, 'Burger Hub AED 5 off', 'BURGER5', 'running', 'running', 30, 0, 5, 'amount', 'store_wise', 5, '["5"]', '["all"]', 'vendor', 5, 0, 'خصم ٥ دراهم من برجر هب'],
  [509, 2, 'Free food delivery', 'FOODFREE', 'running', 'running', 50, 0, 0, 'amount', 'free_delivery', 10, '[]', '["all"]', 'admin', null, 0, 'توصيل طعام مجاني'],
  [510, 3, 'Care 10%', 'CARE10', 'running', 'running', 30, 15, 10, 'percent', 'default', 10, '[]', '["all"]', 'admin', null, 0, 'رعاية ١٠٪'],
  [511, 4, 'AED 50 off over AED 300', 'SHOP50', 'running', 'running', 300, 0, 50, 'amount', 'default', 5, '[]', '["all"]', 'admin', null, 0, 'خصم ٥٠ درهمًا على ٣٠٠ درهم'],
  [512, 4, 'Welcome: 20% off your first order', 'WELCOME20', 'running', 'running', 0, 60, 20, 'percent', 'first_order', 1, '[]', '["all"]', 'admin', null, 0, 'أهلًا بك: خصم ٢٠٪ على طلبك الأول'],
  [513, 4, 'Thank you, Demo Customer', 'THANKYOU', 'running', 'running', 0, 40, 12, 'percent', 'default', 3, '[]', '["1"]', 'admin', null, 0, 'شكرًا لك يا عميلنا'],
];

/** `'running'`: a coupon valid from two months before the seed day to three months after it. */
const validity = (calendar: SeedCalendar, date: string, end: boolean) => (date === 'running' ? calendar.day(end ? 90 : -60) : date);

export function seedCatalogPromotions(db: Db, calendar: SeedCalendar): void {
  const campaign = db.prepare(
    `INSERT INTO item_campaigns (id, item_id, store_id, module_id, title, title_ar, description, description_ar, price, discount, discount_type, start_time, end_time,
       available_date_starts, available_date_ends)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Item campaigns run from a month before the seed day to two months after it.
  for (const [id, item, store, module, title, titleAr, description, descriptionAr, price, discount, type, [starts, ends]] of CAMPAIGNS) {
    campaign.run(id, item, store, module, title, titleAr, description, descriptionAr, price, discount, type, starts, ends, calendar.day(-30), calendar.day(60));
  }

  const banner = db.prepare('INSERT INTO banners (id, module_id, zone_id, title, title_ar, type, link, store_id, item_id, featured) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  for (const row of BANNERS) banner.run(...row);

  const coupon = db.prepare(
    `INSERT INTO coupons (id, module_id, title, code, start_date, expire_date, min_purchase, max_discount, discount, discount_type, coupon_type, "limit", data,
       customer_id, created_by, store_id, total_uses, title_ar, slug, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const row of COUPONS) {
    const [id, module, title, code, start, expire, ...rest] = row;
    coupon.run(id, module, title, code, validity(calendar, start, false), validity(calendar, expire, true), ...rest, slugify(title), SEED_TIME, SEED_TIME);
  }
}
