/**
 * An item's daily availability window holds at every step of an order, on the operator's clock: outside
 * it the item is "Not Available now" — refused at cart add and cart update (unless its store takes scheduled
 * orders, so it can be carted for later), and at get-Tax and placement unless the order is scheduled inside
 * the window. At 19:51 in Dubai a 06:00–11:30 breakfast item cannot be ordered for now, only for tomorrow
 * morning.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from './helpers';

/** Tuesday 24 November 2026, 19:51 in Dubai (UTC+4). */
const EVENING = new Date('2026-11-24T15:51:00Z');
/** The same day, 08:10 in Dubai: breakfast is served. */
const MORNING = new Date('2026-11-24T04:10:00Z');
let clock = EVENING;

let server: TestServer;
let http: ReturnType<typeof api>;
const FOOD = { zoneId: '[1]', moduleId: '2', 'X-localization': 'en' };
/** A breakfast item (served until before noon, no required choices) of a default-zone store open round the clock. */
let BREAKFAST = 0;
let STORE = 0;
let WINDOW_OPENS = '';
/** Whether the item's store takes scheduled orders (the store's own setting, set per test). */
const takesScheduledOrders = (on: boolean) => server.db.prepare('UPDATE stores SET schedule_order = ? WHERE id = ?').run(on ? 1 : 0, STORE);
const ADDRESS = { address: 'Bay Avenue, Business Bay, Dubai', latitude: '25.1868', longitude: '55.2711' };
const CONTACT = { contact_person_name: 'Early Bird', contact_person_number: '+971501112299' };

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  http = api(server.baseUrl);
  const breakfast = server.db.prepare(`
    SELECT i.id, i.store_id, i.available_time_starts FROM items i JOIN stores s ON s.id = i.store_id
    WHERE i.module_id = 2 AND s.zone_id = 1 AND s.status = 1 AND i.status = 1 AND i.stock > 5
      AND i.available_time_starts >= '05:00:00' AND i.available_time_ends <= '12:00:00' AND i.food_variations = '[]'
      AND (SELECT COUNT(*) FROM store_schedules h WHERE h.store_id = s.id AND h.opening_time = '00:00:00' AND h.closing_time >= '23:59:00') = 7
    ORDER BY i.id`).get() as { id: number; store_id: number; available_time_starts: string } | undefined;
  if (!breakfast) throw new Error('the catalogue has no breakfast item at a store open round the clock');
  [BREAKFAST, STORE, WINDOW_OPENS] = [breakfast.id, breakfast.store_id, breakfast.available_time_starts.slice(0, 5)];
});
afterAll(() => server.close());

async function guest(): Promise<number> {
  return (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;
}

const add = (guestId: number, itemId: number) => http.post<{ id: number }[]>('/api/v1/customer/cart/add', { headers: FOOD, body: { guest_id: guestId, item_id: itemId, model: 'Item', quantity: 1 } });
const order = (guestId: number, storeId: number, extra: Record<string, unknown> = {}) => ({ guest_id: guestId, store_id: storeId, order_type: 'delivery', payment_method: 'cash_on_delivery', ...ADDRESS, ...CONTACT, ...extra });

describe('outside an item\'s window', () => {
  it('cart add refuses an item whose store takes no scheduled orders, saying it is not available now', async () => {
    clock = EVENING;
    takesScheduledOrders(false);
    const answer = await add(await guest(), BREAKFAST);
    expect(answer).toMatchObject({ status: 403, body: { errors: [{ code: 'item_id' }] } });
    expect(JSON.stringify(answer.body)).toContain('Not Available now');
    expect(JSON.stringify(answer.body)).toContain(WINDOW_OPENS);
  });

  it('cart update refuses it too, once its window has closed', async () => {
    clock = MORNING;
    takesScheduledOrders(false);
    const id = await guest();
    const added = await add(id, BREAKFAST);
    expect(added.status).toBe(200);
    const cartId = (await http.get<{ id: number }[]>('/api/v1/customer/cart/list', { headers: FOOD, query: { guest_id: id } })).body[0]?.id;
    clock = EVENING;
    const update = await http.post('/api/v1/customer/cart/update', { headers: FOOD, body: { guest_id: id, cart_id: cartId, quantity: 2, _method: 'put' } });
    expect(update).toMatchObject({ status: 403, body: { errors: [{ code: 'item_id' }] } });
    // …and the order for now.
    const placed = await http.post('/api/v1/customer/order/place', { headers: FOOD, body: order(id, STORE) });
    expect(placed).toMatchObject({ status: 403, body: { errors: [{ code: 'available_time' }] } });
    expect(JSON.stringify(placed.body)).toContain('Not Available now');
  });

  it('get-Tax and place refuse it for now, and take it scheduled inside its window', async () => {
    clock = EVENING;
    takesScheduledOrders(true);
    const id = await guest();
    expect((await add(id, BREAKFAST)).status).toBe(200);
    const tax = await http.post('/api/v1/customer/order/get-Tax', { headers: FOOD, body: order(id, STORE) });
    expect(tax).toMatchObject({ status: 403, body: { errors: [{ code: 'available_time' }] } });
    expect(await http.post('/api/v1/customer/order/place', { headers: FOOD, body: order(id, STORE) })).toMatchObject({ status: 403, body: { errors: [{ code: 'available_time' }] } });
    // Scheduled for tonight, still outside the window.
    expect(await http.post('/api/v1/customer/order/place', { headers: FOOD, body: order(id, STORE, { schedule_at: '2026-11-24 21:00:00' }) })).toMatchObject({ status: 403, body: { errors: [{ code: 'available_time' }] } });
    const tomorrow = { schedule_at: '2026-11-25 08:00:00' };
    expect((await http.post('/api/v1/customer/order/get-Tax', { headers: FOOD, body: order(id, STORE, tomorrow) })).status).toBe(200);
    expect((await http.post('/api/v1/customer/order/place', { headers: FOOD, body: order(id, STORE, tomorrow) })).status).toBe(200);
  });

  it('buy-now lines are held to the same window', async () => {
    clock = EVENING;
    takesScheduledOrders(true);
    const cart = JSON.stringify([{ item_id: BREAKFAST, item_type: 'AppModelsItem', quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] }]);
    const answer = await http.post('/api/v1/customer/order/place', { headers: FOOD, body: order(await guest(), STORE, { is_buy_now: 1, cart }) });
    expect(answer).toMatchObject({ status: 403, body: { errors: [{ code: 'available_time' }] } });
  });

  it('inside the window nothing changes', async () => {
    clock = MORNING;
    takesScheduledOrders(false);
    const id = await guest();
    expect((await add(id, BREAKFAST)).status).toBe(200);
    expect((await http.post('/api/v1/customer/order/place', { headers: FOOD, body: order(id, STORE) })).status).toBe(200);
  });
});
