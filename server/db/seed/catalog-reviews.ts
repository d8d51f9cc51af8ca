/**
 * Item reviews by the marketplace's other customers (seeded accounts nobody signs in to: a name, no contact
 * and no password), in English and some in Arabic, as customers write them about that kind of store; and
 * the ratings they imply: each item's average and count, and each store's histogram of 5★…1★ counts over its
 * items' reviews (so every rating shown adds up). Some stores are loved more than others.
 */
import type { Db } from '../connection';
import { CATALOG } from './catalog-data';
import { seeded, seedTime, type SeedCalendar } from './time';

/** Reviewers' accounts (ids from here on; sign-ups come after them). */
export const FIRST_REVIEWER_ID = 101;
const REVIEWERS: [string, string][] = [
  ['Aisha', 'Rahman'], ['Omar', 'Al Mansoori'], ['Priya', 'Nair'], ['James', 'Walker'], ['Fatima', 'Zahra'], ['Rohan', 'Mehta'], ['Sara', 'Haddad'],
  ['Ahmed', 'Khalil'], ['Elena', 'Petrova'], ['Yousef', 'Al Ali'], ['Maria', 'Santos'], ['Hassan', 'Qureshi'], ['Noor', 'Al Hashimi'], ['Daniel', 'Kim'],
  ['Layan', 'Saeed'], ['Arjun', 'Pillai'], ['Chloe', 'Martin'], ['Khalid', 'Obaid'], ['Mei', 'Lin'], ['Tariq', 'Aziz'], ['Hind', 'Al Suwaidi'],
  ['Lucas', 'Silva'], ['Reem', 'Nasser'], ['Vikram', 'Shah'],
];

type Comment = string | ((item: string) => string);

/** What customers say, by module: good, middling and poor, some naming the item. */
const COMMENTS: Record<number, { good: Comment[]; middling: Comment[]; poor: Comment[] }> = {
  1: {
    good: [
      (item) => `${item} came well packed, and the rider was polite too.`,
      'Arrived in 25 minutes, the chilled things still cold.',
      (item) => `Best ${item} I have had from an app, will order again.`,
      'Good quality for the price, and they swapped an item I asked about.',
      'تم التوصيل بسرعة والمنتجات طازجة. شكرًا!',
      'Well packed, no leaks, eggs all in one piece.',
      (item) => `Always order my ${item} here. Never disappointed.`,
      'The rider called when he was downstairs, very polite.',
      'خدمة ممتازة والأسعار مناسبة.',
    ],
    middling: [(item) => `${item} fine, but a day closer to its date than I would like.`, 'Good overall but one bag was missing and came later.', 'الجودة جيدة لكن التوصيل تأخر قليلًا.'],
    poor: ['Half the order was substituted without asking.', (item) => `${item} arrived damaged. Support refunded it quickly though.`],
  },
  2: {
    good: [
      (item) => `The ${item} was still hot when it arrived. Portion was generous.`,
      (item) => `${item} tastes exactly like at the restaurant.`,
      'Delivered before the time shown, packed so nothing spilled.',
      (item) => `Ordered the ${item} twice this week already. Can't stop.`,
      'الطعم ممتاز والكمية كافية. أنصح به.',
      'Great flavour, and they remembered the extra sauce.',
      (item) => `Honestly the best ${item} in the area. The kids finished it in minutes.`,
      'Arrived well sealed and still warm. Good value for a family dinner.',
      'وصل ساخنًا وفي الوقت المحدد. سأطلب مرة أخرى.',
      (item) => `${item} was fresh and full of flavour. Five stars.`,
    ],
    middling: [(item) => `${item} was good but a little salty for me.`, 'Tasty, though the fries had gone soft on the way.', 'لذيذ لكن وصل فاترًا بعض الشيء.'],
    poor: ['Took over an hour and came cold.', (item) => `The ${item} was not what the picture shows, smaller and dry.`],
  },
  3: {
    good: [
      'Genuine product with a long expiry date.',
      'The pharmacist called to check the dose before sending it. Very professional.',
      (item) => `${item} arrived sealed, within 40 minutes, at night.`,
      'وصل الطلب بسرعة والمنتج أصلي.',
      (item) => `Cheaper than my local pharmacy for ${item}.`,
      'Discreet packaging, exactly what I ordered.',
      'Delivered at 1 am when my son had a fever. Thank you!',
      (item) => `Good price for ${item}, and the receipt was in the bag.`,
      'خدمة سريعة وتعامل محترم.',
    ],
    middling: ['Right product, but the box was a bit dented.', (item) => `${item} was out of stock at first, they found it an hour later.`],
    poor: ['They asked for my prescription twice even though I had uploaded it.', 'Delivery was much later than promised.'],
  },
  4: {
    good: [
      (item) => `The ${item} is exactly as pictured and well made.`,
      'Fits true to size. Arrived a day earlier than expected.',
      (item) => `Really happy with the ${item}, great value.`,
      'المنتج ممتاز ومطابق للوصف.',
      'Nicely gift-wrapped, my wife loved it.',
      'Quality is better than the price suggests.',
      (item) => `Second time buying the ${item}. Still happy with it.`,
      'Came in the original box with the receipt. Easy.',
      'وصل قبل الموعد والتغليف ممتاز.',
    ],
    middling: [(item) => `${item} is good, the colour is slightly darker than the photo.`, 'Decent, but the box was scuffed.', 'جيد لكن المقاس أصغر قليلًا.'],
    poor: ['Had to return it, the size chart is off.', (item) => `The ${item} stopped working after a week. Exchange was easy.`],
  },
};

/** How much each store's customers like it: most are loved, a few are middling. */
const storeBias = (storeId: number) => [0.92, 0.85, 0.78, 0.88, 0.7, 0.95, 0.82][storeId % 7] ?? 0.85;

function seedReviewers(db: Db): number[] {
  const insert = db.prepare(
    `INSERT INTO users (id, f_name, l_name, email, phone, password, is_phone_verified, is_email_verified, created_at, updated_at) VALUES (?, ?, ?, NULL, NULL, NULL, 1, 0, ?, ?)`,
  );
  return REVIEWERS.map(([first, last], index) => {
    const id = FIRST_REVIEWER_ID + index;
    insert.run(id, first, last, seedTime(index * 60), seedTime(index * 60));
    return id;
  });
}

const moduleOfStore = new Map(CATALOG.flatMap((module) => module.stores.map((store) => [store.id, module.moduleId] as const)));

export function seedCatalogReviews(db: Db, calendar: SeedCalendar): void {
  const reviewers = seedReviewers(db);
  const random = seeded(3131);
  const items = db.prepare('SELECT id, name, store_id, module_id FROM items WHERE module_id IN (1, 2, 3, 4) ORDER BY id').all() as { id: number; name: string; store_id: number; module_id: number }[];
  const insert = db.prepare(`INSERT INTO reviews (item_id, store_id, module_id, user_id, order_id, rating, comment, created_at, updated_at) VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?)`);
  let n = 0;
  const storeReviews = new Map<number, number>();
  for (const item of items) {
    const count = item.id % 5 === 0 ? 0 : Math.floor(random() * 5);
    const pools = COMMENTS[moduleOfStore.get(item.store_id) ?? item.module_id] ?? COMMENTS[1];
    if (!pools) continue;
    for (let i = 0; i < count; i++) {
      const roll = random();
      const liked = storeBias(item.store_id);
      const rating = roll < liked * 0.62 ? 5 : roll < liked ? 4 : roll < liked + (1 - liked) * 0.6 ? 3 : roll < 0.985 ? 2 : 1;
      const pool = rating >= 4 ? pools.good : rating === 3 ? pools.middling : pools.poor;
      // Each store's reviews walk through the pool, so two in a row seldom say the same.
      const said = (storeReviews.get(item.store_id) ?? item.store_id) + 1;
      storeReviews.set(item.store_id, said);
      const comment = pool[(said * 5 + i) % pool.length] ?? '';
      const text = typeof comment === 'function' ? comment(item.name) : comment;
      // Written over the eight months before the seed day, at a time customers write.
      const at = `${calendar.day(-1 - Math.floor(random() * 240))}T${String(8 + Math.floor(random() * 14)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}:00.000000Z`;
      insert.run(item.id, item.store_id, item.module_id, reviewers[(n * 7 + item.id) % reviewers.length], rating, text, at, at);
      n += 1;
    }
  }
  db.exec(`UPDATE items SET
    rating_count = (SELECT count(*) FROM reviews r WHERE r.item_id = items.id AND r.status = 1),
    avg_rating = coalesce((SELECT round(avg(rating), 2) FROM reviews r WHERE r.item_id = items.id AND r.status = 1), 0)
    WHERE module_id IN (1, 2, 3, 4)`);
  const histograms = db.prepare('SELECT store_id, rating, count(*) AS c FROM reviews WHERE status = 1 GROUP BY store_id, rating').all() as { store_id: number; rating: number; c: number }[];
  const byStore = new Map<number, number[]>();
  for (const row of histograms) {
    const histogram = byStore.get(row.store_id) ?? [0, 0, 0, 0, 0];
    histogram[5 - row.rating] = row.c;
    byStore.set(row.store_id, histogram);
  }
  const update = db.prepare('UPDATE stores SET rating = ? WHERE id = ?');
  for (const [storeId, histogram] of byStore) update.run(JSON.stringify(histogram), storeId);
}
