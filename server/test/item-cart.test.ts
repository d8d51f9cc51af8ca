/**
 * The item cart (`customer/cart/*`): rows as the contract shows them, prices and variations re-derived from
 * the item, the contract's errors (same line twice, maximum quantity, stock, incomplete food choice, unknown
 * item, campaign items), module scope, and ownership: nobody reaches another caller's row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../services/auth/credentials';
import { DEMO_CUSTOMER, SECOND_CUSTOMER } from '../db/seed/demo-account';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
const GROCERY = { zoneId: '[1]', moduleId: '1', 'X-localization': 'en' };
const FOOD = { ...GROCERY, moduleId: '2' };
const SHOP = { ...GROCERY, moduleId: '4' };

interface Row {
  id: number;
  item_id: number;
  price: number;
  quantity: number;
  is_guest: boolean;
  item_type: string;
  variation: unknown[];
  add_on_ids: number[];
  item: { id: number; name: string; add_ons: string; addons: { id: number; isChecked: boolean; quantity: number }[]; food_variations: { name: string; values: { label: string; isSelected: boolean }[] }[]; is_campaign: number; variations: { type: string; price: number; stock: number }[] };
}

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
  server.db.exec('DELETE FROM flash_sale_items');
});
afterAll(() => server.close());

const newGuest = async () => (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;
const add = (headers: Record<string, string>, body: Record<string, unknown>) => http.post<Row[]>('/api/v1/customer/cart/add', { headers, body: { model: 'Item', price: 1, quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [], ...body } });

describe('adding and listing', () => {
  it('keeps a guest line with the server price, not the one sent', async () => {
    const guest = await newGuest();
    const answer = await add(GROCERY, { guest_id: guest, item_id: 1, quantity: 3, price: 0.01 });
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(1);
    expect(answer.body[0]).toMatchObject({ item_id: 1, quantity: 3, price: 19.5, is_guest: true, item_type: 'App\\Models\\Item', item: { id: 1, name: 'Bananas' } });
    const listed = await http.get<Row[]>('/api/v1/customer/cart/list', { headers: GROCERY, query: { guest_id: guest } });
    expect(listed.body.map((row) => row.id)).toEqual([answer.body[0]?.id]);
  });

  it('prices food options and add-ons from the item and flags the choice for the client', async () => {
    const guest = await newGuest();
    const details = await http.get<{ add_ons: { id: number; price: number }[] }>('/api/v1/items/details/33', { headers: FOOD });
    const addOn = details.body.add_ons[0] as { id: number; price: number };
    const variation = [{ name: 'Size', values: { label: ['Large'] } }, { name: 'Extras', values: { label: ['Cheese'] } }];
    const answer = await add(FOOD, { guest_id: guest, item_id: 33, quantity: 2, variation, add_on_ids: [addOn.id], add_on_qtys: [2] });
    expect(answer.status).toBe(200);
    const row = answer.body[0] as Row;
    expect(row.price).toBe((42 + 8 + 3) * 2);
    expect(row.add_on_ids).toEqual([addOn.id]);
    expect(JSON.parse(row.item.add_ons)).toContain(addOn.id);
    expect(row.item.addons.find((entry) => entry.id === addOn.id)).toMatchObject({ isChecked: true, quantity: 2 });
    const size = row.item.food_variations.find((group) => group.name === 'Size');
    expect(size?.values.find((value) => value.label === 'Large')?.isSelected).toBe(true);
    expect(size?.values.find((value) => value.label === 'Regular')?.isSelected).toBe(false);
  });

  it('refuses a food line missing a required option, and too many multi options', async () => {
    const guest = await newGuest();
    expect(await add(FOOD, { guest_id: guest, item_id: 33, variation: [{ name: 'Extras', values: { label: ['Cheese'] } }] })).toMatchObject({ status: 403, body: { errors: [{ code: 'variation' }] } });
    const tooMany = [{ name: 'Size', values: { label: ['Regular'] } }, { name: 'Extras', values: { label: ['Cheese', 'Egg', 'Jalapeños'] } }];
    expect(await add(FOOD, { guest_id: guest, item_id: 33, variation: tooMany })).toMatchObject({ status: 403, body: { errors: [{ code: 'variation' }] } });
  });

  it('stores the chosen non-food combination and its price; an unknown one is refused', async () => {
    const guest = await newGuest();
    const item = (await http.get<{ variations: { type: string; price: number; stock: number }[] }>('/api/v1/items/details/97', { headers: SHOP })).body;
    const combo = item.variations.find((variation) => variation.stock > 1) as { type: string; price: number };
    const answer = await add(SHOP, { guest_id: guest, item_id: 97, variation: [{ type: combo.type, price: 0.5, stock: 999 }] });
    expect(answer.status).toBe(200);
    expect(answer.body[0]).toMatchObject({ price: combo.price, variation: [{ type: combo.type, price: combo.price }] });
    expect(await add(SHOP, { guest_id: guest, item_id: 97, variation: [{ type: 'Nope', price: 1 }] })).toMatchObject({ status: 403, body: { errors: [{ code: 'variation' }] } });
    const soldOut = item.variations.find((variation) => variation.stock === 0);
    if (soldOut) expect(await add(SHOP, { guest_id: guest, item_id: 97, variation: [soldOut] })).toMatchObject({ status: 403, body: { errors: [{ code: 'stock', message: 'This variation is out of stock. Choose another variation to proceed further.' }] } });
  });

  it('answers the contract errors: same line twice, above the maximum, above the stock, unknown item', async () => {
    const guest = await newGuest();
    expect((await add(GROCERY, { guest_id: guest, item_id: 1 })).status).toBe(200);
    expect(await add(GROCERY, { guest_id: guest, item_id: 1 })).toMatchObject({ status: 403, body: { errors: [{ code: 'cart_item', message: 'Item already exists' }] } });
    const limited = server.db.prepare('SELECT id, maximum_cart_quantity AS max FROM items WHERE module_id = 1 AND maximum_cart_quantity > 0 AND variations = \'[]\' LIMIT 1').get() as { id: number; max: number };
    expect(await add(GROCERY, { guest_id: guest, item_id: limited.id, quantity: limited.max + 1 })).toMatchObject({ status: 403, body: { errors: [{ code: 'cart_item_limit' }] } });
    const stocked = server.db.prepare("SELECT id, stock FROM items WHERE module_id = 1 AND maximum_cart_quantity = 0 AND variations = '[]' AND stock > 0 LIMIT 1").get() as { id: number; stock: number };
    expect(await add(GROCERY, { guest_id: guest, item_id: stocked.id, quantity: stocked.stock + 1 })).toMatchObject({ status: 403, body: { errors: [{ code: 'stock', message: 'Out of Stock' }] } });
    expect(await add(GROCERY, { guest_id: guest, item_id: 999_999 })).toMatchObject({ status: 403, body: { errors: [{ code: 'item_id' }] } });
    expect(await add(GROCERY, { guest_id: guest, item_id: 33 })).toMatchObject({ status: 403, body: { errors: [{ code: 'item_id' }] } });
  });

  it('adds a running item campaign with model ItemCampaign, at the campaign price', async () => {
    const campaign = server.db.prepare('SELECT c.id, c.price, m.id AS module FROM item_campaigns c JOIN modules m ON m.id = c.module_id ORDER BY c.id LIMIT 1').get() as { id: number; price: number; module: number };
    const guest = await newGuest();
    const answer = await add({ ...GROCERY, moduleId: String(campaign.module) }, { guest_id: guest, item_id: campaign.id, model: 'ItemCampaign', variation: [] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body[0]).toMatchObject({ item_id: campaign.id, item_type: 'App\\Models\\ItemCampaign', item: { is_campaign: 1, id: campaign.id } });
  });
});

describe('updating, removing, scope and ownership', () => {
  it('updates the quantity with a new price, removes a line and clears the module', async () => {
    const guest = await newGuest();
    const [first, second] = (server.db.prepare("SELECT id FROM items WHERE module_id = 1 AND variations = '[]' AND stock > 10 AND maximum_cart_quantity = 0 ORDER BY id LIMIT 2").all() as { id: number }[]).map((item) => item.id);
    const [row] = (await add(GROCERY, { guest_id: guest, item_id: first })).body as [Row];
    const updated = await http.post<Row[]>('/api/v1/customer/cart/update', { headers: GROCERY, body: { guest_id: guest, cart_id: row.id, quantity: 4, price: 1 } });
    expect(updated.body[0]).toMatchObject({ id: row.id, quantity: 4, price: (row.price / row.quantity) * 4 });
    expect((await add(GROCERY, { guest_id: guest, item_id: second })).body).toHaveLength(2);
    expect((await http.delete<Row[]>('/api/v1/customer/cart/remove-item', { headers: GROCERY, query: { guest_id: guest, cart_id: row.id } })).body).toHaveLength(1);
    expect((await http.delete<Row[]>('/api/v1/customer/cart/remove', { headers: GROCERY, query: { guest_id: guest } })).body).toEqual([]);
  });

  it('keeps each module its own cart', async () => {
    const guest = await newGuest();
    await add(GROCERY, { guest_id: guest, item_id: 1 });
    expect((await http.get<Row[]>('/api/v1/customer/cart/list', { headers: FOOD, query: { guest_id: guest } })).body).toEqual([]);
    expect((await http.get('/api/v1/customer/cart/list', { headers: { zoneId: '[1]' }, query: { guest_id: guest } })).status).toBe(403);
  });

  it('lets nobody else update or remove a row: another guest, a customer, or the same guest id with a token', async () => {
    const owner = await newGuest();
    const [row] = (await add(GROCERY, { guest_id: owner, item_id: 5 })).body as [Row];
    const stranger = await newGuest();
    const demo = issueToken(server.db, DEMO_CUSTOMER.id, server.now());
    for (const caller of [{ query: { guest_id: stranger } }, { headers: { Authorization: `Bearer ${demo}` }, query: {} }]) {
      const headers = { ...GROCERY, ...(caller.headers ?? {}) };
      expect(await http.post('/api/v1/customer/cart/update', { headers, body: { ...caller.query, cart_id: row.id, quantity: 2 } })).toMatchObject({ status: 404, body: { errors: [{ code: 'cart_id' }] } });
      expect(await http.delete('/api/v1/customer/cart/remove-item', { headers, query: { ...caller.query, cart_id: row.id } })).toMatchObject({ status: 404 });
    }
    expect((await http.get<Row[]>('/api/v1/customer/cart/list', { headers: GROCERY, query: { guest_id: owner } })).body[0]).toMatchObject({ id: row.id, quantity: 1 });
  });

  it('keeps a signed-in customer\'s cart apart from another customer\'s', async () => {
    const first = issueToken(server.db, DEMO_CUSTOMER.id, server.now());
    const second = issueToken(server.db, SECOND_CUSTOMER.id, server.now());
    await add({ ...SHOP, Authorization: `Bearer ${first}` }, { item_id: 98 });
    expect((await http.get<Row[]>('/api/v1/customer/cart/list', { headers: { ...SHOP, Authorization: `Bearer ${second}` } })).body).toEqual([]);
    expect((await http.get('/api/v1/customer/cart/list', { headers: SHOP })).status).toBe(401);
  });
});
