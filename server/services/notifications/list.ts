/**
 * The signed-in customer's notifications (`customer/notifications`, contract §M6.5): the operator's push
 * notifications for the customer's zones (or everyone), then the customer's own (orders, wallet), newest
 * first within each part. The backend keeps only the last 15 days; this server lists the newest 50 of each
 * instead, so a demo database shows them whatever day it is opened.
 */
import type { Db } from '../../db/connection';

const LIMIT = 50;

interface OperatorRow {
  id: number;
  title: string;
  title_ar: string | null;
  description: string;
  description_ar: string | null;
  image: string | null;
  zone_id: number | null;
  status: number;
  created_at: string;
  updated_at: string;
}

export interface OwnRow {
  id: number;
  user_id: number;
  data: string;
  created_at: string;
  updated_at: string;
}

export function operatorNotifications(db: Db, zones: number[], language: 'en' | 'ar', imageUrl: (id: number) => string) {
  const marks = zones.map(() => '?').join(', ');
  const rows = db.prepare(`SELECT * FROM notifications WHERE status = 1 AND (zone_id IS NULL OR zone_id IN (${marks})) ORDER BY updated_at DESC, id DESC LIMIT ?`).all(...zones, LIMIT) as OperatorRow[];
  return rows.map(({ title_ar, description_ar, ...row }) => {
    const title = language === 'ar' && title_ar ? title_ar : row.title;
    const description = language === 'ar' && description_ar ? description_ar : row.description;
    return {
      ...row,
      title,
      description,
      tergat: 'customer',
      data: { title, description, order_id: '', image: row.image ?? '', type: 'push_notification' },
      image_full_url: imageUrl(row.id),
    };
  });
}

export function ownNotifications(db: Db, userId: number): OwnRow[] {
  return db.prepare('SELECT * FROM user_notifications WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?').all(userId, LIMIT) as OwnRow[];
}

/** Records a notification for one customer (`data` as the contract's JSON text). */
export function notifyCustomer(db: Db, userId: number, data: { title: string; description: string; order_id?: number | string; type: string }, at: string): void {
  db.prepare('INSERT INTO user_notifications (user_id, data, created_at, updated_at) VALUES (?, ?, ?, ?)').run(userId, JSON.stringify({ order_id: '', image: '', ...data }), at, at);
}
