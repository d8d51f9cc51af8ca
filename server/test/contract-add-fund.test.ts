/**
 * Adding funds over real HTTP: the contract's answer (an absolute `redirect_link` to the payment page,
 * `false` for a gateway the backend does not know), validation and feature refusals as `403 errors[]`,
 * sign-in required, and the money: a paid top-up credits the payer's wallet once as `add_fund` with the
 * running bonus, a declined or cancelled one credits nothing, and nobody else's wallet moves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddFundAnswerStruct } from '../../src/features/wallet/api/structs';
import { parseResponse } from '../../src/lib/struct';
import { DEMO_CUSTOMER, SECOND_CUSTOMER } from '../db/seed/demo-account';
import { setSetting, signIn } from './customer-pages-helpers';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
let demo: Record<string, string>;
let layla: Record<string, string>;
const NOW = new Date('2026-03-10T10:00:00Z');
const CALLBACK = 'https://shop.example.com/profile?page=wallet';

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  http = api(server.baseUrl);
  demo = await signIn(http, DEMO_CUSTOMER);
  layla = await signIn(http, SECOND_CUSTOMER);
});
afterAll(() => server.close());

interface Answer {
  redirect_link: string | false;
}

const addFund = (headers: Record<string, string>, body: Record<string, unknown>) => http.post<Answer>('/api/v1/customer/wallet/add-fund', { headers, body });
const balanceOf = (id: number) => (server.db.prepare('SELECT wallet_balance AS b FROM users WHERE id = ?').get(id) as { b: number }).b;
const rowsOf = (id: number) => (server.db.prepare('SELECT count(*) AS n FROM wallet_transactions WHERE user_id = ?').get(id) as { n: number }).n;
const submit = (paymentId: string, outcome: string, gateway = 'stripe') =>
  fetch(`${server.baseUrl}/payment/pay`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ payment_id: paymentId, outcome, gateway }) });

async function start(headers: Record<string, string>, amount: number, gateway = 'stripe') {
  const answer = await addFund(headers, { amount, payment_method: gateway, callback: CALLBACK, payment_platform: 'web' });
  expect(answer.status).toBe(200);
  parseResponse(AddFundAnswerStruct, answer.body, 'add-fund');
  const link = new URL(answer.body.redirect_link as string);
  expect(link.origin).toBe(server.baseUrl);
  expect(link.pathname).toBe('/payment/pay');
  return link;
}

describe('wallet add-fund', () => {
  it('answers the payment page for the amount, in the caller\'s language, and `false` for an unknown gateway', async () => {
    const link = await start({ ...demo, 'X-localization': 'ar' }, 120);
    expect(link.searchParams.get('lang')).toBe('ar');
    const page = await (await fetch(link)).text();
    expect(page).toContain('dir="rtl"');
    expect(page).toContain('120.00');
    const unknown = await addFund(demo, { amount: 10, payment_method: 'bitcoin', callback: CALLBACK });
    expect(unknown).toMatchObject({ status: 200, body: { redirect_link: false } });
  });

  it('needs a signed-in customer and refuses bad input with the contract\'s 403 errors list', async () => {
    expect((await addFund({}, { amount: 10, payment_method: 'stripe', callback: CALLBACK })).status).toBe(401);
    for (const body of [
      { payment_method: 'stripe', callback: CALLBACK },
      { amount: 0, payment_method: 'stripe', callback: CALLBACK },
      { amount: -5, payment_method: 'stripe', callback: CALLBACK },
      { amount: 'ten', payment_method: 'stripe', callback: CALLBACK },
      { amount: 5_000_000, payment_method: 'stripe', callback: CALLBACK },
      { amount: 10, callback: CALLBACK },
    ]) {
      const answer = await addFund(demo, body);
      expect(answer.status).toBe(403);
      expect(Array.isArray((answer.body as unknown as { errors: unknown }).errors)).toBe(true);
    }
    expect(await addFund(demo, { amount: 10, payment_method: 'stripe', callback: 'javascript:alert(1)' })).toMatchObject({ status: 403, body: { errors: [{ code: 'callback' }] } });
  });

  it('refuses while digital payments or the wallet are off, as a list the web client can read', async () => {
    setSetting(server.db, 'digital_payment', 0);
    expect(await addFund(demo, { amount: 10, payment_method: 'stripe', callback: CALLBACK })).toMatchObject({ status: 403, body: { errors: [{ code: 'digital_payment', message: 'digital_payment_is_disable' }] } });
    setSetting(server.db, 'digital_payment', 1);
    setSetting(server.db, 'customer_wallet_status', 0);
    expect(await addFund(demo, { amount: 10, payment_method: 'stripe', callback: CALLBACK })).toMatchObject({ status: 403, body: { errors: [{ code: 'customer_wallet' }] } });
    setSetting(server.db, 'customer_wallet_status', 1);
  });

  it('a paid top-up credits the payer once as add_fund with the best running bonus, nobody else', async () => {
    const before = balanceOf(DEMO_CUSTOMER.id);
    const laylaBefore = balanceOf(SECOND_CUSTOMER.id);
    const link = await start(demo, 200);
    const paymentId = link.searchParams.get('payment_id') as string;
    const paid = await submit(paymentId, 'success', 'paypal');
    expect(paid.status).toBe(303);
    const back = paid.headers.get('location') as string;
    expect(back.startsWith(`${CALLBACK}?flag=success&&token=`)).toBe(true);
    expect(Buffer.from(back.split('&&token=')[1] ?? '', 'base64').toString()).toMatch(/^payment_method=paypal&&attribute_id=\d+&&transaction_reference=TXN-/);
    // 5% of 200 (the percentage offer from 100) beats nothing else that applies below 300.
    expect(balanceOf(DEMO_CUSTOMER.id)).toBe(before + 210);
    const list = await http.get<{ data: { transaction_type: string; credit: number; admin_bonus: number; reference: string; balance: number }[] }>('/api/v1/customer/wallet/transactions', { headers: demo, query: { limit: 10, offset: 1, type: 'add_fund' } });
    expect(list.body.data[0]).toMatchObject({ transaction_type: 'add_fund', credit: 200, admin_bonus: 10, reference: 'paypal', balance: before + 210 });
    // A second submit of the page changes nothing.
    await submit(paymentId, 'success');
    expect(balanceOf(DEMO_CUSTOMER.id)).toBe(before + 210);
    expect(balanceOf(SECOND_CUSTOMER.id)).toBe(laylaBefore);
  });

  it('caps a percentage bonus and prefers the larger flat offer', async () => {
    const before = balanceOf(SECOND_CUSTOMER.id);
    const link = await start(layla, 600);
    await submit(link.searchParams.get('payment_id') as string, 'success');
    // 5% of 600 = 30, capped at 25, beats the flat 20.
    expect(balanceOf(SECOND_CUSTOMER.id)).toBe(before + 625);
  });

  it.each(['fail', 'cancel'])('%s: back with that flag and no money moves', async (outcome) => {
    const before = balanceOf(DEMO_CUSTOMER.id);
    const rows = rowsOf(DEMO_CUSTOMER.id);
    const link = await start(demo, 50);
    const answer = await submit(link.searchParams.get('payment_id') as string, outcome);
    expect(answer.headers.get('location')).toContain(`${CALLBACK}?flag=${outcome}&&token=`);
    expect(balanceOf(DEMO_CUSTOMER.id)).toBe(before);
    expect(rowsOf(DEMO_CUSTOMER.id)).toBe(rows);
  });
});
