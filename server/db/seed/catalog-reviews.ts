/**
 * Item reviews by the two demo customers, and the ratings they imply: each item's average and count, and
 * each store's histogram of 5★…1★ counts over its items' reviews (so every rating shown adds up).
 */
import type { Db } from '../connection';
import { seeded, seedTime } from './time';

const COMMENTS: Record<number, string[]> = {
  1: ['Fresh and well packed.', 'Arrived cold and on time.', 'Good quality for the price.', 'Exactly what I ordered.', 'Will order again.'],
  2: ['Hot, tasty and generous portions.', 'Delivered quickly, still crispy.', 'A little salty but very good.', 'Best in the area.', 'Packed neatly, no spills.'],
  3: ['Genuine product, sealed box.', 'Fast delivery when I needed it.', 'The pharmacist called to confirm.', 'Good expiry date.', 'Works as described.'],
  4: ['Great quality, fits well.', 'Exactly as pictured.', 'Arrived a day early.', 'Good value for money.', 'Nicely packaged.'],
};

export function seedCatalogReviews(db: Db): void {
  const random = seeded(3131);
  const items = db.prepare('SELECT id, store_id, module_id FROM items WHERE module_id IN (1, 2, 3, 4) ORDER BY id').all() as { id: number; store_id: number; module_id: number }[];
  const insert = db.prepare(
    `INSERT INTO reviews (item_id, store_id, module_id, user_id, order_id, rating, comment, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let n = 0;
  for (const item of items) {
    const count = item.id % 5 === 0 ? 0 : Math.floor(random() * 4);
    for (let i = 0; i < count; i++) {
      const roll = random();
      const rating = roll < 0.05 ? 2 : roll < 0.15 ? 3 : roll < 0.45 ? 4 : 5;
      const comments = COMMENTS[item.module_id] ?? COMMENTS[1] ?? [];
      insert.run(item.id, item.store_id, item.module_id, 1 + (n % 2), null, rating, comments[n % comments.length], seedTime(2000 + n * 37), seedTime(2000 + n * 37));
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
