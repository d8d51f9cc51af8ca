/**
 * The reference payment page: `payment-mobile` checks the order and its owner and redirects to the page; the
 * page shows the amount due and the config's gateways under its own CSP; paying, declining and cancelling
 * redirect to the callback exactly as the contract says (`?flag=…&&token=<base64>`) and change the order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
const GROCERY = { zoneId: '[1]', moduleId: '1', 'X-localization': 'en' };
const ORDER = { store_id: 1, order_type: 'delivery', payment_method: 'digital_payment', address: 'Bay Avenue, Business Bay, Dubai', latitude: '25.1868', longitude: '55.2711', contact_person_name: 'Pay Guest', contact_person_number: '+971501119999' };
const CALLBACK = 'https://shop.example.com/profile?page=my-orders';

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
  server.db.exec('DELETE FROM flash_sale_items; UPDATE items SET stock = 100000 WHERE id = 1');
});
afterAll(() => server.close());

async function digitalOrder(): Promise<{ guest: number; orderId: number; amount: number }> {
  const guest = (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;
  await http.post('/api/v1/customer/cart/add', { headers: GROCERY, body: { guest_id: guest, item_id: 1, model: 'Item', price: 1, quantity: 10 } });
  const placed = await http.post<{ order_id: number; total_ammount: number; status: string }>('/api/v1/customer/order/place', { headers: GROCERY, body: { ...ORDER, guest_id: guest } });
  expect(placed.body.status).toBe('failed');
  return { guest, orderId: placed.body.order_id, amount: placed.body.total_ammount };
}

async function openPage(orderId: number, customerId: number) {
  const start = await http.get('/payment-mobile', { query: { order_id: orderId, customer_id: customerId, payment_platform: 'web', callback: CALLBACK, payment_method: 'stripe' } });
  expect(start.status).toBe(302);
  const location = start.headers.get('location') as string;
  const paymentId = new URL(location, server.baseUrl).searchParams.get('payment_id') as string;
  return { location, paymentId };
}

const submit = (paymentId: string, outcome: string) =>
  fetch(`${server.baseUrl}/payment/pay`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ payment_id: paymentId, outcome, gateway: 'paypal' }) });

const tokenOf = (location: string) => Buffer.from(location.split('&&token=')[1] ?? '', 'base64').toString();

describe('payment page', () => {
  it('refuses an order that is not the customer\'s, an unknown gateway and a callback that is not http(s)', async () => {
    const { orderId, guest } = await digitalOrder();
    // Another guest id opens nothing: the visitor is asked to sign in with the account that placed the order.
    const other = await http.get('/payment-mobile', { query: { order_id: orderId, customer_id: guest + 1, callback: CALLBACK, payment_method: 'stripe' } });
    expect(other.status).toBe(200);
    expect(other.text).toContain('name="password"');
    expect(server.db.prepare('SELECT count(*) AS n FROM payment_requests WHERE reference_id = ?').get(orderId)).toEqual({ n: 0 });
    expect(await http.get('/payment-mobile', { query: { order_id: orderId, customer_id: guest, callback: CALLBACK, payment_method: 'bitcoin' } })).toMatchObject({ status: 403 });
    expect(await http.get('/payment-mobile', { query: { order_id: orderId, customer_id: guest, callback: 'javascript:alert(1)', payment_method: 'stripe' } })).toMatchObject({ status: 403 });
  });

  it('shows the amount and the gateways, then pays: callback?flag=success&&token, order confirmed and paid', async () => {
    const { orderId, guest, amount } = await digitalOrder();
    const { location, paymentId } = await openPage(orderId, guest);
    const page = await fetch(new URL(location, server.baseUrl));
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain('form-action \'self\' https://shop.example.com');
    expect(html).toContain(`AED ${amount.toFixed(2)}`);
    expect(html).toContain('Card (Stripe)');
    expect(html).toContain('PayPal');
    const paid = await submit(paymentId, 'success');
    expect(paid.status).toBe(303);
    const back = paid.headers.get('location') as string;
    expect(back.startsWith(`${CALLBACK}?flag=success&&token=`)).toBe(true);
    expect(tokenOf(back)).toMatch(new RegExp(`^payment_method=paypal&&attribute_id=${orderId}&&transaction_reference=TXN-[0-9A-F]+$`));
    expect(server.db.prepare('SELECT order_status, payment_status, payment_method FROM orders WHERE id = ?').get(orderId)).toEqual({ order_status: 'confirmed', payment_status: 'paid', payment_method: 'paypal' });
    // A second submit changes nothing and returns to the same place.
    expect((await submit(paymentId, 'fail')).headers.get('location')).toContain('flag=success');
  });

  it.each(['fail', 'cancel'])('%s: back with that flag, the order stays failed and unpaid', async (outcome) => {
    const { orderId, guest } = await digitalOrder();
    const { paymentId } = await openPage(orderId, guest);
    const answer = await submit(paymentId, outcome);
    expect(answer.headers.get('location')).toMatch(new RegExp(`^${CALLBACK.replace(/[?]/g, '\\?')}\\?flag=${outcome}&&token=`));
    expect(server.db.prepare('SELECT order_status, payment_status FROM orders WHERE id = ?').get(orderId)).toEqual({ order_status: 'failed', payment_status: 'unpaid' });
  });

  it('shows the page in Arabic, right to left', async () => {
    const { orderId, guest } = await digitalOrder();
    const { paymentId } = await openPage(orderId, guest);
    const html = await (await fetch(`${server.baseUrl}/payment/pay?payment_id=${paymentId}&lang=ar`)).text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('ادفع الآن');
  });
});
