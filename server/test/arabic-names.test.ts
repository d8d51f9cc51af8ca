/**
 * Arabic everywhere a customer reads: asked with `X-localization: ar`, every name the catalogue answers (its
 * categories, stores, items, variation groups and their options, combinations, add-ons, units, allergens,
 * brands, conditions, campaigns, banners, flash sales, advertisements, coupons and store announcements) is
 * written in Arabic, and a cart line's choice reads in Arabic too; English keeps English, and no answer
 * carries the Arabic as a field of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date('2026-03-10T08:00:00Z') });
  http = api(server.baseUrl);
});
afterAll(() => server.close());

const ARABIC_LETTER = /[\u0621-\u064A]/g;
const LATIN_LETTER = /[A-Za-z]/g;
/**
 * Written in Arabic: Arabic letters, and more of them than Latin ones (a "USB-C" or "SPF" may stay Latin); a
 * name without letters (a shoe size, a lens power, in Arabic digits) reads the same in both.
 */
const isArabic = (text: string) => {
  const [arabic, latin] = [text.match(ARABIC_LETTER)?.length ?? 0, text.match(LATIN_LETTER)?.length ?? 0];
  return arabic > latin || (arabic === 0 && latin === 0);
};
const isEnglish = (text: string) => (text.match(ARABIC_LETTER)?.length ?? 0) === 0;

/** Keys whose text is a name a customer reads, wherever they appear. */
const NAME_KEYS = new Set(['name', 'display_name', 'title', 'store_name', 'module_name', 'label', 'announcement_message', 'unit_type', 'category_name', 'item_name', 'tag']);
/** Arrays whose every entry is such a name. */
const NAME_LISTS = new Set(['options', 'allergies_name', 'nutritions_name']);

interface Found {
  path: string;
  text: string;
}

/** Every name in an answer, with where it was found; the internal `choice_n` keys of options are not names. */
function names(value: unknown, path = ''): Found[] {
  if (Array.isArray(value)) return value.flatMap((entry, index) => names(entry, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, entry]) => {
    const here = `${path}.${key}`;
    if (typeof entry === 'string' && entry.trim() !== '') {
      // A zone's `name` is its internal name: customers read its `display_name`.
      const internal = key === 'name' && (/^choice_\d+$/.test(entry) || 'display_name' in value);
      if (NAME_KEYS.has(key) && !internal) return [{ path: here, text: entry }];
      // A combination's name (`variations[].type`) is what a customer picked.
      if (key === 'type' && /\.variations\[\d+\]$/.test(path)) return [{ path: here, text: entry }];
      return [];
    }
    if (NAME_LISTS.has(key) && Array.isArray(entry)) return entry.filter((text): text is string => typeof text === 'string').map((text, index) => ({ path: `${here}[${index}]`, text }));
    return names(entry, here);
  });
}

/** Keys of the stored Arabic (or of what pictures show) that no answer should carry. */
function leakedKeys(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((entry, index) => leakedKeys(entry, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, entry]) => [...(/_ar$/.test(key) || key === 'art' ? [`${path}.${key}`] : []), ...leakedKeys(entry, `${path}.${key}`)]);
}

const MODULES = { grocery: '1', food: '2', pharmacy: '3', shop: '4' } as const;
const ZONES = ['[3,1]', '[2]'];

async function answers(language: 'en' | 'ar'): Promise<{ path: string; body: unknown }[]> {
  const collected: { path: string; body: unknown }[] = [];
  const ask = async (path: string, headers: Record<string, string>) => {
    const answer = await http.get(path, { headers: { ...headers, 'X-localization': language } });
    expect(answer.status, path).toBe(200);
    collected.push({ path, body: answer.body });
    return answer.body;
  };
  await ask('/api/v1/module', { zoneId: '[1,2,3]' });
  for (const moduleId of Object.values(MODULES)) {
    for (const zoneId of ZONES) {
      if (moduleId === '3' && zoneId === '[2]') continue;
      const headers = { zoneId, moduleId };
      const stores = (await ask('/api/v1/stores/get-stores/all?offset=1&limit=100', headers)) as { stores: { id: number }[] };
      for (const path of ['/api/v1/categories', '/api/v1/banners', '/api/v1/campaigns/basic', '/api/v1/campaigns/item', '/api/v1/flash-sales', '/api/v1/advertisement/list', '/api/v1/brand', '/api/v1/coupon/list/all', '/api/v1/items/popular?limit=50&offset=1']) {
        await ask(path, headers);
      }
      for (const store of stores.stores) {
        await ask(`/api/v1/stores/details/${store.id}`, headers);
        await ask(`/api/v1/banners/${store.id}`, headers);
        const items = (await ask(`/api/v1/items/latest?store_id=${store.id}&category_id=0&offset=1&limit=100&type=all`, headers)) as { products: { id: number; has_variant: number }[] };
        // Every item with choices, and the first of the rest.
        const detailed = items.products.filter((item, index) => item.has_variant > 0 || index === 0);
        for (const item of detailed) await ask(`/api/v1/items/details/${item.id}`, headers);
      }
    }
  }
  await ask('/api/v1/common-condition', { zoneId: '[3,1]', moduleId: MODULES.pharmacy });
  for (const parent of server.db.prepare('SELECT DISTINCT parent_id, module_id FROM categories WHERE parent_id != 0').all() as { parent_id: number; module_id: number }[]) {
    await ask(`/api/v1/categories/childes/${parent.parent_id}`, { zoneId: '[3,1]', moduleId: String(parent.module_id) });
  }
  return collected;
}

describe('names in the language asked for', () => {
  it('answers every catalogue name in Arabic when asked for Arabic', async () => {
    const found = (await answers('ar')).flatMap(({ path, body }) => names(body).map((name) => ({ ...name, path: `${path} ${name.path}` })));
    expect(found.length).toBeGreaterThan(3000);
    const notArabic = found.filter((name) => !isArabic(name.text)).map((name) => `${name.path}: ${name.text}`);
    expect(notArabic).toEqual([]);
  }, 60_000);

  it('answers English in English, and no answer carries the stored Arabic or picture choices as fields', async () => {
    const collected = await answers('en');
    const found = collected.flatMap(({ path, body }) => names(body).map((name) => ({ ...name, path: `${path} ${name.path}` })));
    expect(found.filter((name) => !isEnglish(name.text)).map((name) => `${name.path}: ${name.text}`)).toEqual([]);
    expect(collected.flatMap(({ path, body }) => leakedKeys(body).map((key) => `${path} ${key}`))).toEqual([]);
  }, 60_000);

  it('takes a choice made in Arabic, keeps it as stored, shows it back in Arabic, and explains a wrong one in Arabic', async () => {
    const guest = (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;
    const headers = { zoneId: '[3,1]', moduleId: MODULES.food, 'X-localization': 'ar' };
    const burger = (await http.get<{ food_variations: { name: string; values: { label: string }[] }[] }>('/api/v1/items/details/33', { headers })).body;
    const [size, extras] = burger.food_variations;
    expect(size?.name).toBe('الحجم');
    const variation = [
      { name: size?.name, values: { label: [size?.values[1]?.label] } },
      { name: extras?.name, values: { label: [extras?.values[0]?.label] } },
    ];
    const added = await http.post<{ variation: { name: string; values: { label: string[] } }[]; item: { food_variations: { values: { isSelected: boolean }[] }[] } }[]>('/api/v1/customer/cart/add', {
      headers,
      body: { guest_id: guest, item_id: 33, model: 'Item', price: 1, quantity: 1, variation },
    });
    expect(added.status, added.text).toBe(200);
    expect(added.body[0]?.variation).toEqual([{ name: 'الحجم', values: { label: ['كبير'] } }, { name: 'إضافات', values: { label: ['جبن'] } }]);
    expect(added.body[0]?.item.food_variations[0]?.values.map((value) => value.isSelected)).toEqual([false, true]);
    const stored = server.db.prepare('SELECT variation FROM carts WHERE item_id = 33 AND user_id = ?').get(guest) as { variation: string };
    expect(JSON.parse(stored.variation)).toEqual([{ name: 'Size', values: { label: ['Large'] } }, { name: 'Extras', values: { label: ['Cheese'] } }]);
    const english = await http.get<{ variation: unknown }[]>('/api/v1/customer/cart/list', { headers: { ...headers, 'X-localization': 'en' }, query: { guest_id: guest } });
    expect(english.body[0]?.variation).toEqual([{ name: 'Size', values: { label: ['Large'] } }, { name: 'Extras', values: { label: ['Cheese'] } }]);
    await http.delete('/api/v1/customer/cart/remove', { headers, query: { guest_id: guest } });
    const missing = await http.post('/api/v1/customer/cart/add', { headers, body: { guest_id: guest, item_id: 33, model: 'Item', price: 1, quantity: 1, variation: [] } });
    expect(missing).toMatchObject({ status: 403, body: { errors: [{ code: 'variation', message: 'يرجى اختيار خيار من الحجم' }] } });
  });

  it('takes a shop combination named in Arabic', async () => {
    const guest = (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;
    const headers = { zoneId: '[3,1]', moduleId: MODULES.shop, 'X-localization': 'ar' };
    const item = (await http.get<{ variations: { type: string; stock: number }[] }>('/api/v1/items/details/97', { headers })).body;
    const combination = item.variations.find((entry) => entry.stock > 0);
    expect(combination && isArabic(combination.type)).toBe(true);
    const added = await http.post<{ variation: { type: string }[] }[]>('/api/v1/customer/cart/add', { headers, body: { guest_id: guest, item_id: 97, model: 'Item', price: 1, quantity: 1, variation: [{ type: combination?.type }] } });
    expect(added.status, added.text).toBe(200);
    expect(added.body[0]?.variation[0]?.type).toBe(combination?.type);
    const stored = server.db.prepare('SELECT variation FROM carts WHERE item_id = 97 AND user_id = ?').get(guest) as { variation: string };
    expect(isEnglish(stored.variation)).toBe(true);
  });
});
