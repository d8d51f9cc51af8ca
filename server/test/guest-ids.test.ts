/**
 * Guest ids are the only key to a guest's cart, trips and orders, so only ids this server handed out open
 * anything: a made-up id (a small number, a guessed 16-digit one) is refused on every guest route with the
 * `guest_id` error, an issued one works. A guest the server sweeps away is one nobody used for a month
 * (every use counts, not only the day it was issued) and who kept nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweep } from '../services/auth/housekeeping';
import { api, RENTAL_HEADERS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
let clock = new Date('2031-03-01T08:00:00.000Z');
const GROCERY = { zoneId: '[1]', moduleId: '1', 'X-localization': 'en' };

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  http = api(server.baseUrl);
});
afterAll(() => server.close());

const issue = async () => (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;
const cart = (guestId: number | string) => http.get('/api/v1/customer/cart/list', { headers: GROCERY, query: { guest_id: guestId } });
const refused = { status: 403, body: { errors: [{ code: 'guest_id' }] } };

describe('guest ids', () => {
  it('never issued are refused on every guest route', async () => {
    const issued = await issue();
    for (const made of [7, 1, issued + 1, 4_503_599_627_370_497]) {
      expect(await cart(made)).toMatchObject(refused);
      expect(await http.get('/api/v1/rental/user/cart/get-cart', { headers: RENTAL_HEADERS, query: { guest_id: made } })).toMatchObject(refused);
      expect(await http.get('/api/v1/customer/order/list', { headers: GROCERY, query: { guest_id: made, limit: 10, offset: 1 } })).toMatchObject(refused);
      expect(await http.post('/api/v1/customer/cart/add', { headers: GROCERY, body: { guest_id: made, item_id: 1, model: 'Item', quantity: 1 } })).toMatchObject(refused);
    }
    expect(server.db.prepare('SELECT count(*) AS n FROM carts WHERE is_guest = 1').get()).toEqual({ n: 0 });
  });

  it('issued by this server work', async () => {
    const issued = await issue();
    expect(await cart(issued)).toMatchObject({ status: 200, body: [] });
    expect((await http.post('/api/v1/customer/cart/add', { headers: GROCERY, body: { guest_id: issued, item_id: 1, model: 'Item', quantity: 1 } })).status).toBe(200);
  });

  it('issued as a range by the test hook (for the bench: a load of first adds) work, the ids around it stay refused', async () => {
    const from = 3_000_000_000;
    expect(await http.post('/__test/guests', { body: { from, count: 3 } })).toMatchObject({ status: 200, body: { issued: 3 } });
    expect(await http.post('/__test/guests', { body: { from, count: 4 } })).toMatchObject({ status: 200, body: { issued: 1 } });
    for (const id of [from, from + 3]) expect(await cart(id)).toMatchObject({ status: 200, body: [] });
    for (const id of [from - 1, from + 4]) expect(await cart(id)).toMatchObject(refused);
    for (const body of [{ from, count: 0 }, { from, count: 1_000_001 }, { from: -5, count: 1 }, { from: 'x', count: 1 }]) {
      expect((await http.post('/__test/guests', { body })).status).toBe(403);
    }
  });

  it('stay while they are used, and go a month after their last use when they kept nothing', async () => {
    const used = await issue();
    const idle = await issue();
    for (let day = 0; day < 40; day += 5) {
      clock = new Date(clock.getTime() + 5 * 86_400_000);
      expect((await cart(used)).status).toBe(200);
    }
    sweep(server.db, { now: () => clock });
    expect((await cart(used)).status).toBe(200);
    expect(await cart(idle)).toMatchObject(refused);
  });
});
