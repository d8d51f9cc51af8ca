/**
 * The wallet when two workers (WEB_CONCURRENCY) serve the same customer at once: a request that read the
 * order or the balance before another worker's commit decides again under the write lock, so no request
 * credits money twice or spends money the wallet no longer has. The other worker is played by a request
 * made through the same database exactly when this one's durable transaction is about to begin, which is
 * where a commit of another process on the same file can land.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection';
import { ApiError } from '../http/errors';
import { cancelOrder, payFromWallet } from '../services/orders/actions';
import { placeItemOrder } from '../services/orders/place';
import { payTrip } from '../services/rental/trips';
import { orderSettings } from '../services/orders/settings';
import { api, DUBAI_MALL, RENTAL_HEADERS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
const GROCERY = { zoneId: '[1]', moduleId: '1', 'X-localization': 'en' };
const ADDRESS = { store_id: 1, order_type: 'delivery', address: 'Bay Avenue, Business Bay, Dubai', latitude: '25.1868', longitude: '55.2711' };
const CART = JSON.stringify([{ item_id: 1, item_type: 'AppModelsItem', quantity: 10, variation: [], add_on_ids: [], add_on_qtys: [] }]);
let phone = 0;
let restore: (() => void) | null = null;

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
  server.db.exec('DELETE FROM flash_sale_items; UPDATE items SET stock = 100000 WHERE id = 1');
});
afterEach(() => restore?.());
afterAll(() => server.close());

/** Runs `other` once, just before the next durable transaction (`BEGIN IMMEDIATE`) begins. */
function beforeNextWriteLock(db: Db, other: () => void): void {
  const original = db.transaction.bind(db);
  restore = () => {
    db.transaction = original;
    restore = null;
  };
  db.transaction = ((work: Parameters<Db['transaction']>[0]) => {
    const transaction = original(work);
    // The transaction's own functions are read-only: a stand-in whose `immediate` lets the other worker in first.
    return Object.assign((...args: []) => transaction(...args), {
      default: transaction.default,
      deferred: transaction.deferred,
      exclusive: transaction.exclusive,
      immediate: (...args: []) => {
        restore?.();
        other();
        return transaction.immediate(...args);
      },
    });
  }) as Db['transaction'];
}

async function customer(balance: number): Promise<{ id: number; headers: Record<string, string> }> {
  phone += 1;
  const answer = await http.post<{ token: string }>('/api/v1/auth/sign-up', { body: { name: 'Wallet Racer', phone: `+97155770${String(phone).padStart(4, '0')}`, email: `racer${phone}@example.com`, password: 'secret123' } });
  expect(answer.status).toBe(200);
  const headers = { ...GROCERY, Authorization: `Bearer ${answer.body.token}` };
  const id = (await http.get<{ id: number }>('/api/v1/customer/info', { headers })).body.id;
  server.db.prepare('UPDATE users SET wallet_balance = ? WHERE id = ?').run(balance, id);
  return { id, headers };
}

const balanceOf = (id: number) => (server.db.prepare('SELECT wallet_balance AS b FROM users WHERE id = ?').get(id) as { b: number }).b;
const refunds = (orderId: number) => server.db.prepare("SELECT count(*) AS n FROM wallet_transactions WHERE transaction_type = 'order_refund' AND reference = ?").get(String(orderId));
const scopeOf = (id: number) => ({ caller: { id, isGuest: false }, moduleId: 1, moduleType: 'grocery', now: server.now(), timeZone: orderSettings(server.db).timeZone });

describe('two workers at once', () => {
  it('cancelling a wallet-paid order twice gives its amount back once', async () => {
    const { id, headers } = await customer(1000);
    const placed = await http.post<{ order_id: number }>('/api/v1/customer/order/place', { headers, body: { ...ADDRESS, payment_method: 'wallet', is_buy_now: 1, cart: CART } });
    expect(placed.status).toBe(200);
    expect(balanceOf(id)).toBeLessThan(1000);
    // Still pending, as a scheduled order paid from the wallet waits for its time.
    server.db.prepare("UPDATE orders SET order_status = 'pending', scheduled = 1 WHERE id = ?").run(placed.body.order_id);
    const cancel = { order_id: placed.body.order_id, reason: 'Changed my mind' };
    // This worker has read the order (pending, paid) when the other worker's cancellation commits.
    beforeNextWriteLock(server.db, () => cancelOrder(server.db, { id, isGuest: false }, cancel, server.now()));
    expect(() => cancelOrder(server.db, { id, isGuest: false }, cancel, server.now())).toThrow(ApiError);
    expect(balanceOf(id)).toBe(1000);
    expect(refunds(placed.body.order_id)).toEqual({ n: 1 });
  });

  it('an order paid from a wallet another worker has just spent is refused, and the wallet never goes below zero', async () => {
    const { id, headers } = await customer(1000);
    const quoted = (await http.post<{ order_amount: number }>('/api/v1/customer/order/get-Tax', { headers, body: { ...ADDRESS, payment_method: 'wallet', is_buy_now: 1, cart: CART } })).body.order_amount;
    expect(quoted).toBeGreaterThan(0);
    server.db.prepare('UPDATE users SET wallet_balance = ? WHERE id = ?').run(quoted, id);
    // Between this placement's balance check and its write, the other worker's order takes the whole balance.
    beforeNextWriteLock(server.db, () => server.db.prepare('UPDATE users SET wallet_balance = wallet_balance - ? WHERE id = ?').run(quoted, id));
    const placing = placeItemOrder(server.db, scopeOf(id), { ...ADDRESS, payment_method: 'wallet', is_buy_now: 1, cart: CART }, { attachments: [], prescriptionOrder: false, snapshot: () => new Map() });
    await expect(placing).rejects.toMatchObject({ status: 203, body: { errors: [{ code: 'order_amount' }] } });
    expect(balanceOf(id)).toBe(0);
    expect(server.db.prepare("SELECT count(*) AS n FROM orders WHERE user_id = ? AND payment_method = 'wallet'").get(id)).toEqual({ n: 0 });
  });

  it('paying an unpaid order from the wallet twice takes its amount once', async () => {
    const { id, headers } = await customer(1000);
    const placed = await http.post<{ order_id: number }>('/api/v1/customer/order/place', { headers, body: { ...ADDRESS, payment_method: 'cash_on_delivery', is_buy_now: 1, cart: CART } });
    expect(placed.status).toBe(200);
    const amount = (server.db.prepare('SELECT order_amount AS a FROM orders WHERE id = ?').get(placed.body.order_id) as { a: number }).a;
    beforeNextWriteLock(server.db, () => payFromWallet(server.db, id, { order_id: placed.body.order_id }, server.now()));
    expect(payFromWallet(server.db, id, { order_id: placed.body.order_id }, server.now())).toEqual({ message: 'This order is already paid.' });
    expect(balanceOf(id)).toBeCloseTo(1000 - amount, 3);
  });

  it('paying a trip from the wallet twice takes its amount once', async () => {
    const { id } = await customer(100_000);
    // A trip booked as a guest, then the customer's (booking itself is the rental tests' matter).
    const guest = (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;
    const pickup = '2099-06-15 10:00 AM';
    expect((await http.post('/api/v1/rental/user/cart/add-to-cart', { headers: RENTAL_HEADERS, body: { guest_id: guest, vehicle_id: 1, rental_type: 'hourly', estimated_hours: 4, pickup_time: pickup, pickup_location: DUBAI_MALL } })).status).toBe(200);
    const booked = await http.post<number>('/api/v1/rental/user/trip/trip-booking', {
      headers: RENTAL_HEADERS,
      body: { guest_id: guest, trip_amount: 1, trip_type: 'hourly', provider_id: 101, scheduled: 1, schedule_at: pickup, contact_person_name: 'Wallet Racer', contact_person_number: '+971500009998', contact_person_email: 'racer@example.com' },
    });
    expect(booked.status).toBe(200);
    server.db.prepare('UPDATE trips SET user_id = ?, is_guest = 0 WHERE id = ?').run(id, booked.body);
    const amount = (server.db.prepare('SELECT trip_amount AS a FROM trips WHERE id = ?').get(booked.body) as { a: number }).a;
    const pay = () => payTrip(server.db, { id, isGuest: false }, { trip_id: booked.body, payment_method: 'wallet' }, server.now());
    beforeNextWriteLock(server.db, () => pay());
    expect(pay).toThrow(ApiError);
    expect(balanceOf(id)).toBeCloseTo(100_000 - amount, 3);
  });
});
