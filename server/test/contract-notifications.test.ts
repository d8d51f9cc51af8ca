/**
 * The customer's notifications: the operator's broadcasts for the customer's zones (in their language), then
 * the customer's own; nobody sees another customer's. Answers pass the client's struct.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationListStruct } from '../../src/features/notifications/api/notifications';
import { parseResponse } from '../../src/lib/struct';
import { DEMO_CUSTOMER, SECOND_CUSTOMER } from '../db/seed/demo-account';
import { signIn } from './customer-pages-helpers';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
});
afterAll(() => server.close());

describe('customer/notifications', () => {
  it("lists the zone's broadcasts and the customer's own, in the client's shape", async () => {
    const demo = await signIn(http, DEMO_CUSTOMER);
    const answer = await http.get<unknown[]>('/api/v1/customer/notifications', { headers: { ...demo, zoneId: '[1]' } });
    expect(answer.status).toBe(200);
    const list = parseResponse(NotificationListStruct, answer.body, 'notifications');
    expect(list.map((row) => row.data.title)).toEqual(['New in Downtown', 'Weekend grocery deals', 'Refund completed', 'Order delivered']);
    expect(list[0]?.data.type).toBe('push_notification');
    expect(list[2]?.data.order_id).toMatch(/^\d+$/);
    const elsewhere = await http.get<unknown[]>('/api/v1/customer/notifications', { headers: { ...demo, zoneId: '[2]', 'X-localization': 'ar' } });
    const arabic = parseResponse(NotificationListStruct, elsewhere.body, 'notifications');
    expect(arabic.map((row) => row.data.title)).toEqual(['عروض البقالة لنهاية الأسبوع', 'Refund completed', 'Order delivered']);
  });

  it("never shows one customer another's notifications", async () => {
    const layla = await signIn(http, SECOND_CUSTOMER);
    const answer = await http.get<{ data: unknown }[]>('/api/v1/customer/notifications', { headers: { ...layla, zoneId: '[1]' }, query: { user_id: DEMO_CUSTOMER.id } });
    expect(parseResponse(NotificationListStruct, answer.body, 'notifications').map((row) => row.data.title)).toEqual(['New in Downtown', 'Weekend grocery deals']);
  });

  it('needs a customer and a zone', async () => {
    expect((await http.get('/api/v1/customer/notifications', { headers: { zoneId: '[1]' } })).status).toBe(401);
    const demo = await signIn(http, DEMO_CUSTOMER);
    const noZone = await http.get('/api/v1/customer/notifications', { headers: demo });
    expect(noZone.status).toBe(403);
    expect(noZone.body).toEqual({ errors: [{ code: 'zoneId', message: 'Zone id is required!' }] });
  });
});
