/**
 * Calls a real 6amMart web client makes from its order, chat, checkout, campaign, coupon and profile pages,
 * sent as it sends them: the ready-made chat messages (`customer/automated-message`, paginated), the tax
 * asked for before an address is chosen (priced with no delivery fee until there is a delivery point), a
 * campaign id written as `<campaign>-<module>`, the rental coupon list asked with a store module's id (an
 * empty list, not an error toast), and the push-notification token it saves after sign-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../db/seed/demo-account';
import { signIn } from './customer-pages-helpers';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
let demo: Record<string, string>;
const GROCERY = { zoneId: '[1]', moduleId: '1', 'X-localization': 'en' };

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
  server.db.exec('DELETE FROM flash_sale_items; UPDATE items SET stock = 100000 WHERE id = 1');
  demo = await signIn(http, DEMO_CUSTOMER);
});
afterAll(() => server.close());

interface Page<T> {
  total_size: number;
  limit: number | string;
  offset: number | string;
  data: T[];
}

describe('customer/automated-message', () => {
  it('answers the ready-made messages a customer can send about an order, paginated, in their language', async () => {
    const answer = await http.get<Page<{ id: number; message: string; status: number }>>('/api/v1/customer/automated-message', { query: { limit: 25, offset: 1 } });
    expect(answer.status).toBe(200);
    expect(answer.body.total_size).toBeGreaterThanOrEqual(4);
    expect(answer.body.data).toHaveLength(answer.body.total_size);
    for (const entry of answer.body.data) expect(entry).toMatchObject({ id: expect.any(Number), message: expect.any(String), status: 1 });
    const second = await http.get<Page<{ id: number }>>('/api/v1/customer/automated-message', { query: { limit: 2, offset: 2 } });
    expect(second.body.data.map((entry) => entry.id)).toEqual(answer.body.data.slice(2, 4).map((entry) => entry.id));
    const arabic = await http.get<Page<{ message: string }>>('/api/v1/customer/automated-message', { headers: { 'X-localization': 'ar' } });
    expect(arabic.body.data[0]?.message).toMatch(/[\u0600-\u06FF]/);
    // Signed in or not, with or without a module: the page asks before it knows either.
    expect((await http.get('/api/v1/customer/automated-message', { headers: { ...demo, moduleId: '2' } })).status).toBe(200);
  });
});

describe('get-Tax before an address is chosen', () => {
  it('prices the cart with no delivery fee yet, and placement still needs the address', async () => {
    const guest = (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;
    await http.post('/api/v1/customer/cart/add', { headers: GROCERY, body: { guest_id: guest, item_id: 1, model: 'Item', quantity: 10 } });
    const body = { guest_id: guest, store_id: 1, order_type: 'delivery', payment_method: 'cash_on_delivery', address: '', latitude: '', longitude: '', distance: '' };
    const tax = await http.post<{ tax_amount: number; tax_included: number; delivery_charge: number; order_amount: number; items_subtotal: number }>('/api/v1/customer/order/get-Tax', { headers: GROCERY, body });
    expect(tax.status).toBe(200);
    expect(tax.body).toMatchObject({ tax_amount: expect.any(Number), tax_included: expect.any(Number), delivery_charge: 0 });
    expect(tax.body.items_subtotal).toBeGreaterThan(0);
    const withAddress = await http.post<{ delivery_charge: number }>('/api/v1/customer/order/get-Tax', { headers: GROCERY, body: { ...body, address: 'Bay Avenue, Business Bay, Dubai', latitude: '25.1868', longitude: '55.2711' } });
    expect(withAddress.body.delivery_charge).toBeGreaterThan(0);
    expect(await http.post('/api/v1/customer/order/place', { headers: GROCERY, body: { ...body, contact_person_name: 'A Guest', contact_person_number: '+971501110000' } })).toMatchObject({ status: 403, body: { errors: expect.arrayContaining([expect.objectContaining({ code: 'address' })]) } });
  });
});

describe('campaigns/basic-campaign-details', () => {
  it('reads the leading id of `<campaign>-<module>`', async () => {
    const plain = await http.get<{ id: number; title: string }>('/api/v1/campaigns/basic-campaign-details', { headers: GROCERY, query: { basic_campaign_id: 1 } });
    expect(plain.body).toMatchObject({ id: 1 });
    const written = await http.get<{ id: number; title: string }>('/api/v1/campaigns/basic-campaign-details', { headers: GROCERY, query: { basic_campaign_id: '1-1' } });
    expect(written.status).toBe(200);
    expect(written.body).toEqual(plain.body);
    expect((await http.get('/api/v1/campaigns/basic-campaign-details', { headers: GROCERY, query: { basic_campaign_id: 'x-1' } })).body).toEqual([]);
  });
});

describe('rental/coupon/list with a store module', () => {
  it('answers an empty list instead of refusing it', async () => {
    const answer = await http.get('/api/v1/rental/coupon/list', { headers: { ...GROCERY, ...demo } });
    expect(answer).toMatchObject({ status: 200, body: [] });
    expect(await http.get('/api/v1/rental/coupon/list/all', { headers: GROCERY })).toMatchObject({ status: 200, body: [] });
    // The rental module still lists its own.
    const rental = await http.get<unknown[]>('/api/v1/rental/coupon/list', { headers: { ...demo, zoneId: '[3,1]', moduleId: '6' } });
    expect(rental.status).toBe(200);
    expect(rental.body.length).toBeGreaterThan(0);
  });
});

describe('customer/cm-firebase-token', () => {
  it('keeps the signed-in customer\'s push token (PUT, or POST with _method)', async () => {
    expect(await http.put('/api/v1/customer/cm-firebase-token', { headers: demo, body: { cm_firebase_token: 'fcm-token-1' } })).toMatchObject({ status: 200, body: { message: expect.any(String) } });
    expect((await http.post('/api/v1/customer/cm-firebase-token', { headers: demo, body: { cm_firebase_token: 'fcm-token-2', _method: 'put' } })).status).toBe(200);
    expect(server.db.prepare('SELECT cm_firebase_token AS t FROM users WHERE id = ?').get(DEMO_CUSTOMER.id)).toEqual({ t: 'fcm-token-2' });
    expect(await http.put('/api/v1/customer/cm-firebase-token', { headers: demo, body: {} })).toMatchObject({ status: 403, body: { errors: [{ code: 'cm_firebase_token' }] } });
    expect(await http.put('/api/v1/customer/cm-firebase-token', { body: { cm_firebase_token: 'x' } })).toMatchObject({ status: 401 });
  });
});
