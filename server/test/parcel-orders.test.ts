/**
 * Parcel orders over HTTP: the preview (`get-Tax` with `order_type: parcel`) and the placement agree with
 * amounts computed by hand (per km, minimum, maximum, the module's rates, the zone's busy-hours increase,
 * tax, service charge, tip); the placement checks; who pays and how; tracking, details and lists for the
 * owner only, with the category, both parties and the charge payer; the status clock with the rider going
 * from the sender to the receiver; cancelling.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greatCircleMeters } from '../geo/geometry';
import { DEMO_CUSTOMER, SECOND_CUSTOMER } from '../db/seed/demo-account';
import { issueToken } from '../services/auth/credentials';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
let demo: string;
let second: string;
const PARCEL = { zoneId: '[1]', moduleId: '5', 'X-localization': 'en' };
const MARINA_ZONE = { ...PARCEL, zoneId: '[2]' };

const DOWNTOWN = { lat: 25.1972, lng: 55.2744 };
const DUBAI_MALL = { lat: 25.1985, lng: 55.2796 };
const DEIRA = { lat: 25.2522, lng: 55.33 };
const MARINA = { lat: 25.0805, lng: 55.1403 };
const JLT = { lat: 25.0693, lng: 55.141 };
const SHARJAH = { lat: 25.3463, lng: 55.4209 };

const SENDER = { contact_person_name: 'Sara Sender', contact_person_number: '+971501110000', contact_person_email: 'sara@example.com' };
const RECEIVER = { contact_person_name: 'Rami Receiver', contact_person_number: '+971502220000' };

interface Placed {
  order_id: number;
  total_ammount: number;
  status: string;
  user_id: number;
}

interface Quote {
  order_amount: number;
  delivery_charge: number;
  tax_amount: number;
  tax_included: number;
  distance: number;
  additional_charge: number;
  dm_tips: number;
}

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
  demo = issueToken(server.db, DEMO_CUSTOMER.id, server.now());
  second = issueToken(server.db, SECOND_CUSTOMER.id, server.now());
});
afterAll(() => server.close());

const newGuest = async () => (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;
const auth = (token: string, headers = PARCEL) => ({ ...headers, Authorization: `Bearer ${token}` });
const cents = (value: number) => Math.round(value * 100 + 1e-9) / 100;
/** Road km as the map proxy measures it: the great circle × 1.3, to the metre. */
const roadKm = (from: { lat: number; lng: number }, to: { lat: number; lng: number }) => Math.round(greatCircleMeters(from, to) * 1.3) / 1000;

function parcel(options: { from?: { lat: number; lng: number }; to?: { lat: number; lng: number }; category?: number; payer?: 'sender' | 'receiver'; method?: string; extra?: Record<string, unknown> } = {}) {
  const from = options.from ?? DOWNTOWN;
  const to = options.to ?? DEIRA;
  return {
    order_type: 'parcel',
    payment_method: options.method ?? 'cash_on_delivery',
    parcel_category_id: options.category ?? 1,
    charge_payer: options.payer ?? 'sender',
    address: 'Sheikh Mohammed bin Rashid Blvd, Downtown Dubai',
    latitude: String(from.lat),
    longitude: String(from.lng),
    floor: '3',
    house: '12',
    road: 'Blvd',
    distance: 1,
    receiver_details: JSON.stringify({ ...RECEIVER, address: 'Deira City Centre, Dubai', latitude: String(to.lat), longitude: String(to.lng), floor: '', road: '', house: '7', zone_id: 1 }),
    delivery_instruction: 'Call the receiver before arriving',
    order_note: 'Two envelopes',
    ...options.extra,
  };
}

const preview = (headers: Record<string, string>, body: Record<string, unknown>) => http.post<Quote>('/api/v1/customer/order/get-Tax', { headers, body });
const place = (headers: Record<string, string>, body: Record<string, unknown>) => http.post<Placed>('/api/v1/customer/order/place', { headers, body });

/** Charge → tax 5 % added → service charge 10 → tip. */
const expected = (charge: number, tips = 0) => {
  const delivery = cents(charge);
  const tax = cents(delivery * 0.05);
  return { delivery_charge: delivery, tax_amount: tax, order_amount: cents(delivery + tax + 10 + tips) };
};

describe('the parcel charge', () => {
  it.each([
    ['per km of the category', DOWNTOWN, DEIRA, 1, (km: number) => Math.max(km * 2.5, 12)],
    ['raised to the category minimum', DOWNTOWN, DUBAI_MALL, 5, () => 30],
    ['capped by the module\'s zone maximum', DEIRA, MARINA, 5, () => 80],
    ['a category without rates uses the module\'s', DOWNTOWN, DEIRA, 2, (km: number) => Math.max(km * 3, 15)],
  ])('%s: the preview and the order agree with the hand computation', async (_name, from, to, category, charge) => {
    const guest = await newGuest();
    const km = roadKm(from, to);
    const want = expected(charge(km));
    const quote = await preview(PARCEL, parcel({ from, to, category, extra: { guest_id: guest } }));
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ ...want, distance: km, tax_included: 0, tax_status: 'excluded', additional_charge: 10 });
    const placed = await place(PARCEL, parcel({ from, to, category, extra: { guest_id: guest, ...SENDER } }));
    expect(placed.status).toBe(200);
    expect(placed.body.total_ammount).toBe(want.order_amount);
    const row = server.db.prepare('SELECT order_amount, delivery_charge, total_tax_amount, distance, store_id, order_type FROM orders WHERE id = ?').get(placed.body.order_id);
    expect(row).toEqual({ order_amount: want.order_amount, delivery_charge: want.delivery_charge, total_tax_amount: want.tax_amount, distance: km, store_id: null, order_type: 'parcel' });
  });

  it('adds the zone\'s busy-hours increase and the tip, and ignores the distance the client sends', async () => {
    const guest = await newGuest();
    const km = roadKm(MARINA, JLT);
    const want = expected(Math.max(km * 4, 25) * 1.1, 5);
    const body = parcel({ from: MARINA, to: JLT, category: 4, extra: { guest_id: guest, dm_tips: 5, distance: 900, receiver_details: { ...RECEIVER, address: 'JLT', latitude: JLT.lat, longitude: JLT.lng } } });
    const quote = await preview(MARINA_ZONE, body);
    expect(quote.body).toMatchObject({ ...want, distance: km, dm_tips: 5 });
    const placed = await place(MARINA_ZONE, { ...body, ...SENDER });
    expect(placed.body.total_ammount).toBe(want.order_amount);
  });
});

describe('placement checks', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a missing category', { parcel_category_id: undefined }, 'parcel_category_id'],
    ['an unknown category', { parcel_category_id: 99 }, 'parcel_category_id'],
    ['a missing receiver', { receiver_details: undefined }, 'receiver_details'],
    ['an unreadable receiver', { receiver_details: '{not json' }, 'receiver_details'],
    ['a receiver without a phone', { receiver_details: JSON.stringify({ contact_person_name: 'R', address: 'Deira', latitude: DEIRA.lat, longitude: DEIRA.lng }) }, 'receiver_details.contact_person_number'],
    ['an unknown charge payer', { charge_payer: 'friend' }, 'charge_payer'],
    ['a pickup outside the parcel zones', { latitude: String(SHARJAH.lat), longitude: String(SHARJAH.lng) }, 'zone'],
    ['a receiver outside the parcel zones', { receiver_details: JSON.stringify({ ...RECEIVER, address: 'Sharjah', latitude: SHARJAH.lat, longitude: SHARJAH.lng }) }, 'receiverZone'],
    ['a receiver paying by card', { charge_payer: 'receiver', payment_method: 'digital_payment' }, 'payment_method'],
    ['a receiver paying from a wallet', { charge_payer: 'receiver', payment_method: 'wallet' }, 'payment_method'],
    ['a guest without a name', { contact_person_name: undefined }, 'contact_person_name'],
    ['a guest paying from a wallet', { payment_method: 'wallet' }, 'payment_method'],
  ])('refuses %s with the contract\'s envelope', async (_name, change, code) => {
    const guest = await newGuest();
    const body: Record<string, unknown> = { ...parcel({ extra: { guest_id: guest, ...SENDER } }), ...change };
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    const answer = await place(PARCEL, body);
    expect(answer.status).toBe(403);
    expect((answer.body as unknown as { errors: { code: string }[] }).errors[0]?.code).toBe(code);
  });

  it('takes parcels only in the parcel module, and refuses the pickup zone when the header names none that serves it', async () => {
    const guest = await newGuest();
    const food = await place({ ...PARCEL, moduleId: '2' }, parcel({ extra: { guest_id: guest, ...SENDER } }));
    expect(food).toMatchObject({ status: 403, body: { errors: [{ code: 'order_type' }] } });
    const elsewhere = await place({ ...PARCEL, zoneId: '[2]' }, parcel({ extra: { guest_id: guest, ...SENDER } }));
    expect(elsewhere).toMatchObject({ status: 403, body: { errors: [{ code: 'zone' }] } });
  });

  it('places once per idempotency key', async () => {
    const guest = await newGuest();
    const body = parcel({ extra: { guest_id: guest, ...SENDER, idempotency_key: 'parcel-once-1' } });
    const first = await place(PARCEL, body);
    const again = await place(PARCEL, body);
    expect(again.body.order_id).toBe(first.body.order_id);
    expect((server.db.prepare('SELECT count(*) AS n FROM orders WHERE user_id = ? AND is_guest = 1').get(guest) as { n: number }).n).toBe(1);
  });
});

describe('who pays and how', () => {
  it('a signed-in sender pays from the wallet: confirmed, paid, and the wallet debited', async () => {
    const before = (server.db.prepare('SELECT wallet_balance AS b FROM users WHERE id = ?').get(DEMO_CUSTOMER.id) as { b: number }).b;
    const placed = await place(auth(demo), parcel({ method: 'wallet' }));
    expect(placed.status).toBe(200);
    expect(placed.body.status).toBe('confirmed');
    const after = (server.db.prepare('SELECT wallet_balance AS b FROM users WHERE id = ?').get(DEMO_CUSTOMER.id) as { b: number }).b;
    expect(cents(before - after)).toBe(placed.body.total_ammount);
    const row = server.db.prepare('SELECT payment_status, payment_method, charge_payer FROM orders WHERE id = ?').get(placed.body.order_id);
    expect(row).toEqual({ payment_status: 'paid', payment_method: 'wallet', charge_payer: 'sender' });
  });

  it('a wallet that cannot cover the charge is refused with 203', async () => {
    server.db.prepare('UPDATE users SET wallet_balance = 1 WHERE id = ?').run(SECOND_CUSTOMER.id);
    const answer = await place(auth(second), parcel({ method: 'wallet' }));
    expect(answer).toMatchObject({ status: 203, body: { errors: [{ code: 'order_amount' }] } });
  });

  it('a sender paying by card waits for the payment page, then the parcel is confirmed and paid', async () => {
    const guest = await newGuest();
    const placed = await place(PARCEL, parcel({ method: 'digital_payment', extra: { guest_id: guest, ...SENDER } }));
    expect(placed.body.status).toBe('failed');
    const start = await http.get('/payment-mobile', { query: { order_id: placed.body.order_id, customer_id: guest, payment_platform: 'web', callback: 'https://shop.example/home', payment_method: 'stripe' } });
    expect(start.status).toBe(302);
    const paymentId = new URL(start.headers.get('location') as string, server.baseUrl).searchParams.get('payment_id') as string;
    const page = await (await fetch(`${server.baseUrl}/payment/pay?payment_id=${paymentId}`)).text();
    expect(page).toContain(placed.body.total_ammount.toFixed(2));
    const paid = await fetch(`${server.baseUrl}/payment/pay`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ payment_id: paymentId, outcome: 'success', gateway: 'stripe' }) });
    expect(paid.headers.get('location')).toMatch(/^https:\/\/shop\.example\/home\?flag=success&&token=/);
    const row = server.db.prepare('SELECT order_status, payment_status FROM orders WHERE id = ?').get(placed.body.order_id);
    expect(row).toEqual({ order_status: 'confirmed', payment_status: 'paid' });
  });

  it('the receiver pays in cash on delivery: pending and unpaid', async () => {
    const guest = await newGuest();
    const placed = await place(PARCEL, parcel({ payer: 'receiver', extra: { guest_id: guest, ...SENDER } }));
    expect(placed.body.status).toBe('pending');
    const row = server.db.prepare('SELECT payment_status, payment_method, charge_payer FROM orders WHERE id = ?').get(placed.body.order_id);
    expect(row).toEqual({ payment_status: 'unpaid', payment_method: 'cash_on_delivery', charge_payer: 'receiver' });
  });
});

interface Tracked {
  id: number;
  order_type: string;
  order_status: string;
  payment_status: string;
  charge_payer: string;
  store: unknown;
  parcel_category: { id: number; name: string; image_full_url: string } | null;
  receiver_details: { contact_person_name: string; contact_person_number: string; address: string; latitude: string; longitude: string; zone_id: number };
  delivery_address: { contact_person_name: string; contact_person_number: string; address: string; address_type: string };
  delivery_instruction: string;
  delivery_man: { id: number; lat: string; lng: string } | null;
}

describe('tracking a parcel', () => {
  it('shows the category, both parties and the payer to the guest who sent it, and to nobody else', async () => {
    const guest = await newGuest();
    const { order_id: id } = (await place(PARCEL, parcel({ payer: 'receiver', extra: { guest_id: guest, ...SENDER } }))).body;
    const tracked = await http.get<Tracked>('/api/v1/customer/order/track', { headers: PARCEL, query: { order_id: id, guest_id: guest, contact_number: SENDER.contact_person_number } });
    expect(tracked.status).toBe(200);
    expect(tracked.body).toMatchObject({
      order_type: 'parcel',
      charge_payer: 'receiver',
      store: null,
      parcel_category: { id: 1, name: 'Documents' },
      receiver_details: { contact_person_name: 'Rami Receiver', contact_person_number: '+971502220000', address: 'Deira City Centre, Dubai', zone_id: 1 },
      delivery_address: { contact_person_name: 'Sara Sender', contact_person_number: '+971501110000', address_type: 'Pickup' },
      delivery_instruction: 'Call the receiver before arriving',
    });
    const details = await http.get<Tracked>('/api/v1/customer/order/details', { headers: PARCEL, query: { order_id: id, guest_id: guest } });
    expect(details.body).toMatchObject({ id, order_type: 'parcel', parcel_category: { name: 'Documents' } });
    const running = await http.get<{ orders: Tracked[] }>('/api/v1/customer/order/running-orders', { headers: PARCEL, query: { guest_id: guest, limit: 10, offset: 1 } });
    expect(running.body.orders.map((order) => order.id)).toEqual([id]);
    expect(running.body.orders[0]?.parcel_category?.name).toBe('Documents');

    const stranger = await newGuest();
    expect(await http.get('/api/v1/customer/order/track', { headers: PARCEL, query: { order_id: id, guest_id: stranger, contact_number: SENDER.contact_person_number } })).toMatchObject({ status: 404 });
    expect(await http.get('/api/v1/customer/order/track', { headers: PARCEL, query: { order_id: id, guest_id: guest, contact_number: RECEIVER.contact_person_number } })).toMatchObject({ status: 404 });
    expect(await http.get('/api/v1/customer/order/details', { headers: PARCEL, query: { order_id: id, guest_id: stranger } })).toMatchObject({ status: 404 });
    expect(await http.get('/api/v1/customer/order/track', { headers: auth(demo), query: { order_id: id } })).toMatchObject({ status: 404 });
  });

  it('keeps a customer\'s parcel theirs, and speaks Arabic when asked', async () => {
    const { order_id: id } = (await place(auth(demo), parcel({ category: 5 }))).body;
    expect((await http.get('/api/v1/customer/order/track', { headers: auth(second), query: { order_id: id } })).status).toBe(404);
    const mine = await http.get<Tracked>('/api/v1/customer/order/track', { headers: auth(demo, { ...PARCEL, 'X-localization': 'ar' }), query: { order_id: id } });
    expect(mine.body.parcel_category?.name).toBe('قابل للكسر');
    expect(mine.body.delivery_address.contact_person_name).toBeTruthy();
  });

  it('moves along the test clock without a store step: the rider rides to the sender, then to the receiver', async () => {
    const guest = await newGuest();
    const { order_id: id } = (await place(PARCEL, parcel({ payer: 'receiver', extra: { guest_id: guest, ...SENDER } }))).body;
    const track = async () => (await http.get<Tracked>('/api/v1/customer/order/track', { headers: PARCEL, query: { order_id: id, guest_id: guest, contact_number: SENDER.contact_person_number } })).body;
    const seen: string[] = [];
    const riders: ({ lat: number; lng: number } | null)[] = [];
    for (const seconds of [60, 120, 300, 450, 450]) {
      await http.post('/__test/clock', { body: { advance_seconds: seconds } });
      const now = await track();
      seen.push(now.order_status);
      riders.push(now.delivery_man ? { lat: Number(now.delivery_man.lat), lng: Number(now.delivery_man.lng) } : null);
    }
    expect(seen).toEqual(['confirmed', 'handover', 'picked_up', 'picked_up', 'delivered']);
    // Half way through the ride the rider is between the sender and the receiver.
    const middle = riders[3] as { lat: number; lng: number };
    expect(middle.lat).toBeGreaterThan(DOWNTOWN.lat);
    expect(middle.lat).toBeLessThan(DEIRA.lat);
    expect(riders[4]?.lat).toBeCloseTo(DEIRA.lat, 3);
    const delivered = await track();
    expect(delivered.payment_status).toBe('paid');
    const finished = await http.get<{ orders: Tracked[] }>('/api/v1/customer/order/list', { headers: PARCEL, query: { guest_id: guest, limit: 10, offset: 1 } });
    expect(finished.body.orders.map((order) => order.id)).toEqual([id]);
  });

  it('is cancelled by its sender before it is confirmed, and an unpaid one costs nothing', async () => {
    const before = (server.db.prepare('SELECT wallet_balance AS b FROM users WHERE id = ?').get(DEMO_CUSTOMER.id) as { b: number }).b;
    const { order_id: id } = (await place(auth(demo), parcel({ method: 'digital_payment' }))).body;
    expect(await http.put('/api/v1/customer/order/cancel', { headers: auth(demo), body: { order_id: id } })).toMatchObject({ status: 403, body: { errors: [{ code: 'order' }] } });
    expect(await http.put('/api/v1/customer/order/cancel', { headers: auth(demo), body: { order_id: id, reason: 'I no longer need to send it' } })).toMatchObject({ status: 200 });
    const row = server.db.prepare('SELECT order_status, canceled_by FROM orders WHERE id = ?').get(id);
    expect(row).toEqual({ order_status: 'canceled', canceled_by: 'customer' });
    const after = (server.db.prepare('SELECT wallet_balance AS b FROM users WHERE id = ?').get(DEMO_CUSTOMER.id) as { b: number }).b;
    expect(after).toBe(before);
  });
});
