/**
 * Contract tests of the item cart, checkout and orders: every answer passes the client's own structs
 * (src/features/{cart,checkout,orders}/api), with real content — a cart with food options and add-ons, a
 * quote, a placed order, coupons, the lists, lines and tracking with a rider, the reasons — and the payment
 * page's return is read back by the client's reader.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartStruct } from '../../src/features/item-cart/api/structs';
import { readPaymentReturn } from '../../src/features/checkout/api/payment-page';
import { CheckoutCouponsStruct, CheckoutCouponStruct, OrderTaxStruct, PlacedOrderStruct } from '../../src/features/checkout/api/structs';
import { CancellationReasonsStruct, OrderDetailsStruct, OrderPageStruct, OrderStruct, RefundReasonsStruct } from '../../src/features/orders/api/structs';
import { parseResponse } from '../../src/lib/struct';
import { DEMO_CUSTOMER } from '../db/seed/demo-account';
import { issueToken } from '../services/auth/credentials';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
let token: string;
const FOOD = { zoneId: '[1]', moduleId: '2', 'X-localization': 'en' };
const OFFICE = { address: 'Bay Avenue, Business Bay, Dubai', latitude: '25.1868', longitude: '55.2711' };

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
  token = issueToken(server.db, DEMO_CUSTOMER.id, server.now());
});
afterAll(() => server.close());

const signedIn = () => ({ ...FOOD, Authorization: `Bearer ${token}` });

describe('client structs accept the server\'s answers', () => {
  it('cart, quote, placement and coupons', async () => {
    const item = await http.get<{ add_ons: { id: number }[] }>('/api/v1/items/details/33', { headers: FOOD });
    const added = await http.post('/api/v1/customer/cart/add', {
      headers: signedIn(),
      body: { item_id: 33, model: 'Item', price: 1, quantity: 1, variation: [{ name: 'Size', values: { label: ['Large'] } }], add_on_ids: [item.body.add_ons[0]?.id], add_on_qtys: [1] },
    });
    const cart = parseResponse(CartStruct, added.body, 'cart/add');
    expect(cart[0]?.item.food_variations.length).toBeGreaterThan(0);
    expect(cart[0]?.item.addons.some((addOn) => addOn.isChecked)).toBe(true);

    const body = { store_id: 5, order_type: 'delivery', payment_method: 'cash_on_delivery', ...OFFICE };
    const tax = parseResponse(OrderTaxStruct, (await http.post('/api/v1/customer/order/get-Tax', { headers: signedIn(), body })).body, 'get-Tax');
    expect(tax.tax_included).toBe(0);
    expect(tax.order_amount).toBeGreaterThan(0);

    const coupons = parseResponse(CheckoutCouponsStruct, (await http.get('/api/v1/coupon/list', { headers: signedIn() })).body, 'coupon/list');
    expect(coupons.map((coupon) => coupon.code)).toContain('YUMMY15');
    const guestCoupons = parseResponse(CheckoutCouponsStruct, (await http.get('/api/v1/coupon/list/all', { headers: FOOD })).body, 'coupon/list/all');
    expect(guestCoupons.every((coupon) => coupon.code !== 'ONCE5')).toBe(true);
    parseResponse(CheckoutCouponStruct, (await http.get('/api/v1/coupon/apply', { headers: signedIn(), query: { code: 'BURGER5', store_id: 5 } })).body, 'coupon/apply');

    const placed = parseResponse(PlacedOrderStruct, (await http.post('/api/v1/customer/order/place', { headers: signedIn(), body })).body, 'place');
    expect(placed.total_ammount).toBe(tax.order_amount);
  });

  it('lists, lines, tracking with a rider, and the reasons', async () => {
    const history = parseResponse(OrderPageStruct, (await http.get('/api/v1/customer/order/list', { headers: signedIn(), query: { limit: 10, offset: 1 } })).body, 'list');
    expect(history.orders.length).toBeGreaterThan(0);
    const running = parseResponse(OrderPageStruct, (await http.get('/api/v1/customer/order/running-orders', { headers: signedIn(), query: { limit: 10, offset: 1 } })).body, 'running-orders');
    expect(running.orders.length).toBeGreaterThan(0);
    const lines = parseResponse(OrderDetailsStruct, (await http.get('/api/v1/customer/order/details', { headers: signedIn(), query: { order_id: 100001 } })).body, 'details');
    expect(Array.isArray(lines) && lines.length).toBeGreaterThan(0);
    const tracked = parseResponse(OrderStruct, (await http.get('/api/v1/customer/order/track', { headers: signedIn(), query: { order_id: 100001 } })).body, 'track');
    expect(tracked.delivery_man?.lat).toBeTruthy();
    expect(tracked.store?.name).toBe('Burger Hub');
    expect(parseResponse(CancellationReasonsStruct, (await http.get('/api/v1/customer/order/cancellation-reasons', { query: { offset: 1, limit: 10, type: 'customer' } })).body, 'reasons').data.length).toBeGreaterThan(0);
    expect(parseResponse(RefundReasonsStruct, (await http.get('/api/v1/customer/order/refund-reasons', { headers: signedIn() })).body, 'refund-reasons').refund_reasons.length).toBeGreaterThan(0);
  });

  it('reads the payment page\'s return the way the client does', async () => {
    const guest = (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;
    // An item sold all day, so the test holds at any hour.
    const plain = server.db
      .prepare("SELECT id FROM items WHERE store_id = 5 AND food_variations NOT LIKE '%\"required\":\"on\"%' AND available_time_starts = '00:00:00' AND available_time_ends = '23:59:59' ORDER BY id LIMIT 1")
      .get() as { id: number };
    await http.post('/api/v1/customer/cart/add', { headers: FOOD, body: { guest_id: guest, item_id: plain.id, model: 'Item', price: 1, quantity: 1, variation: [] } });
    const cart = (await http.get<{ id: number }[]>('/api/v1/customer/cart/list', { headers: FOOD, query: { guest_id: guest } })).body;
    expect(cart.length).toBe(1);
    const placed = await http.post<{ order_id: number }>('/api/v1/customer/order/place', {
      headers: FOOD,
      body: { guest_id: guest, store_id: 5, order_type: 'delivery', payment_method: 'digital_payment', contact_person_name: 'A Guest', contact_person_number: '+971500001111', ...OFFICE },
    });
    const start = await http.get('/payment-mobile', { query: { order_id: placed.body.order_id, customer_id: guest, callback: 'https://shop.example.com/profile?page=my-orders', payment_method: 'stripe' } });
    const paymentId = new URL(start.headers.get('location') as string, server.baseUrl).searchParams.get('payment_id') as string;
    const back = await fetch(`${server.baseUrl}/payment/pay`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ payment_id: paymentId, outcome: 'success' }) });
    const location = new URL(back.headers.get('location') as string);
    expect(readPaymentReturn(location.search)).toMatchObject({ flag: 'success', orderId: placed.body.order_id, gateway: 'stripe' });
  });
});
