/**
 * Outbox replay benchmark, run as its own process (`tsx bench/outbox.ts <server url>`) so fake-indexeddb and the
 * counting fetch stay out of the orchestrator. It drives the app's real outbox (src/lib/outbox) and the real
 * rental cart handlers (src/features/rental/cart) in Node, with fake-indexeddb standing in for IndexedDB, against
 * the reference server the bench started: a guest records N cart changes while offline (the real
 * `recordRentalChanges` path, nothing sent), then the network comes back and one `drainOutbox` call replays them.
 *
 * The changes are a seeded mix a customer could make (add a vehicle, change a quantity, change the trip hours,
 * remove one or two vehicles), each valid when it is replayed, so no entry ends in `needs-decision`. The run
 * checks the outcome (empty outbox, server cart = the cart the customer saw) and counts every HTTP request.
 * Prints one JSON line: see `OutboxRun`.
 */
import 'fake-indexeddb/auto';
import { setDbForTests, StorefrontDatabase } from '@/lib/db';
import { drainOutbox } from '@/lib/outbox/replayer';
import type { SessionState } from '@/lib/session';
import type { CartProvider, CartVehicle, RentalChange, TripData } from '@/features/rental/cart/model';
import { readRentalCart, recordRentalChanges } from '@/features/rental/cart/storage';
import { ownerOf } from '@/lib/outbox/owner';
import { OUTBOX_HANDLERS } from '@/features/offline-handlers';
import { withCpuProfile, type HotFunction } from './cpu-profile';
import { seeded } from '../common/seeded-random';

export interface OutboxRun {
  mutations: number;
  replayMs: number;
  /** CPU time of the replaying process (user + system) during the replay: the client's own cost, which load on a shared machine does not inflate the way it inflates wall time. */
  replayCpuMs: number;
  /** IndexedDB transactions the replay opened (each is a round trip to the browser's storage process). */
  transactions: number;
  /** HTTP requests the replay sent (every fetch, reconciliation reads included). */
  requests: number;
  /** Requests and mean server time by endpoint, e.g. `POST add-to-cart`. */
  byEndpoint: Record<string, { requests: number; meanMs: number }>;
  /** Time spent waiting for the server (sum of request durations; the replay is sequential). */
  networkMs: number;
  /** Time recording the changes while offline (IndexedDB writes). */
  enqueueMs: number;
  completed: number;
  needsDecision: number;
  reconciledWithoutSending: number;
  /** The server cart equals the cart the customer saw before replay. */
  consistent: boolean;
  mix: Record<string, number>;
}

const PICKUP_TIME = '2099-06-15 10:00 AM';
const DUBAI_MALL = { lat: 25.1985, lng: 55.2796, location_name: 'Dubai Mall, Downtown Dubai' };
const HEADERS = { zoneId: '[3,1]', moduleId: '6', 'X-localization': 'en', Accept: 'application/json' };

const trip = (hours: number): TripData => ({
  rentalType: 'hourly',
  estimatedHours: hours,
  distance: 0,
  destinationTime: 0,
  pickupTime: PICKUP_TIME,
  pickupLocation: DUBAI_MALL,
  destinationLocation: null,
});

interface FleetEntry {
  vehicle: CartVehicle;
  provider: CartProvider;
}

async function fleet(base: string): Promise<FleetEntry[]> {
  const url = new URL('/api/v1/rental/vehicle/get-provider-vehicles', base);
  for (const [key, value] of Object.entries({ provider_id: '101', trip_type: 'hourly', date: PICKUP_TIME, limit: '50' })) url.searchParams.set(key, value);
  const response = await fetch(url, { headers: HEADERS });
  const body = (await response.json()) as { vehicles: (CartVehicle & { provider: CartProvider })[] };
  return body.vehicles
    .filter((vehicle) => vehicle.trip_hourly === 1 && vehicle.total_vehicle_count > 0)
    .map((vehicle) => ({ vehicle, provider: { id: vehicle.provider.id, name: vehicle.provider.name } }));
}

/** A seeded sequence of changes, each valid against the cart the previous ones leave. */
function changes(count: number, vehicles: FleetEntry[], seed: number): RentalChange[] {
  const random = seeded(seed);
  const cart = new Map<number, number>();
  let hours = 3;
  const list: RentalChange[] = [];
  while (list.length < count) {
    const roll = random();
    const inCart = [...cart.keys()];
    const free = vehicles.filter((entry) => !cart.has(entry.vehicle.id));
    const pickLine = () => inCart[Math.floor(random() * inCart.length)] ?? 0;
    if ((roll < 0.3 || inCart.length === 0) && free.length > 0) {
      const entry = free[Math.floor(random() * free.length)] as FleetEntry;
      cart.set(entry.vehicle.id, 1);
      list.push({ kind: 'rental.add', vehicle: entry.vehicle, provider: entry.provider, trip: trip(hours) });
    } else if (roll < 0.6 && inCart.length > 0) {
      const vehicleId = pickLine();
      const units = vehicles.find((entry) => entry.vehicle.id === vehicleId)?.vehicle.total_vehicle_count ?? 1;
      const quantity = ((cart.get(vehicleId) ?? 1) % Math.min(units, 3)) + 1;
      if (quantity === cart.get(vehicleId)) continue;
      cart.set(vehicleId, quantity);
      list.push({ kind: 'rental.setQuantity', vehicleId, quantity });
    } else if (roll < 0.75 && inCart.length > 0) {
      hours = (hours % 8) + 1;
      list.push({ kind: 'rental.updateTrip', trip: trip(hours) });
    } else if (roll < 0.95 && inCart.length > 0) {
      const vehicleId = pickLine();
      cart.delete(vehicleId);
      list.push({ kind: 'rental.remove', vehicleId });
    } else if (inCart.length > 1) {
      const vehicleIds = inCart.slice(0, 2);
      for (const id of vehicleIds) cart.delete(id);
      list.push({ kind: 'rental.removeMany', vehicleIds });
    }
  }
  return list;
}

/** Counts the IndexedDB transactions opened while `counting` (Dexie binds `transaction` when it opens a database, so this is installed first). */
const transactions = { counting: false, count: 0 };
const openTransaction = IDBDatabase.prototype.transaction;
IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
  if (transactions.counting) transactions.count += 1;
  return openTransaction.apply(this, args);
};

async function run(base: string, count: number, seed: number): Promise<OutboxRun> {
  transactions.count = 0;
  const realFetch = globalThis.fetch;
  const guest = (await (await realFetch(new URL('/api/v1/auth/guest/request', base), { method: 'POST', headers: HEADERS })).json()) as { guest_id: number };
  const session: SessionState = {
    token: null,
    guestId: String(guest.guest_id),
    location: DUBAI_MALL.location_name,
    latLng: { lat: DUBAI_MALL.lat, lng: DUBAI_MALL.lng },
    zoneId: '[3,1]',
    module: { id: 6, module_type: 'rental', module_name: 'Car Rental' },
    language: 'en',
    direction: 'ltr',
    country: 'US',
  };
  const owner = ownerOf(session) as string;
  const db = new StorefrontDatabase(`bench-outbox-${count}-${seed}`);
  setDbForTests(db);
  const list = changes(count, await fleet(base), seed);
  const mix: Record<string, number> = {};
  for (const change of list) mix[change.kind] = (mix[change.kind] ?? 0) + 1;

  // Offline: recording changes must not send anything.
  let offline = true;
  const stats = { requests: 0, networkMs: 0, byEndpoint: {} as Record<string, { requests: number; ms: number }> };
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    if (offline) throw new TypeError('Failed to fetch (offline)');
    const url = typeof input === 'string' && input.startsWith('/') ? `${base}${input}` : input;
    const path = new URL(typeof url === 'string' ? url : url instanceof URL ? url.href : url.url).pathname;
    const key = `${init?.method ?? 'GET'} ${path.split('/').filter((part) => part && !/^\d+$/.test(part)).pop() ?? path}`;
    stats.requests += 1;
    const started = performance.now();
    const response = await realFetch(url, init);
    const body = await response.arrayBuffer();
    const ms = performance.now() - started;
    stats.networkMs += ms;
    const endpoint = (stats.byEndpoint[key] ??= { requests: 0, ms: 0 });
    endpoint.requests += 1;
    endpoint.ms += ms;
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  try {
    const enqueueStarted = performance.now();
    for (const change of list) await recordRentalChanges(session, [change]);
    const enqueueMs = performance.now() - enqueueStarted;
    const seen = (await readRentalCart(owner)).cart;

    offline = false;
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    transactions.counting = true;
    const report = await drainOutbox({ handlers: OUTBOX_HANDLERS, replayerId: 'bench', db, useLock: false }).finally(() => {
      transactions.counting = false;
    });
    const replayMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuStarted);
    const left = await db.outbox.count();
    if (report.stoppedBecause !== 'empty' || left > 0) throw new Error(`replay stopped (${report.stoppedBecause}) with ${left} entries left`);

    const remote = (await (await realFetch(new URL(`/api/v1/rental/user/cart/get-cart?guest_id=${session.guestId}`, base), { headers: HEADERS })).json()) as {
      carts: { vehicle_id: number; quantity: number }[];
      user_data: { estimated_hours: number } | [];
    };
    const sortPairs = (pairs: number[][]) => pairs.sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
    const serverLines = sortPairs(remote.carts.map((row) => [row.vehicle_id, row.quantity]));
    const seenLines = sortPairs(seen.lines.map((line) => [line.vehicleId, line.quantity]));
    const sameHours = Array.isArray(remote.user_data) || seen.lines.length === 0 || remote.user_data.estimated_hours === seen.trip?.estimatedHours;
    return {
      mutations: count,
      replayMs: Math.round(replayMs),
      replayCpuMs: Math.round((cpu.user + cpu.system) / 1000),
      transactions: transactions.count,
      requests: stats.requests,
      byEndpoint: Object.fromEntries(Object.entries(stats.byEndpoint).map(([key, value]) => [key, { requests: value.requests, meanMs: Math.round((value.ms / value.requests) * 10) / 10 }])),
      networkMs: Math.round(stats.networkMs),
      enqueueMs: Math.round(enqueueMs),
      completed: report.completed,
      needsDecision: report.needsDecision,
      reconciledWithoutSending: report.reconciledWithoutSending,
      consistent: JSON.stringify(serverLines) === JSON.stringify(seenLines) && sameHours,
      mix,
    };
  } finally {
    globalThis.fetch = realFetch;
    setDbForTests(null);
    db.close();
    await db.delete();
  }
}

export interface OutboxOutput {
  runs: OutboxRun[];
  /** A separate run with the CPU profiler on: where the replaying process spends its time. */
  profiled: { mutations: number; hot: HotFunction[] } | null;
}

const base = process.argv[2];
const counts = (process.argv[3] ?? '100,1000').split(',').map(Number);
const profiledCount = Number(process.argv[4] ?? 300);
if (!base) {
  console.error('usage: tsx bench/outbox.ts <server url> [counts, default 100,1000] [profiled count, default 300, 0 = none]');
  process.exit(2);
}
const output: OutboxOutput = { runs: [], profiled: null };
for (const count of counts) output.runs.push(await run(base, count, count));
if (profiledCount > 0) {
  const { hot } = await withCpuProfile(() => run(base, profiledCount, profiledCount), 6);
  output.profiled = { mutations: profiledCount, hot };
}
console.info(JSON.stringify(output));
