/**
 * Coupon lists of the store-based modules: running coupons of the asked module only, store coupons named by
 * their store, zone coupons only in their zones, coupons for named customers only to them, spent and
 * first-order coupons hidden from a customer who can no longer use them. Answers pass the client's struct.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CouponListStruct } from '../../src/features/coupons/api/structs';
import { parseResponse } from '../../src/lib/struct';
import { DEMO_CUSTOMER, SECOND_CUSTOMER } from '../db/seed/demo-account';
import { signIn } from './customer-pages-helpers';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
let demo: Record<string, string>;
let layla: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date('2026-03-10T10:00:00Z') });
  http = api(server.baseUrl);
  demo = await signIn(http, DEMO_CUSTOMER);
  layla = await signIn(http, SECOND_CUSTOMER);
});
afterAll(() => server.close());

interface Listed {
  code: string;
  coupon_type: string;
  data: string;
  store_id: number | null;
  store: { id: number; name: string } | null;
}

const codes = (body: Listed[]) => body.map((coupon) => coupon.code);

describe('coupon/list (signed in)', () => {
  it('lists the running coupons of the module in the zones, a store coupon under its store name', async () => {
    const answer = await http.get<Listed[]>('/api/v1/coupon/list', { headers: { ...demo, zoneId: '[3,1]', moduleId: '1' } });
    expect(answer.status).toBe(200);
    parseResponse(CouponListStruct, answer.body, 'coupon/list');
    expect(codes(answer.body)).toEqual(['FRESH10', 'QUOZ15', 'BASKET20', 'FREEDEL', 'ONCE5']);
    const store = answer.body.find((coupon) => coupon.code === 'BASKET20');
    expect(store).toMatchObject({ coupon_type: 'store_wise', store_id: 1, store: { id: 1 } });
    expect(store?.data).toBe(store?.store?.name);
  });

  it('leaves out a zone coupon outside its zones and a store coupon whose store is elsewhere', async () => {
    const answer = await http.get<Listed[]>('/api/v1/coupon/list', { headers: { ...demo, zoneId: '[2]', moduleId: '1' } });
    expect(codes(answer.body)).not.toContain('QUOZ15');
    expect(codes(answer.body)).toContain('FRESH10');
  });

  it('lists a coupon for named customers only to them, and a first-order coupon only before the first orders', async () => {
    const demoShop = await http.get<Listed[]>('/api/v1/coupon/list', { headers: { ...demo, zoneId: '[3,1]', moduleId: '4' } });
    expect(codes(demoShop.body)).toContain('THANKYOU');
    expect(codes(demoShop.body)).not.toContain('WELCOME20');
    const laylaShop = await http.get<Listed[]>('/api/v1/coupon/list', { headers: { ...layla, zoneId: '[3,1]', moduleId: '4' } });
    expect(codes(laylaShop.body)).not.toContain('THANKYOU');
    expect(codes(laylaShop.body)).toContain('WELCOME20');
  });

  it('hides a coupon once the customer has used it as often as it allows', async () => {
    server.db.prepare("UPDATE orders SET coupon_code = 'ONCE5' WHERE id = 1").run();
    try {
      const answer = await http.get<Listed[]>('/api/v1/coupon/list', { headers: { ...demo, zoneId: '[3,1]', moduleId: '1' } });
      expect(codes(answer.body)).not.toContain('ONCE5');
    } finally {
      server.db.prepare('UPDATE orders SET coupon_code = NULL WHERE id = 1').run();
    }
  });

  it('lists every store-based module without a module header, never rental coupons', async () => {
    const answer = await http.get<Listed[]>('/api/v1/coupon/list', { headers: { ...demo, zoneId: '[3,1]' } });
    expect(codes(answer.body)).toEqual(expect.arrayContaining(['FRESH10', 'YUMMY15', 'CARE10', 'SHOP50']));
    expect(codes(answer.body)).not.toContain('RIDE10');
  });

  it('needs a customer and a zone', async () => {
    expect((await http.get('/api/v1/coupon/list', { headers: { zoneId: '[1]', moduleId: '1' } })).status).toBe(401);
    const noZone = await http.get('/api/v1/coupon/list', { headers: { ...demo, moduleId: '1' } });
    expect(noZone.status).toBe(403);
    expect(noZone.body).toEqual({ errors: [{ code: 'zoneId', message: 'Zone id required' }] });
  });
});

describe('coupon/list/all (guests)', () => {
  it('lists the coupons for everyone, never those meant for named customers, whatever customer_id says', async () => {
    const answer = await http.get<Listed[]>('/api/v1/coupon/list/all', { headers: { zoneId: '[3,1]', moduleId: '4' }, query: { customer_id: DEMO_CUSTOMER.id } });
    expect(answer.status).toBe(200);
    parseResponse(CouponListStruct, answer.body, 'coupon/list/all');
    expect(codes(answer.body)).toEqual(['SHOP50', 'WELCOME20']);
    const asOther = await http.get<Listed[]>('/api/v1/coupon/list/all', { headers: { ...layla, zoneId: '[3,1]', moduleId: '4' }, query: { customer_id: DEMO_CUSTOMER.id } });
    expect(codes(asOther.body)).not.toContain('THANKYOU');
    const asSelf = await http.get<Listed[]>('/api/v1/coupon/list/all', { headers: { ...demo, zoneId: '[3,1]', moduleId: '4' }, query: { customer_id: DEMO_CUSTOMER.id } });
    expect(codes(asSelf.body)).toContain('THANKYOU');
  });

  it('needs a zone and a module', async () => {
    expect((await http.get('/api/v1/coupon/list/all', { headers: { moduleId: '1' } })).body).toEqual({ errors: [{ code: 'zoneId', message: 'Zone id required' }] });
    expect((await http.get('/api/v1/coupon/list/all', { headers: { zoneId: '[1]' } })).body).toEqual({ errors: [{ code: 'moduleId', message: 'Module id required' }] });
  });
});
