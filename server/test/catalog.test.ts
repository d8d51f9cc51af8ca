/**
 * The catalogue as a customer meets it: headers and their 403s, pagination that ends with empty pages,
 * filters, search ranking in both languages, open state on the operator's clock, details, not-found shapes,
 * and no 5xx for any malformed parameter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
/** Tuesday 10 March 2026; the clock is moved per test through `clock.now`. */
const clock = { now: new Date('2026-03-10T10:00:00Z') };
const at = (dubaiTime: string) => {
  clock.now = new Date(`2026-03-10T${dubaiTime}+04:00`);
};

beforeAll(async () => {
  server = await startTestServer({ now: () => clock.now });
  http = api(server.baseUrl);
});
afterAll(() => server.close());

const FOOD = { zoneId: '[3,1]', moduleId: '2' };
const GROCERY = { zoneId: '[3,1]', moduleId: '1' };

type Row = Record<string, unknown> & { id: number };
type Page = { total_size: number; limit: unknown; offset: unknown; stores?: Row[]; products?: Row[] };
const get = <T = Page>(path: string, headers: Record<string, string>, query?: Record<string, string | number>) => http.get<T>(path, { headers, query });

describe('headers', () => {
  it.each(['/api/v1/stores/latest', '/api/v1/items/popular', '/api/v1/items/search?name=tea', '/api/v1/categories/childes/1', '/api/v1/brand', '/api/v1/flash-sales'])('%s needs a known module', async (path) => {
    expect(await get(path, { zoneId: '[1]' })).toMatchObject({ status: 403, body: { errors: [{ code: 'moduleId' }] } });
    expect(await get(path, { zoneId: '[1]', moduleId: '99' })).toMatchObject({ status: 403, body: { errors: [{ code: 'moduleId' }] } });
  });

  it.each(['/api/v1/stores/latest', '/api/v1/stores/popular', '/api/v1/items/popular', '/api/v1/items/new-arrival', '/api/v1/banners'])('%s needs a zone', async (path) => {
    expect(await get(path, { moduleId: '1' })).toMatchObject({ status: 403, body: { errors: [{ code: 'zoneId' }] } });
    expect(await get(path, { moduleId: '1', zoneId: '1' })).toMatchObject({ status: 403, body: { errors: [{ code: 'zoneId' }] } });
  });

  it('lets exempt paths through without a module, and filters by it when sent', async () => {
    const all = await get<Row[]>('/api/v1/categories', {});
    expect(new Set(all.body.map((row) => row.module_id))).toEqual(new Set([1, 2, 3, 4]));
    const food = await get<Row[]>('/api/v1/categories', { moduleId: '2' });
    expect(food.body.every((row) => row.module_id === 2)).toBe(true);
    const stores = await get('/api/v1/stores/get-stores/all', { zoneId: '[1]' });
    expect(new Set(stores.body.stores?.map((row) => row.module_id))).toEqual(new Set([1, 2, 3, 4]));
    expect((await get('/api/v1/banners', { zoneId: '[1]' })).status).toBe(200);
    expect(await get('/api/v1/banners', { zoneId: '[1]', moduleId: '77' })).toMatchObject({ status: 403 });
  });

  it('answers campaigns and flash sales without a zone with 200 and the errors body', async () => {
    for (const path of ['/api/v1/campaigns/basic', '/api/v1/campaigns/item', '/api/v1/flash-sales']) {
      expect(await get(path, { moduleId: '1' }), path).toMatchObject({ status: 200, body: { errors: [{ code: 'zoneId' }] } });
    }
  });

  it('needs the position for the header search', async () => {
    expect(await get('/api/v1/items/item-or-store-search', FOOD, { name: 'pizza' })).toMatchObject({ status: 403, body: { errors: [{ code: 'longitude-latitude' }] } });
  });
});

describe('pagination', () => {
  it('pages through a list and answers empty pages past the end', async () => {
    const first = await get('/api/v1/items/popular', GROCERY, { limit: 10, offset: 1 });
    const total = first.body.total_size;
    expect(total).toBeGreaterThan(20);
    const seen = new Set<number>();
    for (let offset = 1; offset <= Math.ceil(total / 10); offset++) {
      for (const row of (await get('/api/v1/items/popular', GROCERY, { limit: 10, offset })).body.products ?? []) seen.add(row.id);
    }
    expect(seen.size).toBe(total);
    const past = await get('/api/v1/items/popular', GROCERY, { limit: 10, offset: Math.ceil(total / 10) + 1 });
    expect(past.body).toMatchObject({ total_size: total, products: [] });
    expect((await get('/api/v1/stores/latest', GROCERY, { limit: 50, offset: 2 })).body.stores).toEqual([]);
  });

  it('echoes limit and offset as sent, and null for an absent get-stores limit', async () => {
    expect((await get('/api/v1/stores/latest', GROCERY, { limit: '5' })).body).toMatchObject({ limit: '5', offset: 1 });
    expect((await get('/api/v1/stores/get-stores/all', GROCERY)).body).toMatchObject({ limit: null });
  });
});

describe('open state on the operator’s clock', () => {
  const storesById = async () => new Map(((await get('/api/v1/stores/latest', { zoneId: '[1,2,3]', moduleId: '2' })).body.stores ?? []).map((store) => [store.id, store]));

  it('shows the evening kitchen as opening later today in the afternoon, open in the evening', async () => {
    at('14:00:00');
    expect((await storesById()).get(19)).toMatchObject({ open: 0, current_opening_time: '17:00:00' });
    at('18:30:00');
    expect((await storesById()).get(19)).toMatchObject({ open: 1, current_opening_time: '17:00:00' });
  });

  it('shows a paused store closed, and day-hours stores closed at night', async () => {
    at('14:00:00');
    expect((await storesById()).get(20)).toMatchObject({ open: 0, current_opening_time: 'closed' });
    expect((await storesById()).get(8)).toMatchObject({ open: 1 });
    at('23:30:00');
    expect((await storesById()).get(8)).toMatchObject({ open: 0, current_opening_time: 'closed' });
  });

  it('lists open stores first in popular, and filters to open ones when asked', async () => {
    at('14:00:00');
    const popular = (await get('/api/v1/stores/popular', { zoneId: '[1,2,3]', moduleId: '2' })).body.stores ?? [];
    const flags = popular.map((store) => store.open);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    const open = (await get('/api/v1/stores/discounted', { zoneId: '[1,2,3]', moduleId: '2' }, { filter: '["currently_open"]' })).body.stores ?? [];
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((store) => store.open === 1)).toBe(true);
  });

  it('keeps items outside their window out of "available now"', async () => {
    at('14:00:00');
    // Shawarma Street, open round the clock, serves its falafel wraps at breakfast.
    const names = ((await get('/api/v1/items/latest', FOOD, { store_id: 6, category_id: 0, limit: 100, offset: 1, filter: 'available_now' })).body.products ?? []).map((row) => row.name);
    expect(names).not.toContain('Falafel Wrap');
    at('09:00:00');
    const morning = ((await get('/api/v1/items/latest', FOOD, { store_id: 6, category_id: 0, limit: 100, offset: 1, filter: 'available_now' })).body.products ?? []).map((row) => row.name);
    expect(morning).toContain('Falafel Wrap');
    at('14:00:00');
  });
});

describe('the seeded catalogue', () => {
  it('sells every item with hours of its own while its store is open: a store that serves breakfast opens for it', () => {
    const windows = server.db
      .prepare(
        `SELECT i.name, s.name AS store, i.available_time_starts AS starts, i.available_time_ends AS ends FROM items i JOIN stores s ON s.id = i.store_id
         WHERE i.available_time_starts > '00:00:00' OR i.available_time_ends < '23:59:00'`,
      )
      .all() as { name: string; store: string; starts: string; ends: string }[];
    expect(windows.length).toBeGreaterThan(5);
    const overlapsOpening = server.db.prepare('SELECT 1 FROM store_schedules ss JOIN stores s ON s.id = ss.store_id WHERE s.name = ? AND ss.opening_time < ? AND ss.closing_time > ?');
    expect(windows.filter((item) => !overlapsOpening.get(item.store, item.ends, item.starts)).map((item) => `${item.store}: ${item.name}`)).toEqual([]);
  });
});

describe('filters', () => {
  it('veg type, categories with their sub-categories, price range and rating', async () => {
    const veg = (await get('/api/v1/items/popular', FOOD, { type: 'veg', limit: 200 })).body.products ?? [];
    expect(veg.length).toBeGreaterThan(0);
    expect(veg.every((row) => row.veg === 1)).toBe(true);
    const nonVeg = (await get('/api/v1/items/popular', FOOD, { type: 'non_veg', limit: 200 })).body.products ?? [];
    expect(nonVeg.every((row) => row.veg === 0)).toBe(true);

    const fruit = (await get('/api/v1/items/new-arrival', GROCERY, { category_ids: '[1]', limit: 200 })).body.products ?? [];
    expect(fruit.length).toBeGreaterThan(0);
    expect(fruit.every((row) => (row.category_ids as { id: string }[]).some((c) => c.id === '1'))).toBe(true);

    const band = (await get('/api/v1/items/popular', GROCERY, { min_price: 10, max_price: 20, limit: 200 })).body.products ?? [];
    expect(band.length).toBeGreaterThan(0);
    expect(band.every((row) => Number(row.price) >= 10 && Number(row.price) <= 20)).toBe(true);

    const rated = (await get('/api/v1/items/popular', GROCERY, { rating_count: 4.5, limit: 200 })).body.products ?? [];
    expect(rated.every((row) => Number(row.avg_rating) >= 4.5)).toBe(true);
  });

  it('orders by price when asked', async () => {
    const low = ((await get('/api/v1/items/search', GROCERY, { name: 'a', filter: '["low"]', limit: 30 })).body.products ?? []).map((row) => Number(row.price));
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = ((await get('/api/v1/items/search', GROCERY, { name: 'a', filter: 'high', limit: 30 })).body.products ?? []).map((row) => Number(row.price));
    expect(high).toEqual([...high].sort((a, b) => b - a));
  });

  it('discounted lists hold only items or stores with a running discount', async () => {
    const items = (await get('/api/v1/items/discounted', { zoneId: '[1,2,3]', moduleId: '4' }, { limit: 200 })).body.products ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((row) => Number(row.discount) > 0)).toBe(true);
    const offers = (await get('/api/v1/stores/top-offer-near-me', { zoneId: '[1,2,3]', moduleId: '4' })).body.stores ?? [];
    const discounting = (server.db.prepare('SELECT d.store_id AS id FROM discounts d JOIN stores s ON s.id = d.store_id WHERE s.module_id = 4').all() as { id: number }[]).map((row) => row.id);
    expect(discounting.length).toBeGreaterThan(1);
    expect(offers.map((store) => store.id).sort()).toEqual(discounting.sort());
    expect(offers.find((store) => store.id === 13)?.discount).toMatchObject({ discount: 10, discount_type: 'percent' });
  });

  it('store filters: free delivery, veg kitchens, delivery and take-away', async () => {
    const free = (await get('/api/v1/stores/latest', { zoneId: '[1,2,3]', moduleId: '1' }, { filter: 'free_delivery' })).body.stores ?? [];
    const freeDelivering = (server.db.prepare('SELECT id FROM stores WHERE module_id = 1 AND free_delivery = 1 ORDER BY id').all() as { id: number }[]).map((row) => row.id);
    expect(freeDelivering).toContain(2);
    expect(free.map((store) => store.id).sort()).toEqual(freeDelivering);
    const veg = (await get('/api/v1/stores/latest', { zoneId: '[1,2,3]', moduleId: '2' }, { type: 'non_veg' })).body.stores ?? [];
    expect(veg.map((store) => store.id)).not.toContain(8);
  });
});

describe('search', () => {
  const names = async (name: string, headers = FOOD, lang = 'en') =>
    ((await get('/api/v1/items/search', { ...headers, 'X-localization': lang }, { name, limit: 50 })).body.products ?? []).map((row) => String(row.name));

  it('ranks the exact name first, then names starting with the text, then the description', async () => {
    const kunafa = await names('kunafa');
    expect(kunafa[0]).toBe('Kunafa');
    const chicken = await names('chicken');
    const firstDescriptionOnly = chicken.findIndex((name) => !/chicken/i.test(name));
    const lastByName = chicken.map((name) => /chicken/i.test(name)).lastIndexOf(true);
    expect(firstDescriptionOnly).toBeGreaterThan(-1);
    expect(lastByName).toBeLessThan(firstDescriptionOnly);
    expect(chicken.slice(0, 3).every((name) => name.toLowerCase().startsWith('chicken'))).toBe(true);
  });

  it('finds items by their Arabic name and description, answering in Arabic', async () => {
    const arabic = await names('برجر', FOOD, 'ar');
    expect(arabic.length).toBeGreaterThan(0);
    expect(arabic.every((name) => /[\u0600-\u06ff]/.test(name))).toBe(true);
    expect(await names('فلافل', FOOD, 'ar')).toContain('لفافة فلافل');
  });

  it('needs every word to match, and finds generic names and categories', async () => {
    // Marina Slice, the pizzeria, delivers in New Dubai.
    const newDubai = { zoneId: '[2]', moduleId: '2' };
    expect(await names('chicken pizza', newDubai)).toEqual(expect.arrayContaining(['BBQ Chicken Pizza']));
    expect((await names('chicken pizza', newDubai)).every((name) => /pizza/i.test(name))).toBe(true);
    const pharmacy = { zoneId: '[3,1]', moduleId: '3' };
    expect(await names('ascorbic', pharmacy)).toContain('Vitamin C 1000mg');
    expect((await names('desserts')).length).toBeGreaterThan(0);
  });

  it('treats wildcards as text and refuses a missing name', async () => {
    // A % is a percent sign: only what says one ("70% cocoa") is found, not everything.
    const percent = ((await get('/api/v1/items/search', FOOD, { name: '%', limit: 50 })).body.products ?? []).map((row) => row.id);
    const withPercent = server.db.prepare("SELECT count(*) AS n FROM items WHERE id = ? AND (name LIKE '%!%%' ESCAPE '!' OR description LIKE '%!%%' ESCAPE '!')");
    expect(percent.length).toBeLessThan(10);
    expect(percent.every((id) => (withPercent.get(id) as { n: number }).n === 1)).toBe(true);
    expect(await get('/api/v1/items/search', FOOD)).toMatchObject({ status: 403, body: { errors: [{ code: 'name' }] } });
    expect(await get('/api/v1/stores/search', FOOD)).toMatchObject({ status: 403, body: { errors: [{ code: 'name' }] } });
  });

  it('ranks stores by name before stores that only sell a match', async () => {
    const stores = ((await get('/api/v1/stores/search', FOOD, { name: 'burger' })).body.stores ?? []).map((store) => store.name);
    expect(stores[0]).toBe('Burger Hub');
  });
});

describe('details and not found', () => {
  it('store details carry schedules, price range, categories, coupons and the running discount', async () => {
    const { status, body } = await get<Row>('/api/v1/stores/details/5', { moduleId: '2' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 5, open: 1, discount: { discount: 10 }, price_range: [{ min_price: expect.any(Number), max_price: expect.any(Number) }] });
    expect((body.schedules as unknown[]).length).toBe(7);
    expect((body.category_ids as number[]).length).toBeGreaterThan(1);
    expect((body.category_details as Row[]).map((row) => row.id).sort()).toEqual([...(body.category_ids as number[])].sort());
    expect((body.active_coupons as { code: string }[]).map((coupon) => coupon.code)).toContain('BURGER5');
  });

  it('a store of another module, or none, is a 404', async () => {
    expect(await get('/api/v1/stores/details/5', { moduleId: '1' })).toMatchObject({ status: 404, body: { errors: [{ code: 'store' }] } });
    expect(await get('/api/v1/stores/details/101', {})).toMatchObject({ status: 404 });
    expect(await get('/api/v1/stores/details/no-such-store', {})).toMatchObject({ status: 404 });
  });

  it('food item details carry variation groups and add-ons; non-food carry per-option stock', async () => {
    const burger = (await get<Row>('/api/v1/items/details/33', FOOD)).body;
    expect(burger.food_variations).toEqual([
      expect.objectContaining({ name: 'Size', type: 'single', required: 'on' }),
      expect.objectContaining({ name: 'Extras', type: 'multi', min: 1, max: 2, required: 'off' }),
    ]);
    expect((burger.add_ons as unknown[]).length).toBeGreaterThan(0);
    expect(burger).toMatchObject({ available_time_starts: '00:00:00', store_details: { id: 5 }, is_halal: 1 });
    const apples = (await get<Row>('/api/v1/items/details/2', GROCERY)).body;
    expect(apples).toMatchObject({ food_variations: '', maximum_cart_quantity: 3, choice_options: [{ title: 'Pack', options: ['1kg', '2kg'] }] });
    expect(apples.variations).toEqual([expect.objectContaining({ type: '1kg' }), { type: '2kg', price: expect.any(Number), stock: 0 }]);
    const amoxicillin = (await get<Row>('/api/v1/items/details/71', { zoneId: '[1]', moduleId: '3' })).body;
    expect(amoxicillin).toMatchObject({ is_prescription_required: 1, generic_name: ['Amoxicillin'] });
  });

  it('item not found, in another module, or unknown to related lists is a 404', async () => {
    for (const path of ['/api/v1/items/details/99999', '/api/v1/items/details/97', '/api/v1/items/related-items/99999', '/api/v1/items/related-store-items/x']) {
      expect(await get(path, FOOD), path).toMatchObject({ status: 404, body: { errors: [{ code: 'product-001' }] } });
    }
  });

  it('campaign details of an unknown campaign are an empty list; flash-sale items of another sale a 403', async () => {
    expect(await get('/api/v1/campaigns/basic-campaign-details', FOOD, { basic_campaign_id: 999 })).toMatchObject({ status: 200, body: [] });
    expect(await get('/api/v1/flash-sales/items', FOOD, { flash_sale_id: 1 })).toMatchObject({ status: 403, body: { errors: [{ code: 'flash_sale' }] } });
  });

  it('items in the running flash sale show its discount and remaining stock', async () => {
    const sale = (await get<{ id: number; end_date: string; active_products: { item_id: number; available_stock: number; discount: number; item: Row }[] }>('/api/v1/flash-sales', GROCERY)).body;
    expect(sale.end_date).toBe('2026-03-31 23:59:59');
    const line = sale.active_products[0];
    expect(line).toBeDefined();
    expect(line?.item).toMatchObject({ flash_sale: 1, stock: line?.available_stock, discount: line?.discount });
  });
});

describe('malformed input', () => {
  const garbage: Record<string, string>[] = [
    { limit: '-5', offset: 'abc' },
    { limit: '1e9', offset: '99999999999999999999' },
    { category_ids: '[[', filter: '{"a":1}', type: 'fish' },
    { category_ids: '["1 OR 1=1"]', min_price: 'x', max_price: '-1', rating_count: 'NaN' },
    { name: 'a'.repeat(500), store_id: '../etc', category_id: 'a,b' },
    { name: "'; DROP TABLE items; --", sort_by: '{}', halal: '[]' },
  ];
  const paths = [
    '/api/v1/stores/latest', '/api/v1/stores/popular', '/api/v1/stores/top-rated', '/api/v1/stores/discounted', '/api/v1/stores/top-offer-near-me',
    '/api/v1/stores/get-stores/all', '/api/v1/stores/search', '/api/v1/stores/reviews', '/api/v1/items/popular', '/api/v1/items/latest', '/api/v1/items/new-arrival',
    '/api/v1/items/recommended', '/api/v1/items/search', '/api/v1/items/search-suggestion', '/api/v1/items/common-conditions', '/api/v1/categories/items/1',
    '/api/v1/categories/stores/list', '/api/v1/get-combined-data', '/api/v1/flash-sales/items', '/api/v1/campaigns/basic-campaign-details', '/api/v1/items/reviews/1',
  ];
  it.each(paths)('%s never answers 5xx', async (path) => {
    for (const query of garbage) {
      const answer = await get(path, { ...GROCERY, latitude: 'x', longitude: '1e999' }, query);
      expect(answer.status, JSON.stringify(query)).toBeLessThan(500);
    }
  });

  it.each(['/api/v1/stores/details/%27%3B', '/api/v1/items/details/1.5', '/api/v1/categories/childes/-1', '/api/v1/brand/items/%00', '/api/v1/banners/9999999999999999999999'])('%s never answers 5xx', async (path) => {
    expect((await get(path, GROCERY)).status).toBeLessThan(500);
  });
});

describe('item campaigns', () => {
  it('are named by their item, in the customer\'s language; the campaign\'s own name is their title', async () => {
    for (const [lang, item, campaign] of [['en', 'Bananas', 'Fresh week'], ['ar', 'موز', 'أسبوع الطازج']] as const) {
      const { body } = await get<Row[]>('/api/v1/campaigns/item', { ...GROCERY, 'X-localization': lang });
      const bananas = body.find((row) => row.item_id === 1);
      expect(bananas, lang).toMatchObject({ name: item, title: campaign });
    }
  });
});
