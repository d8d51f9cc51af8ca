/**
 * The reference payment page stands in for a gateway, so it exists only in demo mode. A server outside demo
 * mode offers no digital method (no gateway is configured), refuses wallet top-ups and digital orders with
 * the contract's envelopes, and has no page that could credit anything: posting "success" for a top-up of a
 * million credits nothing. In demo mode the page starts a payment only for the order's owner — the signed-in
 * customer's token, or the guest id that placed it — and answers everybody else exactly as it answers an
 * order that does not exist, whatever state the order is in, so no order id can be matched to its owner. A
 * visit without a token (a web client sends a signed-in customer with their id only) is asked to sign in,
 * on a page that is the same whatever order it names; the password then opens only that account's order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, SECOND_CUSTOMER } from '../db/seed/demo-account';
import { signIn } from './customer-pages-helpers';
import { api, startTestServer, type TestServer } from './helpers';

const GROCERY = { zoneId: '[1]', moduleId: '1', 'X-localization': 'en' };
const PARCEL = { zoneId: '[1]', moduleId: '5', 'X-localization': 'en' };
const ADDRESS = { address: 'Bay Avenue, Business Bay, Dubai', latitude: '25.1868', longitude: '55.2711' };
const CALLBACK = 'https://shop.example.com/profile?page=my-orders';

const submit = (baseUrl: string, paymentId: string, outcome: string) =>
  fetch(`${baseUrl}/payment/pay`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ payment_id: paymentId, outcome, gateway: 'stripe' }) });

describe('outside demo mode', () => {
  let server: TestServer;
  let http: ReturnType<typeof api>;
  let demo: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer({ demoMode: false });
    http = api(server.baseUrl);
    demo = await signIn(http, DEMO_CUSTOMER);
  });
  afterAll(() => server.close());

  const balance = () => (server.db.prepare('SELECT wallet_balance AS b FROM users WHERE id = ?').get(DEMO_CUSTOMER.id) as { b: number }).b;

  it('offers no digital method in the config', async () => {
    const config = (await http.get<{ active_payment_method_list: unknown[]; digital_payment: unknown; digital_payment_info: { digital_payment: boolean } }>('/api/v1/config')).body;
    expect(config.active_payment_method_list).toEqual([]);
    expect(config.digital_payment).toBe(false);
    expect(config.digital_payment_info.digital_payment).toBe(false);
  });

  it('refuses a wallet top-up with the contract\'s envelope, and no page can credit one', async () => {
    const before = balance();
    const answer = await http.post('/api/v1/customer/wallet/add-fund', { headers: demo, body: { amount: 1_000_000, payment_method: 'stripe', callback: 'https://shop.example.com/profile?page=wallet', payment_platform: 'web' } });
    expect(answer).toMatchObject({ status: 403, body: { errors: [{ code: 'digital_payment' }] } });
    expect(server.db.prepare('SELECT count(*) AS n FROM payment_requests').get()).toEqual({ n: 0 });
    // A request row left from another run (demo mode on then) still credits nothing: the page is not there.
    server.db
      .prepare("INSERT INTO payment_requests (id, purpose, reference_id, payer_id, is_guest, amount, gateway, callback, created_at, updated_at) VALUES (?, 'wallet', ?, ?, 0, 1000000, 'stripe', ?, '2026-01-01 00:00:00', '2026-01-01 00:00:00')")
      .run('00000000-0000-4000-8000-000000000001', DEMO_CUSTOMER.id, DEMO_CUSTOMER.id, CALLBACK);
    const paid = await submit(server.baseUrl, '00000000-0000-4000-8000-000000000001', 'success');
    expect(paid.status).toBe(404);
    expect((await fetch(`${server.baseUrl}/payment/pay?payment_id=00000000-0000-4000-8000-000000000001`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/payment-mobile?order_id=100000&customer_id=1&callback=${encodeURIComponent(CALLBACK)}&payment_method=stripe`, { redirect: 'manual' })).status).toBe(404);
    expect(balance()).toBe(before);
  });

  it('refuses digital item and parcel orders with the contract\'s envelope', async () => {
    await http.post('/api/v1/customer/cart/add', { headers: { ...GROCERY, ...demo }, body: { item_id: 1, model: 'Item', quantity: 2 } });
    const item = await http.post('/api/v1/customer/order/place', { headers: { ...GROCERY, ...demo }, body: { store_id: 1, order_type: 'delivery', payment_method: 'digital_payment', ...ADDRESS } });
    expect(item).toMatchObject({ status: 403, body: { errors: [{ code: 'digital_payment' }] } });
    const parcel = await http.post('/api/v1/customer/order/place', {
      headers: { ...PARCEL, ...demo },
      body: {
        order_type: 'parcel', payment_method: 'digital_payment', parcel_category_id: 1, charge_payer: 'sender', ...ADDRESS,
        receiver_details: { contact_person_name: 'Omar', contact_person_number: '+971501234567', address: 'Deira', latitude: 25.2697, longitude: 55.3095 },
      },
    });
    expect(parcel).toMatchObject({ status: 403, body: { errors: [{ code: 'digital_payment' }] } });
    // Cash on delivery still works.
    const cash = await http.post('/api/v1/customer/order/place', { headers: { ...GROCERY, ...demo }, body: { store_id: 1, order_type: 'delivery', payment_method: 'cash_on_delivery', ...ADDRESS } });
    expect(cash.status).toBe(200);
  });
});

describe('in demo mode, the page starts a payment only for the order\'s owner', () => {
  let server: TestServer;
  let http: ReturnType<typeof api>;
  let demo: Record<string, string>;
  let layla: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer();
    http = api(server.baseUrl);
    server.db.exec('DELETE FROM flash_sale_items; UPDATE items SET stock = 100000 WHERE id = 1');
    demo = await signIn(http, DEMO_CUSTOMER);
    layla = await signIn(http, SECOND_CUSTOMER);
  });
  afterAll(() => server.close());

  async function guestOrder(): Promise<{ guest: number; orderId: number }> {
    const guest = (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;
    await http.post('/api/v1/customer/cart/add', { headers: GROCERY, body: { guest_id: guest, item_id: 1, model: 'Item', quantity: 10 } });
    const placed = await http.post<{ order_id: number }>('/api/v1/customer/order/place', {
      headers: GROCERY,
      body: { store_id: 1, order_type: 'delivery', payment_method: 'digital_payment', ...ADDRESS, guest_id: guest, contact_person_name: 'Pay Guest', contact_person_number: '+971501119999' },
    });
    expect(placed.status).toBe(200);
    return { guest, orderId: placed.body.order_id };
  }

  async function customerOrder(headers: Record<string, string>): Promise<number> {
    await http.post('/api/v1/customer/cart/add', { headers: { ...GROCERY, ...headers }, body: { item_id: 1, model: 'Item', quantity: 10 } });
    const placed = await http.post<{ order_id: number }>('/api/v1/customer/order/place', { headers: { ...GROCERY, ...headers }, body: { store_id: 1, order_type: 'delivery', payment_method: 'digital_payment', ...ADDRESS } });
    expect(placed.status).toBe(200);
    return placed.body.order_id;
  }

  const visit = (query: Record<string, string | number>, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/payment-mobile?${new URLSearchParams(Object.entries({ payment_platform: 'web', callback: CALLBACK, payment_method: 'stripe', ...query }).map(([k, v]) => [k, String(v)]))}`, { redirect: 'manual', headers });
  const answerOf = async (response: Response) => ({ status: response.status, body: await response.text() });
  const tokenOf = (headers: Record<string, string>) => (headers.Authorization ?? '').replace('Bearer ', '');

  const signInForm = (body: string) => body.includes('<form method="post">') && body.includes('name="email_or_phone"') && body.includes('name="password"');
  /** The sign-in form, posted back to the visit's own address as a browser does. */
  const signInAt = (query: Record<string, string | number>, account: { email: string; password: string }) =>
    fetch(`${server.baseUrl}/payment-mobile?${new URLSearchParams(Object.entries({ payment_platform: 'web', callback: CALLBACK, payment_method: 'stripe', ...query }).map(([k, v]) => [k, String(v)]))}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email_or_phone: account.email, password: account.password }),
    });

  it('a guest pays with the guest id that placed the order; any other id is asked to sign in, as for no order at all', async () => {
    const { guest, orderId } = await guestOrder();
    const nowhere = await answerOf(await visit({ order_id: 999_999_999, customer_id: guest }));
    expect(nowhere.status).toBe(200);
    expect(signInForm(nowhere.body)).toBe(true);
    expect(await answerOf(await visit({ order_id: orderId, customer_id: guest + 1 }))).toEqual(nowhere);
    expect((await visit({ order_id: orderId, customer_id: guest })).status).toBe(302);
    // Signed in since: the guest id is still the order's key.
    expect((await visit({ order_id: orderId, customer_id: guest }, demo)).status).toBe(302);
  });

  it('a customer pays with their own token (header or access_token); their id alone is asked to sign in, another customer\'s token is "not found"', async () => {
    const orderId = await customerOrder(demo);
    const signIn = await answerOf(await visit({ order_id: 999_999_999, customer_id: DEMO_CUSTOMER.id }));
    expect(signInForm(signIn.body)).toBe(true);
    expect(await answerOf(await visit({ order_id: orderId, customer_id: DEMO_CUSTOMER.id }))).toEqual(signIn);
    const nowhere = await answerOf(await visit({ order_id: 999_999_999, customer_id: DEMO_CUSTOMER.id }, layla));
    expect(nowhere.status).toBe(403);
    expect(JSON.parse(nowhere.body)).toEqual({ errors: [{ code: 'order-payment', message: 'Data not found' }] });
    expect(await answerOf(await visit({ order_id: orderId, customer_id: DEMO_CUSTOMER.id }, layla))).toEqual(nowhere);
    expect(await answerOf(await visit({ order_id: orderId, customer_id: DEMO_CUSTOMER.id, access_token: tokenOf(layla) }))).toEqual(nowhere);
    expect((await visit({ order_id: orderId, customer_id: DEMO_CUSTOMER.id }, demo)).status).toBe(302);
    expect((await visit({ order_id: orderId, customer_id: DEMO_CUSTOMER.id, access_token: tokenOf(demo) })).status).toBe(302);
  });

  it('tells a stranger nothing about an order\'s state, and never changes it or its callback', async () => {
    const unpaid = await customerOrder(demo);
    const paid = await customerOrder(demo);
    const location = (await visit({ order_id: paid, customer_id: DEMO_CUSTOMER.id }, demo)).headers.get('location') as string;
    await submit(server.baseUrl, new URL(location, server.baseUrl).searchParams.get('payment_id') as string, 'success');
    const cancelled = await customerOrder(demo);
    server.db.prepare("UPDATE orders SET order_status = 'canceled' WHERE id = ?").run(cancelled);
    const delivered = await customerOrder(demo);
    server.db.prepare("UPDATE orders SET order_status = 'delivered' WHERE id = ?").run(delivered);
    const before = server.db.prepare('SELECT id, order_status, payment_status, callback FROM orders ORDER BY id').all();
    const signIn = await answerOf(await visit({ order_id: 999_999_999, customer_id: DEMO_CUSTOMER.id }));
    const nowhere = await answerOf(await visit({ order_id: 999_999_999, customer_id: DEMO_CUSTOMER.id }, layla));
    const strangerSignedIn = await answerOf(await signInAt({ order_id: 999_999_999, customer_id: DEMO_CUSTOMER.id }, SECOND_CUSTOMER));
    expect(strangerSignedIn).toEqual(nowhere);
    for (const orderId of [unpaid, paid, cancelled, delivered]) {
      for (const customerId of [DEMO_CUSTOMER.id, SECOND_CUSTOMER.id, 3]) {
        expect(await answerOf(await visit({ order_id: orderId, customer_id: customerId, callback: 'https://evil.example/steal' }))).toEqual(signIn);
        expect(await answerOf(await visit({ order_id: orderId, customer_id: customerId, callback: 'https://evil.example/steal' }, layla))).toEqual(nowhere);
        expect(await answerOf(await signInAt({ order_id: orderId, customer_id: customerId, callback: 'https://evil.example/steal' }, SECOND_CUSTOMER))).toEqual(nowhere);
      }
    }
    expect(server.db.prepare('SELECT id, order_status, payment_status, callback FROM orders ORDER BY id').all()).toEqual(before);
    // The owner still hears why a paid order cannot be paid again.
    expect(await answerOf(await visit({ order_id: paid, customer_id: DEMO_CUSTOMER.id }, demo))).toMatchObject({ status: 403 });
    expect((await answerOf(await visit({ order_id: paid, customer_id: DEMO_CUSTOMER.id }, demo))).body).toContain('already paid');
  });

  it('a customer who arrives with their id only signs in on the page and pays their own order', async () => {
    const orderId = await customerOrder(demo);
    const wrong = await signInAt({ order_id: orderId, customer_id: DEMO_CUSTOMER.id }, { email: DEMO_CUSTOMER.email, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    const page = await wrong.text();
    expect(signInForm(page)).toBe(true);
    expect(page).toContain('Credential does not match.');
    const right = await signInAt({ order_id: orderId, customer_id: DEMO_CUSTOMER.id }, DEMO_CUSTOMER);
    expect(right.status).toBe(303);
    const paymentId = new URL(right.headers.get('location') as string, server.baseUrl).searchParams.get('payment_id') as string;
    expect((await fetch(`${server.baseUrl}/payment/pay?payment_id=${paymentId}`)).status).toBe(200);
    expect((await submit(server.baseUrl, paymentId, 'success')).status).toBe(303);
    expect(server.db.prepare('SELECT payment_status AS s, callback FROM orders WHERE id = ?').get(orderId)).toEqual({ s: 'paid', callback: CALLBACK });
  });

  it('the page\'s sign-in counts against the account like any sign-in: wrong passwords lead to a block', async () => {
    const orderId = await customerOrder(layla);
    const attempt = () => signInAt({ order_id: orderId, customer_id: SECOND_CUSTOMER.id }, { email: SECOND_CUSTOMER.email, password: 'wrong-password' });
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    const blocked = await signInAt({ order_id: orderId, customer_id: SECOND_CUSTOMER.id }, SECOND_CUSTOMER);
    expect(blocked.status).toBe(405);
    expect(await blocked.text()).toContain('Too many attempts.');
    server.db.prepare('DELETE FROM login_attempts').run();
  });

  it('the page\'s sign-in is held to the sign-in request limit per address', async () => {
    const limited = await startTestServer({ rateLimits: { api: 100_000, signIn: 3, guests: 10_000 } });
    try {
      const post = () => fetch(`${limited.baseUrl}/payment-mobile?order_id=1&customer_id=1&payment_method=stripe&callback=${encodeURIComponent(CALLBACK)}`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'email_or_phone=x%40y.z&password=abcdefgh' });
      const statuses = [];
      for (let n = 0; n < 4; n++) statuses.push((await post()).status);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
