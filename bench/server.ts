/**
 * The reference server as the bench runs it: its own process (`tsx server/index.ts`) on a free loopback port, a
 * fresh seed in memory, serving the bench's build. Also what a returning customer has stored, for the browser runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { BenchModule, RouteIds } from './routes';
import { freePort, ROOT } from './util';

export interface RunningServer {
  baseUrl: string;
  pid: number;
  stop: () => Promise<void>;
}

export const RENTAL_HEADERS = { zoneId: '[3,1]', moduleId: '6', 'X-localization': 'en' };
export const DUBAI_MALL = { lat: 25.1985, lng: 55.2796, location_name: 'Dubai Mall, Downtown Dubai' };
export const PICKUP_TIME = '2099-06-15 10:00 AM';

export interface ServerOptions {
  /** Workers sharing the port (WEB_CONCURRENCY); 1 by default. */
  workers?: number;
  /** The database file; a fresh in-memory seed by default (one process only: workers share a file). */
  databasePath?: string;
}

export async function startServer(distDir: string | null, options: ServerOptions = {}): Promise<RunningServer> {
  // BENCH_PORT: a port of one's own on a shared machine (each server the bench starts takes it in turn).
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/index.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: options.databasePath ?? ':memory:',
      WEB_CONCURRENCY: String(options.workers ?? 1),
      SERVE_DIST: distDir ?? '0',
      ENABLE_TEST_ROUTES: '1',
      // The load test sends thousands of requests a second from one address: measure the server, not its limits.
      RATE_LIMITS: '0',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/config`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (distDir) {
    const index = await fetch(`${baseUrl}/home`);
    if (!(await index.text()).includes('<div id="root"')) console.warn('The server answers /home without the app shell; is the build served?');
  }
  return { baseUrl, pid: child.pid ?? 0, stop };
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function newGuest(base: string): Promise<number> {
  return (await json<{ guest_id: number }>(await fetch(`${base}/api/v1/auth/guest/request`, { method: 'POST' }))).guest_id;
}

/** Has the server issue the guest ids `from … from + count − 1` (its test hook): a load of first adds acts for each. */
export async function issueGuests(base: string, from: number, count: number): Promise<void> {
  await json(await fetch(`${base}/__test/guests`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ from, count }) }));
}

export async function addToCart(base: string, guestId: number, vehicleId: number): Promise<void> {
  await json(
    await fetch(`${base}/api/v1/rental/user/cart/add-to-cart`, {
      method: 'POST',
      headers: { ...RENTAL_HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify({ guest_id: guestId, vehicle_id: vehicleId, rental_type: 'hourly', estimated_hours: 3, pickup_time: PICKUP_TIME, pickup_location: DUBAI_MALL }),
    }),
  );
}

/** What the browser runs store on the origin, and the ids the routes' paths need. */
export interface SeedValues {
  /** The zone, the location and the guest, the same for every route. */
  localStorage: Record<string, string>;
  /** The module object `chooseZoneAndModule` stores, by module type. */
  modules: Record<BenchModule, ChosenModule>;
  guestId: number;
  ids: RouteIds;
}

/** A module as the API lists it (the whole object is stored; these are the fields the bench reads). */
export interface ChosenModule {
  id: number;
  module_type: string;
}

interface ListedItem {
  id: number;
  name: string;
  food_variations?: unknown[] | null;
}

/**
 * The store with the lowest id that has items, with its items (the store page shows them). A fixed choice, so
 * runs compare: the popular list puts open stores first, which changes with the time of day.
 */
async function storeWithItems(base: string, headers: Record<string, string>, stores: { id: number }[]): Promise<{ storeId: number; items: ListedItem[] }> {
  for (const store of stores.slice().sort((a, b) => a.id - b.id)) {
    const page = await json<{ products: ListedItem[] }>(await fetch(`${base}/api/v1/items/latest?store_id=${store.id}&category_id=0&offset=1&limit=25`, { headers }));
    if (page.products.length > 0) return { storeId: store.id, items: page.products };
  }
  throw new Error('No food store of the seeded zone has items');
}

/** Puts one of the store's items in the guest's food cart: the first one the server accepts without choices. */
async function addItemToCart(base: string, headers: Record<string, string>, guestId: number, items: ListedItem[]): Promise<void> {
  const refusals: string[] = [];
  for (const item of items.filter((entry) => (entry.food_variations ?? []).length === 0)) {
    const response = await fetch(`${base}/api/v1/customer/cart/add`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ guest_id: guestId, item_id: item.id, model: 'Item', quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] }),
    });
    if (response.ok) return;
    refusals.push(`${item.name}: ${response.status} ${(await response.text()).slice(0, 120)}`);
  }
  throw new Error(`The food cart took none of the store's items without choices (${refusals.join('; ') || 'every item has choices'})`);
}

/**
 * The values `chooseZoneAndModule` (e2e/fixtures.ts) stores, read from the server, for each module a route
 * needs; a guest whose rental cart holds one vehicle and whose food cart holds one item (so each checkout
 * shows something to book); the first vehicle the search lists; the zone's food store with the lowest id that
 * has items, and the grocery module's most popular item.
 */
export async function seedValues(base: string): Promise<SeedValues> {
  const zone = await json<{ zone_id: string; zone_data: unknown }>(await fetch(`${base}/api/v1/config/get-zone-id?lat=${DUBAI_MALL.lat}&lng=${DUBAI_MALL.lng}`));
  const listed = await json<ChosenModule[]>(await fetch(`${base}/api/v1/module`, { headers: { zoneId: zone.zone_id } }));
  const moduleOf = (type: BenchModule) => {
    const module = listed.find((entry) => entry.module_type === type);
    if (!module) throw new Error(`No ${type} module in the seeded zone`);
    return module;
  };
  const modules: Record<BenchModule, ChosenModule> = { rental: moduleOf('rental'), food: moduleOf('food'), grocery: moduleOf('grocery') };
  const headersFor = (type: BenchModule) => ({ zoneId: zone.zone_id, moduleId: String(modules[type].id), 'X-localization': 'en' });

  const search = await json<{ vehicles: { id: number }[] }>(await fetch(`${base}/api/v1/rental/vehicle/search?limit=12&offset=1`, { headers: RENTAL_HEADERS }));
  const vehicleId = search.vehicles[0]?.id;
  if (!vehicleId) throw new Error('The vehicle search returned no vehicle');
  const food = headersFor('food');
  const stores = await json<{ stores: { id: number }[] }>(await fetch(`${base}/api/v1/stores/get-stores/all?offset=1&limit=50`, { headers: food }));
  const { storeId, items } = await storeWithItems(base, food, stores.stores);
  const popular = await json<{ products: { id: number }[] }>(await fetch(`${base}/api/v1/items/popular?offset=1&limit=1`, { headers: headersFor('grocery') }));
  const itemId = popular.products[0]?.id;
  if (!itemId) throw new Error('The grocery module lists no popular item');

  const guestId = await newGuest(base);
  await addToCart(base, guestId, 1);
  await addItemToCart(base, food, guestId, items);
  return {
    guestId,
    ids: { vehicleId, storeId, itemId },
    modules,
    localStorage: {
      zoneid: zone.zone_id,
      zone_data: JSON.stringify(zone.zone_data),
      location: DUBAI_MALL.location_name,
      currentLatLng: JSON.stringify({ lat: DUBAI_MALL.lat, lng: DUBAI_MALL.lng }),
      guest_id: String(guestId),
    },
  };
}

/** What a returning customer who chose this module has stored (the context cookie follows from it, see seedStorage). */
/** A returning renter's trip search (the app's `rental_trip_search`): three hours from the bench's pickup time. */
export const TRIP_SEARCH = {
  tripType: 'hourly',
  pickup: { lat: DUBAI_MALL.lat, lng: DUBAI_MALL.lng, name: DUBAI_MALL.location_name },
  destination: null,
  pickupAt: '2099-06-15T10:00',
  returnAt: '2099-06-16T10:00',
  hours: 3,
  distanceMeters: null,
  durationSeconds: null,
  pickupNow: false,
};

export function storageFor(seed: SeedValues, module: BenchModule): Record<string, string> {
  const trip: Record<string, string> = seed.modules[module].module_type === 'rental' ? { rental_trip_search: JSON.stringify(TRIP_SEARCH) } : {};
  return { ...seed.localStorage, ...trip, module: JSON.stringify(seed.modules[module]) };
}
