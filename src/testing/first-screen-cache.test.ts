/**
 * Kept renders (server/storefront/render-cache.ts) against fresh ones (run after `npm run build`): a customer a
 * few streets from another, whose answers list the same stores in the same order at other distances, gets
 * the other's markup without a render, and a page byte for byte the one a render for them alone makes (their
 * answers, their position, their data in the server state). Nothing personal is ever kept: a public screen is
 * rendered for nobody whatever identity the request names, and each customer's checkout is rendered for them.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ANSWERS_ELEMENT_ID, encodeContext, firstScreenCoordinate, SERVER_STATE_ELEMENT_ID, type RenderContext, type TripContext } from '@common/first-screen/context';
import { ANSWER_REFERENCE, isAnswerReference, type RenderedPage, type RenderRequest } from '@common/first-screen/render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirstScreenPages, type FirstScreenPages, type PageApi } from '../../server/storefront/first-screen';
import { inProcessApi, dataVersion } from '../../server/storefront/in-process';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/seed/open';
import { TEST_RATE_LIMITS } from '../../server/test/helpers';
import type { FastifyInstance } from 'fastify';

type Render = (request: RenderRequest) => Promise<RenderedPage | null>;
type TripFor = (context: RenderContext) => TripContext | null;

const TIMEOUT = 60_000;
const ZONE = '[3,1]';
// Two points about 70 m apart near the Dubai Mall.
const HERE = { latitude: '25.1985', longitude: '55.2796' };
const NEARBY = { latitude: '25.1990', longitude: '55.2801' };

let app: FastifyInstance;
let pages: FirstScreenPages;
let pageApi: PageApi;
const renders: RenderRequest[] = [];
/** The page builder's clock (the API's): fixed, so no minute turns in the middle of a test but when one says so. */
let clock = new Date();

beforeAll(async () => {
  // The page builder over its own server's API in process, with the build's renderer, counting its renders.
  const { db } = openDatabase(':memory:');
  app = await buildApp({ db, rateLimits: TEST_RATE_LIMITS, demoMode: true });
  const inProcess = inProcessApi(app, dataVersion(db), () => clock);
  await app.ready();
  const { renderPage, tripFor } = (await import(pathToFileURL(join(process.cwd(), 'dist-server', 'entry-server.js')).href)) as { renderPage: Render; tripFor: TripFor };
  const counted: Render = (request) => {
    renders.push(request);
    return renderPage(request);
  };
  pages = createFirstScreenPages(join(process.cwd(), 'dist'), { answerLimitMs: 30_000, renderLimitMs: 30_000, renderer: Promise.resolve({ renderPage: counted, tripFor }) });
  pageApi = inProcess({ ip: '127.0.0.1' }, 'http://localhost:4173');
}, TIMEOUT);
afterAll(async () => {
  await app?.close();
});

const food = (position: { latitude: string; longitude: string }): RenderContext => ({ zoneId: ZONE, moduleId: '2', moduleType: 'food', language: 'en', ...position });

const page = (path: string, context: RenderContext, identity?: string) => pages.page(path, { context: encodeContext(context), identity }, pageApi);

const state = (html: string) => JSON.parse(html.match(new RegExp(`<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">([^<]*)</script>`))?.[1] ?? 'null') as { queries: { queries: { state: { data: unknown } }[] } } | null;

const block = (html: string, id: string) => JSON.parse(html.match(new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`))?.[1] ?? 'null') as unknown;

/** The data the app takes over: the server state's queries, each answer it names put back from the answers block. */
function takenOver(html: string): unknown[] {
  const answers = (block(html, ANSWERS_ELEMENT_ID) as { answers: Record<string, unknown> } | null)?.answers ?? {};
  const resolve = (value: unknown): unknown => (isAnswerReference(value) ? answers[value[ANSWER_REFERENCE]] : value);
  return (state(html)?.queries.queries ?? []).map(({ state: { data } }) => {
    const whole = resolve(data);
    const pages = (whole as { pages?: unknown[] } | null)?.pages;
    return Array.isArray(pages) ? { ...(whole as object), pages: pages.map(resolve) } : whole;
  });
}

/** A page but for when its data was answered. */
const untimed = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');

/** A write to a table no screen reads: the data version moves, so every kept answer and render is dropped. */
const write = async () => void (await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' }));

describe('a kept render', () => {
  it('serves a customer nearby the page a render for them alone makes: their answers, their position, their data', async () => {
    // Asked as the first screen is prepared: the position to about 110 m (HERE and NEARBY are in two such squares).
    const headers = (position: typeof HERE) => ({ zoneId: ZONE, moduleId: '2', 'X-localization': 'en', latitude: firstScreenCoordinate(position.latitude), longitude: firstScreenCoordinate(position.longitude) });
    const stores = async (position: typeof HERE) => (await app.inject({ url: '/api/v1/stores/popular?type=all&offset=1&limit=8', headers: headers(position) })).json<{ stores: { id: number; distance: number }[] }>().stores;
    const [here, nearby] = [await stores(HERE), await stores(NEARBY)];
    // The premise: the same stores in the same order, at other distances.
    expect(nearby.map((store) => store.id)).toEqual(here.map((store) => store.id));
    expect(nearby.map((store) => store.distance)).not.toEqual(here.map((store) => store.distance));

    await write();
    renders.length = 0;
    await page('/home', food(HERE));
    const kept = await page('/home', food(NEARBY));
    expect(renders).toHaveLength(1);
    await write();
    const fresh = await page('/home', food(NEARBY));
    expect(renders).toHaveLength(2);
    expect(fresh).toContain('<div id="root"><');
    expect(untimed(kept)).toBe(untimed(fresh));
    // The data the app takes over holds this customer's distances.
    const data = JSON.stringify(takenOver(kept));
    for (const store of nearby) expect(data).toContain(`"id":${store.id}`);
    expect(data).toContain(`"distance":${nearby[0]?.distance}`);
  }, TIMEOUT);

  it('is rendered again for another language, module or data version', async () => {
    await write();
    renders.length = 0;
    await page('/home', food(HERE));
    await page('/home', { ...food(HERE), language: 'ar' });
    await page('/home', { ...food(HERE), moduleId: '1', moduleType: 'grocery' });
    expect(renders).toHaveLength(3);
    await page('/home', { ...food(NEARBY), language: 'ar' });
    expect(renders).toHaveLength(3);
    await write();
    await page('/home', food(HERE));
    expect(renders).toHaveLength(4);
  }, TIMEOUT);

  it('is rendered again when the minute turns: what is open, on sale or still bookable moves with the clock', async () => {
    await write();
    renders.length = 0;
    await page('/home', food(HERE));
    await page('/home', food(NEARBY));
    expect(renders).toHaveLength(1);
    clock = new Date(clock.getTime() + 60_000);
    await page('/home', food(HERE));
    expect(renders).toHaveLength(2);
    expect(renders[1]?.now).toBe(clock.getTime());
  }, TIMEOUT);
});

describe('each answer carried once', () => {
  it('names the answer each query was parsed from, on a screen whose lists are taken out of their answers too (the rental home)', async () => {
    const rental: RenderContext = { zoneId: ZONE, moduleId: '6', moduleType: 'rental', language: 'en', ...HERE };
    const html = await page('/home', rental);
    expect(html).toContain('<div id="root"><');
    const queries = (state(html)?.queries.queries ?? []) as { queryKey: unknown[]; state: { data: unknown } }[];
    const named = (name: string) => queries.find((query) => query.queryKey[0] === name)?.state.data;
    // The config and the modules, parsed whole from their answers: named, not carried twice.
    expect(isAnswerReference(named('config'))).toBe(true);
    expect(isAnswerReference(named('modules'))).toBe(true);
    // The banners are a list taken out of their answer: carried as they are, beside it.
    expect(isAnswerReference(named('listings'))).toBe(false);
    const data = takenOver(html) as unknown[];
    expect(data[queries.findIndex((query) => query.queryKey[0] === 'config')]).toMatchObject({ business_name: expect.any(String) });
    expect(data[queries.findIndex((query) => query.queryKey[0] === 'modules')]).toEqual(expect.arrayContaining([expect.objectContaining({ module_type: 'rental' })]));
  }, TIMEOUT);
});

describe('nothing personal is kept', () => {
  it('renders a public screen for nobody, whatever identity the request names', async () => {
    const guest = (await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).json<{ guest_id: number }>().guest_id;
    const named = await page('/home', food(HERE), `g.${guest}`);
    const nobody = await page('/home', food(HERE));
    expect(untimed(named)).toBe(untimed(nobody));
    expect(named).not.toContain(String(guest));
  }, TIMEOUT);

  it("renders each customer's checkout for them alone, never from another's", async () => {
    const headers = { zoneId: ZONE, moduleId: '2', 'X-localization': 'en', 'Content-Type': 'application/json' };
    const guestWith = async (itemName: string | null) => {
      const guest = (await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).json<{ guest_id: number }>().guest_id;
      if (itemName === null) return { guest, name: null };
      const items = (await app.inject({ url: '/api/v1/items/popular?type=all&offset=1&limit=25', headers })).json<{ products: { id: number; name: string; food_variations?: unknown[] }[] }>().products;
      for (const item of items.filter((entry) => (entry.food_variations ?? []).length === 0 && /^[A-Za-z ]+$/.test(entry.name) && entry.name !== itemName)) {
        const added = await app.inject({ method: 'POST', url: '/api/v1/customer/cart/add', headers, payload: { guest_id: guest, item_id: item.id, model: 'Item', quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] } });
        if (added.statusCode === 200) return { guest, name: item.name };
      }
      throw new Error('No item could be added');
    };
    const first = await guestWith('');
    const second = await guestWith(first.name);
    renders.length = 0;
    const mine = await page('/checkout?page=cart', food(HERE), `g.${first.guest}`);
    const theirs = await page('/checkout?page=cart', food(HERE), `g.${second.guest}`);
    const again = await page('/checkout?page=cart', food(HERE), `g.${first.guest}`);
    expect(renders.map((request) => request.identity?.guestId)).toEqual([String(first.guest), String(second.guest), String(first.guest)]);
    expect(mine).toContain(first.name ?? '');
    expect(theirs).toContain(second.name ?? '');
    expect(theirs).not.toContain(first.name ?? '');
    expect(mine).not.toContain(second.name ?? '');
    expect(again).toContain(first.name ?? '');
  }, TIMEOUT);

  it("prices a customer's checkout for the place their identity cookie names, and says which place it was", async () => {
    const headers = { zoneId: ZONE, moduleId: '2', 'X-localization': 'en', 'Content-Type': 'application/json' };
    const guest = (await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).json<{ guest_id: number }>().guest_id;
    // Burger Hub (store 5) is open at every hour, and an item it serves all day is priced whatever the operator's time.
    const items = (await app.inject({ url: '/api/v1/items/latest?type=all&store_id=5&category_id=0&offset=1&limit=30', headers })).json<{ products: { id: number; food_variations?: unknown[]; available_time_starts?: string; available_time_ends?: string }[] }>().products;
    const plain = items.filter((entry) => (entry.food_variations ?? []).length === 0 && entry.available_time_starts === '00:00:00' && entry.available_time_ends === '23:59:59');
    let added = false;
    for (const item of plain) {
      added = (await app.inject({ method: 'POST', url: '/api/v1/customer/cart/add', headers, payload: { guest_id: guest, item_id: item.id, model: 'Item', quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] } })).statusCode === 200;
      if (added) break;
    }
    expect(added).toBe(true);
    const taxOf = (html: string) => (state(html)?.queries.queries as { queryKey?: unknown[]; state: { data: unknown } }[] | undefined)?.find((query) => query.queryKey?.[1] === 'tax');
    const placeOfPage = (html: string) => (state(html) as { place?: unknown } | null)?.place ?? null;

    const mall = await page('/checkout?page=cart', food(HERE), `g.${guest}|25.1985_55.2796|${encodeURIComponent('Dubai Mall, Downtown Dubai')}`);
    const tax = taxOf(mall);
    // Asked as the customer's own app asks: at their exact position (not the context's rounded one), with its label.
    expect(tax?.queryKey?.[2]).toMatchObject({ address: 'Dubai Mall, Downtown Dubai', latitude: 25.1985, longitude: 55.2796, is_guest: 1 });
    expect(tax?.state.data).toMatchObject({ order_amount: expect.any(Number) });
    expect(placeOfPage(mall)).toEqual({ label: 'Dubai Mall, Downtown Dubai', lat: 25.1985, lng: 55.2796 });
    expect(mall).not.toContain('Getting the prices from the store');

    const gate = await page('/checkout?page=cart', food(HERE), `g.${guest}|25.199_55.2801|${encodeURIComponent('Gate 3')}`);
    expect(taxOf(gate)?.queryKey?.[2]).toMatchObject({ address: 'Gate 3', latitude: 25.199, longitude: 55.2801 });
    expect(gate).not.toContain('Dubai Mall, Downtown Dubai');

    // Without a place (or with one it cannot read) there is no address to price for: the browser prices it.
    for (const identity of [`g.${guest}`, `g.${guest}|91_55|Nowhere`]) {
      const unplaced = await page('/checkout?page=cart', food(HERE), identity);
      expect(taxOf(unplaced), identity).toBeUndefined();
      expect(placeOfPage(unplaced)).toBeNull();
    }
  }, TIMEOUT);
});
