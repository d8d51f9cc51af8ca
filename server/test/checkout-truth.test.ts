/**
 * What the catalogue shows is what checkout takes, on a fixed clock (Tuesday 10 March 2026, 14:00 in Dubai),
 * with stores and items found by what they are (not by their seeded names): a store's opening time is inside
 * its hours (an order scheduled for 00:00 at a store open round the clock), every store module counts stock
 * (food included) at the cart and at placement, items say the discount a line gets on its own beside the
 * store's, and a scheduled order paid from the wallet waits for the store, can be cancelled until its
 * preparation starts, and its refund is a line of the wallet's ledger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../services/auth/credentials';
import { DEMO_CUSTOMER } from '../db/seed/demo-account';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
const NOW = new Date('2026-03-10T10:00:00Z');
const TOMORROW = '2026-03-11';

interface StoreFound {
  id: number;
  module_id: number;
  zone_id: number;
  latitude: string;
  longitude: string;
}

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  http = api(server.baseUrl);
  // No sale, minimum order or lead time in the way of the orders below.
  server.db.exec('DELETE FROM flash_sale_items; UPDATE stores SET minimum_order = 0, order_place_to_schedule_interval = 0');
});
afterAll(() => server.close());

/** A store of the module open 00:00–23:59:59 every day that takes scheduled orders and delivers. */
function roundTheClockStore(moduleType: string): StoreFound {
  const store = server.db
    .prepare(
      `SELECT s.id, s.module_id, s.zone_id, s.latitude, s.longitude FROM stores s JOIN modules m ON m.id = s.module_id
       WHERE m.module_type = ? AND s.status = 1 AND s.active = 1 AND s.schedule_order = 1 AND s.delivery = 1
         AND (SELECT COUNT(DISTINCT day) FROM store_schedules WHERE store_id = s.id AND opening_time = '00:00:00' AND closing_time >= '23:59:00') = 7
       ORDER BY s.id LIMIT 1`,
    )
    .get(moduleType) as StoreFound | undefined;
  if (!store) throw new Error(`no ${moduleType} store is open round the clock`);
  return store;
}

/** A plain item of the store (no variation, no maximum) with its stock. */
function plainItem(storeId: number): { id: number; price: number; stock: number } {
  const item = server.db
    .prepare("SELECT id, price, stock FROM items WHERE store_id = ? AND status = 1 AND variations = '[]' AND (food_variations IN ('', '[]')) AND maximum_cart_quantity = 0 AND stock > 0 ORDER BY id LIMIT 1")
    .get(storeId) as { id: number; price: number; stock: number } | undefined;
  if (!item) throw new Error(`store ${storeId} has no plain item in stock`);
  return item;
}

const headersOf = (store: StoreFound, token?: string) => ({ zoneId: `[${store.zone_id}]`, moduleId: String(store.module_id), 'X-localization': 'en', ...(token ? { Authorization: `Bearer ${token}` } : {}) });
const at = (store: StoreFound) => ({ address: 'At the store', latitude: store.latitude, longitude: store.longitude });
const CONTACT = { contact_person_name: 'Truth Guest', contact_person_number: '+971502229911' };
const newGuest = async () => (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;

describe('opening hours', () => {
  it('takes an order scheduled for the opening time of a store open round the clock', async () => {
    const store = roundTheClockStore('food');
    const item = plainItem(store.id);
    const guest = await newGuest();
    const headers = headersOf(store);
    expect((await http.post('/api/v1/customer/cart/add', { headers, body: { guest_id: guest, item_id: item.id, model: 'Item', price: 1, quantity: 1 } })).status).toBe(200);
    const body = { guest_id: guest, store_id: store.id, order_type: 'delivery', ...at(store) };
    for (const time of ['00:00:00', '00:15:00', '23:30:00']) {
      const tax = await http.post('/api/v1/customer/order/get-Tax', { headers, body: { ...body, schedule_at: `${TOMORROW} ${time}` } });
      expect(tax.status, `${time}: ${tax.text}`).toBe(200);
    }
    const placed = await http.post<{ order_id: number }>('/api/v1/customer/order/place', { headers, body: { ...body, ...CONTACT, payment_method: 'cash_on_delivery', schedule_at: `${TOMORROW} 00:00:00` } });
    expect(placed.status, placed.text).toBe(200);
    expect(server.db.prepare('SELECT scheduled, schedule_at FROM orders WHERE id = ?').get(placed.body.order_id)).toEqual({ scheduled: 1, schedule_at: `${TOMORROW} 00:00:00` });
  });
});

describe('stock', () => {
  it('is counted for food as for every store module: the cart and the order refuse more than there is', async () => {
    const store = roundTheClockStore('food');
    const item = plainItem(store.id);
    server.db.prepare('UPDATE items SET stock = 6 WHERE id = ?').run(item.id);
    const guest = await newGuest();
    const headers = headersOf(store);
    const add = (quantity: number) => http.post<{ id: number }[]>('/api/v1/customer/cart/add', { headers, body: { guest_id: guest, item_id: item.id, model: 'Item', price: 1, quantity } });
    expect(await add(8)).toMatchObject({ status: 403, body: { errors: [{ code: 'stock' }] } });
    const added = await add(6);
    expect(added.status, added.text).toBe(200);
    const cartId = added.body[0]?.id;
    expect(await http.post('/api/v1/customer/cart/update', { headers, body: { guest_id: guest, cart_id: cartId, price: 1, quantity: 7 } })).toMatchObject({ status: 403, body: { errors: [{ code: 'stock' }] } });
    // Sold elsewhere in the meantime: the order is refused, not taken.
    server.db.prepare('UPDATE items SET stock = 5 WHERE id = ?').run(item.id);
    const order = { guest_id: guest, store_id: store.id, order_type: 'delivery', payment_method: 'cash_on_delivery', ...at(store), ...CONTACT };
    expect(await http.post('/api/v1/customer/order/place', { headers, body: order })).toMatchObject({ status: 403, body: { errors: [{ code: 'stock' }] } });
    server.db.prepare('UPDATE items SET stock = 6 WHERE id = ?').run(item.id);
    const placed = await http.post<{ order_id: number }>('/api/v1/customer/order/place', { headers, body: order });
    expect(placed.status, placed.text).toBe(200);
    expect(server.db.prepare('SELECT stock FROM items WHERE id = ?').get(item.id)).toEqual({ stock: 0 });
    await http.put('/api/v1/customer/order/cancel', { headers, body: { guest_id: guest, order_id: placed.body.order_id, reason: 'I ordered by mistake' } });
    expect(server.db.prepare('SELECT stock FROM items WHERE id = ?').get(item.id)).toEqual({ stock: 6 });
  });
});

describe('discounts an item shows', () => {
  it('says what a line gets on its own beside the store-wide percentage, in lists, details and the cart', async () => {
    const store = roundTheClockStore('food');
    const item = plainItem(store.id);
    server.db.prepare("UPDATE items SET discount = 5, discount_type = 'percent' WHERE id = ?").run(item.id);
    server.db.prepare('DELETE FROM discounts WHERE store_id = ?').run(store.id);
    server.db
      .prepare("INSERT INTO discounts (store_id, discount, discount_type, min_purchase, max_discount, start_date, end_date, start_time, end_time, created_at, updated_at) VALUES (?, 20, 'percent', 50, 30, '2026-01-01', '2026-12-31', '00:00:00', '23:59:59', '2026-01-01 00:00:00', '2026-01-01 00:00:00')")
      .run(store.id);
    const headers = headersOf(store);
    const expected = { discount: 20, discount_type: 'percent', store_discount: 20, item_discount: 5, item_discount_type: 'percent' };
    const latest = await http.get<{ products: Record<string, unknown>[] }>('/api/v1/items/latest', { headers, query: { store_id: store.id, category_id: 0, offset: 1, limit: 100 } });
    expect(latest.body.products.find((entry) => entry.id === item.id)).toMatchObject(expected);
    const popular = await http.get<{ products: Record<string, unknown>[] }>('/api/v1/items/popular', { headers, query: { offset: 1, limit: 200, type: 'all' } });
    const card = popular.body.products.find((entry) => entry.id === item.id);
    if (card) expect(card).toMatchObject(expected);
    expect((await http.get(`/api/v1/items/details/${item.id}`, { headers })).body).toMatchObject(expected);
    const guest = await newGuest();
    const added = await http.post<{ item: Record<string, unknown> }[]>('/api/v1/customer/cart/add', { headers, body: { guest_id: guest, item_id: item.id, model: 'Item', price: 1, quantity: 1 } });
    expect(added.body[0]?.item).toMatchObject(expected);
  });
});

describe('a scheduled order paid from the wallet', () => {
  it('waits for the store, can be cancelled until its preparation starts, and its refund is a wallet line', async () => {
    const store = roundTheClockStore('food');
    const item = plainItem(store.id);
    const token = issueToken(server.db, DEMO_CUSTOMER.id, NOW);
    const headers = headersOf(store, token);
    const balance = () => (server.db.prepare('SELECT wallet_balance AS b FROM users WHERE id = ?').get(DEMO_CUSTOMER.id) as { b: number }).b;
    const place = async (scheduleAt: string | null) => {
      await http.delete('/api/v1/customer/cart/remove', { headers });
      expect((await http.post('/api/v1/customer/cart/add', { headers, body: { item_id: item.id, model: 'Item', price: 1, quantity: 1 } })).status).toBe(200);
      const placed = await http.post<{ order_id: number; status: string; total_ammount: number }>('/api/v1/customer/order/place', {
        headers,
        body: { store_id: store.id, order_type: 'delivery', payment_method: 'wallet', ...at(store), ...(scheduleAt ? { schedule_at: scheduleAt } : {}) },
      });
      expect(placed.status, placed.text).toBe(200);
      return placed.body;
    };
    const status = async (id: number) => (await http.get<{ order_status: string; payment_status: string }>('/api/v1/customer/order/track', { headers, query: { order_id: id } })).body;

    // An order for now paid from the wallet is confirmed at once; a scheduled one waits for the store.
    expect((await place(null)).status).toBe('confirmed');
    const before = balance();
    const scheduled = await place(`${TOMORROW} 12:00:00`);
    expect(scheduled.status).toBe('pending');
    expect(balance()).toBeCloseTo(before - scheduled.total_ammount, 2);
    expect(await status(scheduled.order_id)).toMatchObject({ order_status: 'pending', payment_status: 'paid' });
    const cancelled = await http.put('/api/v1/customer/order/cancel', { headers, body: { order_id: scheduled.order_id, reason: 'Plans changed' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(balance()).toBeCloseTo(before, 2);
    const ledger = await http.get<{ data: { transaction_type: string; reference: string; credit: number }[] }>('/api/v1/customer/wallet/transactions', { headers, query: { offset: 1, limit: 10, type: 'all' } });
    expect(ledger.body.data[0]).toMatchObject({ transaction_type: 'order_refund', reference: String(scheduled.order_id), credit: scheduled.total_ammount });

    // Confirmed by the store, it can still be cancelled; once it is being prepared, no more.
    const confirmed = await place(`${TOMORROW} 12:00:00`);
    server.db.prepare("UPDATE orders SET order_status = 'confirmed' WHERE id = ?").run(confirmed.order_id);
    expect((await http.put('/api/v1/customer/order/cancel', { headers, body: { order_id: confirmed.order_id, reason: 'Plans changed' } })).status).toBe(200);
    const preparing = await place(`${TOMORROW} 12:00:00`);
    server.db.prepare("UPDATE orders SET order_status = 'processing' WHERE id = ?").run(preparing.order_id);
    expect(await http.put('/api/v1/customer/order/cancel', { headers, body: { order_id: preparing.order_id, reason: 'Plans changed' } })).toMatchObject({ status: 403, body: { errors: [{ code: 'order' }] } });
  });
});
