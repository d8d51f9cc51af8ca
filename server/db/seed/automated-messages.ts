/**
 * The ready-made messages a customer can pick in a support chat about an order (`customer/automated-message`),
 * in English and Arabic.
 */
import type { Db } from '../connection';
import { SEED_TIME } from './time';

const MESSAGES: [string, string][] = [
  ['Where is my order?', 'أين طلبي؟'],
  ['My order is late.', 'طلبي متأخر.'],
  ['Something is missing from my order.', 'ينقص شيء من طلبي.'],
  ['An item arrived damaged.', 'وصل أحد المنتجات تالفًا.'],
  ['I want to change my delivery address.', 'أريد تغيير عنوان التوصيل.'],
  ['I was charged the wrong amount.', 'تم خصم مبلغ غير صحيح.'],
];

export function seedAutomatedMessages(db: Db): void {
  const insert = db.prepare('INSERT INTO automated_messages (id, message, message_ar, status, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?)');
  MESSAGES.forEach(([message, arabic], index) => insert.run(index + 1, message, arabic, SEED_TIME, SEED_TIME));
}
