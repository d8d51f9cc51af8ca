/**
 * The client's order estimate against the server's charge: for a table of carts built through the API on a
 * fresh server (food, grocery and shop stores; food options, combinations and add-ons; a flash-sale line; a
 * store discount; every coupon type; take-away; a self-delivering store; a fixed delivery charge; a zone's
 * busy-hours increase; tax included and excluded and 3 decimals through the settings), `get-Tax` and the
 * placed order's `order_amount` equal the estimate computed from what the client holds — the config, the
 * zone details, the store's details, the cart and the coupon list, each read through the client's own structs.
 * Only the distance is the server's: it measures by road (the straight line × the road factor), where the
 * client estimates by the straight line, so the test hands the estimate the server's figure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigStruct } from '../../src/api/config';
import { ZoneLookupStruct } from '../../src/api/zones';
import { CartStruct } from '../../src/features/item-cart/api/structs';
import { StoreDetailsStruct } from '../../src/features/catalog/api/store-structs';
import { CheckoutCouponsStruct, OrderTaxStruct, PlacedOrderStruct } from '../../src/features/checkout/api/structs';
import { estimateAsTax, estimateOrder } from '../../src/features/checkout/rules/estimate';
import { pricingConfigOf, storePricingOf, zoneDeliveryOf } from '../../src/features/checkout/rules/pricing-sources';
import { parseResponse } from '../../src/lib/struct';
import type { Db } from '../db/connection';
import { DEMO_CUSTOMER } from '../db/seed/demo-account';
import { travel } from '../geo/travel';
import { issueToken } from '../services/auth/credentials';
import { api, startTestServer, type TestServer } from './helpers';

/** 10:00 in Dubai on a Tuesday: every store of the table is open and November's flash sale runs. */
const NOW = new Date('2026-11-24T06:00:00Z');
const NOW_STAMP = '2026-11-24 10:00:00';
const WALL = { date: '2026-11-24', time: '10:00:00' };
const OFFICE = { lat: 25.1868, lng: 55.2711 };
const MARINA = { lat: 25.08, lng: 55.142 };
const AL_QUOZ = { lat: 25.135, lng: 55.225 };
const MODULES = { grocery: 1, food: 2, shop: 4 } as const;
const DEFAULT_SETTINGS = { tax_included: 0, digit_after_decimal_point: 2 };

/**
 * An item of the case's store, by what the case needs of it (the seeded ids of a store's later items follow
 * its menu, and which items a month's flash sale holds follows the calendar).
 */
type ItemPick = (db: Db, store: number) => number;

const firstOf = (db: Db, sql: string, store: number, what: string): number => {
  const row = db.prepare(sql).get({ store, now: NOW_STAMP }) as { id: number } | undefined;
  if (!row) throw new Error(`store ${store} has no ${what}`);
  return row.id;
};
const RUNNING_SALE = 'SELECT fi.item_id FROM flash_sale_items fi JOIN flash_sales f ON f.id = fi.flash_sale_id WHERE f.start_date <= @now AND f.end_date >= @now';
/** An item in the running flash sale. */
const onSale: ItemPick = (db, store) => firstOf(db, `SELECT id FROM items WHERE store_id = @store AND id IN (${RUNNING_SALE}) ORDER BY id`, store, 'item on sale');
/** A food item with option groups and at least two add-ons, not on sale. */
const withChoices: ItemPick = (db, store) =>
  firstOf(db, `SELECT id FROM items WHERE store_id = @store AND food_variations != '[]' AND json_array_length(add_on_ids) >= 2 AND id NOT IN (${RUNNING_SALE}) ORDER BY id`, store, 'item with choices');
/** An item at its own price (the dearest such, then the next): no options, no discount of its own, not on sale, sold all day. */
const plain = (skip = 0): ItemPick => (db, store) =>
  firstOf(
    db,
    `SELECT id FROM items WHERE store_id = @store AND food_variations = '[]' AND variations = '[]' AND discount = 0 AND stock > 10 AND available_time_starts = '00:00:00'
       AND available_time_ends = '23:59:59' AND id NOT IN (${RUNNING_SALE}) ORDER BY price DESC, id LIMIT 1 OFFSET ${skip}`,
    store,
    'plain item',
  );

interface Line {
  item: number | ItemPick;
  quantity: number;
  /** Add-ons of the item to choose, by position, with quantities 1, 2, … */
  addOns?: number;
  /** Which value of each food group, or which in-stock combination (0 = the first). */
  pick?: number;
}

interface Case {
  name: string;
  module: keyof typeof MODULES;
  store: number;
  who: 'guest' | 'customer' | 'new customer';
  /** Delivery address; none for take-away. */
  point: { lat: number; lng: number } | null;
  lines: Line[];
  coupon?: string;
  tips?: number;
  packaging?: boolean;
  settings?: Record<string, unknown>;
  /** What the case is about, so it cannot pass without exercising it. */
  shows: Record<string, unknown>;
  /** The same, in the server's answer. */
  server?: Record<string, unknown>;
}

const CASES: Case[] = [
  {
    name: 'food for delivery: options, add-ons, a flash-sale line (no store discount), tip, packaging and the service charge',
    module: 'food', store: 5, who: 'guest', point: OFFICE, tips: 5, packaging: true,
    lines: [{ item: withChoices, quantity: 2, addOns: 2, pick: 1 }, { item: onSale, quantity: 1 }],
    shows: { discountBy: 'item', tips: 5, extraPackaging: 2, additionalCharge: 10, flashDiscount: expect.any(Number) as unknown },
  },
  {
    name: 'food: the store discount wins, then a capped percentage coupon',
    module: 'food', store: 5, who: 'customer', point: OFFICE, coupon: 'YUMMY15',
    lines: [{ item: plain(), quantity: 2 }, { item: plain(1), quantity: 1 }],
    shows: { discountBy: 'store', couponDiscount: expect.any(Number) as unknown },
    server: { discount_by: 'store' },
  },
  {
    name: 'food take-away with a store-wise flat coupon: no delivery, no tip',
    module: 'food', store: 5, who: 'customer', point: null, coupon: 'BURGER5', tips: 5,
    lines: [{ item: withChoices, quantity: 1 }],
    shows: { couponDiscount: 5, deliveryCharge: 0, tips: 0 },
  },
  {
    name: 'food with a free-delivery coupon',
    module: 'food', store: 5, who: 'customer', point: OFFICE, coupon: 'FOODFREE',
    lines: [{ item: withChoices, quantity: 1, addOns: 1, pick: 1 }],
    shows: { freeDeliveryBy: 'coupon', deliveryCharge: 0 },
  },
  {
    name: 'a self-delivering food store at its own rates, tax included',
    module: 'food', store: 7, who: 'guest', point: MARINA, settings: { tax_included: 1 },
    lines: [{ item: withChoices, quantity: 1, addOns: 2 }],
    shows: { taxIncluded: true, freeDeliveryBy: null },
  },
  {
    name: 'a fixed delivery charge in the store\'s zone',
    module: 'food', store: 8, who: 'guest', point: OFFICE,
    lines: [{ item: 57, quantity: 1 }, { item: 64, quantity: 2 }],
    shows: { deliveryCharge: 12 },
  },
  {
    name: 'grocery: combinations, item discounts against the store\'s, a default coupon, tax included',
    module: 'grocery', store: 1, who: 'customer', point: OFFICE, coupon: 'FRESH10', settings: { tax_included: 1 },
    lines: [{ item: 1, quantity: 10 }, { item: 2, quantity: 2 }, { item: 201, quantity: 1 }],
    shows: { taxIncluded: true, couponDiscount: expect.any(Number) as unknown },
  },
  {
    name: 'grocery take-away with the morning flash sale and a store-wise flat coupon',
    module: 'grocery', store: 1, who: 'customer', point: null, coupon: 'BASKET20',
    lines: [{ item: onSale, quantity: 2 }, { item: plain(), quantity: 2 }, { item: 8, quantity: 1 }],
    shows: { couponDiscount: 20, discountBy: 'item', deliveryCharge: 0 },
  },
  {
    name: 'grocery from a free-delivery store in a zone with a busy-hours increase, at 3 decimals',
    module: 'grocery', store: 2, who: 'guest', point: MARINA, settings: { digit_after_decimal_point: 3 },
    lines: [{ item: 9, quantity: 3 }, { item: 12, quantity: 1 }],
    shows: { freeDeliveryBy: 'vendor', deliveryCharge: 0 },
  },
  {
    name: 'grocery with a zone-wise coupon',
    module: 'grocery', store: 4, who: 'customer', point: AL_QUOZ, coupon: 'QUOZ15',
    lines: [{ item: 25, quantity: 2 }, { item: 26, quantity: 3 }],
    shows: { couponDiscount: expect.any(Number) as unknown },
  },
  {
    name: 'a shop order on a first-order coupon, free delivery by the admin\'s threshold',
    module: 'shop', store: 13, who: 'new customer', point: OFFICE, coupon: 'WELCOME20',
    lines: [{ item: 100, quantity: 1, pick: 1 }],
    shows: { freeDeliveryBy: 'admin', couponDiscount: expect.any(Number) as unknown },
  },
];

let server: TestServer;
let http: ReturnType<typeof api>;
let demo: string;

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  http = api(server.baseUrl);
  demo = issueToken(server.db, DEMO_CUSTOMER.id, NOW);
});
afterAll(() => server.close());

const setSetting = (key: string, value: unknown) => server.db.prepare('UPDATE business_settings SET value = ? WHERE key = ?').run(JSON.stringify(value), key);

interface ItemDetails {
  food_variations: { name: string; min?: number | string; values: { label: string }[] }[] | '';
  variations: { type: string; stock?: number }[];
  add_ons: { id: number }[];
}

/** The cart line a customer would choose: `pick` among each food group's values or the in-stock combinations. */
function choiceOf(item: ItemDetails, line: Line) {
  const pick = line.pick ?? 0;
  const groups = Array.isArray(item.food_variations) ? item.food_variations : [];
  const combos = item.variations.filter((combo) => (combo.stock ?? 1) > 0);
  const variation =
    groups.length > 0
      ? groups.map((group) => ({ name: group.name, values: { label: group.values.slice(0, Math.max(1, Number(group.min) || 0)).map((_, index) => group.values[(index + pick) % group.values.length]?.label) } }))
      : combos.length > 0
        ? [{ type: combos[pick % combos.length]?.type }]
        : [];
  const addOns = item.add_ons.slice(0, line.addOns ?? 0);
  return { variation, add_on_ids: addOns.map((addOn) => addOn.id), add_on_qtys: addOns.map((_, index) => index + 1) };
}

async function caller(who: Case['who']): Promise<{ headers: Record<string, string>; guestId: number | null }> {
  if (who === 'guest') return { headers: {}, guestId: (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id };
  if (who === 'customer') return { headers: { Authorization: `Bearer ${demo}` }, guestId: null };
  const phone = `+9715${String(Date.now()).slice(-8)}`;
  const signedUp = await http.post<{ token: string }>('/api/v1/auth/sign-up', { body: { name: 'First Timer', phone, email: `first${phone.slice(-6)}@example.com`, password: 'secret123' } });
  expect(signedUp.status, signedUp.text).toBe(200);
  return { headers: { Authorization: `Bearer ${signedUp.body.token}` }, guestId: null };
}

describe('the client\'s estimate equals what the server charges', () => {
  it.each(CASES)('$name', async (order) => {
    for (const [key, value] of Object.entries({ ...DEFAULT_SETTINGS, ...order.settings })) setSetting(key, value);
    const who = await caller(order.who);
    const moduleId = MODULES[order.module];
    const store0 = server.db.prepare('SELECT latitude, longitude FROM stores WHERE id = ?').get(order.store) as { latitude: string; longitude: string };
    const here = order.point ?? { lat: Number(store0.latitude), lng: Number(store0.longitude) };

    // What the client holds: the zone details of the customer's location, the config, the store, the cart, the coupons.
    const lookup = parseResponse(ZoneLookupStruct, (await http.get('/api/v1/config/get-zone-id', { query: here })).body, 'get-zone-id');
    const headers = { zoneId: lookup.zone_id, moduleId: String(moduleId), 'X-localization': 'en', ...who.headers };
    const guest = who.guestId !== null ? { guest_id: who.guestId } : {};
    if (who.guestId === null) await http.delete('/api/v1/customer/cart/remove', { headers });
    for (const line of order.lines) {
      const id = typeof line.item === 'number' ? line.item : line.item(server.db, order.store);
      const item = (await http.get<ItemDetails>(`/api/v1/items/details/${id}`, { headers })).body;
      const added = await http.post('/api/v1/customer/cart/add', { headers, body: { item_id: id, model: 'Item', price: 1, quantity: line.quantity, ...choiceOf(item, line), ...guest } });
      expect(added.status, added.text).toBe(200);
    }
    const config = parseResponse(ConfigStruct, (await http.get('/api/v1/config', { headers })).body, 'config');
    const store = parseResponse(StoreDetailsStruct, (await http.get(`/api/v1/stores/details/${order.store}`, { headers })).body, 'stores/details');
    const cart = parseResponse(CartStruct, (await http.get('/api/v1/customer/cart/list', { headers, query: guest })).body, 'cart/list');
    expect(cart).toHaveLength(order.lines.length);
    const coupons = order.coupon ? parseResponse(CheckoutCouponsStruct, (await http.get(who.guestId === null ? '/api/v1/coupon/list' : '/api/v1/coupon/list/all', { headers })).body, 'coupon/list') : [];
    const coupon = coupons.find((entry) => entry.code === order.coupon) ?? null;
    if (order.coupon) expect(coupon, `${order.coupon} in the coupon list`).not.toBeNull();

    const pricing = storePricingOf(store as Record<string, unknown>);
    if (!pricing?.position) throw new Error('the store details carry no position');
    const packaging = order.packaging ? Number((store as Record<string, unknown>).extra_packaging_amount) : 0;
    const estimate = estimateOrder({
      rows: cart,
      orderType: order.point ? 'delivery' : 'take_away',
      store: pricing,
      config: pricingConfigOf(config as Record<string, unknown>),
      zone: zoneDeliveryOf(lookup.zone_data, pricing.zoneId, moduleId),
      coupon: coupon ? { coupon_type: coupon.coupon_type, discount: coupon.discount, discount_type: coupon.discount_type, min_purchase: coupon.min_purchase, max_discount: coupon.max_discount } : null,
      tips: order.tips ?? 0,
      packaging,
      distanceKm: order.point ? travel(pricing.position, order.point, 'DRIVE').meters / 1000 : null,
      wall: WALL,
    });
    if (!estimate) throw new Error('no estimate');
    expect(estimate.deliveryKnown).toBe(true);
    expect(estimate.amounts).toMatchObject(order.shows);

    const body = {
      store_id: order.store,
      order_type: order.point ? 'delivery' : 'take_away',
      ...(order.point ? { address: 'Test address, Dubai', latitude: String(order.point.lat), longitude: String(order.point.lng), address_type: 'home' } : {}),
      ...(order.coupon ? { coupon_code: order.coupon } : {}),
      ...(order.tips ? { dm_tips: order.tips } : {}),
      ...(packaging > 0 ? { extra_packaging_amount: packaging } : {}),
      ...(who.guestId !== null ? { ...guest, is_guest: 1 } : {}),
    };
    const answer = await http.post('/api/v1/customer/order/get-Tax', { headers, body });
    expect(answer.status, answer.text).toBe(200);
    const tax = parseResponse(OrderTaxStruct, answer.body, 'get-Tax');
    const expected = estimateAsTax(estimate);
    expect(answer.body).toMatchObject(order.server ?? {});
    expect(Object.fromEntries(Object.keys(expected).map((key) => [key, tax[key as keyof typeof tax]]))).toEqual(expected);

    const placed = await http.post('/api/v1/customer/order/place', {
      headers,
      body: { ...body, payment_method: 'cash_on_delivery', contact_person_name: 'Table Tester', contact_person_number: '+971501234567' },
    });
    expect(placed.status, placed.text).toBe(200);
    const order_ = parseResponse(PlacedOrderStruct, placed.body, 'place');
    expect(order_.total_ammount).toBe(estimate.amounts.orderAmount);
    const tracked = await http.get<{ order_amount: number }>('/api/v1/customer/order/track', { headers, query: { order_id: order_.order_id, ...guest, contact_number: '+971501234567' } });
    expect(tracked.body.order_amount).toBe(estimate.amounts.orderAmount);
  });
});
