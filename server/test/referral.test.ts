/**
 * Referral: the customer's own code and the referred customer's first-order discount, from the operator's
 * settings (table test of the rule, then over HTTP with a customer who signs up with a code).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../db/seed/demo-account';
import { newCustomerDiscount } from '../services/referral/new-customer-discount';
import { setSetting, signIn } from './customer-pages-helpers';
import { api, startTestServer, type TestServer } from './helpers';

const ON = {
  new_customer_discount_status: 1,
  new_customer_discount_amount: 15,
  new_customer_discount_amount_type: 'percentage',
  new_customer_discount_amount_validity: 30,
  new_customer_discount_validity_type: 'day',
};
const SIGNED_UP = new Date('2026-03-01T00:00:00Z');

describe('the new-customer discount rule', () => {
  it.each([
    ['a referred customer without orders inside the validity', ON, { orderCount: 0, refBy: 1 }, '2026-03-20T00:00:00Z', { is_valid_for_discount: true, discount_amount: 15, discount_amount_type: 'percentage', validity: '30 day' }],
    ['after the validity', ON, { orderCount: 0, refBy: 1 }, '2026-04-01T00:00:00Z', null],
    ['a month-long validity, still inside', { ...ON, new_customer_discount_amount_validity: 2, new_customer_discount_validity_type: 'month' }, { orderCount: 0, refBy: 1 }, '2026-04-25T00:00:00Z', { validity: '2 month' }],
    ['a customer who already ordered', ON, { orderCount: 1, refBy: 1 }, '2026-03-02T00:00:00Z', null],
    ['a customer nobody referred', ON, { orderCount: 0, refBy: null }, '2026-03-02T00:00:00Z', null],
    ['the offer switched off', { ...ON, new_customer_discount_status: 0 }, { orderCount: 0, refBy: 1 }, '2026-03-02T00:00:00Z', null],
    ['a flat amount', { ...ON, new_customer_discount_amount_type: 'amount' }, { orderCount: 0, refBy: 1 }, '2026-03-02T00:00:00Z', { discount_amount_type: 'amount' }],
  ])('%s', (_case, settings, customer, now, expected) => {
    const answer = newCustomerDiscount(settings, { ...customer, signedUp: SIGNED_UP }, new Date(now));
    if (expected === null) expect(answer).toEqual({ is_valid_for_discount: false, discount_amount: 0, discount_amount_type: '', validity: '' });
    else expect(answer).toMatchObject({ is_valid_for_discount: true, ...expected });
  });
});

describe('referral over HTTP', () => {
  let server: TestServer;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    server = await startTestServer({ now: () => new Date('2030-03-01T09:00:00Z') });
    http = api(server.baseUrl);
  });
  afterAll(() => server.close());

  it("shows the customer's own code, and the referred customer's discount while the operator offers one", async () => {
    const demo = await signIn(http, DEMO_CUSTOMER);
    const own = await http.get<{ ref_code: string }>('/api/v1/customer/info', { headers: demo });
    expect(own.body.ref_code).toBe(DEMO_CUSTOMER.refCode);
    for (const [key, value] of Object.entries(ON)) setSetting(server.db, key, value);
    const signUp = await http.post<{ token: string }>('/api/v1/auth/sign-up', { body: { name: 'Referred Friend', phone: '+971561234567', email: 'friend@example.com', password: 'secret123', ref_code: DEMO_CUSTOMER.refCode } });
    expect(signUp.status).toBe(200);
    const friend = await http.get<Record<string, unknown>>('/api/v1/customer/info', { headers: { Authorization: `Bearer ${signUp.body.token}`, 'X-localization': 'en' } });
    expect(friend.body).toMatchObject({ is_valid_for_discount: true, discount_amount: 15, discount_amount_type: 'percentage', validity: '30 day' });
    expect(friend.body.ref_code).toMatch(/^[A-Z2-9]{10}$/);
    const config = await http.get<Record<string, unknown>>('/api/v1/config');
    expect(config.body).toMatchObject({ ref_earning_status: 1, ref_earning_exchange_rate: 20, new_customer_discount_status: 1, new_customer_discount_amount: 15 });
  });
});
