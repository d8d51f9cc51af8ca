/**
 * What the demo customer's own pages show on a fresh seed: a wallet history of every kind (funds added
 * with a bonus, two wallet-paid orders, one of them refunded, a referral reward, a points conversion and
 * an operator's credit) whose running balance ends at the account's balance, running wallet bonus offers,
 * notifications, delivery vehicles and people, and conversations with a store, a delivery person and
 * support. Runs after the customer history, so the orders here take the next free ids.
 */
import type { Db } from '../connection';
import { DEMO_CUSTOMER, SECOND_CUSTOMER } from './demo-account';
import { SEED_TIME } from './time';
import type { ItemRow as FullItemRow } from '../rows';

type ItemRow = Pick<FullItemRow, 'id' | 'name' | 'price' | 'discount' | 'discount_type' | 'store_id' | 'module_id' | 'unit_type'>;

const round = (value: number) => Math.round(value * 100) / 100;

const ADDRESS = {
  contact_person_name: DEMO_CUSTOMER.name,
  contact_person_number: DEMO_CUSTOMER.phone,
  contact_person_email: DEMO_CUSTOMER.email,
  address_type: 'home',
  address: 'Dubai Marina Walk, Dubai Marina, Dubai',
  floor: '12',
  road: 'Marina Walk',
  house: '1204',
  latitude: '25.0805',
  longitude: '55.1403',
};

/** A wallet-paid order with its lines; returns its id and amount. `refunded` gives the refund time. */
function seedWalletOrder(db: Db, lines: [number, number][], at: string, deliveredAt: string, refundedAt: string | null): { id: number; amount: number } {
  const items = lines.map(([id, quantity]) => ({ item: db.prepare('SELECT * FROM items WHERE id = ?').get(id) as ItemRow, quantity }));
  const discountOf = (item: ItemRow) => (item.discount_type === 'percent' ? (item.price * item.discount) / 100 : item.discount);
  const subtotal = items.reduce((sum, { item, quantity }) => sum + item.price * quantity, 0);
  const discount = round(items.reduce((sum, { item, quantity }) => sum + discountOf(item) * quantity, 0));
  const deliveryCharge = 7;
  const amount = round(subtotal - discount + deliveryCharge);
  const first = items[0]?.item as ItemRow;
  const status = refundedAt ? 'refunded' : 'delivered';
  const result = db
    .prepare(
      `INSERT INTO orders (user_id, is_guest, store_id, module_id, zone_id, order_amount, order_status, payment_status, payment_method, order_type,
         store_discount_amount, delivery_charge, original_delivery_charge, delivery_address, distance, otp, pending, accepted, confirmed, processing,
         handover, picked_up, delivered, refund_requested, refunded, created_at, updated_at)
       VALUES (?, 0, ?, ?, 2, ?, ?, 'paid', 'wallet', 'delivery', ?, ?, ?, ?, 3.1, '5307', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(DEMO_CUSTOMER.id, first.store_id, first.module_id, amount, status, discount, deliveryCharge, deliveryCharge, JSON.stringify(ADDRESS), at, at, at, at, at, at, deliveredAt, refundedAt, refundedAt, at, refundedAt ?? deliveredAt);
  const id = Number(result.lastInsertRowid);
  const detail = db.prepare(
    `INSERT INTO order_details (order_id, item_id, price, quantity, discount_on_item, discount_type, item_details, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'discount_on_product', ?, ?, ?)`,
  );
  for (const { item, quantity } of items) {
    const snapshot = { id: item.id, name: item.name, price: item.price, discount: item.discount, discount_type: item.discount_type, store_id: item.store_id, module_id: item.module_id, unit_type: item.unit_type, image: `item-${item.id}-1.svg` };
    detail.run(id, item.id, item.price, quantity, round(discountOf(item)), JSON.stringify(snapshot), at, at);
  }
  return { id, amount };
}

/** [type, credit, debit, admin bonus, reference, created_at]; the first credit is worked out so the history ends at the balance. */
type WalletSeed = [string, number, number, number, string | null, string];

function seedWallet(db: Db): { groceries: number; dinner: number } {
  const groceries = seedWalletOrder(db, [[2, 2], [6, 1]], '2025-01-14 12:10:00', '2025-01-14 12:55:00', null);
  const dinner = seedWalletOrder(db, [[33, 2]], '2025-01-20 20:05:00', '2025-01-20 20:50:00', '2025-01-21 10:30:00');
  const rows: WalletSeed[] = [
    ['add_fund', 0, 0, 15, 'stripe', '2025-01-05 10:12:00'],
    ['referrer', 80, 0, 0, SECOND_CUSTOMER.phone, '2025-01-08 18:40:00'],
    ['loyalty_point', 20, 0, 0, null, '2025-01-12 09:05:00'],
    ['order_place', 0, groceries.amount, 0, String(groceries.id), '2025-01-14 12:10:00'],
    ['add_fund_by_admin', 50, 0, 0, 'Credit for a late delivery', '2025-01-18 11:00:00'],
    ['order_place', 0, dinner.amount, 0, String(dinner.id), '2025-01-20 20:05:00'],
    ['order_refund', dinner.amount, 0, 0, String(dinner.id), '2025-01-21 10:30:00'],
    ['add_fund', 100, 0, 10, 'paypal', '2025-02-01 16:20:00'],
    ['add_fund', 50, 0, 0, 'stripe', '2025-02-09 09:45:00'],
    ['add_fund_by_admin', 25, 0, 0, 'Ramadan gift', '2025-03-01 18:00:00'],
    ['add_fund', 40, 0, 0, 'stripe', '2025-03-12 13:15:00'],
  ];
  const others = rows.slice(1).reduce((sum, [, credit, debit, bonus]) => sum + credit + bonus - debit, 0) + rows[0]![3];
  rows[0]![1] = round(DEMO_CUSTOMER.walletBalance - others);
  const insert = db.prepare(
    `INSERT INTO wallet_transactions (user_id, transaction_id, credit, debit, admin_bonus, balance, transaction_type, reference, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let balance = 0;
  rows.forEach(([type, credit, debit, bonus, reference, at], index) => {
    balance = round(balance + credit + bonus - debit);
    insert.run(DEMO_CUSTOMER.id, `WT-${String(index + 1).padStart(4, '0')}`, credit, debit, bonus, balance, type, reference, at, at);
  });
  return { groceries: groceries.id, dinner: dinner.id };
}

const BONUSES: [number, string, string, string, string, 'percentage' | 'amount', number, number, number, string, string][] = [
  [1, 'Top up 5% extra', 'شحن مع ٥٪ إضافية', 'Add AED 100 or more and get 5% extra, up to AED 25.', 'أضف ١٠٠ درهم أو أكثر واحصل على ٥٪ إضافية حتى ٢٥ درهمًا.', 'percentage', 5, 100, 25, '2024-01-01', '2099-12-31'],
  [2, 'AED 20 on AED 300', 'عشرون درهمًا على ٣٠٠', 'Add AED 300 or more in one go and get AED 20 on top.', 'أضف ٣٠٠ درهم أو أكثر دفعة واحدة واحصل على ٢٠ درهمًا إضافية.', 'amount', 20, 300, 0, '2024-01-01', '2099-12-31'],
  [3, 'Winter 2024 bonus', 'مكافأة شتاء ٢٠٢٤', 'Ended offer.', 'عرض منتهٍ.', 'percentage', 10, 50, 30, '2024-01-01', '2024-02-28'],
];

const NOTIFICATIONS: [number, string, string, string, string, number | null, string][] = [
  [1, 'Weekend grocery deals', 'عروض البقالة لنهاية الأسبوع', 'Fresh fruit and vegetables up to 20% off at Fresh Basket this weekend.', 'فواكه وخضروات طازجة بخصم حتى ٢٠٪ في فريش باسكت هذا الأسبوع.', null, '2025-03-10 09:00:00'],
  [2, 'New in Downtown', 'جديد في وسط المدينة', 'Two new restaurants now deliver to Downtown & Deira.', 'مطعمان جديدان يوصلان الآن إلى وسط المدينة وديرة.', 1, '2025-03-14 10:00:00'],
];

/** The demo customer's own notifications about the two wallet-paid orders. */
function ownNotifications(orders: { groceries: number; dinner: number }): [{ title: string; description: string; order_id: number; type: string }, string][] {
  return [
    [{ title: 'Order delivered', description: `Your order #${orders.groceries} has been delivered. Enjoy!`, order_id: orders.groceries, type: 'order_status' }, '2025-01-14 12:55:00'],
    [{ title: 'Refund completed', description: `The payment for order #${orders.dinner} has been refunded to your wallet.`, order_id: orders.dinner, type: 'order_status' }, '2025-01-21 10:30:00'],
  ];
}

function seedDeliveryFleet(db: Db): void {
  const vehicle = db.prepare('INSERT INTO dm_vehicles (id, type, type_ar, starting_coverage_area, maximum_coverage_area, extra_charges, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  vehicle.run(1, 'Bike', 'دراجة نارية', 0, 10, 0, SEED_TIME, SEED_TIME);
  vehicle.run(2, 'Car', 'سيارة', 10, 40, 5, SEED_TIME, SEED_TIME);
  vehicle.run(3, 'Bicycle', 'دراجة هوائية', 0, 4, 0, SEED_TIME, SEED_TIME);
  // The riders themselves (and rider 1, Omar, whom the demo customer chats with) come with the order seed.
}

type Line = [from: 'customer' | 'other', text: string, at: string];

function seedConversation(db: Db, customerInfo: number, other: { type: 'vendor' | 'delivery_man' | 'admin'; infoId: number; receiverId: number }, lines: Line[], unread: number): void {
  const first = lines[0]?.[2] ?? SEED_TIME;
  const conversation = Number(
    db
      .prepare("INSERT INTO conversations (sender_id, sender_type, receiver_id, receiver_type, unread_message_count, created_at, updated_at) VALUES (?, 'customer', ?, ?, ?, ?, ?)")
      .run(customerInfo, other.infoId, other.type, unread, first, first).lastInsertRowid,
  );
  const insert = db.prepare('INSERT INTO messages (conversation_id, sender_id, message, is_seen, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
  let last = 0;
  lines.forEach(([from, text, at], index) => {
    const seen = from === 'customer' || index < lines.length - unread ? 1 : 0;
    last = Number(insert.run(conversation, from === 'customer' ? customerInfo : other.infoId, text, seen, at, at).lastInsertRowid);
  });
  const lastAt = lines.at(-1)?.[2] ?? first;
  db.prepare('UPDATE conversations SET last_message_id = ?, last_message_time = ?, updated_at = ? WHERE id = ?').run(last, lastAt, lastAt, conversation);
}

function seedConversations(db: Db): void {
  const info = db.prepare('INSERT INTO user_infos (user_id, vendor_id, deliveryman_id, admin_id, f_name, l_name, phone, email, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const [first, ...rest] = DEMO_CUSTOMER.name.split(' ');
  const customer = Number(info.run(DEMO_CUSTOMER.id, null, null, null, first, rest.join(' '), DEMO_CUSTOMER.phone, DEMO_CUSTOMER.email, SEED_TIME, SEED_TIME).lastInsertRowid);
  const store = db.prepare('SELECT id, name, phone, email FROM stores WHERE id = 1').get() as { id: number; name: string; phone: string; email: string };
  const storeInfo = Number(info.run(null, store.id, null, null, store.name, '', store.phone, store.email, SEED_TIME, SEED_TIME).lastInsertRowid);
  const rider = db.prepare('SELECT id, f_name, l_name, phone, email FROM delivery_men WHERE id = 1').get() as { id: number; f_name: string; l_name: string; phone: string; email: string | null };
  const riderInfo = Number(info.run(null, null, rider.id, null, rider.f_name, rider.l_name, rider.phone, rider.email, SEED_TIME, SEED_TIME).lastInsertRowid);
  const adminInfo = Number(info.run(null, null, null, 1, 'Rideway Market', 'Support', null, null, SEED_TIME, SEED_TIME).lastInsertRowid);
  seedConversation(db, customer, { type: 'vendor', infoId: storeInfo, receiverId: store.id }, [
    ['customer', 'Hello! Do you have ripe avocados today?', '2025-03-02 10:01:00'],
    ['other', 'Good morning! Yes, a fresh batch came in this morning.', '2025-03-02 10:04:00'],
    ['other', 'Shall we pick the ripest ones for your next order?', '2025-03-02 10:05:00'],
  ], 2);
  seedConversation(db, customer, { type: 'delivery_man', infoId: riderInfo, receiverId: rider.id }, [
    ['other', 'Hi, I am outside the building with your groceries.', '2025-01-14 12:50:00'],
    ['customer', 'Thanks Omar, coming down now.', '2025-01-14 12:51:00'],
  ], 0);
  seedConversation(db, customer, { type: 'admin', infoId: adminInfo, receiverId: 0 }, [
    ['customer', 'My dinner order arrived cold. Can I get a refund?', '2025-01-20 21:10:00'],
    ['other', 'We are sorry about that. The order has been refunded to your wallet.', '2025-01-21 10:31:00'],
  ], 1);
}

export function seedCustomerPages(db: Db): void {
  const orders = seedWallet(db);
  const bonus = db.prepare(
    `INSERT INTO wallet_bonuses (id, title, title_ar, description, description_ar, bonus_type, bonus_amount, minimum_add_amount, maximum_bonus_amount, start_date, end_date, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const row of BONUSES) bonus.run(...row, SEED_TIME, SEED_TIME);
  const notification = db.prepare('INSERT INTO notifications (id, title, title_ar, description, description_ar, zone_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  for (const [id, title, titleAr, description, descriptionAr, zone, at] of NOTIFICATIONS) notification.run(id, title, titleAr, description, descriptionAr, zone, at, at);
  const own = db.prepare('INSERT INTO user_notifications (user_id, data, created_at, updated_at) VALUES (?, ?, ?, ?)');
  for (const [data, at] of ownNotifications(orders)) own.run(DEMO_CUSTOMER.id, JSON.stringify({ image: '', ...data }), at, at);
  seedDeliveryFleet(db);
  seedConversations(db);
}
