/**
 * The demo customer's history, consistent with the balances in demo-account.ts: loyalty transactions that add up to the points, and one delivered grocery order
 * (cash on delivery) with its two lines, so order lists and the wallet screen are not empty on a fresh seed.
 */
import type { Db } from '../connection';
import { DEMO_CUSTOMER } from './demo-account';
import type { ItemRow as FullItemRow } from '../rows';

/** [transaction id, credit, debit, type, reference, created_at] — balances are running sums (the wallet's history is in customer-pages.ts). */
const LOYALTY: [string, number, number, string, string | null, string][] = [
  ['LP-0001', 320, 0, 'order_place', '1', '2025-01-10 20:30:00'],
  ['LP-0002', 0, 200, 'point_to_wallet', null, '2025-01-12 09:05:00'],
];

type ItemRow = Pick<FullItemRow, 'id' | 'name' | 'price' | 'discount' | 'discount_type' | 'store_id' | 'module_id' | 'unit_type'>;

function seedLedgers(db: Db): void {
  for (const [table, rows] of [['loyalty_point_transactions', LOYALTY]] as const) {
    const insert = db.prepare(
      `INSERT INTO ${table} (user_id, transaction_id, credit, debit, balance, transaction_type, reference, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    let balance = 0;
    for (const [id, credit, debit, type, reference, at] of rows) {
      balance += credit - debit;
      insert.run(DEMO_CUSTOMER.id, id, credit, debit, balance, type, reference, at, at);
    }
  }
}

function seedDeliveredOrder(db: Db): void {
  const lines: [number, number][] = [
    [1, 2],
    [4, 1],
  ];
  const items = lines.map(([id, quantity]) => ({ item: db.prepare('SELECT * FROM items WHERE id = ?').get(id) as ItemRow, quantity }));
  const discountOf = (item: ItemRow) => (item.discount_type === 'percent' ? (item.price * item.discount) / 100 : item.discount);
  const subtotal = items.reduce((sum, { item, quantity }) => sum + item.price * quantity, 0);
  const discount = items.reduce((sum, { item, quantity }) => sum + discountOf(item) * quantity, 0);
  const deliveryCharge = 8;
  const additionalCharge = 10;
  const amount = Math.round((subtotal - discount + deliveryCharge + additionalCharge) * 100) / 100;
  const address = {
    contact_person_name: DEMO_CUSTOMER.name,
    contact_person_number: DEMO_CUSTOMER.phone,
    contact_person_email: DEMO_CUSTOMER.email,
    address_type: 'office',
    address: 'Bay Avenue, Business Bay, Dubai',
    floor: '7',
    road: 'Al Abraj Street',
    house: 'B7',
    latitude: '25.1868',
    longitude: '55.2711',
  };
  const at = '2025-01-10 19:45:00';
  db.prepare(
    `INSERT INTO orders (id, user_id, is_guest, store_id, module_id, zone_id, order_amount, order_status, payment_status, payment_method, order_type,
       store_discount_amount, delivery_charge, original_delivery_charge, additional_charge, delivery_address, delivery_address_id, distance, otp,
       pending, accepted, confirmed, processing, handover, picked_up, delivered, created_at, updated_at)
     VALUES (1, ?, 0, 1, 1, 1, ?, 'delivered', 'paid', 'cash_on_delivery', 'delivery', ?, ?, ?, ?, ?, 2, 2.4, '4821',
       ?, '2025-01-10 19:47:00', '2025-01-10 19:47:00', '2025-01-10 19:52:00', '2025-01-10 20:05:00', '2025-01-10 20:08:00', '2025-01-10 20:30:00', ?, '2025-01-10 20:30:00')`,
  ).run(DEMO_CUSTOMER.id, amount, Math.round(discount * 100) / 100, deliveryCharge, deliveryCharge, additionalCharge, JSON.stringify(address), at, at);
  const detail = db.prepare(
    `INSERT INTO order_details (order_id, item_id, price, quantity, discount_on_item, discount_type, item_details, created_at, updated_at)
     VALUES (1, ?, ?, ?, ?, 'discount_on_product', ?, ?, ?)`,
  );
  for (const { item, quantity } of items) {
    const snapshot = { id: item.id, name: item.name, price: item.price, discount: item.discount, discount_type: item.discount_type, store_id: item.store_id, module_id: item.module_id, unit_type: item.unit_type, image: `item-${item.id}-1.svg` };
    detail.run(item.id, item.price, quantity, Math.round(discountOf(item) * 100) / 100, JSON.stringify(snapshot), at, at);
  }
}

export function seedCustomerHistory(db: Db): void {
  seedLedgers(db);
  seedDeliveredOrder(db);
}
