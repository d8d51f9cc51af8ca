/**
 * A coupon's limits hold however the orders are paid: every order that holds the coupon counts towards the
 * customer's limit until it is cancelled — an unpaid digital order (placed `failed`, waiting for its payment)
 * included — so a once-per-customer coupon cannot be used again by leaving orders unpaid, and two orders
 * placed at the same moment cannot both take the last use. Cancelling the order gives the use back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { placeItemOrder } from '../services/orders/place';
import { orderSettings } from '../services/orders/settings';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
const GROCERY = { zoneId: '[1]', moduleId: '1', 'X-localization': 'en' };
const ORDER = { store_id: 1, order_type: 'delivery', address: 'Bay Avenue, Business Bay, Dubai', latitude: '25.1868', longitude: '55.2711', coupon_code: 'ONCE5' };
let phone = 0;

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
  server.db.exec('DELETE FROM flash_sale_items; UPDATE items SET stock = 100000 WHERE id = 1');
});
afterAll(() => server.close());

async function newCustomer(): Promise<Record<string, string>> {
  phone += 1;
  const answer = await http.post<{ token: string }>('/api/v1/auth/sign-up', { body: { name: 'Coupon Tester', phone: `+97155880${String(phone).padStart(4, '0')}`, email: `coupon${phone}@example.com`, password: 'secret123' } });
  expect(answer.status).toBe(200);
  return { ...GROCERY, Authorization: `Bearer ${answer.body.token}` };
}

const fill = (headers: Record<string, string>) => http.post('/api/v1/customer/cart/add', { headers, body: { item_id: 1, model: 'Item', quantity: 10 } });
const place = (headers: Record<string, string>, method: string) => http.post<{ order_id: number }>('/api/v1/customer/order/place', { headers, body: { ...ORDER, payment_method: method } });

describe('a once-per-customer coupon', () => {
  it('is used once, even when its orders are left unpaid', async () => {
    const customer = await newCustomer();
    const answers = [];
    for (let n = 0; n < 3; n++) {
      await fill(customer);
      answers.push(await place(customer, 'digital_payment'));
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 406, 406]);
    expect(answers[1]?.body).toMatchObject({ errors: [{ code: 'coupon' }] });
    expect(server.db.prepare("SELECT count(*) AS n FROM orders WHERE coupon_code = 'ONCE5' AND user_id = (SELECT user_id FROM orders WHERE id = ?)").get(answers[0]?.body.order_id)).toEqual({ n: 1 });
    // The list no longer offers it either.
    const listed = await http.get<{ code: string }[]>('/api/v1/coupon/list', { headers: { ...customer, zoneId: '[3,1]' } });
    expect(listed.body.map((coupon) => coupon.code)).not.toContain('ONCE5');
  });

  it('is taken by one of two orders placed at the same moment', async () => {
    const customer = await newCustomer();
    await fill(customer);
    // Buy-now lines, so both orders have lines while the cart is emptied by the first.
    const cart = JSON.stringify([{ item_id: 1, item_type: 'AppModelsItem', quantity: 10, variation: [], add_on_ids: [], add_on_qtys: [] }]);
    const both = await Promise.all(
      ['digital_payment', 'cash_on_delivery'].map((method) => http.post('/api/v1/customer/order/place', { headers: customer, body: { ...ORDER, payment_method: method, is_buy_now: 1, cart } })),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 406]);
  });

  it('is refused when another worker\'s order takes the last use between the check and the write', async () => {
    const customer = await newCustomer();
    await fill(customer);
    const first = await place(customer, 'cash_on_delivery');
    expect(first.status).toBe(200);
    // The first order is cancelled, so the coupon is free again when the next placement checks it…
    server.db.prepare("UPDATE orders SET order_status = 'canceled' WHERE id = ?").run(first.body.order_id);
    const userId = (server.db.prepare('SELECT user_id AS id FROM orders WHERE id = ?').get(first.body.order_id) as { id: number }).id;
    const orders = () => server.db.prepare("SELECT count(*) AS n FROM orders WHERE user_id = ? AND coupon_code = 'ONCE5' AND order_status != 'canceled'").get(userId);
    const cart = JSON.stringify([{ item_id: 1, item_type: 'AppModelsItem', quantity: 10, variation: [], add_on_ids: [], add_on_qtys: [] }]);
    const scope = { caller: { id: userId, isGuest: false }, moduleId: 1, moduleType: 'grocery', now: server.now(), timeZone: orderSettings(server.db).timeZone };
    // …and, once it has been checked and priced, another worker (another process on the same database) places an
    // order holding it: here that order's row is written after the quote, before this placement's own write.
    const taken = placeItemOrder(server.db, scope, { ...ORDER, payment_method: 'cash_on_delivery', is_buy_now: 1, cart }, {
      attachments: [],
      prescriptionOrder: false,
      snapshot: () => {
        server.db.prepare("UPDATE orders SET order_status = 'pending' WHERE id = ?").run(first.body.order_id);
        return new Map();
      },
    });
    await expect(taken).rejects.toBeInstanceOf(ApiError);
    await expect(taken).rejects.toMatchObject({ status: 406 });
    expect(orders()).toEqual({ n: 1 });
  });

  it('is given back when the order holding it is cancelled', async () => {
    const customer = await newCustomer();
    await fill(customer);
    const first = await place(customer, 'digital_payment');
    expect(first.status).toBe(200);
    expect((await http.post('/api/v1/customer/order/cancel', { headers: customer, body: { order_id: first.body.order_id, reason: 'Changed my mind', _method: 'put' } })).status).toBe(200);
    await fill(customer);
    expect((await place(customer, 'cash_on_delivery')).status).toBe(200);
  });
});
