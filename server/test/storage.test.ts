/**
 * Generated pictures under /storage: Fluent Emoji illustrations composed per slot, deterministic, cached
 * with an ETag, named after their entity (never a customer), and a subject chosen for every seeded entity.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allArtSubjects, artForName, MODULE_ART, vehicleArt } from '../services/images/art-choice';
import { hasArt } from '../services/images/art';
import { hexToHsl, hslToHex, recolour, VEHICLE_PAINTS } from '../services/images/colour';
import { composeSvg, SLOT_SIZES, type Picture } from '../services/images/compose';
import { ART_FILE, extractArt } from '../services/images/extract-art';
import { imagePaths } from '../services/images/paths';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_CACHE_CONTROL } from '../routes/storage';
import { DRAWING_LIMITS, pictureCacheDir } from '../services/images/raster';
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
    // Kept on disk under the hash of the vector it was drawn from: another server finds the same bytes.
    const kept = readdirSync(pictureCacheDir()).filter((file) => file.endsWith('.webp'));
    expect(kept.some((file) => readFileSync(join(pictureCacheDir(), file)).equals(bytes))).toBe(true);
  });

  it('answers a flood of made-up picture names without queueing them all: the rest get the vector, not kept', async () => {
    const flood = Array.from({ length: DRAWING_LIMITS.atOnce + DRAWING_LIMITS.waiting + 30 }, (_, index) => `/storage/poster/flood-${Date.now()}-${index}.webp`);
    const answers = await Promise.all(flood.map((path) => fetch(`${server.baseUrl}${path}`)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const types = answers.map((answer) => answer.headers.get('content-type'));
    const vectors = answers.filter((answer) => answer.headers.get('content-type')?.startsWith('image/svg+xml'));
    expect(types.filter((type) => type === 'image/webp').length).toBeGreaterThanOrEqual(DRAWING_LIMITS.atOnce);
    expect(vectors.length).toBeGreaterThan(0);
    expect(vectors.every((answer) => answer.headers.get('cache-control') === 'no-cache')).toBe(true);
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
  });

  it('still draws unknown ids and kinds, and refuses malformed paths', async () => {
    expect((await http.get(`/storage/${imagePaths.item(99999)}`)).status).toBe(200);
    expect((await http.get('/storage/poster/summer-sale.svg')).status).toBe(200);
    expect((await http.get('/storage/vehicle/1-1.png')).status).toBe(404);
    expect((await http.get('/storage/vehicle/1-1.webp.svg.webp')).status).toBe(200);
    expect((await http.get(`/storage/vehicle/${'a'.repeat(81)}.webp`)).status).toBe(404);
    expect((await http.get('/storage/Vehicle/1-1.svg')).status).toBe(404);
    expect((await http.get('/storage/vehicle/..%2F..%2Fetc.svg')).status).toBe(404);
  });
});

describe('choosing subjects', () => {
  it('finds a specific illustration for every seeded item, category, store and condition', () => {
    const rows = server.db
      .prepare(
        `SELECT i.name, m.module_type AS type FROM items i JOIN modules m ON m.id = i.module_id
         UNION SELECT c.name, m.module_type FROM categories c JOIN modules m ON m.id = c.module_id
         UNION SELECT s.name, m.module_type FROM stores s JOIN modules m ON m.id = s.module_id WHERE m.module_type NOT IN ('rental', 'pharmacy')
         UNION SELECT name, 'pharmacy' FROM common_conditions`,
      )
      .all() as { name: string; type: string }[];
    const generic = rows.filter((row) => artForName(row.name, 'none') === 'none');
    expect(generic.map((row) => row.name)).toEqual([]);
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
    for (const subject of [...allArtSubjects(), ...Object.values(MODULE_ART)]) expect(hasArt(subject), subject).toBe(true);
    const bundled = JSON.parse(readFileSync(ART_FILE, 'utf8')) as { icons: Record<string, string>; license: string };
    expect(bundled.license).toBe('MIT');
    expect(bundled.icons).toEqual(extractArt(allArtSubjects()).icons);
    // Blur filters cost the browser a raster pass per element: none are bundled.
    expect(Object.values(bundled.icons).some((body) => body.includes('<filter') || body.includes('filter='))).toBe(false);
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
