/**
 * Item orders over HTTP: `get-Tax` and `place` agree to the cent with hand-computed amounts; the placement
 * checks and their statuses (403, 406, 203); wallet and cash on delivery; the lists, details and tracking for
 * the owner only; the status clock with a rider's position; cancel, cash switch, refund and reviews.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../services/auth/credentials';
import { DEMO_CUSTOMER, SECOND_CUSTOMER } from '../db/seed/demo-account';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
let demo: string;
let second: string;
const GROCERY = { zoneId: '[1]', moduleId: '1', 'X-localization': 'en' };
/** The demo customer's office, 2.6 km by road from store 1 (Downtown). */
const OFFICE = { address: 'Bay Avenue, Business Bay, Dubai', latitude: '25.1868', longitude: '55.2711', address_type: 'office', floor: '7', road: 'Al Abraj Street', house: 'B7' };
const CONTACT = { contact_person_name: 'Test Guest', contact_person_number: '+971501112233', contact_person_email: 'guest@example.com' };

interface Placed {
  order_id: number;
  total_ammount: number;
  status: string;
  user_id: number;
}

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
  server.db.exec('DELETE FROM flash_sale_items');
  // Every test orders bananas: enough on the shelf for all of them (stock is taken at placement).
  server.db.exec('UPDATE items SET stock = 100000 WHERE id = 1');
  demo = issueToken(server.db, DEMO_CUSTOMER.id, server.now());
  second = issueToken(server.db, SECOND_CUSTOMER.id, server.now());
});
afterAll(() => server.close());

const newGuest = async () => (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;
const auth = (token: string) => ({ ...GROCERY, Authorization: `Bearer ${token}` });
const addBananas = (headers: Record<string, string>, extra: Record<string, unknown> = {}, quantity = 10) =>
  http.post('/api/v1/customer/cart/add', { headers, body: { item_id: 1, model: 'Item', price: 1, quantity, variation: [], ...extra } });
const checkout = (extra: Record<string, unknown> = {}) => ({ store_id: 1, order_type: 'delivery', payment_method: 'cash_on_delivery', distance: 2.6, ...OFFICE, ...extra });
const place = (headers: Record<string, string>, body: Record<string, unknown>) => http.post<Placed>('/api/v1/customer/order/place', { headers, body });
const setSetting = (key: string, value: unknown) => server.db.prepare('UPDATE business_settings SET value = ? WHERE key = ?').run(JSON.stringify(value), key);

describe('amounts', () => {
  it('get-Tax and place agree with the hand-computed order: 10 × 6.50 bananas, 10% off, tax 5%, minimum fee 8, service charge 10', async () => {
    const guest = await newGuest();
    await addBananas(GROCERY, { guest_id: guest });
    const tax = await http.post<Record<string, unknown>>('/api/v1/customer/order/get-Tax', { headers: GROCERY, body: checkout({ guest_id: guest }) });
    expect(tax.status).toBe(200);
    // 65 − 6.50 discount = 58.50; tax 2.925 → 2.93; fee max(2.6 km × 2, 8) = 8; + 10 service charge.
    expect(tax.body).toMatchObject({ tax_amount: 2.93, tax_status: 'excluded', tax_included: 0, items_subtotal: 65, store_discount_amount: 6.5, delivery_charge: 8, additional_charge: 10, order_amount: 79.43 });
    const placed = await place(GROCERY, checkout({ guest_id: guest, ...CONTACT }));
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ total_ammount: 79.43, status: 'pending', user_id: guest });
    expect(placed.body.order_id).toBeGreaterThanOrEqual(100_000);
    expect((await http.get('/api/v1/customer/cart/list', { headers: GROCERY, query: { guest_id: guest } })).body).toEqual([]);
  });

  it('take-away pays no delivery fee; a tip is added to delivery only', async () => {
    const guest = await newGuest();
    await addBananas(GROCERY, { guest_id: guest });
    const away = await http.post<{ order_amount: number; delivery_charge: number }>('/api/v1/customer/order/get-Tax', { headers: GROCERY, body: { store_id: 1, order_type: 'take_away', guest_id: guest, dm_tips: 5 } });
    expect(away.body).toMatchObject({ delivery_charge: 0, order_amount: 71.43 });
    const tipped = await http.post<{ order_amount: number }>('/api/v1/customer/order/get-Tax', { headers: GROCERY, body: checkout({ guest_id: guest, dm_tips: 5 }) });
    expect(tipped.body.order_amount).toBe(84.43);
  });

  it('applies a coupon after the discount, and refuses one below its minimum purchase with the spec\'s words', async () => {
    const guest = await newGuest();
    await addBananas(GROCERY, { guest_id: guest });
    const tax = await http.post<{ coupon_discount_amount: number; order_amount: number }>('/api/v1/customer/order/get-Tax', { headers: GROCERY, body: checkout({ guest_id: guest, coupon_code: 'QUOZ15' }) });
    expect(tax).toMatchObject({ status: 404, body: { errors: [{ code: 'coupon' }] } });
    await addBananas(auth(demo), {}, 8);
    // 8 × 6.50 = 52 − 5.20 = 46.80 < 50 minimum.
    expect(await http.post('/api/v1/customer/order/get-Tax', { headers: auth(demo), body: checkout({ coupon_code: 'FRESH10' }) })).toMatchObject({
      status: 403,
      body: { errors: [{ code: 'coupon', message: 'To apply this coupon,the minimum purchase amount is AED 50.00' }] },
    });
    await http.delete('/api/v1/customer/cart/remove', { headers: auth(demo) });
    // 10 bananas: 58.50 after the discount, FRESH10 takes 5.85; tax 2.63 on 52.65; + fee 8 + charge 10.
    await addBananas(auth(demo));
    const applied = await http.post('/api/v1/customer/order/get-Tax', { headers: auth(demo), body: checkout({ coupon_code: 'FRESH10' }) });
    expect(applied.body).toMatchObject({ coupon_discount_amount: 5.85, tax_amount: 2.63, order_amount: 73.28 });
    await http.delete('/api/v1/customer/cart/remove', { headers: auth(demo) });
  });
});

describe('placement checks', () => {
  it('refuses an empty cart, a point outside the store\'s zone, and a guest without contact', async () => {
    const guest = await newGuest();
    expect(await place(GROCERY, checkout({ guest_id: guest, ...CONTACT }))).toMatchObject({ status: 403, body: { errors: [{ code: 'empty_cart' }] } });
    await addBananas(GROCERY, { guest_id: guest });
    expect(await place(GROCERY, checkout({ guest_id: guest, ...CONTACT, latitude: '25.08', longitude: '55.14' }))).toMatchObject({ status: 403, body: { errors: [{ code: 'zone' }] } });
    expect(await place(GROCERY, checkout({ guest_id: guest }))).toMatchObject({ status: 403, body: { errors: [{ code: 'contact_person_name' }, { code: 'contact_person_number' }] } });
  });

  it('answers 406 under the store\'s minimum order', async () => {
    server.db.prepare('UPDATE stores SET minimum_order = 500 WHERE id = 1').run();
    const guest = await newGuest();
    await addBananas(GROCERY, { guest_id: guest });
    expect(await place(GROCERY, checkout({ guest_id: guest, ...CONTACT }))).toMatchObject({ status: 406, body: { errors: [{ code: 'order_time' }] } });
    server.db.prepare('UPDATE stores SET minimum_order = 0 WHERE id = 1').run();
  });

  it('answers 203 for cash on delivery above the zone\'s limit, a wallet that cannot pay and a partial payment the wallet could cover', async () => {
    server.db.prepare('UPDATE module_zone SET maximum_cod_order_amount = 50 WHERE module_id = 1 AND zone_id = 1').run();
    const guest = await newGuest();
    await addBananas(GROCERY, { guest_id: guest });
    expect(await place(GROCERY, checkout({ guest_id: guest, ...CONTACT }))).toMatchObject({ status: 203, body: { errors: [{ code: 'order_amount', message: 'The total amount of the order, exceeds maximum amount of the cash on delivery method' }] } });
    server.db.prepare('UPDATE module_zone SET maximum_cod_order_amount = 5000 WHERE module_id = 1 AND zone_id = 1').run();

    await addBananas(auth(second), {}, 20);
    expect(await place(auth(second), checkout({ payment_method: 'wallet' }))).toMatchObject({ status: 203, body: { errors: [{ code: 'order_amount' }] } });
    await http.delete('/api/v1/customer/cart/remove', { headers: auth(second) });
    await addBananas(auth(demo), {}, 10);
    expect(await place(auth(demo), checkout({ partial_payment: 1 }))).toMatchObject({ status: 203, body: { errors: [{ code: 'partial_payment' }] } });
    expect(await place(GROCERY, checkout({ guest_id: guest, ...CONTACT, payment_method: 'wallet' }))).toMatchObject({ status: 403, body: { errors: [{ code: 'payment_method' }] } });
  });

  it('pays from the wallet: confirmed, paid, the balance debited by the order amount', async () => {
    const before = (server.db.prepare('SELECT wallet_balance AS b FROM users WHERE id = ?').get(DEMO_CUSTOMER.id) as { b: number }).b;
    const placed = await place(auth(demo), checkout({ payment_method: 'wallet' }));
    expect(placed.body).toMatchObject({ status: 'confirmed', total_ammount: 79.43 });
    const after = (server.db.prepare('SELECT wallet_balance AS b FROM users WHERE id = ?').get(DEMO_CUSTOMER.id) as { b: number }).b;
    expect(Math.round((before - after) * 100) / 100).toBe(79.43);
    expect(server.db.prepare('SELECT payment_status, order_status FROM orders WHERE id = ?').get(placed.body.order_id)).toEqual({ payment_status: 'paid', order_status: 'confirmed' });
  });

  it('needs a prescription image for a prescription item, and takes one through prescription/place', async () => {
    const pharmacy = { ...GROCERY, moduleId: '3' };
    const item = server.db.prepare("SELECT id, store_id FROM items WHERE module_id = 3 AND is_prescription_required = 1 AND stock > 2 AND store_id IN (9, 10) ORDER BY id LIMIT 1").get() as { id: number; store_id: number };
    const guest = await newGuest();
    expect((await http.post('/api/v1/customer/cart/add', { headers: pharmacy, body: { guest_id: guest, item_id: item.id, model: 'Item', price: 1, quantity: 1 } })).status).toBe(200);
    const body = checkout({ guest_id: guest, ...CONTACT, store_id: item.store_id, latitude: '25.2335', longitude: '55.3150' });
    expect(await place(pharmacy, body)).toMatchObject({ status: 403, body: { errors: [{ code: 'prescription', message: 'Please upload your prescription image' }] } });
    const form = new FormData();
    for (const [key, value] of Object.entries(body)) form.append(key, String(value));
    // A whole picture: uploads are decoded before they are kept.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    form.append('order_attachment[]', new Blob([png], { type: 'image/png' }), 'rx.png');
    const response = await fetch(`${server.baseUrl}/api/v1/customer/order/prescription/place`, { method: 'POST', headers: pharmacy, body: form });
    const placed = (await response.json()) as Placed;
    expect(response.status, JSON.stringify(placed)).toBe(200);
    const track = await http.get<{ prescription_order: boolean; order_attachment_full_url: string[] }>('/api/v1/customer/order/track', { headers: pharmacy, query: { order_id: placed.order_id, guest_id: guest, contact_number: CONTACT.contact_person_number } });
    expect(track.body.prescription_order).toBe(true);
    const picture = await fetch(track.body.order_attachment_full_url[0] as string);
    expect(picture.headers.get('content-type')).toBe('image/png');
  });
});

describe('history, tracking and the status clock', () => {
  it('lists the demo customer\'s seeded history across modules, newest first, and only theirs', async () => {
    const list = await http.get<{ total_size: number; orders: { id: number; module_type: string; store: { id: number } }[] }>('/api/v1/customer/order/list', { headers: auth(demo), query: { limit: 10, offset: 1 } });
    expect(list.status).toBe(200);
    const modules = new Set(list.body.orders.map((order) => order.module_type));
    expect([...modules]).toEqual(expect.arrayContaining(['food', 'pharmacy', 'ecommerce', 'grocery']));
    const theirs = await http.get<{ orders: unknown[] }>('/api/v1/customer/order/list', { headers: auth(second), query: { limit: 10, offset: 1 } });
    expect(theirs.body.orders).toEqual([]);
  });

  it('moves a cash order from pending to delivered on the test clock, with a rider riding from the store', async () => {
    const guest = await newGuest();
    await addBananas(GROCERY, { guest_id: guest });
    const placed = await place(GROCERY, checkout({ guest_id: guest, ...CONTACT }));
    const track = async () =>
      (await http.get<{ order_status: string; payment_status: string; delivery_man: { id: number; lat: string; lng: string } | null }>('/api/v1/customer/order/track', {
        headers: GROCERY,
        query: { order_id: placed.body.order_id, guest_id: guest, contact_number: CONTACT.contact_person_number },
      })).body;
    expect(await track()).toMatchObject({ order_status: 'pending', delivery_man: null });
    const seen: string[] = [];
    for (const seconds of [60, 120, 600, 180, 900]) {
      await http.post('/__test/clock', { body: { advance_seconds: seconds } });
      const now = await track();
      seen.push(now.order_status);
      if (now.order_status === 'picked_up') expect(now.delivery_man).toMatchObject({ id: expect.any(Number), lat: expect.any(String) });
    }
    expect(seen).toEqual(['confirmed', 'processing', 'handover', 'picked_up', 'delivered']);
    const delivered = await track();
    expect(delivered.payment_status).toBe('paid');
    expect(Number(delivered.delivery_man?.lat)).toBeCloseTo(25.1868, 3);
    const running = await http.get<{ orders: unknown[] }>('/api/v1/customer/order/running-orders', { headers: GROCERY, query: { guest_id: guest, limit: 10, offset: 1 } });
    expect(running.body.orders).toEqual([]);
  });

  it('shows details and tracking to the owner only', async () => {
    const guest = await newGuest();
    await addBananas(GROCERY, { guest_id: guest });
    const { order_id: id } = (await place(GROCERY, checkout({ guest_id: guest, ...CONTACT }))).body;
    const details = await http.get<{ item_id: number; quantity: number; is_guest: number; item_details: { name: string } }[]>('/api/v1/customer/order/details', { headers: GROCERY, query: { order_id: id, guest_id: guest } });
    expect(details.body[0]).toMatchObject({ item_id: 1, quantity: 10, is_guest: 1, item_details: { name: 'Bananas' } });
    const stranger = await newGuest();
    expect(await http.get('/api/v1/customer/order/details', { headers: GROCERY, query: { order_id: id, guest_id: stranger } })).toMatchObject({ status: 404, body: { errors: [{ code: 'order' }] } });
    expect(await http.get('/api/v1/customer/order/details', { headers: auth(demo), query: { order_id: id } })).toMatchObject({ status: 404 });
    expect(await http.get('/api/v1/customer/order/track', { headers: GROCERY, query: { order_id: id, guest_id: guest, contact_number: '+971500000000' } })).toMatchObject({ status: 404 });
    expect(await http.get('/api/v1/customer/order/track', { headers: auth(second), query: { order_id: 100001 } })).toMatchObject({ status: 404 });
    expect((await http.get('/api/v1/customer/order/track', { headers: auth(demo), query: { order_id: 100001 } })).status).toBe(200);
  });
});

describe('after placing', () => {
  it('cancels a pending order with a reason for its owner only, not once confirmed', async () => {
    const reasons = await http.get<{ data: { reason: string }[] }>('/api/v1/customer/order/cancellation-reasons', { query: { offset: 1, limit: 10, type: 'customer' } });
    expect(reasons.body.data.length).toBeGreaterThan(0);
    const guest = await newGuest();
    await addBananas(GROCERY, { guest_id: guest });
    const { order_id: id } = (await place(GROCERY, checkout({ guest_id: guest, ...CONTACT }))).body;
    const stranger = await newGuest();
    expect(await http.post('/api/v1/customer/order/cancel', { headers: GROCERY, body: { _method: 'put', order_id: id, guest_id: stranger, reason: 'x' } })).toMatchObject({ status: 404 });
    expect(await http.post('/api/v1/customer/order/cancel', { headers: GROCERY, body: { _method: 'put', order_id: id, guest_id: guest } })).toMatchObject({ status: 403, body: { errors: [{ code: 'order' }] } });
    expect((await http.put('/api/v1/customer/order/cancel', { headers: GROCERY, body: { order_id: id, guest_id: guest, reason: reasons.body.data[0]?.reason } })).status).toBe(200);
    expect(server.db.prepare('SELECT order_status, canceled_by FROM orders WHERE id = ?').get(id)).toEqual({ order_status: 'canceled', canceled_by: 'customer' });

    await addBananas(auth(demo));
    const paid = (await place(auth(demo), checkout({ payment_method: 'wallet' }))).body;
    expect(await http.put('/api/v1/customer/order/cancel', { headers: auth(demo), body: { order_id: paid.order_id, reason: 'x' } })).toMatchObject({ status: 403, body: { errors: [{ code: 'order' }] } });
  });

  it('asks for a refund of a delivered, paid order once; reviews its items and its rider once', async () => {
    const refundReasons = await http.get<{ refund_reasons: unknown[] }>('/api/v1/customer/order/refund-reasons', { headers: auth(demo) });
    expect(refundReasons.body.refund_reasons.length).toBeGreaterThan(0);
    expect((await http.post('/api/v1/items/reviews/submit', { headers: auth(demo), body: { item_id: 33, order_id: 100001, rating: 5, comment: 'Great burger' } })).status).toBe(200);
    expect(await http.post('/api/v1/items/reviews/submit', { headers: auth(demo), body: { item_id: 33, order_id: 100001, rating: 5 } })).toMatchObject({ status: 403, body: { errors: [{ code: 'review' }] } });
    expect(await http.post('/api/v1/items/reviews/submit', { headers: auth(second), body: { item_id: 33, order_id: 100001, rating: 5 } })).toMatchObject({ status: 404 });
    expect(await http.post('/api/v1/delivery-man/reviews/submit', { headers: auth(demo), body: { delivery_man_id: 2, order_id: 100001, rating: 4, comment: 'ok' } })).toMatchObject({ status: 403 });
    expect((await http.post('/api/v1/delivery-man/reviews/submit', { headers: auth(demo), body: { delivery_man_id: 1, order_id: 100001, rating: 4, comment: 'Quick and kind' } })).status).toBe(200);
    expect(await http.post('/api/v1/customer/order/refund-request', { headers: auth(second), body: { order_id: 100001, customer_reason: 'Item arrived damaged' } })).toMatchObject({ status: 404 });
    expect((await http.post('/api/v1/customer/order/refund-request', { headers: auth(demo), body: { order_id: 100001, customer_reason: 'Item arrived damaged', customer_note: 'Squashed' } })).status).toBe(200);
    expect(await http.post('/api/v1/customer/order/refund-request', { headers: auth(demo), body: { order_id: 100001, customer_reason: 'Again' } })).toMatchObject({ status: 403 });
    const track = await http.get<{ order_status: string; refund: { customer_note: string; refund_amount: number } }>('/api/v1/customer/order/track', { headers: auth(demo), query: { order_id: 100001 } });
    expect(track.body).toMatchObject({ order_status: 'refund_requested', refund: { customer_note: 'Squashed' } });
  });

  it('switches an unpaid digital order to cash on delivery, and nothing else', async () => {
    const guest = await newGuest();
    await addBananas(GROCERY, { guest_id: guest });
    const digital = (await place(GROCERY, checkout({ guest_id: guest, ...CONTACT, payment_method: 'digital_payment' }))).body;
    expect(digital.status).toBe('failed');
    const listed = await http.get<{ orders: { id: number }[] }>('/api/v1/customer/order/list', { headers: GROCERY, query: { guest_id: guest, limit: 10, offset: 1 } });
    expect(listed.body.orders.map((order) => order.id)).toContain(digital.order_id);
    const stranger = await newGuest();
    expect(await http.post('/api/v1/customer/order/payment-method', { headers: GROCERY, body: { _method: 'put', order_id: digital.order_id, guest_id: stranger } })).toMatchObject({ status: 404 });
    expect(await http.post('/api/v1/customer/order/payment-method', { headers: auth(demo), body: { _method: 'put', order_id: digital.order_id } })).toMatchObject({ status: 404 });
    expect((await http.post('/api/v1/customer/order/payment-method', { headers: GROCERY, body: { _method: 'put', order_id: digital.order_id, guest_id: guest } })).status).toBe(200);
    expect(server.db.prepare('SELECT order_status, payment_method FROM orders WHERE id = ?').get(digital.order_id)).toEqual({ order_status: 'pending', payment_method: 'cash_on_delivery' });
    expect(await http.post('/api/v1/customer/order/payment-method', { headers: GROCERY, body: { _method: 'put', order_id: digital.order_id, guest_id: guest } })).toMatchObject({ status: 403 });
  });

  it('places once per idempotency key: a retry after a lost answer gets the same order', async () => {
    const guest = await newGuest();
    await addBananas(GROCERY, { guest_id: guest });
    const body = checkout({ guest_id: guest, ...CONTACT, idempotency_key: 'checkout-7f3a' });
    const first = await place(GROCERY, body);
    await addBananas(GROCERY, { guest_id: guest });
    const retry = await place(GROCERY, body);
    expect(retry.body).toEqual(first.body);
    expect((server.db.prepare('SELECT count(*) AS n FROM orders WHERE user_id = ? AND is_guest = 1').get(guest) as { n: number }).n).toBe(1);
    // Another guest's identical key is theirs alone.
    const other = await newGuest();
    await addBananas(GROCERY, { guest_id: other });
    expect((await place(GROCERY, { ...body, guest_id: other })).body.order_id).not.toBe(first.body.order_id);
  });

  it('gives loyalty points once when a customer\'s order is delivered', async () => {
    const points = () => (server.db.prepare('SELECT loyalty_point AS p FROM users WHERE id = ?').get(SECOND_CUSTOMER.id) as { p: number }).p;
    server.db.prepare('UPDATE users SET wallet_balance = 1000 WHERE id = ?').run(SECOND_CUSTOMER.id);
    await addBananas(auth(second));
    const placed = (await place(auth(second), checkout({ payment_method: 'wallet' }))).body;
    const before = points();
    await http.post('/__test/clock', { body: { advance_seconds: 3600 } });
    await http.get('/api/v1/customer/order/track', { headers: auth(second), query: { order_id: placed.order_id } });
    await http.get('/api/v1/customer/order/list', { headers: auth(second), query: { limit: 10, offset: 1 } });
    // 5% of 79.43, whole points.
    expect(points() - before).toBe(3);
  });

  it('pays an unpaid digital order from the wallet, for its owner only', async () => {
    await addBananas(auth(demo));
    const digital = (await place(auth(demo), checkout({ payment_method: 'digital_payment' }))).body;
    expect(await http.post('/api/v1/customer/order/wallet-payment', { headers: auth(second), body: { order_id: digital.order_id } })).toMatchObject({ status: 404 });
    expect((await http.post('/api/v1/customer/order/wallet-payment', { headers: auth(demo), body: { order_id: digital.order_id } })).status).toBe(200);
    expect(server.db.prepare('SELECT order_status, payment_status, payment_method FROM orders WHERE id = ?').get(digital.order_id)).toEqual({ order_status: 'confirmed', payment_status: 'paid', payment_method: 'wallet' });
  });

  it('refuses a guest order while guest checkout is off', async () => {
    setSetting('guest_checkout_status', 0);
    const guest = await newGuest();
    await addBananas(GROCERY, { guest_id: guest });
    expect(await place(GROCERY, checkout({ guest_id: guest, ...CONTACT, is_guest: 1 }))).toMatchObject({ status: 403, body: { errors: [{ code: 'is_guest' }] } });
    setSetting('guest_checkout_status', 1);
  });
});
