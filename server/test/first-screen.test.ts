/**
 * A navigation's page carries its first screen's public answers, fetched for the customer's context cookie
 * (zone, module, language, position: on a store screen to about 110 m) as the app would fetch them, plus hints for the route's files and
 * largest picture. Nothing personal is in it, it is never shared, and no cookie a caller invents breaks it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERS_ELEMENT_ID, CONTEXT_COOKIE, answerKey, encodeContext, firstScreenCoordinate, type FirstScreenAnswers, type RenderContext } from '../../common/first-screen/context';
import { IDENTITY_COOKIE } from '../../common/first-screen/identity';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
let dist: string;

const SHELL = '<!doctype html><html><head><title>Rideway</title><script type="module" src="/assets/index-e1.js"></script></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_app-a1.js'], css: ['assets/index-c1.css'] },
  '_app-a1.js': { file: 'assets/app-a1.js' },
  '_shared-s1.js': { file: 'assets/shared-s1.js', imports: ['_app-a1.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home-h1.js', imports: ['_app-a1.js'] },
  'src/features/rental/home/rental-home.tsx': { file: 'assets/rental-home-r1.js', imports: ['_shared-s1.js', '_app-a1.js'], css: ['assets/rental-home-r1.css'] },
  'src/app/routes/store.tsx': { file: 'assets/store-t1.js', imports: ['_shared-s1.js'] },
  'src/locales/en/deferred.ts': { file: 'assets/deferred-d1.js' },
  'src/locales/ar/index.ts': { file: 'assets/ar-l1.js' },
};

const RENTAL: RenderContext = { zoneId: '[3,1]', moduleId: '6', moduleType: 'rental', language: 'en', latitude: '25.1985', longitude: '55.2796' };
const FOOD: RenderContext = { ...RENTAL, moduleId: '2', moduleType: 'food' };

const cookie = (value: string) => ({ Cookie: `${CONTEXT_COOKIE}=${value}` });

async function page(path: string, headers: Record<string, string> = {}) {
  const answer = await http.get(path, { headers: { Accept: 'text/html', ...headers } });
  const match = new RegExp(`<script type="application/json" id="${ANSWERS_ELEMENT_ID}">(.*?)</script>`).exec(answer.text);
  const block = match?.[1] ? (JSON.parse(match[1]) as FirstScreenAnswers) : null;
  return { ...answer, block };
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'storefront-first-screen-'));
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  server = await startTestServer({ distDir: dist });
  http = api(server.baseUrl);
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the first screen in the page', () => {
  it('without a context carries only the config, as an English-speaking first visit would ask for it', async () => {
    const answer = await page('/');
    expect(answer.status).toBe(200);
    expect(answer.block?.headers).toEqual({ 'X-localization': 'en' });
    expect(Object.keys(answer.block?.answers ?? {})).toEqual(['/api/v1/config']);
    expect(answer.block?.answers['/api/v1/config']).toEqual((await http.get('/api/v1/config')).body);
    expect(answer.text).not.toContain('modulepreload');
  });

  it('for the rental home carries every public answer its first screen asks for, equal to the API, with its files and banner', async () => {
    const answer = await page('/home', cookie(encodeContext(RENTAL)));
    const headers = { 'X-localization': 'en', zoneId: '[3,1]', moduleId: '6', latitude: '25.1985', longitude: '55.2796' };
    expect(answer.block?.headers).toEqual(headers);
    const expected = [
      ['/api/v1/config', {}],
      ['/api/v1/module', {}],
      ['/api/v1/react-landing-page', {}],
      ['/api/v1/rental/banners', {}],
      ['/api/v1/rental/vehicle/category-list', { limit: '50', offset: '1' }],
      // Top-rated vehicles and popular providers come once the page is quiet: the page carries neither.
    ] as const;
    expect(Object.keys(answer.block?.answers ?? {}).sort()).toEqual(expected.map(([path, query]) => answerKey(path, query)).sort());
    for (const [path, query] of expected) {
      const direct = await http.get(path, { headers, query });
      expect(answer.block?.answers[answerKey(path, query)], path).toEqual(direct.body);
    }
    const banners = (await http.get<{ banners: { image_full_url: string }[] }>('/api/v1/rental/banners', { headers })).body.banners;
    expect(answer.text).toContain(`<link rel="preload" as="image" href="${banners[0]?.image_full_url}" fetchpriority="high">`);
    for (const file of ['/assets/home-h1.js', '/assets/shared-s1.js', '/assets/rental-home-r1.js']) expect(answer.text).toContain(`<link rel="modulepreload" crossorigin href="${file}">`);
    expect(answer.text).toContain('<link rel="preload" as="style" crossorigin href="/assets/rental-home-r1.css">');
    // The entry's own files are already in the shell.
    expect(answer.text).not.toContain('href="/assets/app-a1.js"');
    // The hints go in the head; the block closes the body, after the markup, read when the app's script runs.
    expect(answer.text.indexOf('rel="preload" as="image"')).toBeLessThan(answer.text.indexOf('</head>'));
    expect(answer.text.indexOf(ANSWERS_ELEMENT_ID)).toBeGreaterThan(answer.text.indexOf('<div id="root">'));
    expect(answer.text.indexOf(ANSWERS_ELEMENT_ID)).toBeLessThan(answer.text.indexOf('</body>'));
  });

  it('for a store page carries the store, its reviews and first items; a store that does not exist is left out', async () => {
    // A store screen is prepared for the position to about 110 m (the rental screens above, for the position itself).
    const headers = { 'X-localization': 'en', zoneId: '[3,1]', moduleId: '2', latitude: firstScreenCoordinate('25.1985'), longitude: firstScreenCoordinate('55.2796') };
    const stores = (await http.get<{ stores: { id: number }[] }>('/api/v1/stores/latest', { headers, query: { type: 'all', offset: 1, limit: 1 } })).body.stores;
    const id = String(stores[0]?.id);
    const answer = await page(`/store/${id}`, cookie(encodeContext(FOOD)));
    expect(answer.block?.answers[`/api/v1/stores/details/${id}`]).toEqual((await http.get(`/api/v1/stores/details/${id}`, { headers })).body);
    expect(answer.block?.answers[answerKey('/api/v1/items/latest', { type: 'all', store_id: id, category_id: '0', offset: '1', limit: '12' })]).toBeDefined();
    expect(answer.text).toContain('href="/assets/store-t1.js"');
    const missing = await page('/store/999999', cookie(encodeContext(FOOD)));
    expect(missing.status).toBe(200);
    expect(missing.block?.answers).not.toHaveProperty('/api/v1/stores/details/999999');
    expect(missing.block?.answers).toHaveProperty('/api/v1/config');
  });

  it('for the vehicle search and a vehicle carries the results and the vehicle for the trip being searched', async () => {
    const trip = { tripType: 'hourly', date: '2099-06-15 10:00 AM', pickupLat: '25.1985', pickupLng: '55.2796' };
    const headers = { 'X-localization': 'en', zoneId: '[3,1]', moduleId: '6', latitude: '25.1985', longitude: '55.2796' };
    const query = { pickup_location: '{"lat":25.1985,"lng":55.2796}', date: trip.date, trip_type: 'hourly', category_ids: '[2]', limit: '12', offset: '1' };
    const search = await page('/rental/vehicle-search?categoryId=2', cookie(encodeContext({ ...RENTAL, trip })));
    const direct = await http.get<{ vehicles: { id: number; thumbnail_full_url: string }[] }>('/api/v1/rental/vehicle/search', { headers, query });
    expect(direct.body.vehicles.length).toBeGreaterThan(0);
    expect(search.block?.answers[answerKey('/api/v1/rental/vehicle/search', query)]).toEqual(direct.body);
    expect(search.text).toContain(`<link rel="preload" as="image" href="${direct.body.vehicles[0]?.thumbnail_full_url}" fetchpriority="high">`);

    const id = String(direct.body.vehicles[0]?.id);
    const details = await page(`/rental/vehicle-details/${id}?from=from_search`, cookie(encodeContext({ ...RENTAL, trip })));
    expect(details.block?.answers[answerKey(`/api/v1/rental/vehicle/get-vehicle-details/${id}`, { date: trip.date })]).toEqual(
      (await http.get(`/api/v1/rental/vehicle/get-vehicle-details/${id}`, { headers, query: { date: trip.date } })).body,
    );
    // Picking up "now" asks with the moment of asking, which the page cannot know: the app asks itself.
    const now = await page('/rental/vehicle-search', cookie(encodeContext({ ...RENTAL, trip: { ...trip, date: null } })));
    expect(Object.keys(now.block?.answers ?? {}).some((key) => key.includes('vehicle/search'))).toBe(false);
  });

  it('asks in Arabic for an Arabic customer and starts the Arabic strings at once', async () => {
    const answer = await page('/home', cookie(encodeContext({ ...RENTAL, language: 'ar' })));
    expect(answer.block?.headers['X-localization']).toBe('ar');
    expect(answer.block?.answers['/api/v1/module']).toEqual((await http.get('/api/v1/module', { headers: { ...RENTAL_HEADERS_AR } })).body);
    expect(answer.text).toContain('href="/assets/ar-l1.js"');
  });

  it('is personal to the cookie: never shared, never holding a cart, a guest or a token', async () => {
    const answer = await page('/checkout?page=cart', { ...cookie(encodeContext(RENTAL)), Authorization: 'Bearer nothing' });
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    expect(answer.headers.get('vary')).toContain('Cookie');
    expect(Object.keys(answer.block?.answers ?? {}).filter((key) => /cart|guest|customer|order|wish|profile/.test(key))).toEqual([]);
  });

  it("keeps the answers public on the checkout, rendered for the customer its identity cookie names", async () => {
    const identity = { ...cookie(encodeContext(FOOD)) };
    identity.Cookie += `; ${IDENTITY_COOKIE}=g.1234567`;
    const answer = await page('/checkout?page=cart', identity);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    // The service worker keeps this block's answers: nothing of the customer's is in it.
    expect(Object.keys(answer.block?.answers ?? {}).filter((key) => /cart|guest|customer|order|wish|profile/.test(key))).toEqual([]);
    expect(JSON.stringify(answer.block)).not.toContain('1234567');
    for (const hostile of ['g.', 'g.12x', 't.a b', `t.${'x'.repeat(3000)}`, '%E0%A4%A', 't.</script><script>alert(1)</script>']) {
      const odd = await page('/checkout?page=cart', { Cookie: `${CONTEXT_COOKIE}=${encodeContext(FOOD)}; ${IDENTITY_COOKIE}=${hostile}` });
      expect(odd.status, hostile.slice(0, 20)).toBe(200);
      expect(odd.text).not.toContain('alert(1)');
    }
  });

  it('is kept as sent for the next customer in the same context, to the first screen\'s position, never a personal page', async () => {
    const first = await page('/home', cookie(encodeContext(FOOD)));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('vary')).toContain('Cookie');
    // A customer a few metres away (the same square of about 110 m) gets the same page; revalidating, no body.
    const nearby = await page('/home', cookie(encodeContext({ ...FOOD, latitude: '25.19842', longitude: '55.27958' })));
    expect(nearby.headers.get('etag')).toBe(etag);
    expect(nearby.text).toBe(first.text);
    const again = await http.get('/home', { headers: { Accept: 'text/html', 'If-None-Match': etag!, ...cookie(encodeContext(FOOD)) } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const farther = await page('/home', cookie(encodeContext({ ...FOOD, latitude: '25.2085', longitude: '55.2796' })));
    expect(farther.headers.get('etag')).not.toBe(etag);
    expect(farther.block?.headers.latitude).toBe('25.209');
    const checkout = await page('/checkout?page=cart', { Cookie: `${CONTEXT_COOKIE}=${encodeContext(FOOD)}; ${IDENTITY_COOKIE}=g.1234567` });
    expect(checkout.headers.get('etag')).toBeNull();
  });

  it('ignores any cookie it cannot read and still answers the page', async () => {
    const hostile = [
      'x'.repeat(5000),
      '%E0%A4%A',
      encodeURIComponent('["[3,1]","6","rental","en</script><script>alert(1)</script>",null,null]'),
      encodeURIComponent(JSON.stringify(['[1', '../../etc', 'rental', 'en', '9e999', 'x'])),
      encodeURIComponent('{"zoneId":"[3,1]"}'),
    ];
    for (const value of hostile) {
      const answer = await page('/home', cookie(value));
      expect(answer.status, value.slice(0, 40)).toBe(200);
      expect(answer.text).not.toContain('alert(1)');
      expect(answer.text.match(/<\/script>/g)?.length).toBe(2);
      expect(answer.block?.headers.zoneId, value.slice(0, 40)).toBeUndefined();
    }
    // One bad value drops only itself: an unknown module type plans no module screen, the zone still counts.
    const partly = await page('/home', cookie(encodeURIComponent('["[3,1]","6","rental\\"><script>","en","1","2"]')));
    expect(partly.block?.headers.zoneId).toBe('[3,1]');
    expect(Object.keys(partly.block?.answers ?? {}).sort()).toEqual(['/api/v1/config', '/api/v1/module', '/api/v1/react-landing-page']);
    expect(partly.text).not.toContain('"><script>');
  });
});

const RENTAL_HEADERS_AR = { 'X-localization': 'ar', zoneId: '[3,1]', moduleId: '6', latitude: '25.1985', longitude: '55.2796' };
