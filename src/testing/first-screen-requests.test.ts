/**
 * The first screens' declarations (common/first-screen/screens.ts) against the screens themselves (run after
 * `npm run build`): the server's render of each screen, with the app's own components and a seeded reference
 * server behind it, asks for exactly the GETs its declaration names, with the same queries (besides what every
 * page asks and the follow-ups an answer names). So a page never carries an answer its screen does not take nor
 * lacks one it needs, and a screen that changes what it asks fails here until its declaration says so too.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { answerKey, type RenderContext } from '@common/first-screen/context';
import type { RenderedPage, RenderRequest } from '@common/first-screen/render';
import { everyScreen, FIRST_SCREENS, tripQuery, type FirstScreen, type FirstScreenRequest } from '@common/first-screen/screens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../../server/test/helpers';

type Render = (request: RenderRequest) => Promise<RenderedPage | null>;

let server: TestServer;
let renderPage: Render;
let http: ReturnType<typeof api>;

const ZONE = '[3,1]';
const POSITION = { latitude: '25.1972', longitude: '55.2744' };
const TRIP = { tripType: 'hourly', date: '2099-06-15 10:00 AM', pickupLat: POSITION.latitude, pickupLng: POSITION.longitude };
const TIMEOUT = 60_000;

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
  ({ renderPage } = (await import(pathToFileURL(join(process.cwd(), 'dist-server', 'entry-server.js')).href)) as { renderPage: Render });
}, TIMEOUT);
afterAll(async () => {
  await server?.close();
});

async function contextFor(moduleType: string): Promise<RenderContext> {
  const modules = (await http.get<{ id: number; module_type: string }[]>('/api/v1/module', { headers: { zoneId: ZONE } })).body;
  const module = modules.find((entry) => entry.module_type === moduleType);
  if (!module) throw new Error(`No ${moduleType} module in the seed`);
  return { zoneId: ZONE, moduleId: String(module.id), moduleType, language: 'en', ...POSITION, trip: moduleType === 'rental' ? TRIP : null };
}

/** The id of the first entry a list answers, in the context's module. */
async function first(path: string, list: string, context: RenderContext): Promise<string> {
  const answer = await http.get<Record<string, { id: number }[]>>(path, { headers: { zoneId: ZONE, moduleId: context.moduleId ?? '' } });
  const entry = answer.body[list]?.[0];
  if (!entry) throw new Error(`Nothing listed by ${path}`);
  return String(entry.id);
}

/** The GETs the server's render of this page asks the API for, by answer key. */
async function askedBy(path: string, search: string, context: RenderContext): Promise<Set<string>> {
  const asked = new Set<string>();
  const fetchImpl: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if ((init?.method ?? 'GET') === 'GET') asked.add(answerKey(url.pathname, Object.fromEntries(url.searchParams)));
    return fetch(input, init);
  };
  const page = await renderPage({ path, search, context, limitMs: 30_000, transport: { baseUrl: server.baseUrl, fetchImpl } });
  expect(page, `${path} renders`).not.toBeNull();
  return asked;
}

const keysOf = (requests: FirstScreenRequest[]) => requests.map((request) => answerKey(request.path, request.query));

/**
 * How the render's requests differ from the screen's declaration: declared GETs it did not ask for (`unasked`),
 * and GETs it asked for that neither the declaration nor every page's start names (`undeclared`).
 */
async function difference<Args extends unknown[]>(page: string, context: RenderContext, screen: FirstScreen<Args>, ...args: Args) {
  const [path = '', search = ''] = page.split('?');
  const declared = keysOf(screen.fetches(...args).requests);
  expect(declared.length, page).toBeGreaterThan(0);
  const asked = await askedBy(path, search, context);
  const known = new Set([...declared, ...keysOf(everyScreen(true))]);
  const followUp = (key: string) => (screen.followUps ?? []).some((prefix) => key === prefix || key.startsWith(`${prefix}?`));
  return { unasked: declared.filter((key) => !asked.has(key)), undeclared: [...asked].filter((key) => !known.has(key) && !followUp(key)) };
}

const SAME = { unasked: [], undeclared: [] };

describe('each first screen asks for exactly what its declaration names', () => {
  it.each(['food', 'grocery', 'pharmacy', 'ecommerce'])('the %s home', async (moduleType) => {
    expect(await difference('/home', await contextFor(moduleType), FIRST_SCREENS.storeHome, moduleType)).toEqual(SAME);
  }, TIMEOUT);

  it('the rental home', async () => {
    expect(await difference('/home', await contextFor('rental'), FIRST_SCREENS.rentalHome)).toEqual(SAME);
  }, TIMEOUT);

  it('the parcel home', async () => {
    expect(await difference('/home', await contextFor('parcel'), FIRST_SCREENS.parcelHome)).toEqual(SAME);
  }, TIMEOUT);

  it('a store, an item and the categories', async () => {
    const context = await contextFor('food');
    const store = await first('/api/v1/stores/popular?type=all&offset=1&limit=1', 'stores', context);
    const item = await first('/api/v1/items/popular?type=all&offset=1&limit=1', 'products', context);
    expect(await difference(`/store/${store}`, context, FIRST_SCREENS.store, store)).toEqual(SAME);
    expect(await difference(`/product/${item}`, context, FIRST_SCREENS.product, item)).toEqual(SAME);
    expect(await difference('/categories', context, FIRST_SCREENS.categories)).toEqual(SAME);
  }, TIMEOUT);

  it('the vehicle search, in every category and in one, and a vehicle, for the trip being searched', async () => {
    const context = await contextFor('rental');
    const trip = tripQuery(TRIP);
    if (!trip) throw new Error('The trip has a pickup time');
    const category = Number(await first('/api/v1/rental/vehicle/category-list?limit=1&offset=1', 'vehicles', context));
    const vehicle = await first('/api/v1/rental/vehicle/top-rated?limit=1&offset=1', 'vehicles', context);
    expect(await difference('/rental/vehicle-search', context, FIRST_SCREENS.vehicleSearch, trip, null)).toEqual(SAME);
    expect(await difference(`/rental/vehicle-search?categoryId=${category}`, context, FIRST_SCREENS.vehicleSearch, trip, category)).toEqual(SAME);
    expect(await difference(`/rental/vehicle-details/${vehicle}`, context, FIRST_SCREENS.vehicleDetails, vehicle, trip)).toEqual(SAME);
  }, TIMEOUT);
});
