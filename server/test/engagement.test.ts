/**
 * The calls a 6amMart web client makes on every page for a signed-in customer, in the backend's shapes:
 * cash-back, visit-again, review reminders, analytic scripts, the most given tip, offline payment methods.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../db/seed/demo-account';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
  const login = await http.post<{ token: string }>('/api/v1/auth/login', { body: { login_type: 'manual', email_or_phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
  headers = { Authorization: `Bearer ${login.body.token}`, zoneId: '[3,1]', moduleId: '1', 'X-localization': 'en' };
});
afterAll(() => server.close());

describe('signed-in page calls', () => {
  it('cash-back: a bare empty list of offers and a zero calculation', async () => {
    expect(await http.get('/api/v1/cashback/list', { headers })).toMatchObject({ status: 200, body: [] });
    expect(await http.get('/api/v1/cashback/getCashback', { headers, query: { amount: 120 } })).toMatchObject({ status: 200, body: { calculated_amount: 0, cashback_amount: 0 } });
    expect(await http.get('/api/v1/cashback/getCashback', { headers })).toMatchObject({ status: 403, body: { errors: [{ code: 'amount' }] } });
  });

  it('visit-again: the stores the customer ordered from, in the module and zones, with items', async () => {
    const answer = await http.get<{ id: number; name: string; logo_full_url: string; open: number; items: { id: number; image_full_url: string }[] }[]>('/api/v1/customer/visit-again', { headers });
    expect(answer.status).toBe(200);
    expect(answer.body.map((store) => store.id)).toEqual([1]);
    expect(answer.body[0]).toMatchObject({ logo_full_url: expect.stringContaining('/storage/'), open: expect.any(Number) });
    expect(answer.body[0]?.items.length).toBeGreaterThan(0);
    expect(answer.body[0]?.items.length).toBeLessThanOrEqual(5);
    // Another module: the stores ordered from there (the seeded food order from Burger Hub).
    expect((await http.get<{ id: number }[]>('/api/v1/customer/visit-again', { headers: { ...headers, moduleId: '2' } })).body.map((store) => store.id)).toEqual([5]);
  });

  it('review reminder: none pending, and its dismissal answers a bare string', async () => {
    expect(await http.get('/api/v1/customer/review-reminder', { headers })).toMatchObject({ status: 200, body: { order_id: null, images: [] } });
    expect(await http.get('/api/v1/customer/review-reminder-cancel', { headers, query: { order_id: 1 } })).toMatchObject({ status: 200, body: 'success' });
  });

  it('need a signed-in customer', async () => {
    for (const path of ['/api/v1/cashback/list', '/api/v1/customer/visit-again', '/api/v1/customer/review-reminder']) {
      expect(await http.get(path, { headers: { zoneId: '[3,1]', moduleId: '1' } })).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    }
  });
});

describe('public page calls', () => {
  it('analytic scripts: a bare empty list', async () => {
    expect(await http.get('/api/v1/config/get-analytic-scripts')).toMatchObject({ status: 200, body: [] });
  });

  it('most tips: the most frequent tip, or null', async () => {
    // The seeded history tipped 5 twice.
    expect(await http.get('/api/v1/most-tips')).toMatchObject({ status: 200, body: { most_tips_amount: 5 } });
    server.db.prepare('UPDATE orders SET dm_tips = 7 WHERE id IN (1, 100003)').run();
    expect((await http.get('/api/v1/most-tips')).body).toEqual({ most_tips_amount: 7 });
    server.db.prepare('UPDATE orders SET dm_tips = 0').run();
    expect((await http.get('/api/v1/most-tips')).body).toEqual({ most_tips_amount: null });
  });

  it('offline payment methods: {} when there are none', async () => {
    expect(await http.get('/api/v1/offline_payment_method_list')).toMatchObject({ status: 200, body: {} });
  });
});
