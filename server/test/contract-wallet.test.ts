/**
 * The wallet and loyalty points over real HTTP: the seeded history (every kind of transaction, balances
 * that add up), pages and filters, bonus offers, converting points with the configured rate and minimum,
 * the refusals' envelopes, and that one customer never sees or moves another's money. Every answer passes
 * the client's own structs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoyaltyPageStruct, TransferAnswerStruct } from '../../src/features/loyalty/api/structs';
import { WalletBonusesStruct, WalletPageStruct } from '../../src/features/wallet/api/structs';
import { parseResponse } from '../../src/lib/struct';
import { DEMO_CUSTOMER, SECOND_CUSTOMER } from '../db/seed/demo-account';
import { setSetting, signIn } from './customer-pages-helpers';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
let demo: Record<string, string>;
let layla: Record<string, string>;
const NOW = new Date('2026-03-10T10:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  http = api(server.baseUrl);
  demo = await signIn(http, DEMO_CUSTOMER);
  layla = await signIn(http, SECOND_CUSTOMER);
});
afterAll(() => server.close());

interface Row {
  credit: number;
  debit: number;
  admin_bonus?: number;
  balance: number;
  transaction_type: string;
  user_id: number;
}
interface PageBody {
  total_size: number;
  limit: unknown;
  offset: unknown;
  data: Row[];
}

const info = async (headers: Record<string, string>) => (await http.get<{ wallet_balance: number; loyalty_point: number }>('/api/v1/customer/info', { headers })).body;

describe('wallet transactions', () => {
  it('pages the seeded history newest first, every kind of transaction, running balances ending at the balance', async () => {
    const first = await http.get<PageBody>('/api/v1/customer/wallet/transactions', { headers: demo, query: { limit: 10, offset: 1, type: 'all' } });
    expect(first.status).toBe(200);
    parseResponse(WalletPageStruct, first.body, 'wallet');
    expect(first.body).toMatchObject({ total_size: 11, limit: '10', offset: '1' });
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data[0]?.balance).toBe(DEMO_CUSTOMER.walletBalance);
    const second = await http.get<PageBody>('/api/v1/customer/wallet/transactions', { headers: demo, query: { limit: 10, offset: 2 } });
    expect(second.body.data).toHaveLength(1);
    const past = await http.get<PageBody>('/api/v1/customer/wallet/transactions', { headers: demo, query: { limit: 10, offset: 3 } });
    expect(past.body.data).toEqual([]);
    const rows = [...first.body.data, ...second.body.data].reverse();
    let balance = 0;
    for (const row of rows) {
      balance = Math.round((balance + row.credit + (row.admin_bonus ?? 0) - row.debit) * 100) / 100;
      expect(row.balance).toBe(balance);
      expect(row.user_id).toBe(DEMO_CUSTOMER.id);
    }
    expect(new Set(rows.map((row) => row.transaction_type))).toEqual(new Set(['add_fund', 'add_fund_by_admin', 'order_place', 'order_refund', 'loyalty_point', 'referrer']));
    expect(rows.some((row) => (row.admin_bonus ?? 0) > 0)).toBe(true);
  });

  it.each([
    ['order', ['order_place', 'order_refund']],
    ['add_fund', ['add_fund', 'add_fund_by_admin']],
    ['loyalty_point', ['loyalty_point']],
    ['referrer', ['referrer']],
    ['CashBack', []],
  ])('filters by %s', async (type, kinds) => {
    const answer = await http.get<PageBody>('/api/v1/customer/wallet/transactions', { headers: demo, query: { limit: 50, offset: 1, type } });
    expect(answer.status).toBe(200);
    expect([...new Set(answer.body.data.map((row) => row.transaction_type))].sort()).toEqual([...kinds].sort());
  });

  it('needs limit and offset, and a signed-in customer', async () => {
    const missing = await http.get('/api/v1/customer/wallet/transactions', { headers: demo });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({ errors: [{ code: 'limit', message: 'The limit field is required.' }, { code: 'offset', message: 'The offset field is required.' }] });
    const anonymous = await http.get('/api/v1/customer/wallet/transactions', { query: { limit: 10, offset: 1 } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Unauthenticated.' });
  });

  it("shows each customer only their own rows, whatever the request names", async () => {
    const answer = await http.get<PageBody>('/api/v1/customer/wallet/transactions', { headers: layla, query: { limit: 50, offset: 1, user_id: DEMO_CUSTOMER.id, customer_id: DEMO_CUSTOMER.id } });
    expect(answer.body.data.every((row) => row.user_id === SECOND_CUSTOMER.id)).toBe(true);
    expect(answer.body.total_size).toBe(0);
  });
});

describe('wallet bonuses', () => {
  it('lists the running offers only, in the asked language', async () => {
    const answer = await http.get<{ title: string; bonus_type: string; end_date: string }[]>('/api/v1/customer/wallet/bonuses', { headers: demo });
    expect(answer.status).toBe(200);
    parseResponse(WalletBonusesStruct, answer.body, 'bonuses');
    expect(answer.body.map((offer) => offer.title)).toEqual(['Top up 5% extra', 'AED 20 on AED 300']);
    expect(answer.body[0]?.end_date).toBe('2099-12-31 23:59:59');
    const arabic = await http.get<{ title: string }[]>('/api/v1/customer/wallet/bonuses', { headers: { ...demo, 'X-localization': 'ar' } });
    expect(arabic.body[0]?.title).toBe('شحن مع ٥٪ إضافية');
  });
});

describe('loyalty points', () => {
  it('pages the history and converts points at the configured rate into the wallet', async () => {
    const before = await info(demo);
    const history = await http.get<PageBody>('/api/v1/customer/loyalty-point/transactions', { headers: demo, query: { limit: 10, offset: 1 } });
    parseResponse(LoyaltyPageStruct, history.body, 'loyalty');
    expect(history.body.total_size).toBe(2);
    const answer = await http.post('/api/v1/customer/loyalty-point/point-transfer', { headers: demo, body: { point: 105 } });
    expect(answer.status).toBe(200);
    expect(parseResponse(TransferAnswerStruct, answer.body, 'transfer')).toEqual({ message: 'Point to wallet transfer successfully.' });
    const after = await info(demo);
    expect(after.loyalty_point).toBe(before.loyalty_point - 105);
    // Rate 10 points per AED: 105 points are AED 10 (the integer part).
    expect(after.wallet_balance).toBe(before.wallet_balance + 10);
    const wallet = await http.get<PageBody>('/api/v1/customer/wallet/transactions', { headers: demo, query: { limit: 1, offset: 1 } });
    expect(wallet.body.data[0]).toMatchObject({ transaction_type: 'loyalty_point', credit: 10, balance: after.wallet_balance });
    const points = await http.get<PageBody>('/api/v1/customer/loyalty-point/transactions', { headers: demo, query: { limit: 1, offset: 1 } });
    expect(points.body.data[0]).toMatchObject({ transaction_type: 'point_to_wallet', debit: 105, balance: after.loyalty_point });
  });

  it.each([
    ['below the minimum', 99, 403, { errors: [{ code: 'point', message: 'insufficient point' }] }],
    ['more than the balance', 100_000, 403, { errors: [{ code: 'point', message: 'insufficient point' }] }],
    ['missing', undefined, 403, { errors: [{ code: 'point', message: 'The point field is required.' }] }],
    ['not a whole number', 'ten', 403, { errors: [{ code: 'point', message: 'The point must be an integer.' }] }],
    ['zero', 0, 403, { errors: [{ code: 'point', message: 'The point must be at least 1.' }] }],
  ])('refuses a transfer %s', async (_case, point, status, body) => {
    const answer = await http.post('/api/v1/customer/loyalty-point/point-transfer', { headers: layla, body: point === undefined ? {} : { point } });
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual(body);
  });

  it("answers 203 with the customer_wallet error while the wallet is off, and moves nothing", async () => {
    server.db.prepare('UPDATE users SET loyalty_point = 300 WHERE id = ?').run(DEMO_CUSTOMER.id);
    setSetting(server.db, 'customer_wallet_status', 0);
    try {
      const before = await info(demo);
      const answer = await http.post('/api/v1/customer/loyalty-point/point-transfer', { headers: demo, body: { point: 100 } });
      expect(answer.status).toBe(203);
      expect(answer.body).toMatchObject({ errors: [{ code: 'customer_wallet' }] });
      expect(await info(demo)).toMatchObject({ loyalty_point: before.loyalty_point, wallet_balance: before.wallet_balance });
    } finally {
      setSetting(server.db, 'customer_wallet_status', 1);
    }
  });

  it("only ever spends the caller's own points", async () => {
    const demoBefore = await info(demo);
    const answer = await http.post('/api/v1/customer/loyalty-point/point-transfer', { headers: layla, body: { point: 100, user_id: DEMO_CUSTOMER.id } });
    expect(answer.status).toBe(403);
    expect(await info(demo)).toEqual(demoBefore);
  });
});
