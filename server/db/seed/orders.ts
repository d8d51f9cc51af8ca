/**
 * What item orders need on a fresh database: riders in every zone (with a waiting spot for tracking), the
 * customers' cancellation and refund reasons in English and Arabic, and a history for the demo customer
 * across modules — a delivered food order with a rider to review, a delivered pharmacy order paid by card,
 * and a shop order they cancelled — priced by the same pipeline checkout uses. Fixed dates, no clock.
 */
import type { Db } from '../connection';
import { priceOrder } from '../../../common/order-pricing/pipeline';
import { DEMO_CUSTOMER } from './demo-account';
import { SEED_TIME } from './time';

/** [id, first, last, zone, vehicle, lat, lng, ratings 5★…1★] */
const RIDERS: [number, string, string, number, string, number, number, number[]][] = [
  [1, 'Omar', 'Khalid', 1, 'bike', 25.2101, 55.2825, [14, 3, 1, 0, 0]],
  [2, 'Ravi', 'Menon', 1, 'bike', 25.2455, 55.3102, [9, 4, 0, 1, 0]],
  [3, 'Samir', 'Haddad', 2, 'car', 25.0921, 55.1512, [11, 2, 1, 0, 0]],
  [4, 'Joel', 'Santos', 2, 'bike', 25.1103, 55.1905, [6, 3, 2, 0, 0]],
  [5, 'Anil', 'Kumar', 3, 'bike', 25.1502, 55.2402, [8, 1, 0, 0, 0]],
  [6, 'Yusuf', 'Amin', 3, 'car', 25.1804, 55.2301, [5, 2, 0, 0, 1]],
];

const CANCEL_REASONS: [string, string][] = [
  ['I want to change my order', 'أريد تغيير طلبي'],
  ['Delivery is taking too long', 'التوصيل يستغرق وقتًا طويلًا'],
  ['I ordered by mistake', 'طلبت عن طريق الخطأ'],
  ['I found a better price elsewhere', 'وجدت سعرًا أفضل في مكان آخر'],
  ['My delivery address is wrong', 'عنوان التوصيل غير صحيح'],
];

const REFUND_REASONS: [string, string][] = [
  ['Item arrived damaged', 'وصل المنتج تالفًا'],
  ['Wrong item delivered', 'تم توصيل منتج خاطئ'],
  ['Item missing from the order', 'منتج ناقص من الطلب'],
  ['Quality was not as expected', 'الجودة لم تكن كما هو متوقع'],
];

interface Past {
  id: number;
  store: number;
  lines: [number, number][];
  status: 'delivered' | 'canceled';
  payment: [string, string];
  rider: number | null;
  at: string;
  reason?: string;
}

const HISTORY: Past[] = [
  { id: 100001, store: 5, lines: [[33, 2], [35, 1]], status: 'delivered', payment: ['cash_on_delivery', 'paid'], rider: 1, at: '2025-02-03T18:20:00.000000Z' },
  { id: 100002, store: 9, lines: [[65, 1], [66, 2]], status: 'delivered', payment: ['stripe', 'paid'], rider: 2, at: '2025-02-10T09:05:00.000000Z' },
  { id: 100003, store: 13, lines: [[97, 1]], status: 'canceled', payment: ['cash_on_delivery', 'unpaid'], rider: null, at: '2025-02-14T12:40:00.000000Z', reason: 'I ordered by mistake' },
];

const plus = (iso: string, minutes: number) => new Date(new Date(iso).getTime() + minutes * 60_000).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');

interface SeedItem {
  id: number;
  name: string;
  price: number;
  discount: number;
  discount_type: string;
  store_id: number;
  module_id: number;
  category_id: number;
  unit_type: string | null;
}

function seedHistory(db: Db): void {
  const office = { contact_person_name: DEMO_CUSTOMER.name, contact_person_number: DEMO_CUSTOMER.phone, contact_person_email: DEMO_CUSTOMER.email, address_type: 'office', address: 'Bay Avenue, Business Bay, Dubai', floor: '7', road: 'Al Abraj Street', house: 'B7', latitude: '25.1868', longitude: '55.2711' };
  for (const past of HISTORY) {
    const store = db.prepare('SELECT id, module_id, zone_id, tax FROM stores WHERE id = ?').get(past.store) as { id: number; module_id: number; zone_id: number; tax: number };
    const items = past.lines.map(([id, quantity]) => ({ item: db.prepare('SELECT * FROM items WHERE id = ?').get(id) as SeedItem, quantity }));
    const unitDiscount = (item: SeedItem) => (item.discount_type === 'percent' ? (item.price * item.discount) / 100 : Math.min(item.price, item.discount));
    const amounts = priceOrder({
      lines: items.map(({ item, quantity }) => ({ unitPrice: item.price, quantity, unitDiscount: unitDiscount(item), addOnTotal: 0, flashSale: false })),
      orderType: 'delivery',
      wall: { date: past.at.slice(0, 10), time: past.at.slice(11, 19) },
      storeDiscount: null,
      coupon: null,
      taxRate: store.tax,
      taxIncluded: false,
      rates: { chargeType: 'distance', perKm: 2, minimum: 8, maximum: 40, fixed: 0 },
      distanceKm: 3.2,
      increase: null,
      adminFreeDelivery: null,
      storeFreeDelivery: false,
      tips: past.rider ? 5 : 0,
      tipsEnabled: true,
      additionalCharge: 10,
      extraPackaging: 0,
      decimals: 2,
    });
    const steps = past.status === 'delivered' ? { pending: 0, confirmed: 2, processing: 4, handover: 18, picked_up: 22, delivered: 41 } : { pending: 0, canceled: 3 };
    const stamps = Object.fromEntries(Object.entries(steps).map(([status, minutes]) => [status, plus(past.at, minutes)]));
    const columns: Record<string, string | number | null> = {
      id: past.id, user_id: DEMO_CUSTOMER.id, is_guest: 0, store_id: store.id, module_id: store.module_id, zone_id: store.zone_id, order_type: 'delivery',
      order_status: past.status, payment_method: past.payment[0], payment_status: past.payment[1], order_amount: amounts.orderAmount,
      store_discount_amount: amounts.discount, total_tax_amount: amounts.taxAmount, tax_status: 'excluded', tax_percentage: store.tax,
      delivery_charge: amounts.deliveryCharge, original_delivery_charge: amounts.originalDeliveryCharge, additional_charge: amounts.additionalCharge, dm_tips: amounts.tips,
      delivery_address: JSON.stringify(office), delivery_address_id: 2, distance: 3.2, otp: String(4000 + (past.id % 1000)), delivery_man_id: past.rider,
      transaction_reference: past.payment[0] === 'stripe' ? `TXN-SEED${past.id}` : null, canceled_by: past.status === 'canceled' ? 'customer' : null,
      cancellation_reason: past.reason ?? null, created_at: past.at, updated_at: stamps[past.status] ?? past.at, ...stamps,
    };
    const names = Object.keys(columns);
    db.prepare(`INSERT INTO orders (${names.map((name) => `"${name}"`).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`).run(...Object.values(columns));
    const line = db.prepare(
      `INSERT INTO order_details (order_id, item_id, price, quantity, discount_on_item, discount_type, variation, add_ons, item_details, category_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'discount_on_product', '[]', '[]', ?, ?, ?, ?)`,
    );
    for (const { item, quantity } of items) {
      const snapshot = { id: item.id, name: item.name, price: item.price, discount: item.discount, discount_type: item.discount_type, store_id: item.store_id, module_id: item.module_id, unit_type: item.unit_type, image: `${item.id}-1.svg` };
      line.run(past.id, item.id, item.price, quantity, Math.round(unitDiscount(item) * 100) / 100, JSON.stringify(snapshot), item.category_id, past.at, past.at);
    }
  }
}

export function seedOrderSupport(db: Db): void {
  const rider = db.prepare(
    'INSERT INTO delivery_men (id, f_name, l_name, phone, email, zone_id, vehicle, home_latitude, home_longitude, rating, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const [id, first, last, zone, vehicle, lat, lng, rating] of RIDERS) {
    rider.run(id, first, last, `+97155000${String(id).padStart(4, '0')}`, `${first.toLowerCase()}@riders.rideway.test`, zone, vehicle, String(lat), String(lng), JSON.stringify(rating), SEED_TIME, SEED_TIME);
  }
  const cancel = db.prepare("INSERT INTO cancellation_reasons (id, reason, reason_ar, user_type, created_at, updated_at) VALUES (?, ?, ?, 'customer', ?, ?)");
  CANCEL_REASONS.forEach(([reason, arabic], index) => cancel.run(index + 1, reason, arabic, SEED_TIME, SEED_TIME));
  const refund = db.prepare('INSERT INTO refund_reasons (id, reason, reason_ar, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
  REFUND_REASONS.forEach(([reason, arabic], index) => refund.run(index + 1, reason, arabic, SEED_TIME, SEED_TIME));
  seedHistory(db);
}
