/**
 * Offers of the non-rental modules, running around the day the database is seeded: basic campaigns (ids
 * 1–6, a month before it to two months after) and the stores that joined them, a flash sale
 * per module for every calendar month from two months before the month the database is seeded to two years
 * after it (so one is always running with a real countdown, however long a database is kept; the module's
 * leading store always has an item in it, the others rotate by zone and month), store-promotion
 * advertisements, and the banners stores show on their own page (ids store × 10 + 1 and + 2).
 */
import type { Db } from '../connection';
import { CATALOG } from './catalog-data';
import { seeded, seedTime, type SeedCalendar, type SeedMonth } from './time';

/** [id, module, title, Arabic title, description, Arabic description, stores that joined (last one still pending)] */
const BASIC_CAMPAIGNS: [number, number, string, string, string, string, number[]][] = [
  [1, 1, 'Weekly fresh market', 'سوق الطازج الأسبوعي', 'Farm-fresh fruit and vegetables at market prices from our partner grocers.', 'فواكه وخضار طازجة من المزرعة بأسعار السوق من بقالاتنا الشريكة.', [1, 2, 17, 3]],
  [2, 2, 'Taste of the city', 'مذاق المدينة', 'Signature dishes from the restaurants Dubai loves, at festival prices.', 'أطباق مميزة من المطاعم التي تحبها دبي بأسعار المهرجان.', [5, 6, 7, 19, 8]],
  [3, 2, 'Family feast nights', 'ليالي الولائم العائلية', 'Share platters and family meals for the weekend.', 'أطباق مشاركة ووجبات عائلية لعطلة نهاية الأسبوع.', [6, 19, 5]],
  [4, 3, 'Healthy season', 'موسم الصحة', 'Vitamins, immunity and everyday care for the whole family.', 'فيتامينات ومناعة ورعاية يومية لكل العائلة.', [9, 10, 21, 11]],
  [5, 4, 'Back to school', 'العودة إلى المدرسة', 'Backpacks, stationery and gadgets for the new term.', 'حقائب وقرطاسية وأجهزة للفصل الدراسي الجديد.', [13, 23, 24, 15]],
  [6, 4, 'Summer style edit', 'تشكيلة أزياء الصيف', 'Light fabrics, sunglasses and beachwear picks.', 'أقمشة خفيفة ونظارات شمسية وملابس الشاطئ.', [14, 54, 55, 16]],
];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_AR = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];
/** Sale months around the seed's month: from two before it to two years after. */
const MONTHS_BEFORE = 2;
const MONTHS_AFTER = 24;
const ITEMS_PER_SALE = 8;

const pad = (n: number) => String(n).padStart(2, '0');

function seedBasicCampaigns(db: Db, calendar: SeedCalendar): void {
  const campaign = db.prepare(
    `INSERT INTO campaigns (id, module_id, title, title_ar, description, description_ar, start_date, end_date, start_time, end_time, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, '00:00:00', '23:59:59', ?, ?)`,
  );
  const joined = db.prepare('INSERT INTO campaign_store (campaign_id, store_id, campaign_status) VALUES (?, ?, ?)');
  for (const [id, module, title, titleAr, description, descriptionAr, stores] of BASIC_CAMPAIGNS) {
    campaign.run(id, module, title, titleAr, description, descriptionAr, calendar.day(-30), calendar.day(60), seedTime(id * 11), seedTime(id * 11));
    stores.forEach((store, index) => joined.run(id, store, index === stores.length - 1 ? 'pending' : 'confirmed'));
  }
}

/** One published sale per module and month; its items rotate through the module's discountable items. */
function seedFlashSales(db: Db, from: SeedMonth): void {
  const random = seeded(9090);
  const sale = db.prepare(
    `INSERT INTO flash_sales (id, module_id, title, title_ar, start_date, end_date, admin_discount_percentage, vendor_discount_percentage, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 60, 40, ?, ?)`,
  );
  const line = db.prepare(
    `INSERT INTO flash_sale_items (id, flash_sale_id, item_id, stock, sold, discount, discount_type, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let saleId = 1;
  let lineId = 1;
  for (const module of CATALOG) {
    // Items without variations (a sale price is one price) of stores that open, grouped by zone so every
    // zone's customers see part of each sale.
    const candidates = db
      .prepare(
        `SELECT i.id, s.zone_id FROM items i JOIN stores s ON s.id = i.store_id
         WHERE i.module_id = ? AND i.variations = '[]' AND i.is_prescription_required = 0 AND s.id IN (SELECT store_id FROM store_schedules) ORDER BY i.id`,
      )
      .all(module.moduleId) as { id: number; zone_id: number }[];
    const byZone = [1, 2, 3].map((zone) => candidates.filter((row) => row.zone_id === zone).map((row) => row.id)).filter((ids) => ids.length > 0);
    // The module's leading store (its first) joins every sale with one of its own items.
    const leading = (db.prepare(`SELECT i.id FROM items i WHERE i.store_id = ? AND i.variations = '[]' AND i.is_prescription_required = 0 ORDER BY i.id`).all(module.stores[0]?.id ?? 0) as { id: number }[]).map((row) => row.id);
    for (let step = 0; step <= MONTHS_BEFORE + MONTHS_AFTER; step++) {
      const first = new Date(Date.UTC(from.year, from.month - 1 - MONTHS_BEFORE + step, 1));
      const [year, month] = [first.getUTCFullYear(), first.getUTCMonth() + 1];
      // Each calendar month sells its own rotation of items, whenever the database was seeded.
      const index = (year - 2025) * 12 + month - 1;
      const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const created = `${year}-${pad(month)}-01 00:00:00`;
      sale.run(saleId, module.moduleId, `${MONTHS[month - 1]} flash sale`, `تخفيضات ${MONTHS_AR[month - 1]} السريعة`, created, `${year}-${pad(month)}-${pad(last)} 23:59:59`, created, created);
      const chosen = new Set<number>();
      for (let n = 0; n < ITEMS_PER_SALE; n++) {
        const pool = n === 0 && leading.length > 0 ? leading : (byZone[n % byZone.length] as number[]);
        let at = (((index * 5 + Math.floor(n / byZone.length) * 7) % pool.length) + pool.length) % pool.length;
        while (chosen.has(pool[at] as number)) at = (at + 1) % pool.length;
        const item = pool[at] as number;
        chosen.add(item);
        const stock = 20 + Math.floor(random() * 40);
        const amount = n === ITEMS_PER_SALE - 1;
        line.run(lineId++, saleId, item, stock, n === 2 ? stock : Math.floor(random() * stock * 0.6), amount ? 5 : 15 + 5 * (n % 4), amount ? 'amount' : 'percent', created, created);
      }
      saleId += 1;
    }
  }
}

function seedAdvertisements(db: Db, calendar: SeedCalendar): void {
  const ad = db.prepare(
    `INSERT INTO advertisements (id, module_id, zone_id, store_id, add_type, title, title_ar, description, description_ar, priority, start_date, end_date, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'store_promotion', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let id = 1;
  for (const module of CATALOG) {
    for (const store of module.stores.filter((s) => s.recommended || s.featured).slice(0, 2)) {
      ad.run(id, module.moduleId, store.zoneId, store.id, store.name, store.nameAr, `Order from ${store.name}, ${store.deliveryTime} to your door.`, `اطلب من ${store.nameAr} وتصلك خلال ${store.deliveryTime.replace('min', 'دقيقة')}.`, id, calendar.day(-14), calendar.day(90), seedTime(id * 13), seedTime(id * 13));
      id += 1;
    }
  }
}

function seedStoreBanners(db: Db): void {
  const banner = db.prepare('INSERT INTO provider_banners (id, store_id, title, title_ar) VALUES (?, ?, ?, ?)');
  for (const module of CATALOG) {
    for (const store of module.stores) {
      banner.run(store.id * 10 + 1, store.id, `${store.name}: this week's picks`, `${store.nameAr}: اختيارات هذا الأسبوع`);
      banner.run(store.id * 10 + 2, store.id, `${store.name}: delivered in ${store.deliveryTime}`, `${store.nameAr}: توصيل سريع`);
    }
  }
}

export function seedCatalogOffers(db: Db, calendar: SeedCalendar): void {
  seedBasicCampaigns(db, calendar);
  seedFlashSales(db, calendar);
  seedAdvertisements(db, calendar);
  seedStoreBanners(db);
}
