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

type Said = string | ((item: string) => string);
/** What a customer says, about any item, or only about items of the categories it names (hot dishes, clothes). */
type Comment = Said | { say: Said; of: readonly string[] };

/** Dishes that travel hot, that fry, that are eaten cold; goods worn in sizes; devices that run. */
const HOT = ['Burgers', 'Fried Chicken', 'Sides', 'Arabic', 'Pizza', 'Pasta', 'Chinese', 'Soups', 'Seafood', 'Mexican', 'Indian', 'Breakfast', 'Bakery', 'Sandwiches', 'Steaks & BBQ'];
const FRIED = ['Burgers', 'Fried Chicken', 'Sides'];
const COLD = ['Ice Cream', 'Juices & Smoothies', 'Desserts', 'Drinks', 'Salads', 'Japanese'];
const WORN = ['Fashion', 'Shoes'];
const DEVICES = ['Audio', 'Phones', 'Computers', 'TV & Appliances', 'Gaming', 'Watches', 'Kitchen'];
const BOOKS = ['Books & Stationery'];
const MEDICINES = ['Pain Relief', 'Cold & Flu', 'Allergy', 'Prescription', 'Digestive Health', 'Diabetes Care'];
const PRESCRIBED = ['Prescription', 'Diabetes Care'];

/** What customers say, by module: good, middling and poor, some naming the item. */
const COMMENTS: Record<number, { good: Comment[]; middling: Comment[]; poor: Comment[] }> = {
  1: {
    good: [
      (item) => `${item} came well packed, and the rider was polite too.`,
      'Arrived in 25 minutes, the chilled things still cold.',
      (item) => `Best ${item} I have had from an app, will order again.`,
      'Good quality for the price, and they swapped an item I asked about.',
      'تم التوصيل بسرعة والمنتجات طازجة. شكرًا!',
      'Well packed, no leaks, nothing squashed.',
      (item) => `Always order my ${item} here. Never disappointed.`,
      'The rider called when he was downstairs, very polite.',
      'خدمة ممتازة والأسعار مناسبة.',
    ],
    middling: [(item) => `${item} fine, but a day closer to its date than I would like.`, 'Good overall but one bag was missing and came later.', 'الجودة جيدة لكن التوصيل تأخر قليلًا.'],
    poor: ['Half the order was substituted without asking.', (item) => `${item} arrived damaged. Support refunded it quickly though.`],
  },
  2: {
    good: [
      { say: (item) => `The ${item} was still hot when it arrived. Portion was generous.`, of: HOT },
      (item) => `${item} tastes exactly like at the restaurant.`,
      'Delivered before the time shown, packed so nothing spilled.',
      (item) => `Ordered the ${item} twice this week already. Can't stop.`,
      'الطعم ممتاز والكمية كافية. أنصح به.',
      { say: 'Great flavour, and they remembered the extra sauce.', of: HOT },
      { say: (item) => `The ${item} came ice cold and not melted at all.`, of: ['Ice Cream', 'Juices & Smoothies', 'Drinks'] },
      (item) => `Honestly the best ${item} in the area. The kids finished it in minutes.`,
      { say: 'Arrived well sealed and still warm. Good value for a family dinner.', of: HOT },
      { say: 'وصل ساخنًا وفي الوقت المحدد. سأطلب مرة أخرى.', of: HOT },
      { say: 'Fresh, not too sweet, and packed upright so nothing leaked.', of: COLD },
      (item) => `${item} was fresh and full of flavour. Five stars.`,
    ],
    middling: [
      (item) => `${item} was good but a little salty for me.`,
      { say: 'Tasty, though the fries had gone soft on the way.', of: FRIED },
      { say: 'لذيذ لكن وصل فاترًا بعض الشيء.', of: HOT },
      { say: (item) => `${item} was nice but had started to melt by the time it came.`, of: ['Ice Cream', 'Desserts'] },
      { say: 'Good, but a little too sweet for me.', of: COLD },
      'Nice, but the portion was smaller than I expected.',
    ],
    poor: [
      { say: 'Took over an hour and came cold.', of: HOT },
      (item) => `The ${item} was not what the picture shows, smaller and dry.`,
      { say: 'Took over an hour, and the drink had gone warm.', of: COLD },
    ],
  },
  3: {
    good: [
      'Genuine product with a long expiry date.',
      { say: 'The pharmacist called to check the dose before sending it. Very professional.', of: MEDICINES },
      (item) => `${item} arrived sealed, within 40 minutes.`,
      'وصل الطلب بسرعة والمنتج أصلي.',
      (item) => `Cheaper than my local pharmacy for ${item}.`,
      'Discreet packaging, exactly what I ordered.',
      { say: 'Delivered late at night when my son had a fever. Thank you!', of: ['Pain Relief', 'Cold & Flu'] },
      (item) => `Good price for ${item}, and the receipt was in the bag.`,
      'خدمة سريعة وتعامل محترم.',
    ],
    middling: ['Right product, but the box was a bit dented.', (item) => `${item} was out of stock at first, they found it an hour later.`],
    poor: [{ say: 'They asked for my prescription twice even though I had uploaded it.', of: PRESCRIBED }, 'Delivery was much later than promised.', (item) => `The ${item} box had been opened before. Replaced the next day.`],
  },
  4: {
    good: [
      (item) => `The ${item} is exactly as pictured and well made.`,
      { say: 'Fits true to size. Arrived a day earlier than expected.', of: WORN },
      (item) => `Really happy with the ${item}, great value.`,
      'المنتج ممتاز ومطابق للوصف.',
      'Nicely gift-wrapped, my wife loved it.',
      'Quality is better than the price suggests.',
      { say: 'Set up in five minutes, works perfectly.', of: DEVICES },
      { say: 'Arrived without a bent corner, well wrapped.', of: BOOKS },
      (item) => `Second time buying the ${item}. Still happy with it.`,
      'Came in the original box with the receipt. Easy.',
      'وصل قبل الموعد والتغليف ممتاز.',
    ],
    middling: [
      (item) => `${item} is good, the colour is slightly darker than the photo.`,
      'Decent, but the box was scuffed.',
      { say: 'جيد لكن المقاس أصغر قليلًا.', of: WORN },
      { say: 'Works well, but the battery runs down faster than I hoped.', of: DEVICES },
      'جيد، لكن التوصيل استغرق يومًا إضافيًا.',
    ],
    poor: [
      { say: 'Had to return it, the size chart is off.', of: WORN },
      { say: (item) => `The ${item} stopped working after a week. Exchange was easy.`, of: DEVICES },
      (item) => `The ${item} came with a scratch on it. Support sent a new one.`,
    ],
  },
};

/** The comments of a pool that fit an item of this category. */
const fitting = (pool: readonly Comment[], category: string): Said[] =>
  pool.flatMap((comment) => (typeof comment === 'object' ? (comment.of.includes(category) ? [comment.say] : []) : [comment]));

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
  const items = db
    .prepare('SELECT i.id, i.name, i.store_id, i.module_id, c.name AS category FROM items i JOIN categories c ON c.id = i.parent_category_id WHERE i.module_id IN (1, 2, 3, 4) ORDER BY i.id')
    .all() as { id: number; name: string; store_id: number; module_id: number; category: string }[];
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
      const pool = fitting(rating >= 4 ? pools.good : rating === 3 ? pools.middling : pools.poor, item.category);
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
