/**
 * A web client of the real backend, unchanged, against this server: it adds to the cart, asks for the
 * order's tax, places a cash-on-delivery order and finds it in its orders, sending its requests exactly
 * as it builds them (the whole saved address spread into the body, coordinates as text, the unused amounts,
 * the cart as a JSON string, empty strings for the fields it leaves blank, `guest_id` empty for a signed-in
 * customer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../services/auth/credentials';
import { DEMO_CUSTOMER } from '../db/seed/demo-account';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
let token: string;
const GROCERY = { zoneId: '[1]', moduleId: '1', 'X-localization': 'en' };

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
  server.db.exec('DELETE FROM flash_sale_items');
  server.db.exec('UPDATE items SET stock = 100000 WHERE id = 1');
  token = issueToken(server.db, DEMO_CUSTOMER.id, server.now());
});
afterAll(() => server.close());

interface CartRow {
  id: number;
  item_id: number;
  quantity: number;
  price: number;
  variation: unknown[];
  add_on_ids: number[];
  add_on_qtys: number[];
  item: { store_id: number };
}

/** The fields the web client sends beside the ones the backend reads (amounts it shows, blank options). */
function webExtras(cart: CartRow[]) {
  return {
    order_amount: 99.99,
    discount_amount: 0,
    coupon_discount_amount: 0,
    coupon_discount_title: '',
    coupon_code: '',
    cart: JSON.stringify(cart.map((row) => ({ item_id: row.item_id, item_type: 'AppModelsItem', quantity: row.quantity, variation: row.variation, add_on_ids: row.add_on_ids, add_on_qtys: row.add_on_qtys, price: row.price }))),
    schedule_at: null,
    order_note: '',
    unavailable_item_note: '',
    delivery_instruction: '',
    dm_tips: '',
    cutlery: 0,
    partial_payment: 0,
    is_buy_now: 0,
    extra_packaging_amount: 0,
    bring_change_amount: '',
    create_new_user: 0,
    password: '',
  };
}

describe('a web client built for the real backend', () => {
  it('signed in: adds to the cart, prices and places a cash order for its saved address, and finds it among its running orders', async () => {
    const headers = { ...GROCERY, Authorization: `Bearer ${token}` };
    await http.delete('/api/v1/customer/cart/remove', { headers, query: { guest_id: '' } });
    const added = await http.post<CartRow[]>('/api/v1/customer/cart/add', { headers, body: { item_id: 1, model: 'Item', price: 6.5, quantity: 3, variation: [], add_on_ids: [], add_on_qtys: [], guest_id: '' } });
    expect(added.status).toBe(200);
    const cart = added.body;
    expect(cart.map((row) => [row.item_id, row.quantity])).toEqual([[1, 3]]);

    const addresses = await http.get<{ addresses?: Record<string, unknown>[] } | Record<string, unknown>[]>('/api/v1/customer/address/list', { headers, query: { limit: 10, offset: 1 } });
    const list = Array.isArray(addresses.body) ? addresses.body : (addresses.body.addresses ?? []);
    const saved = list.find((address) => Number(address.zone_id) === 1 || JSON.stringify(address.zone_ids ?? '').includes('1'));
    expect(saved).toBeTruthy();
    const address = { ...saved, latitude: String(saved?.latitude), longitude: String(saved?.longitude), lat: String(saved?.latitude), lng: String(saved?.longitude) };
    const order = { ...address, order_type: 'delivery', payment_method: 'cash_on_delivery', store_id: cart[0]?.item.store_id, distance: 2.6, guest_id: '', is_guest: 0, ...webExtras(cart) };

    const tax = await http.post<{ tax_amount: number; tax_status: string; tax_included: number; order_amount: number }>('/api/v1/customer/order/get-Tax', { headers, body: order });
    expect(tax.status).toBe(200);
    expect(typeof tax.body.tax_amount).toBe('number');

    const placed = await http.post<{ order_id: number; total_ammount: number; message: string }>('/api/v1/customer/order/place', { headers, body: order });
    expect(placed.status).toBe(200);
    expect(placed.body.order_id).toBeGreaterThan(0);
    // The amount is the server's, never the client's 99.99.
    expect(placed.body.total_ammount).toBeCloseTo(tax.body.order_amount, 2);

    // The client's order list has two tabs: running orders (this one, pending) and the finished ones.
    const running = await http.get<{ total_size: number; orders: { id: number; order_status: string; payment_method: string }[] }>('/api/v1/customer/order/running-orders', { headers, query: { limit: 10, offset: 1 } });
    expect(running.status).toBe(200);
    expect(running.body.orders.find((entry) => entry.id === placed.body.order_id)).toMatchObject({ order_status: 'pending', payment_method: 'cash_on_delivery' });
    const finished = await http.get<{ orders: { id: number }[] }>('/api/v1/customer/order/list', { headers, query: { limit: 10, offset: 1 } });
    expect(finished.status).toBe(200);
    expect(finished.body.orders.map((entry) => entry.id)).not.toContain(placed.body.order_id);
    expect((await http.get<CartRow[]>('/api/v1/customer/cart/list', { headers, query: { guest_id: '' } })).body).toEqual([]);
  });

  it('as a guest: places a cash order with its contact and finds it by number and phone', async () => {
    const guest = (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;
    const added = await http.post<CartRow[]>('/api/v1/customer/cart/add', { headers: GROCERY, body: { item_id: 1, model: 'Item', price: 6.5, quantity: 2, variation: [], add_on_ids: [], add_on_qtys: [], guest_id: guest } });
    expect(added.status).toBe(200);
    const body = {
      address: 'Bay Avenue, Business Bay, Dubai',
      latitude: '25.1868',
      longitude: '55.2711',
      address_type: 'others',
      contact_person_name: 'Web Guest',
      contact_person_number: '+971501234567',
      contact_person_email: 'web.guest@example.com',
      order_type: 'delivery',
      payment_method: 'cash_on_delivery',
      store_id: added.body[0]?.item.store_id,
      distance: 2.6,
      guest_id: guest,
      is_guest: 1,
      ...webExtras(added.body),
    };
    const placed = await http.post<{ order_id: number }>('/api/v1/customer/order/place', { headers: GROCERY, body });
    expect(placed.status).toBe(200);
    const track = await http.get<{ id: number; order_status: string }>('/api/v1/customer/order/track', { headers: GROCERY, query: { order_id: placed.body.order_id, guest_id: guest, contact_number: '+971501234567' } });
    expect(track.status).toBe(200);
    expect(track.body).toMatchObject({ id: placed.body.order_id, order_status: 'pending' });
  });
});
