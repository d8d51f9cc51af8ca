/**
 * The seeded marketplace a customer browses: in the default zone each store module has a dozen stores or more,
 * each selling 15–40 items of its own kind (not a shared base assortment), with choices where such items have
 * them, stock, reviews that add up to the ratings shown, and the hours such stores keep, so that at any hour a
 * customer finds open stores, and a closed one still shows as closed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
/** Tuesday 10 March 2026; the clock is moved per test through `at`. */
const clock = { now: new Date('2026-03-10T10:00:00+04:00') };
const at = (dubaiTime: string) => {
  clock.now = new Date(`2026-03-10T${dubaiTime}+04:00`);
};

beforeAll(async () => {
  server = await startTestServer({ now: () => clock.now });
  http = api(server.baseUrl);
});
afterAll(() => server.close());

const MODULES = { grocery: 1, food: 2, pharmacy: 3, shop: 4 } as const;
/** The default zone: the one the app's default location lies in (with the Al Quoz link zone). */
const DEFAULT_ZONE = '[1]';

interface StoreRow {
  id: number;
  name: string;
  open: number;
  current_opening_time: string;
  items_count?: number;
}

const storesOf = async (moduleId: number): Promise<StoreRow[]> => {
  const answer = await http.get<{ stores: StoreRow[] }>('/api/v1/stores/get-stores/all', {
    headers: { zoneId: DEFAULT_ZONE, moduleId: String(moduleId) },
    query: { offset: 1, limit: 100, store_type: 'all' },
  });
  expect(answer.status).toBe(200);
  return answer.body.stores;
};

const itemsOf = (storeId: number) =>
  server.db.prepare('SELECT id, name, category_id, parent_category_id, price, stock, food_variations, variations, add_on_ids, is_prescription_required FROM items WHERE store_id = ?').all(storeId) as {
    id: number;
    name: string;
    category_id: number;
    parent_category_id: number;
    price: number;
    stock: number;
    food_variations: string;
    variations: string;
    add_on_ids: string;
    is_prescription_required: number;
  }[];

const categoryNames = (storeId: number) =>
  new Set((server.db.prepare('SELECT DISTINCT c.name FROM items i JOIN categories c ON c.id = i.parent_category_id WHERE i.store_id = ?').all(storeId) as { name: string }[]).map((row) => row.name));

describe.each(Object.entries(MODULES))('%s stores in the default zone', (_, moduleId) => {
  it('are a dozen or more, each selling 15 to 40 items at prices of its own', async () => {
    const stores = await storesOf(moduleId);
    expect(stores.length).toBeGreaterThanOrEqual(12);
    for (const store of stores) {
      const items = itemsOf(store.id);
      expect(items.length, store.name).toBeGreaterThanOrEqual(15);
      expect(items.length, store.name).toBeLessThanOrEqual(40);
      expect(items.every((item) => item.price > 0), store.name).toBe(true);
      // Not one price for everything: a store's shelf runs from its cheaper items to its dearer ones.
      expect(new Set(items.map((item) => item.price)).size, store.name).toBeGreaterThan(items.length / 3);
    }
  });

  it('sell assortments of their own: no two stores share most of their shelf, and each store has its own mix of categories', async () => {
    const stores = await storesOf(moduleId);
    const shelves = new Map(stores.map((store) => [store.id, new Set(itemsOf(store.id).map((item) => item.name))]));
    const alike: string[] = [];
    for (const a of stores) {
      for (const b of stores) {
        if (a.id >= b.id) continue;
        const [first, second] = [shelves.get(a.id) as Set<string>, shelves.get(b.id) as Set<string>];
        const shared = [...first].filter((name) => second.has(name)).length;
        if (shared / Math.min(first.size, second.size) > 0.8) alike.push(`${a.name} sells what ${b.name} sells`);
      }
    }
    expect(alike).toEqual([]);
    const mixes = new Set(stores.map((store) => [...categoryNames(store.id)].sort().join('|')));
    expect(mixes.size).toBeGreaterThan(stores.length * 0.75);
  });

  it('keep stock: nearly every item can be bought, and on the shelves a few have sold out', async () => {
    const items = (await storesOf(moduleId)).flatMap((store) => itemsOf(store.id));
    const inStock = items.filter((item) => item.stock > 0).length;
    expect(inStock / items.length).toBeGreaterThan(0.95);
    // A kitchen's stock is what it can still cook today: every dish is counted, none has run out by the morning.
    if (moduleId === MODULES.food) return;
    const soldOut = server.db.prepare("SELECT COUNT(*) AS n FROM items WHERE module_id = ? AND (stock = 0 OR variations LIKE '%\"stock\":0%')").get(moduleId) as { n: number };
    expect(soldOut.n).toBeGreaterThan(0);
  });

  it('are reviewed by customers in words, and each store’s rating adds up its reviews', async () => {
    for (const store of await storesOf(moduleId)) {
      const reviews = server.db.prepare('SELECT rating, comment FROM reviews WHERE store_id = ? AND status = 1').all(store.id) as { rating: number; comment: string }[];
      expect(reviews.length, store.name).toBeGreaterThanOrEqual(10);
      expect(reviews.every((review) => review.comment.trim().split(/\s+/).length >= 3), store.name).toBe(true);
      expect(new Set(reviews.map((review) => review.rating)).size, store.name).toBeGreaterThan(1);
      const { rating } = server.db.prepare('SELECT rating FROM stores WHERE id = ?').get(store.id) as { rating: string };
      const histogram = JSON.parse(rating) as number[];
      expect(histogram.reduce((sum, count) => sum + count, 0), store.name).toBe(reviews.length);
      expect(histogram[0], `${store.name}'s five stars`).toBe(reviews.filter((review) => review.rating === 5).length);
    }
  });
});

describe('what each kind of store sells', () => {
  const sells = (name: string) => {
    const row = server.db.prepare('SELECT id FROM stores WHERE name = ?').get(name) as { id: number } | undefined;
    if (!row) throw new Error(`No store "${name}"`);
    return categoryNames(row.id);
  };

  it('a burger place burgers, sides, drinks and desserts; a bento place Japanese dishes; a pizzeria pizza', () => {
    expect([...sells('Burger Hub')].sort()).toEqual(['Burgers', 'Desserts', 'Drinks', 'Fried Chicken', 'Sides']);
    expect(sells('Sakura Bento')).toContain('Japanese');
    expect([...sells('Sakura Bento')].filter((name) => !['Japanese', 'Desserts', 'Drinks'].includes(name))).toEqual([]);
    expect(sells('Forno Napoli Pizzeria')).toContain('Pizza');
    expect(sells('Burger Hub')).not.toContain('Pizza');
  });

  it('a pharmacy medicines, some on prescription, and vitamins and care; a gadget shop gadgets; a bookshop books', () => {
    const pharmacy = sells('Life Care Pharmacy');
    for (const name of ['Pain Relief', 'Cold & Flu', 'Vitamins', 'Prescription']) expect(pharmacy).toContain(name);
    const prescribed = server.db.prepare("SELECT COUNT(*) AS n FROM items i JOIN stores s ON s.id = i.store_id WHERE s.name = 'Life Care Pharmacy' AND i.is_prescription_required = 1").get() as { n: number };
    expect(prescribed.n).toBeGreaterThan(0);
    expect([...sells('Gadget Corner')].filter((name) => !['Audio', 'Phones', 'Computers', 'TV & Appliances', 'Gaming'].includes(name))).toEqual([]);
    expect(sells('Bookmark & Co.')).toContain('Books & Stationery');
    expect(sells('Bookmark & Co.')).not.toContain('Beauty');
  });

  it('food comes with the choices such dishes have: sizes or groups, and each kitchen’s own add-ons', async () => {
    const stores = await storesOf(MODULES.food);
    const withGroups = stores.filter((store) => itemsOf(store.id).some((item) => item.food_variations !== '[]'));
    expect(withGroups.length).toBeGreaterThan(stores.length * 0.7);
    for (const store of stores) expect(itemsOf(store.id).some((item) => item.add_on_ids !== '[]'), `${store.name}'s add-ons`).toBe(true);
  });

  it('clothes and shoes come in sizes and colours, each combination with its stock', () => {
    for (const name of ['Urban Threads Menswear', 'Step Up Shoes', 'Marina Style House']) {
      const row = server.db.prepare('SELECT id FROM stores WHERE name = ?').get(name) as { id: number };
      const options = itemsOf(row.id).filter((item) => item.variations !== '[]');
      expect(options.length, name).toBeGreaterThan(5);
      const combinations = JSON.parse(options[0]?.variations ?? '[]') as { stock: number }[];
      expect(combinations.length, name).toBeGreaterThan(1);
      expect(combinations.every((combination) => Number.isInteger(combination.stock)), name).toBe(true);
    }
  });
});

describe('opening hours as such stores keep them', () => {
  const openAt = async (moduleId: number, time: string) => {
    at(time);
    return (await storesOf(moduleId)).filter((store) => store.open === 1);
  };

  it('most restaurants are open at lunch, at dinner and late in the evening; a few round the clock', async () => {
    const all = await storesOf(MODULES.food);
    for (const time of ['13:00:00', '20:00:00', '22:45:00']) expect((await openAt(MODULES.food, time)).length, time).toBeGreaterThan(all.length / 2);
    const night = await openAt(MODULES.food, '04:00:00');
    expect(night.length).toBeGreaterThanOrEqual(2);
    expect(night.length).toBeLessThan(all.length / 3);
  });

  it('a restaurant that opens for the evening says when it opens during the day', async () => {
    at('13:00:00');
    const later = (await storesOf(MODULES.food)).filter((store) => store.open === 0 && /^\d\d:\d\d:\d\d$/.test(store.current_opening_time));
    expect(later.length).toBeGreaterThan(0);
  });

  it('a restaurant keeps a weekly day off, and today is that day: closed all today, open again tomorrow', async () => {
    at('13:00:00');
    const food = await storesOf(MODULES.food);
    const weekly = await Promise.all(
      food.map(async (store) => {
        const details = await http.get<{ schedules: { day: number }[] }>(`/api/v1/stores/details/${store.id}`, { headers: { zoneId: DEFAULT_ZONE, moduleId: String(MODULES.food) } });
        return { store, days: new Set(details.body.schedules.map((slot) => slot.day)) };
      }),
    );
    // Tuesday 10 March 2026, the day the database was seeded.
    const dayOff = weekly.filter(({ days }) => days.size === 6 && !days.has(2));
    expect(dayOff.map(({ store }) => store.name)).toEqual(['The Fish Market Grill']);
    expect(dayOff[0]?.store).toMatchObject({ open: 0, current_opening_time: 'closed' });
    clock.now = new Date('2026-03-11T13:00:00+04:00');
    expect((await storesOf(MODULES.food)).find((store) => store.id === dayOff[0]?.store.id)).toMatchObject({ open: 1 });
  });

  it.each(Object.entries(MODULES))('in %s, at every hour some stores are open, and one store is closed whatever the hour', async (_, moduleId) => {
    const closedAllDay = new Set((await storesOf(moduleId)).map((store) => store.id));
    for (let hour = 0; hour < 24; hour += 1) {
      const time = `${String(hour).padStart(2, '0')}:30:00`;
      const open = await openAt(moduleId, time);
      expect(open.length, time).toBeGreaterThan(0);
      for (const store of open) closedAllDay.delete(store.id);
    }
    expect(closedAllDay.size).toBeGreaterThanOrEqual(1);
    expect(closedAllDay.size).toBeLessThanOrEqual(2);
    at('13:00:00');
    const stores = await storesOf(moduleId);
    for (const store of stores.filter((row) => closedAllDay.has(row.id))) expect(store.current_opening_time, store.name).toBe('closed');
  });
});
