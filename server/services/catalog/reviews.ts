/**
 * Item reviews (`items/reviews/{id}`, `stores/reviews`, an item's details): the review row with its
 * attachments decoded, the item's name and the customer who wrote it. Customers are shown by first name and
 * initial of the last name, and their picture is the neutral avatar, never their contact details.
 */
import type { Db } from '../../db/connection';
import { memoByKey } from '../../db/row-cache';
import { imagePaths } from '../images/paths';
import { localised, picture, parseJson, type Scope } from './scope';

interface ReviewRow {
  id: number;
  item_id: number;
  store_id: number;
  module_id: number;
  user_id: number;
  order_id: number | null;
  rating: number;
  comment: string;
  attachment: string;
  status: number;
  created_at: string;
  updated_at: string;
  item_name: string;
  item_name_ar: string | null;
  f_name: string | null;
  l_name: string | null;
}

const SELECT = `SELECT r.*, i.name AS item_name, i.name_ar AS item_name_ar, u.f_name, u.l_name
  FROM reviews r JOIN items i ON i.id = r.item_id LEFT JOIN users u ON u.id = r.user_id`;

function reviewJson(scope: Scope, row: ReviewRow) {
  const { item_name: itemName, item_name_ar: itemNameAr, f_name: first, l_name: last, ...review } = row;
  return {
    ...review,
    attachment: parseJson<string[]>(row.attachment, []),
    item_name: localised(scope, itemName, itemNameAr),
    customer: {
      id: row.user_id,
      f_name: first ?? '',
      l_name: last ? `${Array.from(last)[0] ?? ''}.` : '',
      ...picture(scope, imagePaths.user(row.user_id)),
    },
  };
}

export function itemReviews(scope: Scope, itemId: number, page: { limit: number; skip: number } | null) {
  const total = (scope.db.prepare('SELECT count(*) AS n FROM reviews WHERE item_id = ? AND status = 1').get(itemId) as { n: number }).n;
  const rows = (page
    ? scope.db.prepare(`${SELECT} WHERE r.item_id = ? AND r.status = 1 ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`).all(itemId, page.limit, page.skip)
    : scope.db.prepare(`${SELECT} WHERE r.item_id = ? AND r.status = 1 ORDER BY r.created_at DESC, r.id DESC`).all(itemId)) as ReviewRow[];
  return { total, reviews: rows.map((row) => reviewJson(scope, row)) };
}

export function storeReviews(scope: Scope, storeId: number) {
  const rows = scope.db.prepare(`${SELECT} WHERE r.store_id = ? AND r.status = 1 AND i.status = 1 ORDER BY r.created_at DESC, r.id DESC`).all(storeId) as ReviewRow[];
  return rows.map((row) => reviewJson(scope, row));
}

/** A store's published reviews with a comment, kept until `reviews` is written (the store page shows it). */
const commentedReviews = memoByKey(['reviews'], (db: Db, storeId: number) => (db.prepare("SELECT count(*) AS n FROM reviews WHERE store_id = ? AND status = 1 AND comment != ''").get(storeId) as { n: number }).n);

export function reviewsWithComments(scope: Scope, storeId: number): number {
  return commentedReviews(scope.db, storeId);
}
