/**
 * During a flash sale an item shows what is left of the sale's allotment — but never more than the item
 * itself has: a customer must never see "50 left" for an item the cart will refuse past its 3 in stock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
const NOW = new Date('2026-03-10T08:00:00Z');
const GROCERY = { zoneId: '[1]', moduleId: '1', 'X-localization': 'en' };

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  http = api(server.baseUrl);
});
afterAll(() => server.close());

/** The item on this month's grocery sale, with the sale's allotment well above the item's own stock. */
function saleItem(itemStock: number, allotment: number): number {
  const line = server.db
    .prepare("SELECT fsi.id, fsi.item_id FROM flash_sale_items fsi JOIN flash_sales fs ON fs.id = fsi.flash_sale_id WHERE fs.module_id = 1 AND fs.start_date <= '2026-03-10 12:00:00' AND fs.end_date >= '2026-03-10 12:00:00' ORDER BY fsi.id LIMIT 1")
    .get() as { id: number; item_id: number };
  server.db.prepare('UPDATE flash_sale_items SET stock = ?, sold = 0 WHERE id = ?').run(allotment, line.id);
  server.db.prepare('UPDATE items SET stock = ? WHERE id = ?').run(itemStock, line.item_id);
  return line.item_id;
}

describe('flash-sale stock on an item', () => {
  it('is the smaller of the sale\'s remaining allotment and the item\'s own stock', async () => {
    const id = saleItem(3, 50);
    const details = await http.get<{ stock: number; flash_sale: number }>(`/api/v1/items/details/${id}`, { headers: GROCERY });
    expect(details.status).toBe(200);
    expect(details.body.flash_sale).toBe(1);
    expect(details.body.stock).toBe(3);
    // The sale's own list says the same.
    const sale = (await http.get<{ active_products: { item_id: number; available_stock: number }[] }>('/api/v1/flash-sales', { headers: GROCERY })).body;
    expect(sale.active_products.find((line) => line.item_id === id)?.available_stock).toBe(3);
    // …and so does the sale's page of products.
    const saleId = (await http.get<{ id: number }>('/api/v1/flash-sales', { headers: GROCERY })).body.id;
    const page = await http.get<{ products: { item_id: number; available_stock: number; item: { stock: number } }[] }>('/api/v1/flash-sales/items', { headers: GROCERY, query: { flash_sale_id: saleId, limit: 50, offset: 1 } });
    expect(page.body.products.find((line) => line.item_id === id)).toMatchObject({ available_stock: 3, item: { stock: 3 } });
    // …which is exactly what the cart takes.
    const guest = (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;
    expect(await http.post('/api/v1/customer/cart/add', { headers: GROCERY, body: { guest_id: guest, item_id: id, model: 'Item', quantity: 4 } })).toMatchObject({ status: 403, body: { errors: [{ code: 'stock' }] } });
    expect((await http.post('/api/v1/customer/cart/add', { headers: GROCERY, body: { guest_id: guest, item_id: id, model: 'Item', quantity: 3 } })).status).toBe(200);
  });

  it('is the allotment left when that is the smaller', async () => {
    const id = saleItem(40, 5);
    expect((await http.get<{ stock: number }>(`/api/v1/items/details/${id}`, { headers: GROCERY })).body.stock).toBe(5);
  });
});
