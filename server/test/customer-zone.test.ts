/** `customer/update-zone`: the signed-in customer's zone follows the zone header; bad headers get the envelope. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const zoneOf = (id: number) => (server.db.prepare('SELECT zone_id FROM users WHERE id = ?').get(id) as { zone_id: number | null }).zone_id;

describe('customer/update-zone', () => {
  it("stores the header's first known zone for the caller only, answering []", async () => {
    const demo = await signIn(http, DEMO_CUSTOMER);
    const laylaZone = zoneOf(SECOND_CUSTOMER.id);
    const answer = await http.get('/api/v1/customer/update-zone', { headers: { ...demo, zoneId: '[2,1]' }, query: { user_id: SECOND_CUSTOMER.id } });
    expect(answer).toMatchObject({ status: 200, body: [] });
    expect(zoneOf(DEMO_CUSTOMER.id)).toBe(2);
    expect(zoneOf(SECOND_CUSTOMER.id)).toBe(laylaZone);
  });

  it.each([
    ['no zone header', {}, { errors: [{ code: 'zoneId', message: 'Zone id is required!' }] }],
    ['a bare number', { zoneId: 'abc' }, { errors: [{ code: 'zoneId', message: 'Zone id is required!' }] }],
    ['an unknown zone', { zoneId: '[999]' }, { errors: [{ code: 'zoneId', message: 'Zone not found.' }] }],
  ])('refuses %s', async (_case, headers, body) => {
    const demo = await signIn(http, DEMO_CUSTOMER);
    const answer = await http.get('/api/v1/customer/update-zone', { headers: { ...demo, ...headers } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(body);
  });

  it('needs a customer', async () => {
    expect((await http.get('/api/v1/customer/update-zone', { headers: { zoneId: '[1]' } })).status).toBe(401);
  });
});
