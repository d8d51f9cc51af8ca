/**
 * Generated pictures under /storage: Fluent Emoji illustrations composed per slot, deterministic, cached
 * with an ETag, named after their entity (never a customer), and a subject chosen for every seeded entity.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededArtSubjects } from '../db/seed/catalog-data';
import { allArtSubjects, artForName, COLOURS, itemArt, MODULE_ART, vehicleArt } from '../services/images/art-choice';
import { pictureFor } from '../services/images/subjects';
import { hasArt } from '../services/images/art';
import { hexToHsl, hslToHex, recolour, VEHICLE_PAINTS } from '../services/images/colour';
import { composeSvg, SLOT_SIZES, type Picture } from '../services/images/compose';
import { ART_FILE, extractArt } from '../services/images/extract-art';
import { imagePaths } from '../services/images/paths';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_CACHE_CONTROL } from '../routes/storage';
import { DRAWING_LIMITS, drawingsSoFar, pictureCacheDir, rasterPicture } from '../services/images/raster';
import { openDatabase } from '../db/seed/open';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
});
afterAll(() => server.close());

const viewBox = (svg: string) => /viewBox="0 0 (\d+) (\d+)"/.exec(svg)?.slice(1).map(Number);

describe('GET /storage/:kind/:file', () => {
  it('answers an SVG with long cache headers and an ETag, the same bytes every time', async () => {
    const path = `/storage/${imagePaths.vehicle(3, 1)}`;
    const first = await http.get<string>(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers.get('cache-control')).toBe('public, max-age=2592000');
    expect(first.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await http.get<string>(path)).text).toBe(first.text);
    expect(await http.get(path, { headers: { 'If-None-Match': String(etag) } })).toMatchObject({ status: 304 });
    expect((await http.get<string>(`/storage/${imagePaths.vehicle(3, 2)}`)).text).not.toBe(first.text);
  });

  it('names the entity and draws its illustration, not its initials', async () => {
    const provider = server.db.prepare('SELECT name FROM stores WHERE id = 101').get() as { name: string };
    const logo = (await http.get<string>(`/storage/${imagePaths.storeLogo(101, true)}`)).text;
    expect(logo).toContain(`<title>${provider.name}</title>`);
    expect(logo).not.toContain('<text');
    expect(logo).toContain('<symbol');
    const vehicle = server.db.prepare('SELECT name FROM vehicles WHERE id = 1').get() as { name: string };
    expect((await http.get<string>(`/storage/${imagePaths.vehicle(1, 0)}`)).text).toContain(`<title>${vehicle.name}</title>`);
    expect((await http.get<string>('/storage/brand/logo.svg')).text).toContain('<title>Rideway Market</title>');
  });

  it('gives each slot its aspect ratio', async () => {
    const expectations: [string, number[]][] = [
      [imagePaths.banner(601), [800, 400]],
      [imagePaths.banner(501), [800, 400]],
      [imagePaths.providerBanner(1011), [800, 400]],
      [imagePaths.storeBanner(51), [800, 400]],
      [imagePaths.campaign(1), [800, 400]],
      [imagePaths.basicCampaign(2), [800, 400]],
      [imagePaths.promotion(1), [800, 400]],
      [imagePaths.storeCover(1), [900, 300]],
      [imagePaths.storeCover(101, true), [900, 300]],
      [imagePaths.vehicle(5, 1), [600, 400]],
      [imagePaths.item(33, 1), [400, 400]],
      [imagePaths.category(1), [400, 400]],
      [imagePaths.module(6), [400, 400]],
      [imagePaths.storeLogo(5), [300, 300]],
      [imagePaths.itemBrand(11), [300, 300]],
      [imagePaths.user(1), [300, 300]],
      [imagePaths.gateway('stripe'), [300, 300]],
    ];
    for (const [path, size] of expectations) expect(viewBox((await http.get<string>(`/storage/${path}`)).text), path).toEqual(size);
  });

  it('never shows who a customer is', async () => {
    const customer = server.db.prepare('SELECT f_name, l_name FROM users WHERE id = 1').get() as { f_name: string; l_name: string };
    const avatar = (await http.get<string>(`/storage/${imagePaths.user(1)}`)).text;
    expect(avatar).toContain('<title>Profile picture</title>');
    expect(avatar).not.toContain(customer.f_name);
    expect(avatar).not.toContain(customer.l_name);
    expect((await http.get<string>(`/storage/${imagePaths.user(2)}`)).text.replace(/<title>.*<\/title>/, '')).toBe(avatar.replace(/<title>.*<\/title>/, ''));
  });

  it('publishes every picture but the brand marks as a raster twice the vector size, drawn once and kept', async () => {
    const config = (await http.get<{ logo_full_url: string; fav_icon_full_url: string }>('/api/v1/config')).body;
    expect(config.logo_full_url).toMatch(/\/storage\/brand\/logo\.svg$/);
    expect(config.fav_icon_full_url).toMatch(/\/storage\/brand\/favicon\.svg$/);
    const vehicle = await http.get<{ thumbnail_full_url: string }>('/api/v1/rental/vehicle/get-vehicle-details/1', { headers: { zoneId: '[3,1]', moduleId: '6' } });
    const published = new URL(vehicle.body.thumbnail_full_url).pathname;
    expect(published).toBe('/storage/vehicle/1-0.webp');

    const first = await fetch(`${server.baseUrl}${published}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL);
    const bytes = Buffer.from(await first.arrayBuffer());
    const vector = viewBox((await http.get<string>('/storage/vehicle/1-0.svg')).text);
    const drawn = await sharp(bytes).metadata();
    expect(drawn.format).toBe('webp');
    expect([drawn.width, drawn.height]).toEqual(vector?.map((size) => size * 2));

    const again = await fetch(`${server.baseUrl}${published}`, { headers: { 'If-None-Match': String(first.headers.get('etag')) } });
    expect(again.status).toBe(304);
  });

  it('answers made-up picture names 404 without drawing them: a flood of random names costs a lookup each', async () => {
    const before = drawingsSoFar();
    const names = [
      ...Array.from({ length: 60 }, (_, index) => `/storage/item/${900_000 + index}-1.webp`),
      ...Array.from({ length: 20 }, (_, index) => `/storage/poster/flood-${index}.webp`),
      '/storage/item/33-9.webp',
      '/storage/store/store-999-logo.webp',
      '/storage/cover/provider-5-cover.webp',
      '/storage/banner/store-abc.webp',
      '/storage/category/condition-999.webp',
      '/storage/gateway/free-money.webp',
      '/storage/user/999999.webp',
      // Spelt with escapes, the names the router hands over are the same made-up ones.
      '/storage/item/%39%30%30%30%30%30-1.webp',
      '/%73torage/item/900001-1.%77ebp',
      '/storage/%69tem/900002-1.webp',
    ];
    const answers = await Promise.all(names.map((path) => fetch(`${server.baseUrl}${path}`)));
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 404));
    expect(await answers[0]?.json()).toEqual({ message: 'Not Found' });
    expect(drawingsSoFar()).toBe(before);
  });

  it('refuses malformed paths', async () => {
    expect((await http.get(`/storage/${imagePaths.item(99999)}`)).status).toBe(404);
    expect((await http.get('/storage/poster/summer-sale.svg')).status).toBe(404);
    expect((await http.get('/storage/vehicle/1-1.png')).status).toBe(404);
    expect((await http.get('/storage/vehicle/1-1.webp.svg.webp')).status).toBe(404);
    expect((await http.get(`/storage/vehicle/${'a'.repeat(81)}.webp`)).status).toBe(404);
    expect((await http.get('/storage/Vehicle/1-1.svg')).status).toBe(404);
    expect((await http.get('/storage/vehicle/..%2F..%2Fetc.svg')).status).toBe(404);
  });
});

describe('drawing is bounded', () => {
  const tiny = (n: number) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8" width="8" height="8"><rect width="8" height="8" fill="#${(n * 2654435761 % 0xffffff).toString(16).padStart(6, '0')}"/><title>${n}-${Date.now()}</title></svg>`;

  it('draws at most its budget per client address and minute; beyond, the caller shows the vector; another address still gets its drawings', async () => {
    // One after the other (the queue's own bound is another test's matter).
    const attempts: PromiseSettledResult<Buffer>[] = [];
    for (let n = 0; n < DRAWING_LIMITS.perAddressPerMinute + 15; n++) attempts.push(...(await Promise.allSettled([rasterPicture(tiny(n), { dir: null, address: '203.0.113.7' })])));
    const refused = attempts.filter((attempt) => attempt.status === 'rejected');
    // The minute may turn during the run, which only ever lets more through.
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length).toBeLessThanOrEqual(15);
    expect(refused.every((attempt) => attempt.status === 'rejected' && attempt.reason?.constructor?.name === 'PictureBusy')).toBe(true);
    await expect(rasterPicture(tiny(100_000), { dir: null, address: '198.51.100.4' })).resolves.toBeInstanceOf(Buffer);
  });

  it('draws a few at once with a short queue: a burst beyond it gets the vector, not a wait', async () => {
    const burst = await Promise.allSettled(Array.from({ length: DRAWING_LIMITS.atOnce + DRAWING_LIMITS.waiting + 30 }, (_, n) => rasterPicture(tiny(50_000 + n), { dir: null, address: `10.0.${n}.1` })));
    expect(burst.filter((attempt) => attempt.status === 'fulfilled').length).toBeGreaterThanOrEqual(DRAWING_LIMITS.atOnce);
    expect(burst.filter((attempt) => attempt.status === 'rejected').length).toBeGreaterThan(0);
  });

  it('keeps the drawings of each database beside it, and those of an in-memory database in memory only', async () => {
    expect(pictureCacheDir(':memory:')).toBeNull();
    const folders = [mkdtempSync(join(tmpdir(), 'pictures-a-')), mkdtempSync(join(tmpdir(), 'pictures-b-'))];
    try {
      const [first, second] = await Promise.all(folders.map((folder) => startTestServer({ db: openDatabase(join(folder, 'shop.sqlite')).db })));
      if (!first || !second) throw new Error('no servers');
      const own = join(folders[0] as string, 'shop-pictures');
      expect(pictureCacheDir(first.db.name)).toBe(own);
      const answer = await fetch(`${first.baseUrl}/storage/${imagePaths.item(34, 1).replace('.svg', '.webp')}`);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await answer.arrayBuffer());
      // Kept on disk under the hash of the vector it was drawn from, in this database's folder only.
      expect(readdirSync(own).some((file) => file.endsWith('.webp') && readFileSync(join(own, file)).equals(bytes))).toBe(true);
      expect(readdirSync(folders[1] as string)).not.toContain('shop-pictures');
      await Promise.all([first.close(), second.close()]);
    } finally {
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('choosing subjects', () => {
  it('finds a specific illustration for every seeded item, category and condition, and every store says its own', () => {
    const items = server.db.prepare('SELECT name, art FROM items').all() as { name: string; art: string | null }[];
    expect(items.filter((item) => itemArt(item.name, 'none', item.art).lead === 'none').map((item) => item.name)).toEqual([]);
    const named = server.db.prepare('SELECT name FROM categories UNION SELECT name FROM common_conditions').all() as { name: string }[];
    expect(named.filter((row) => artForName(row.name, 'none') === 'none').map((row) => row.name)).toEqual([]);
    const stores = server.db.prepare("SELECT s.name, s.art FROM stores s JOIN modules m ON m.id = s.module_id WHERE m.module_type != 'rental'").all() as { name: string; art: string | null }[];
    expect(stores.filter((store) => (store.art ?? '').split(',').filter((subject) => hasArt(subject)).length < 3).map((store) => store.name)).toEqual([]);
  });

  it.each([
    ['Mango Lassi', null, { lead: 'cup-with-straw', second: 'mango' }],
    ['Spicy Chicken Burger', null, { lead: 'hamburger', second: 'hot-pepper' }],
    ['Fresh Orange Juice', null, { lead: 'cup-with-straw', second: 'tangerine', colour: 'orange' }],
    ['Mushroom Swiss Burger', null, { lead: 'hamburger', second: 'mushroom' }],
    ['Navy Polo Shirt', null, { lead: 't-shirt', colour: 'navy' }],
    ['Wireless Headphones', null, { lead: 'headphone' }],
    ['Peach Juice', 'cup-with-straw+peach', { lead: 'cup-with-straw', second: 'peach' }],
    ['Paracetamol 500mg', 'pill@white+thermometer', { lead: 'pill', second: 'thermometer', colour: 'white' }],
  ])('%s (%s) is drawn as %j', (name, art, expected) => {
    expect(itemArt(name, 'fallback', art)).toEqual(expected);
  });

  it('draws a product sold in colours in its first colour, and each other colour on its next pictures', async () => {
    const headphones = server.db.prepare("SELECT id FROM items WHERE name = 'Wireless Headphones'").get() as { id: number };
    const [black, white] = await Promise.all([1, 2].map(async (n) => (await http.get<string>(`/storage/${imagePaths.item(headphones.id, n)}`)).text));
    expect(black).not.toBe(white);
    expect(black).toContain('<symbol');
  });

  it.each([
    ['Fresh Milk 2L', 'glass-of-milk'],
    ['Butter Croissants (4)', 'croissant'],
    ['Hummus with Pita', 'bowl-with-spoon'],
    ['Falafel Wrap', 'falafel'],
    ['Steel Water Bottle', 'cup-with-straw'],
    ['Honey & Lemon Lozenges', 'candy'],
    ['Chicken Caesar Salad', 'green-salad'],
    ['Gadget Corner', 'mobile-phone'],
    ['Insulin Pen Needles', 'syringe'],
    ['Something unheard of', 'fallback'],
  ])('%s → %s', (name, subject) => {
    expect(artForName(name, 'fallback')).toBe(subject);
  });

  it.each([
    ['SUV', 'Toyota Land Cruiser 2023', 'sport-utility-vehicle'],
    ['Van', 'Toyota Hiace 2022', 'minibus'],
    ['Pickup', 'Ford Ranger 2024', 'pickup-truck'],
    ['Sedan', 'Toyota Camry 2023', 'automobile'],
  ])('%s %s → %s', (category, name, subject) => {
    expect(vehicleArt(category, name)).toBe(subject);
  });

  it('bundles every subject it can choose, exactly as the installed package draws it', () => {
    const subjects = allArtSubjects(seededArtSubjects());
    for (const subject of [...subjects, ...Object.values(MODULE_ART)]) expect(hasArt(subject), subject).toBe(true);
    const bundled = JSON.parse(readFileSync(ART_FILE, 'utf8')) as { icons: Record<string, string>; license: string };
    expect(bundled.license).toBe('MIT');
    expect(bundled.icons).toEqual(extractArt(subjects).icons);
    // Blur filters cost the browser a raster pass per element: none are bundled.
    expect(Object.values(bundled.icons).some((body) => body.includes('<filter') || body.includes('filter='))).toBe(false);
  });
});

/**
 * A picture as drawn (a hash of its bytes), without what only names it or sets it apart by chance: its title
 * and label, its backdrop's hue, its layout seed, and a tint that is not a colour the item is sold in or named for.
 */
function drawn(kind: string, base: string): string {
  const picture = pictureFor(server.db, kind, base);
  const named = Object.entries(COLOURS).find(([, colour]) => JSON.stringify(colour) === JSON.stringify(picture.paint))?.[0];
  const svg = composeSvg({ ...picture, title: '', label: undefined, hue: 0, seed: '', paint: named ? picture.paint : undefined });
  return createHash('sha256').update(svg).digest('hex');
}

const sellingStores = () =>
  server.db.prepare("SELECT s.id, s.name FROM stores s JOIN modules m ON m.id = s.module_id WHERE m.module_type != 'rental' ORDER BY s.id").all() as { id: number; name: string }[];

describe('every picture of a store is its own', () => {
  it('no two items of a store share a drawing, nor tell apart only by a tint their names do not give', () => {
    const shared: string[] = [];
    for (const store of sellingStores()) {
      const items = server.db.prepare('SELECT id, name FROM items WHERE store_id = ? ORDER BY id').all(store.id) as { id: number; name: string }[];
      expect(items.length, store.name).toBeGreaterThanOrEqual(15);
      const seen = new Map<string, string>();
      for (const item of items) {
        const picture = drawn('item', `${item.id}-1`);
        const earlier = seen.get(picture);
        if (earlier) shared.push(`${store.name}: ${item.name} looks like ${earlier}`);
        seen.set(picture, item.name);
      }
    }
    expect(shared).toEqual([]);
  });

  it('tells two items drawn alike, whatever their names: the same subjects, tinted by chance', () => {
    const rows = server.db.prepare("SELECT id, name, art FROM items WHERE name IN ('Crispy Chicken Burger', 'Classic Beef Burger') ORDER BY id").all() as { id: number; name: string; art: string | null }[];
    const [beef, crispy] = [rows.find((row) => row.name === 'Classic Beef Burger'), rows.find((row) => row.name === 'Crispy Chicken Burger')];
    if (!beef || !crispy) throw new Error('Burger Hub sells neither burger');
    expect(drawn('item', `${beef.id}-1`)).not.toBe(drawn('item', `${crispy.id}-1`));
    const restore = server.db.prepare('UPDATE items SET art = ? WHERE id = ?');
    try {
      // Drawn as the same burger: the pictures are the same, though the names differ.
      restore.run('hamburger', beef.id);
      restore.run('hamburger', crispy.id);
      expect(drawn('item', `${beef.id}-1`)).toBe(drawn('item', `${crispy.id}-1`));
      // A tint the name does not give (a bottle of pills', from its name) does not set it apart; its colour does.
      restore.run('pill', beef.id);
      restore.run('pill', crispy.id);
      expect(drawn('item', `${beef.id}-1`)).toBe(drawn('item', `${crispy.id}-1`));
      restore.run('pill@red', crispy.id);
      expect(drawn('item', `${beef.id}-1`)).not.toBe(drawn('item', `${crispy.id}-1`));
    } finally {
      restore.run(beef.art, beef.id);
      restore.run(crispy.art, crispy.id);
    }
  });

  it("no two of a store module's banners and campaigns are drawn alike", () => {
    const shown = server.db
      .prepare(
        `SELECT module_id, title, 'banner' AS kind, CAST(id AS TEXT) AS base FROM banners
         UNION ALL SELECT module_id, title, 'campaign', 'basic-' || id FROM campaigns
         UNION ALL SELECT module_id, title, 'campaign', CAST(id AS TEXT) FROM item_campaigns`,
      )
      .all() as { module_id: number; title: string; kind: string; base: string }[];
    const modules = new Set((server.db.prepare("SELECT id FROM modules WHERE module_type IN ('grocery', 'food', 'pharmacy', 'ecommerce')").all() as { id: number }[]).map((row) => row.id));
    const seen = new Map<string, string>();
    const alike: string[] = [];
    for (const entry of shown.filter((row) => modules.has(row.module_id))) {
      const picture = `${entry.module_id} ${drawn(entry.kind, entry.base)}`;
      const earlier = seen.get(picture);
      if (earlier) alike.push(`${entry.title} looks like ${earlier}`);
      seen.set(picture, entry.title);
    }
    expect(seen.size).toBeGreaterThan(20);
    expect(alike).toEqual([]);
  });

  it("no two brands of a module are drawn alike, whatever their names", () => {
    const brands = server.db.prepare('SELECT id, name, module_id FROM brands ORDER BY id').all() as { id: number; name: string; module_id: number }[];
    const seen = new Map<string, string>();
    const alike: string[] = [];
    for (const brand of brands) {
      const picture = `${brand.module_id} ${drawn('brand', `item-${brand.id}`)}`;
      const earlier = seen.get(picture);
      if (earlier) alike.push(`${brand.name} looks like ${earlier}`);
      seen.set(picture, brand.name);
    }
    expect(brands.length).toBeGreaterThan(12);
    expect(alike).toEqual([]);
  });

  it('no two stores share a logo or a cover', () => {
    for (const kind of ['store', 'cover'] as const) {
      const seen = new Map<string, string>();
      for (const store of sellingStores()) {
        const picture = drawn(kind, `store-${store.id}-${kind === 'store' ? 'logo' : 'cover'}`);
        expect(seen.get(picture), `${kind} of ${store.name}`).toBeUndefined();
        seen.set(picture, store.name);
      }
    }
  });
});

describe('composition', () => {
  const base: Picture = { slot: 'square', title: 'Bananas', subjects: ['banana'], hue: 38, seed: 'Bananas', variant: 1 };

  it('is deterministic and differs per gallery position', () => {
    expect(composeSvg(base)).toBe(composeSvg({ ...base }));
    expect(composeSvg({ ...base, variant: 2 })).not.toBe(composeSvg(base));
  });

  it('keeps every placed subject inside the picture', () => {
    for (const slot of Object.keys(SLOT_SIZES) as Picture['slot'][]) {
      for (const variant of [1, 2, 3]) {
        const svg = composeSvg({ ...base, slot, variant, subjects: ['automobile', 'banana', 'pizza'], paint: slot === 'photo' ? VEHICLE_PAINTS[0]?.paint : undefined });
        const [width = 0, height = 0] = viewBox(svg) ?? [];
        for (const match of svg.matchAll(/<use href="#a\d+"(?: x="([\d.-]+)" y="([\d.-]+)")? width="([\d.]+)" height="[\d.]+"(?: transform="translate\(([\d.-]+) ([\d.-]+)\)[^"]*")?/g)) {
          const [x, y, size] = [Number(match[1] ?? match[4]), Number(match[2] ?? match[5]), Number(match[3])];
          expect(x, `${slot} ${variant}`).toBeGreaterThanOrEqual(0);
          expect(x + size, `${slot} ${variant}`).toBeLessThanOrEqual(width);
          // A vehicle's box may start above the picture: its top quarter is empty sky.
          expect(y, `${slot} ${variant}`).toBeGreaterThanOrEqual(slot === 'photo' ? -size * 0.25 : 0);
          expect(y + size * (slot === 'photo' || slot === 'banner' ? 0.86 : 1), `${slot} ${variant}`).toBeLessThanOrEqual(height);
        }
      }
    }
  });

  it('draws one copy of a subject however often a cover repeats it', () => {
    const cover = composeSvg({ ...base, slot: 'cover', subjects: ['banana', 'red-apple'] });
    expect(cover.match(/<symbol /g)).toHaveLength(2);
    expect((cover.match(/<use /g) ?? []).length).toBeGreaterThan(10);
    expect(new Set(cover.match(/id="[^"]+"/g)).size).toBe((cover.match(/id="[^"]+"/g) ?? []).length);
  });

  it('paints a vehicle body and leaves its glass and tyres', () => {
    const body = '<path fill="#D82533"/><path fill="#7F0D28"/><path fill="#2372D7"/><path fill="#615B6B"/>';
    const white = recolour(body, [[300, 360], [0, 25]], 0.3, { h: 220, s: 0.12, l: 0.9 });
    const colours = [...white.matchAll(/#[0-9a-f]{6}/gi)].map((m) => m[0]);
    expect(hexToHsl(colours[0] as string).l).toBeGreaterThan(0.8);
    expect(colours.slice(2)).toEqual(['#2372D7', '#615B6B']);
    expect(hexToHsl(colours[1] as string).l).toBeLessThan(hexToHsl(colours[0] as string).l);
    expect(hslToHex(hexToHsl('#2372d7'))).toBe('#2372d7');
  });
});
