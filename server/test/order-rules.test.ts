/**
 * Checkout rules over HTTP on a fixed clock (Tuesday 10 March 2026, 14:00 in Dubai): delivery fee by the
 * store's own rates, a store's free delivery, a fixed charge, the zone's increase as percent and fixed, the
 * admin threshold, tax included, 0 decimals; scheduled orders; partial payment; buy-now and campaign orders;
 * a guest making an account at checkout; stock back on the shelf after a cancel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../services/auth/credentials';
import { SECOND_CUSTOMER } from '../db/seed/demo-account';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
const NOW = new Date('2026-03-10T10:00:00Z');
const GROCERY = { zoneId: '[1]', moduleId: '1', 'X-localization': 'en' };
const NEW_DUBAI = { ...GROCERY, zoneId: '[2]' };
const OFFICE = { address: 'Bay Avenue, Business Bay, Dubai', latitude: '25.1868', longitude: '55.2711' };
const MARINA = { address: 'Dubai Marina Walk, Dubai', latitude: '25.0805', longitude: '55.1403' };
const CONTACT = { contact_person_name: 'Rule Guest', contact_person_number: '+971502223344' };

interface Tax {
  order_amount: number;
  delivery_charge: number;
  original_delivery_charge: number;
  free_delivery_by: string | null;
  distance: number;
  tax_amount: number;
  tax_included: number;
  items_subtotal: number;
}

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  http = api(server.baseUrl);
  prepare();
});
afterAll(() => server.close());

/** No flash sales or minimum orders in the way, enough stock, and store 17 (an evening store) open all day. */
function prepare() {
  server.db.exec(`DELETE FROM flash_sale_items; UPDATE items SET stock = 100000 WHERE store_id IN (1, 2, 3, 4, 17); UPDATE stores SET minimum_order = 0;
    UPDATE store_schedules SET opening_time = '00:00:00', closing_time = '23:59:59' WHERE store_id = 17`);
}

const newGuest = async () => (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;
const plainItem = (storeId: number) => (server.db.prepare("SELECT id, price FROM items WHERE store_id = ? AND variations = '[]' AND maximum_cart_quantity = 0 AND status = 1 ORDER BY id LIMIT 1").get(storeId) as { id: number; price: number });

async function quote(storeId: number, headers: Record<string, string>, point: Record<string, string>, quantity = 2, extra: Record<string, unknown> = {}) {
  const guest = await newGuest();
  const item = plainItem(storeId);
  const added = await http.post('/api/v1/customer/cart/add', { headers, body: { guest_id: guest, item_id: item.id, model: 'Item', price: 1, quantity } });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const answer = await http.post<Tax>('/api/v1/customer/order/get-Tax', { headers, body: { guest_id: guest, store_id: storeId, order_type: 'delivery', ...point, ...extra } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { guest, tax: answer.body };
}
const setSetting = (key: string, value: unknown) => server.db.prepare('UPDATE business_settings SET value = ? WHERE key = ?').run(JSON.stringify(value), key);
const clamp = (value: number, min: number, max: number) => Math.round(Math.min(Math.max(value, min), max) * 100) / 100;

describe('delivery fee at checkout', () => {
  it('a self-delivering store charges its own rates (2/km, 5 to 25)', async () => {
    const { tax } = await quote(3, GROCERY, OFFICE);
    expect(tax.distance).toBeGreaterThan(5);
    expect(tax.delivery_charge).toBe(clamp(tax.distance * 2, 5, 25));
  });

  it('a store that delivers free charges nothing, and says who pays', async () => {
    const { tax } = await quote(2, NEW_DUBAI, MARINA);
    expect(tax).toMatchObject({ delivery_charge: 0, free_delivery_by: 'vendor' });
    expect(tax.original_delivery_charge).toBeGreaterThan(0);
  });

  it('a fixed charge type charges the fixed amount at any distance', async () => {
    server.db.prepare("UPDATE module_zone SET delivery_charge_type = 'fixed', fixed_shipping_charge = 12 WHERE module_id = 1 AND zone_id = 1").run();
    // A self-delivering store keeps its own rates.
    const own = (await quote(3, GROCERY, OFFICE)).tax;
    expect(own.delivery_charge).toBe(clamp(own.distance * 2, 5, 25));
    expect((await quote(1, GROCERY, OFFICE)).tax.delivery_charge).toBe(12);
    server.db.prepare("UPDATE module_zone SET delivery_charge_type = 'distance', fixed_shipping_charge = 0 WHERE module_id = 1 AND zone_id = 1").run();
  });

  it('adds the zone\'s increase, as a percentage or a fixed amount', async () => {
    // Store 17 is in New Dubai (increase 10 on), 2.5/km with a minimum of 10.
    expect((await quote(17, NEW_DUBAI, MARINA)).tax.delivery_charge).toBe(11);
    server.db.prepare("UPDATE zones SET increased_delivery_fee_type = 'fixed' WHERE id = 2").run();
    expect((await quote(17, NEW_DUBAI, MARINA)).tax.delivery_charge).toBe(20);
    server.db.prepare("UPDATE zones SET increased_delivery_fee_type = 'percent' WHERE id = 2").run();
  });

  it('tells the web client\'s fee preview the same increase (as its surge price), and no vehicle extra', async () => {
    const guest = await newGuest();
    expect(await http.post('/api/v1/customer/order/get-surge-price', { headers: NEW_DUBAI, body: { guest_id: guest, zone_id: 2, module_id: 1, date_time: '2026-03-10 14:00:00' } })).toMatchObject({
      status: 200,
      body: { price: 10, price_type: 'percent', customer_note: 'Busy hours surcharge' },
    });
    expect((await http.post('/api/v1/customer/order/get-surge-price', { headers: GROCERY, body: { guest_id: guest, zone_id: 1, module_id: 1, date_time: 'now' } })).body).toMatchObject({ price: 0 });
    expect(await http.get('/api/v1/vehicle/extra_charge', { query: { distance: 3.2 } })).toMatchObject({ status: 200, body: 0 });
    expect((await http.get('/api/v1/vehicle/extra_charge')).status).toBe(403);
  });

  it('delivers free from the admin threshold on the discounted amount', async () => {
    const { tax } = await quote(1, GROCERY, OFFICE, 40);
    expect(tax).toMatchObject({ delivery_charge: 0, free_delivery_by: 'admin' });
  });
});

describe('tax and decimals', () => {
  it('with prices including tax, reports the share and adds nothing', async () => {
    setSetting('tax_included', 1);
    const { tax } = await quote(1, GROCERY, OFFICE);
    expect(tax.tax_included).toBe(1);
    const discounted = tax.order_amount - tax.delivery_charge - 10;
    expect(tax.tax_amount).toBeCloseTo((discounted * 5) / 105, 2);
    setSetting('tax_included', 0);
  });

  it('rounds every amount to 0 decimals when the config says so', async () => {
    setSetting('digit_after_decimal_point', 0);
    const { tax } = await quote(3, GROCERY, OFFICE, 3);
    for (const value of [tax.order_amount, tax.delivery_charge, tax.tax_amount, tax.items_subtotal]) expect(Number.isInteger(value)).toBe(true);
    setSetting('digit_after_decimal_point', 2);
  });
});

describe('placement', () => {
  it('schedules an order within the store\'s hours and refuses the past, closed hours, and stores without schedules', async () => {
    const { guest } = await quote(4, { ...GROCERY, zoneId: '[3]' }, { address: 'Al Quoz', latitude: '25.15', longitude: '55.24' });
    const body = { guest_id: guest, store_id: 4, order_type: 'delivery', payment_method: 'cash_on_delivery', address: 'Al Quoz', latitude: '25.15', longitude: '55.24', ...CONTACT };
    const headers = { ...GROCERY, zoneId: '[3]' };
    expect(await http.post('/api/v1/customer/order/place', { headers, body: { ...body, schedule_at: '2026-03-10 09:00:00' } })).toMatchObject({ status: 403, body: { errors: [{ code: 'order_time' }] } });
    expect(await http.post('/api/v1/customer/order/place', { headers, body: { ...body, schedule_at: '2026-03-10 23:00:00' } })).toMatchObject({ status: 403, body: { errors: [{ code: 'order_time' }] } });
    server.db.prepare('UPDATE stores SET schedule_order = 0 WHERE id = 4').run();
    expect(await http.post('/api/v1/customer/order/place', { headers, body: { ...body, schedule_at: '2026-03-10 18:00:00' } })).toMatchObject({ status: 403, body: { errors: [{ code: 'schedule_at' }] } });
    server.db.prepare('UPDATE stores SET schedule_order = 1 WHERE id = 4').run();
    const placed = await http.post<{ order_id: number; status: string }>('/api/v1/customer/order/place', { headers, body: { ...body, schedule_at: '2026-03-10 18:00:00' } });
    expect(placed.body.status).toBe('pending');
    const track = async () => (await http.get<{ order_status: string; scheduled: number; schedule_at: string }>('/api/v1/customer/order/track', { headers, query: { order_id: placed.body.order_id, guest_id: guest, contact_number: CONTACT.contact_person_number } })).body;
    await http.post('/__test/clock', { body: { advance_seconds: 1800 } });
    expect(await track()).toMatchObject({ order_status: 'pending', scheduled: 1, schedule_at: '2026-03-10 18:00:00' });
    await http.post('/__test/clock', { body: { advance_seconds: 4 * 3600 } });
    expect((await track()).order_status).toBe('delivered');
    await http.post('/__test/reset');
    prepare();
  });

  it('takes a partial payment: the whole wallet now, the rest in cash', async () => {
    const token = issueToken(server.db, SECOND_CUSTOMER.id, NOW);
    const headers = { ...GROCERY, Authorization: `Bearer ${token}` };
    await http.post('/api/v1/customer/cart/add', { headers, body: { item_id: 1, model: 'Item', price: 1, quantity: 20 } });
    const placed = await http.post<{ order_id: number; status: string; total_ammount: number }>('/api/v1/customer/order/place', { headers, body: { store_id: 1, order_type: 'delivery', payment_method: 'cash_on_delivery', partial_payment: 1, ...OFFICE } });
    expect(placed.body.status).toBe('confirmed');
    expect(server.db.prepare('SELECT payment_method, payment_status, partially_paid_amount FROM orders WHERE id = ?').get(placed.body.order_id)).toEqual({ payment_method: 'partial_payment', payment_status: 'partially_paid', partially_paid_amount: SECOND_CUSTOMER.walletBalance });
    expect((server.db.prepare('SELECT wallet_balance AS b FROM users WHERE id = ?').get(SECOND_CUSTOMER.id) as { b: number }).b).toBe(0);
  });

  it('orders a buy-now take-away line without touching the cart, a campaign at its price, collected without a rider', async () => {
    const guest = await newGuest();
    await http.post('/api/v1/customer/cart/add', { headers: GROCERY, body: { guest_id: guest, item_id: 4, model: 'Item', price: 1, quantity: 1 } });
    const cart = JSON.stringify([{ item_id: 1, item_type: 'AppModelsItemCampaign', quantity: 3, variation: [], add_on_ids: [], add_on_qtys: [] }]);
    const placed = await http.post<{ order_id: number }>('/api/v1/customer/order/place', { headers: GROCERY, body: { guest_id: guest, store_id: 1, order_type: 'take_away', payment_method: 'cash_on_delivery', is_buy_now: 1, cart, ...CONTACT } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(server.db.prepare('SELECT item_campaign_id, price, quantity, discount_on_item FROM order_details WHERE order_id = ?').get(placed.body.order_id)).toEqual({ item_campaign_id: 1, price: 6.5, quantity: 3, discount_on_item: 0.975 });
    expect((await http.get<unknown[]>('/api/v1/customer/cart/list', { headers: GROCERY, query: { guest_id: guest } })).body).toHaveLength(1);
    // Take-away: ready at handover, then collected, never a rider.
    await http.post('/__test/clock', { body: { advance_seconds: 3600 } });
    const collected = await http.get('/api/v1/customer/order/track', { headers: GROCERY, query: { order_id: placed.body.order_id, guest_id: guest, contact_number: CONTACT.contact_person_number } });
    expect(collected.body).toMatchObject({ order_status: 'delivered', picked_up: null, delivery_man: null });
  });

  it('makes an account for a guest who asks, unless the phone already has one', async () => {
    const guest = await newGuest();
    await http.post('/api/v1/customer/cart/add', { headers: GROCERY, body: { guest_id: guest, item_id: 1, model: 'Item', price: 1, quantity: 10 } });
    const body = { guest_id: guest, store_id: 1, order_type: 'delivery', payment_method: 'cash_on_delivery', ...OFFICE, create_new_user: 1, password: 'secret123' };
    expect(await http.post('/api/v1/customer/order/place', { headers: GROCERY, body: { ...body, contact_person_name: 'Taken', contact_person_number: SECOND_CUSTOMER.phone } })).toMatchObject({ status: 403, body: { errors: [{ code: 'phone_person_email' }] } });
    const placed = await http.post<{ order_id: number; user_id: number }>('/api/v1/customer/order/place', { headers: GROCERY, body: { ...body, contact_person_name: 'New Person', contact_person_number: '+971509998877' } });
    expect(placed.status).toBe(200);
    const user = server.db.prepare('SELECT id, f_name FROM users WHERE phone = ?').get('+971509998877') as { id: number; f_name: string };
    expect(placed.body.user_id).toBe(user.id);
    expect(server.db.prepare('SELECT is_guest FROM orders WHERE id = ?').get(placed.body.order_id)).toEqual({ is_guest: 0 });
  });

  it('puts stock back on the shelf when an order is cancelled', async () => {
    const stock = () => (server.db.prepare('SELECT stock FROM items WHERE id = 1').get() as { stock: number }).stock;
    const before = stock();
    const guest = await newGuest();
    await http.post('/api/v1/customer/cart/add', { headers: GROCERY, body: { guest_id: guest, item_id: 1, model: 'Item', price: 1, quantity: 7 } });
    const placed = await http.post<{ order_id: number }>('/api/v1/customer/order/place', { headers: GROCERY, body: { guest_id: guest, store_id: 1, order_type: 'delivery', payment_method: 'cash_on_delivery', ...OFFICE, ...CONTACT } });
    expect(stock()).toBe(before - 7);
    await http.put('/api/v1/customer/order/cancel', { headers: GROCERY, body: { guest_id: guest, order_id: placed.body.order_id, reason: 'I ordered by mistake' } });
    expect(stock()).toBe(before);
  });
});
