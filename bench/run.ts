/**
 * `npm run bench`: builds the app, starts the reference server (fresh in-memory seed, free loopback port) and
 * measures, printing a table and writing bench/results.json:
 *   1. bytes per main route (entry + lazy route chunks, gzip / brotli) and the precache size — as bench:check;
 *   2. Lighthouse mobile (simulated throttling, median of 3) per route, and the offline repeat visit with the
 *      service worker in control (Playwright, median of 5), each route with its own module chosen;
 *   3. outbox replay of 100 and 1,000 queued cart changes (real outbox code in Node) and the requests it sends;
 *   4. server throughput and latency under a bounded load from another process (autocannon, 10 s each);
 *   5. taps: each frequent interaction's INP in Chromium with a 4x CPU slowdown (Event Timing API).
 *   6. the server's render under the same load: the food home for customers at varying points, against
 *      `GET /api/v1/config`, with one worker and with two (bench/pages.ts).
 * A section that fails records null and says why; the others still run. Then it names what dominates the weak
 * figures (biggest modules, LCP element and busiest scripts, hottest functions, slowest queries).
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PORT (the servers' port; a free one by default), BENCH_SECTIONS (comma list of bytes, lighthouse,
 * offline, outbox, server, interactions, pages; default all), BENCH_ROUTES (comma list of route names as in results.json; default all),
 * BENCH_LIGHTHOUSE_RUNS (3), BENCH_OFFLINE_RUNS (5), BENCH_LOAD_SECONDS (10), BENCH_TAP_PROFILES (1: a performance trace of
 * each measured tap in bench/.tmp/taps).
 * Only a full run with the default settings replaces bench/results.json; others write bench/.tmp/results.partial.json.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { BUDGETS, floorText, goalText, LOADING_GOAL, routeJsVerdict } from './budgets';
import { buildApp, topContributors, type ChunkModules } from './build';
import { precacheBytes, readManifest, routeBytes, sharedJsGzip } from './bytes';
import { runLighthouse, type LighthouseOutcome } from './lighthouse';
import type { LoadResult, LoadSpec } from './load';
import { CPU_SLOWDOWN, INP_GOAL, INTERACTION_STEPS, inpP75, runInteractions, type InteractionOutcome } from './interactions';
import { runOfflineRepeat, type OfflineOutcome } from './offline';
import type { OutboxOutput } from './outbox';
import { measureWorkers, PAGE_ROUTE, WARM_PAGE_ROUTE, type WorkersRun } from './pages';
import { profileEndpoints, type EndpointProfile, type ProbeRequest } from './queries';
import { emptyResults, writeResults, type BenchResults, type PageLoad } from './results';
import { BENCH_ROUTES, pathWithIds, type BenchRoute } from './routes';
import { stackFloorGzip } from './stack-floor/measure';
import { DUBAI_MALL, PICKUP_TIME, RENTAL_HEADERS, addToCart, issueGuests, newGuest, seedValues, startServer, storageFor, type RunningServer, type SeedValues } from './server';
import { describeMachine, machineLine, ROOT, TMP_DIR } from './util';
import { issueGuestRange } from '../server/services/auth/guests';
import { chromiumPath } from '../playwright.config';

type Section = 'bytes' | 'lighthouse' | 'offline' | 'outbox' | 'server' | 'interactions' | 'pages';
const ALL_SECTIONS: Section[] = ['bytes', 'lighthouse', 'offline', 'outbox', 'server', 'interactions', 'pages'];
const sections = new Set((process.env.BENCH_SECTIONS?.split(',').map((name) => name.trim()) ?? ALL_SECTIONS) as Section[]);
const ROUTES = routesNamed(process.env.BENCH_ROUTES);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const OFFLINE_RUNS = Number(process.env.BENCH_OFFLINE_RUNS ?? 5);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const LOAD_CONNECTIONS = 10;
const LOAD_WARMUP_SECONDS = 2;
/** Guest ids issued for the load's first adds: more than 10 connections send in its seconds. */
const FRESH_GUESTS = 20_000 * (LOAD_SECONDS + LOAD_WARMUP_SECONDS);

const log = (line: string) => console.info(line);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number | null | undefined) => (value === null || value === undefined ? 'n/a' : value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);
const fixed = (value: number, digits: number) => (Math.round(value * 10 ** digits) / 10 ** digits).toFixed(digits);
const pct = (share: number) => `${Math.round(share * 100)}%`;
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'unknown error';

/** The routes a BENCH_ROUTES list names (all when unset); an unknown name stops the run before it builds. */
function routesNamed(list: string | undefined): BenchRoute[] {
  if (list === undefined || list.trim() === '') return BENCH_ROUTES;
  const names = list.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !BENCH_ROUTES.some((route) => route.name === name));
  if (unknown.length > 0) throw new Error(`BENCH_ROUTES: no route named ${unknown.map((name) => `"${name}"`).join(', ')}; the routes are ${BENCH_ROUTES.map((route) => `"${route.name}"`).join(', ')}`);
  return BENCH_ROUTES.filter((route) => names.includes(route.name));
}

function row(cells: (string | number)[], widths: number[]): string {
  return cells.map((cell, index) => (index === 0 ? String(cell).padEnd(widths[index] ?? 10) : String(cell).padStart(widths[index] ?? 10))).join('  ');
}

/** Runs a bench script in its own Node process and parses the JSON it prints last. */
function runScript<T>(script: string, args: string[], timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', script), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} took longer than ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      const last = stdout.trim().split('\n').pop() ?? '';
      if (code !== 0) return reject(new Error(`${script} exited with ${code}: ${(stderr || stdout).trim().split('\n').slice(-3).join(' | ')}`));
      try {
        resolve(JSON.parse(last) as T);
      } catch {
        reject(new Error(`${script} printed no result: ${last.slice(0, 200)}`));
      }
    });
  });
}

interface Run {
  results: BenchResults;
  failures: string[];
  notes: string[];
  chunks: ChunkModules | null;
  routeFiles: Record<string, string[]>;
  precacheCount: number;
  laterCount: number;
  lighthouse: LighthouseOutcome | null;
  offline: OfflineOutcome | null;
  outbox: OutboxOutput | null;
  interactions: InteractionOutcome | null;
  load: Record<string, LoadResult | null>;
  profiles: EndpointProfile[];
  pages: WorkersRun[];
}

// 1. Bytes ------------------------------------------------------------------------------------------------------

async function measureBytes(run: Run, dist: string): Promise<boolean> {
  log('Building the app (vite build into bench/.tmp/dist)…');
  try {
    run.chunks = await buildApp(dist);
  } catch (error) {
    run.failures.push(`build: ${errorText(error)}`);
    return false;
  }
  if (!sections.has('bytes')) return true;
  try {
    const manifest = readManifest(dist);
    for (const route of ROUTES) {
      const bytes = routeBytes(dist, manifest, route);
      run.results.bytes.routes[route.name] = { jsGzip: bytes.jsGzip, jsBrotli: bytes.jsBrotli, cssGzip: bytes.cssGzip };
      run.routeFiles[route.name] = bytes.files;
    }
    const precache = precacheBytes(dist);
    run.results.bytes.precacheBytes = precache.bytes;
    run.results.bytes.precacheGzip = precache.gzip;
    run.results.bytes.laterGzip = precache.later.gzip;
    run.precacheCount = precache.files;
    run.laterCount = precache.later.files;
    run.results.bytes.stackFloorGzip = await stackFloorGzip();
    run.results.bytes.sharedJsGzip = sharedJsGzip(dist, Object.values(run.routeFiles));
  } catch (error) {
    run.failures.push(`bytes: ${errorText(error)}`);
  }
  return true;
}

// 3. Outbox -----------------------------------------------------------------------------------------------------

async function measureOutbox(run: Run, server: RunningServer): Promise<void> {
  log('Outbox: recording 100 and 1,000 cart changes offline, then replaying each against the server…');
  try {
    const output = await runScript<OutboxOutput>('outbox.ts', [server.baseUrl, '100,1000', '300'], 10 * 60_000);
    run.outbox = output;
    const of = (count: number) => output.runs.find((entry) => entry.mutations === count);
    for (const entry of output.runs) {
      if (!entry.consistent) run.failures.push(`outbox ${entry.mutations}: the server cart differs from the cart the customer saw`);
      if (entry.needsDecision > 0) run.failures.push(`outbox ${entry.mutations}: ${entry.needsDecision} changes were refused`);
    }
    run.results.outbox = { replay100Ms: of(100)?.replayMs ?? null, replay1000Ms: of(1000)?.replayMs ?? null, requests100: of(100)?.requests ?? null };
  } catch (error) {
    run.failures.push(`outbox: ${errorText(error)}`);
  }
}

// 4. Server -----------------------------------------------------------------------------------------------------

interface Endpoint {
  name: string;
  spec: Omit<LoadSpec, 'connections' | 'durationS' | 'warmupS'>;
  probe: ProbeRequest;
  what: string;
}

const SEARCH_QUERY = new URLSearchParams({
  pickup_location: JSON.stringify({ lat: DUBAI_MALL.lat, lng: DUBAI_MALL.lng }),
  date: PICKUP_TIME,
  trip_type: 'hourly',
  min_price: '1',
  max_price: '1000',
  seating_capacity: JSON.stringify(['1-4', '5-7']),
  sortby_price: 'asc',
  limit: '12',
  offset: '1',
}).toString();

const TRIP = { rental_type: 'hourly', estimated_hours: 3, pickup_time: PICKUP_TIME, pickup_location: DUBAI_MALL };
// A browser asks for compressed answers; the server compresses those over 1 KB.
const BROWSER_HEADERS = { ...RENTAL_HEADERS, Accept: 'application/json', 'Accept-Encoding': 'br, gzip' };

/** What the catalogue endpoints need from the seed: a store module's headers as the app sends them, and the store. */
interface CatalogTarget {
  groceryHeaders: Record<string, string>;
  foodHeaders: Record<string, string>;
  storeId: number;
}

function catalogTarget(seed: SeedValues | null): CatalogTarget {
  const headersFor = (module: 'food' | 'grocery') => ({
    zoneId: seed?.localStorage.zoneid ?? '[1]',
    moduleId: String(seed?.modules[module].id ?? 0),
    'X-localization': 'en',
    Accept: 'application/json',
    'Accept-Encoding': 'br, gzip',
  });
  return { groceryHeaders: headersFor('grocery'), foodHeaders: headersFor('food'), storeId: seed?.ids.storeId ?? 0 };
}

function endpoints(base: string, cartGuest: number, probeGuest: number, catalog: CatalogTarget): Endpoint[] {
  const search = `/api/v1/rental/vehicle/search?${SEARCH_QUERY}`;
  const popular = '/api/v1/items/popular?type=all&offset=1&limit=25';
  const store = `/api/v1/stores/details/${catalog.storeId}`;
  const cart = `/api/v1/rental/user/cart/get-cart?guest_id=${cartGuest}`;
  const add = '/api/v1/rental/user/cart/add-to-cart';
  const addBody = { guest_id: 0, vehicle_id: 1, ...TRIP };
  return [
    {
      name: 'vehicle/search',
      what: 'pickup point, pickup time (free units per vehicle), hourly, price 1–1000, seats 1–4 or 5–7, price ascending, first page of 12',
      spec: { url: `${base}${search}`, method: 'GET', headers: BROWSER_HEADERS },
      probe: { name: 'vehicle/search', method: 'GET', url: search, headers: BROWSER_HEADERS },
    },
    {
      name: 'get-cart',
      what: 'a guest cart with two vehicles, re-priced on every read',
      spec: { url: `${base}${cart}`, method: 'GET', headers: BROWSER_HEADERS },
      probe: { name: 'get-cart', method: 'GET', url: `/api/v1/rental/user/cart/get-cart?guest_id=${probeGuest}`, headers: BROWSER_HEADERS },
    },
    {
      name: 'add-to-cart',
      what: "a new guest's first add (vehicle 1, hourly, 3 h): every request valid, 200, one new cart row each",
      spec: { url: `${base}${add}`, method: 'POST', headers: { ...BROWSER_HEADERS, 'Content-Type': 'application/json' }, body: addBody, freshGuestFrom: 2_000_000 },
      probe: { name: 'add-to-cart', method: 'POST', url: add, headers: BROWSER_HEADERS, body: addBody, freshGuest: true },
    },
    {
      name: 'items/popular',
      what: "the grocery home's popular items, a full page of 25 compact cards with the module's categories",
      spec: { url: `${base}${popular}`, method: 'GET', headers: catalog.groceryHeaders },
      probe: { name: 'items/popular', method: 'GET', url: popular, headers: catalog.groceryHeaders },
    },
    {
      name: 'stores/details',
      what: "the bench's food store page: the store with its schedule, coupons, categories and price range",
      spec: { url: `${base}${store}`, method: 'GET', headers: catalog.foodHeaders },
      probe: { name: 'stores/details', method: 'GET', url: store, headers: catalog.foodHeaders },
    },
  ];
}

async function measureServer(run: Run, server: RunningServer, seed: SeedValues): Promise<Endpoint[]> {
  const cartGuest = await newGuest(server.baseUrl);
  await addToCart(server.baseUrl, cartGuest, 1);
  await addToCart(server.baseUrl, cartGuest, 3);
  const probeGuest = 4_000_000;
  // Guest ids must be the server's own: the single check's (1,999,999), the load's fresh ones from 2,000,000
  // (a few thousand a second), the profile's probe guest.
  await issueGuests(server.baseUrl, 1_999_999, FRESH_GUESTS + 1);
  await issueGuests(server.baseUrl, probeGuest, 1);
  const list = endpoints(server.baseUrl, cartGuest, probeGuest, catalogTarget(seed));
  for (const endpoint of list) {
    log(`Server: ${endpoint.name}, ${LOAD_CONNECTIONS} connections, ${LOAD_WARMUP_SECONDS} s warm-up + ${LOAD_SECONDS} s…`);
    try {
      const check = await fetch(endpoint.spec.url, {
        method: endpoint.spec.method,
        headers: endpoint.spec.headers,
        body: endpoint.spec.body ? JSON.stringify({ ...endpoint.spec.body, guest_id: 1_999_999 }) : undefined,
      });
      if (!check.ok) throw new Error(`a single request answers ${check.status}: ${(await check.text()).slice(0, 200)}`);
      const result = await runScript<LoadResult>('load.ts', [JSON.stringify({ ...endpoint.spec, connections: LOAD_CONNECTIONS, durationS: LOAD_SECONDS, warmupS: LOAD_WARMUP_SECONDS })], (LOAD_SECONDS + LOAD_WARMUP_SECONDS + 60) * 1000);
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors under load (${JSON.stringify(result.statusCodes)})`);
      run.load[endpoint.name] = result;
      run.results.server[endpoint.name] = { rps: result.rps, p50Ms: result.p50Ms, p99Ms: result.p99Ms };
    } catch (error) {
      run.load[endpoint.name] = null;
      run.results.server[endpoint.name] = null;
      run.failures.push(`server ${endpoint.name}: ${errorText(error)}`);
    }
  }
  log('Server: profiling each endpoint in-process (statement timings and CPU profile)…');
  try {
    run.profiles = await profileEndpoints(
      list.map((endpoint) => endpoint.probe),
      200,
      async (app, db) => {
        issueGuestRange(db, probeGuest, 1, new Date());
        for (const vehicle of [1, 3]) {
          await app.inject({ method: 'POST', url: '/api/v1/rental/user/cart/add-to-cart', headers: { ...RENTAL_HEADERS, 'content-type': 'application/json' }, payload: JSON.stringify({ guest_id: probeGuest, vehicle_id: vehicle, ...TRIP }) });
        }
      },
    );
  } catch (error) {
    run.notes.push(`server profile failed: ${errorText(error)}`);
  }
  return list;
}

// Printing ------------------------------------------------------------------------------------------------------

function printTable(run: Run, machine: string, seed: SeedValues | null, list: Endpoint[], partial: boolean): void {
  const { results } = run;
  const out: string[] = [];
  out.push('', '='.repeat(100), `Benchmark — measured on ${machine}`, '='.repeat(100));

  out.push('', `1. Bytes: entry + the route's lazy chunks (static imports followed, from the build manifest); budget ${kb(BUDGETS.routeJsGzip)} JS gzip`);
  out.push(`   (routes over it today: their ceiling in bench/budgets.ts), target ${kb(BUDGETS.routeJsGzipTarget)}`);
  const bw = [30, 11, 11, 11, 11, 30];
  const { stackFloorGzip: floor, sharedJsGzip: shared } = results.bytes;
  out.push(row(['route', 'JS gzip', 'JS brotli', 'CSS gzip', 'app', ''], bw));
  for (const route of ROUTES) {
    const bytes = results.bytes.routes[route.name];
    if (!bytes) {
      out.push(row([route.name, 'n/a', 'n/a', 'n/a', 'n/a', ''], bw));
      continue;
    }
    out.push(row([route.name, kb(bytes.jsGzip), kb(bytes.jsBrotli), kb(bytes.cssGzip), floor === undefined ? 'n/a' : kb(bytes.jsGzip - floor), routeJsVerdict(route.name, bytes.jsGzip).flag], bw));
  }
  if (floor !== undefined && shared !== undefined) out.push(floorText(floor, shared));
  const { precacheGzip = 0, laterGzip = 0 } = results.bytes;
  out.push(
    `precache: the install fetches ${run.precacheCount} files, ${kb(precacheGzip)} gzip, ${kb(results.bytes.precacheBytes)} raw (ceiling ${kb(BUDGETS.precacheGzip)} gzip)${precacheGzip > BUDGETS.precacheGzip ? ' OVER ITS CEILING' : ''}; ` +
      `kept once the first screen is idle: ${run.laterCount} files, ${kb(laterGzip)} gzip`,
  );

  out.push('', `2. Loading: ${machine.match(/Lighthouse [\d.]+/)?.[0] ?? 'Lighthouse'} mobile preset, simulated throttling (4x CPU, slow 4G), median of ${LIGHTHOUSE_RUNS} cold loads`);
  out.push(`   with a zone and the route's module chosen, one vehicle in the rental cart and one item in the food cart`);
  out.push(`   (Lighthouse CPU benchmark index during the runs: ${run.lighthouse?.benchmarkIndex ?? 'n/a'});`);
  out.push(`   offline = repeat visit, service worker in control, network off, median of ${OFFLINE_RUNS} reloads (no throttling)`);
  const lw = [30, 7, 9, 9, 9, 7, 10, 12];
  out.push(row(['route', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'requests', 'offline'], lw));
  for (const route of ROUTES) {
    const lh = results.lighthouse[route.name];
    const offline = results.offlineRepeatMs[route.name];
    const count = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? 'n/a' : value);
    out.push(row([route.name, lh ? lh.performance : 'n/a', lh?.fcpMs !== undefined ? ms(lh.fcpMs) : 'n/a', lh ? ms(lh.lcpMs) : 'n/a', lh ? ms(lh.tbtMs) : 'n/a', lh ? fixed(lh.cls, 3) : 'n/a', count(lh?.requestsBeforeLcp), ms(offline)], lw));
  }
  if (seed) out.push(`(measured on vehicle ${seed.ids.vehicleId}, food store ${seed.ids.storeId}, grocery item ${seed.ids.itemId}; requests = started before the largest paint;`);
  out.push(`   the goal: ${goalText})`);

  out.push('', '3. Outbox: real outbox + rental cart handlers in Node (fake-indexeddb for IndexedDB) against the local server;');
  out.push('   the changes are recorded offline, then one drain replays them; every HTTP request counted');
  const ow = [12, 10, 10, 14, 12, 12, 12];
  out.push(row(['changes', 'replay', 'requests', 'server time', 'local time', 'refused', 'consistent'], ow));
  for (const entry of run.outbox?.runs ?? []) {
    out.push(row([entry.mutations, ms(entry.replayMs), entry.requests, ms(entry.networkMs), ms(entry.replayMs - entry.networkMs), entry.needsDecision, entry.consistent ? 'yes' : 'NO'], ow));
  }
  if (!run.outbox) out.push(row(['100', 'n/a', 'n/a', '', '', '', ''], ow), row(['1000', 'n/a', '', '', '', '', ''], ow));
  const mix = run.outbox?.runs[0]?.mix;
  if (mix) out.push(`mix of the 100: ${Object.entries(mix).map(([kind, count]) => `${count} ${kind.replace('rental.', '')}`).join(', ')}`);

  out.push('', `4. Server: autocannon in its own process on loopback, ${LOAD_CONNECTIONS} connections (closed loop), ${LOAD_WARMUP_SECONDS} s warm-up then ${LOAD_SECONDS} s, answers compressed (br)`);
  out.push('   as a browser asks; the server is one Node process sharing the machine with the load generator');
  const sw = [16, 8, 10, 10, 10];
  out.push(row(['endpoint', 'rps', 'p50', 'p99', 'requests'], sw));
  for (const endpoint of list) {
    const load = run.load[endpoint.name];
    out.push(row([endpoint.name, load ? load.rps : 'n/a', load ? `${fixed(load.p50Ms, 1)} ms` : 'n/a', load ? `${fixed(load.p99Ms, 1)} ms` : 'n/a', load ? load.requests : 'n/a'], sw));
  }
  for (const endpoint of list) out.push(`  ${endpoint.name}: ${endpoint.what}`);

  out.push('', `5. Taps: ${basename(chromiumPath)} (Playwright, 390 px) with a ${CPU_SLOWDOWN}x CPU slowdown, real input, Event Timing (durationThreshold 16 ms):`);
  out.push(`   each step's INP is its largest interaction latency, input to the next paint (under 16 ms counts as 16); the goal: ≤ ${INP_GOAL.eachMs} ms each, p75 ≤ ${INP_GOAL.p75Ms} ms`);
  const iw = [32, 8, 60];
  out.push(row(['step', 'INP', 'what'], iw));
  for (const [step, what] of Object.entries(INTERACTION_STEPS)) {
    const figure = results.interactions?.[step];
    const over = figure && figure.inpMs > INP_GOAL.eachMs ? `  OVER ${INP_GOAL.eachMs} ms: ${run.interactions?.slowest[step] ?? ''}` : '';
    out.push(`${row([step, figure ? ms(figure.inpMs) : 'n/a'], iw)}  ${what}${over}`);
  }
  const p75 = inpP75(results.interactions ?? {});
  out.push(`p75 of the steps: ${p75 === null ? 'n/a' : `${ms(p75)}${p75 > INP_GOAL.p75Ms ? ` (over ${INP_GOAL.p75Ms} ms)` : ''}`}`);
  if (sections.has('pages')) out.push(...pagesTable(run, results));

  out.push('', 'What dominates');
  // Bytes: the heaviest route's contributors.
  const heaviest = ROUTES.map((route) => ({ route, bytes: results.bytes.routes[route.name] })).sort((a, b) => (b.bytes?.jsGzip ?? 0) - (a.bytes?.jsGzip ?? 0))[0];
  if (heaviest?.bytes && run.chunks) {
    const files = run.routeFiles[heaviest.route.name] ?? [];
    const top = topContributors(join(TMP_DIR, 'dist'), run.chunks, files.filter((file) => file.endsWith('.js')), 8);
    const verdict = heaviest.bytes.jsGzip > BUDGETS.routeJsGzipTarget ? `above the ${kb(BUDGETS.routeJsGzipTarget)} target` : 'within target';
    out.push(`- Bytes: heaviest route ${heaviest.route.name}, ${kb(heaviest.bytes.jsGzip)} JS gzip (${verdict}); biggest parts (estimated share of the gzip size):`);
    out.push(`    ${top.map((entry) => `${entry.owner} ${kb(entry.gzip)}`).join(', ')}`);
  }
  // Lighthouse.
  for (const route of ROUTES) {
    const lh = results.lighthouse[route.name];
    const diagnosis = run.lighthouse?.diagnosis[route.name];
    if (!lh || !diagnosis) continue;
    const weak: string[] = [];
    if (lh.performance < LOADING_GOAL.score) weak.push(`score ${lh.performance}`);
    if (lh.fcpMs !== undefined && lh.fcpMs > LOADING_GOAL.fcpMs) weak.push(`FCP ${ms(lh.fcpMs)}`);
    if (lh.lcpMs > LOADING_GOAL.lcpMs) weak.push(`LCP ${ms(lh.lcpMs)}`);
    if (lh.tbtMs > LOADING_GOAL.tbtMs) weak.push(`TBT ${ms(lh.tbtMs)}`);
    if (lh.cls > LOADING_GOAL.cls) weak.push(`CLS ${fixed(lh.cls, 3)}`);
    if (lh.requestsBeforeLcp !== undefined && lh.requestsBeforeLcp > LOADING_GOAL.requestsBeforeLcp) weak.push(`${lh.requestsBeforeLcp} requests before LCP`);
    if (weak.length === 0) continue;
    out.push(`- Lighthouse ${route.name} (${weak.join(', ')}; ${diagnosis.totalKb} KB transferred):`);
    out.push(`    LCP element: ${diagnosis.lcpElement}`);
    out.push(`    LCP phases: ${diagnosis.lcpPhases}`);
    out.push(`    main thread: ${diagnosis.mainThread}; script time by file: ${diagnosis.topScripts.join('; ')}`);
    if (lh.cls > LOADING_GOAL.cls) out.push(`    biggest layout shift: ${diagnosis.biggestShift}`);
  }
  // Offline.
  const slowOffline = ROUTES.filter((route) => (results.offlineRepeatMs[route.name] ?? 0) > 1000);
  if (run.offline && slowOffline.length > 0) {
    out.push('- Offline repeat visits over 1 s (median times from navigation start):');
    for (const route of slowOffline) {
      const phases = run.offline.phases[route.name];
      const content = results.offlineRepeatMs[route.name] ?? 0;
      if (phases) {
        out.push(
          `    ${route.name}: document from the worker ${ms(phases.documentMs)}, DOMContentLoaded ${ms(phases.domContentLoadedMs)}, last script in ${ms(phases.scriptsMs)} (${phases.lastScript}),` +
            ` content ${ms(content)} (${ms(content - Math.max(phases.scriptsMs, phases.domContentLoadedMs))} after the last script: the app reading its cached data and rendering)`,
        );
      }
    }
  }
  // Outbox.
  if (run.outbox) {
    const big = run.outbox.runs.find((entry) => entry.mutations === 1000) ?? run.outbox.runs.at(-1);
    const small = run.outbox.runs.find((entry) => entry.mutations === 100);
    if (small && small.requests > small.mutations) out.push(`- Outbox: ${small.requests} requests for ${small.mutations} changes — reconciliation multiplies requests (${JSON.stringify(small.byEndpoint)})`);
    if (big && small) {
      const perChange = (entry: typeof big) => entry.replayMs / entry.mutations;
      const growth = perChange(big) / perChange(small);
      out.push(
        `- Outbox: ${big.mutations} changes took ${ms(big.replayMs)}, ${fixed(perChange(big), 1)} ms per change vs ${fixed(perChange(small), 1)} ms at ${small.mutations} (${fixed(growth, 1)}x);` +
          ` server time ${ms(big.networkMs)} (${pct(big.networkMs / big.replayMs)}), local work ${ms(big.replayMs - big.networkMs)}.`,
      );
      out.push(`    server time per request: ${Object.entries(big.byEndpoint).map(([key, value]) => `${key} ${value.meanMs} ms`).join(', ')}`);
    }
    if (run.outbox.profiled) {
      out.push(`    CPU of the replaying process (${run.outbox.profiled.mutations} changes, profiled separately): ${run.outbox.profiled.hot.map((entry) => `${entry.name} ${pct(entry.share)}`).join(', ')}`);
    }
  }
  // Server.
  for (const profile of run.profiles) {
    const load = run.load[profile.name];
    out.push(
      `- Server ${profile.name}${load ? ` (p99 ${fixed(load.p99Ms, 1)} ms at ${load.rps} rps)` : ''}: in-process ${fixed(profile.msPerRequest, 2)} ms per request` +
        ` (${fixed(profile.msPerRequestUncompressed, 2)} ms uncompressed), of which SQL ${fixed(profile.sqlMsPerRequest, 2)} ms in ${fixed(profile.statementsPerRequest, 0)} statements`,
    );
    const slowest = profile.topQueries[0];
    if (slowest) out.push(`    slowest query: ${fixed(slowest.msPerRequest, 3)} ms × ${fixed(slowest.callsPerRequest, 0)} calls: ${slowest.sql.length > 140 ? `${slowest.sql.slice(0, 140)}…` : slowest.sql}`);
    out.push(`    hottest functions: ${profile.topFunctions.map((entry) => `${entry.name} ${pct(entry.share)}`).join(', ')}`);
  }
  for (const note of run.notes) out.push(`- Note: ${note}`);

  if (run.failures.length > 0) out.push('', 'Failed measurements (recorded as null):', ...run.failures.map((failure) => `- ${failure}`));
  out.push('', partial ? 'Partial or shortened run (BENCH_* settings): written to bench/.tmp/results.partial.json, bench/results.json untouched.' : 'Written to bench/results.json.');
  console.info(out.join('\n'));
}

// 5. Pages -----------------------------------------------------------------------------------------------------

const PAGE_WORKERS = [1, 2];

async function measurePages(run: Run, dist: string): Promise<void> {
  const load = (spec: Record<string, unknown>) =>
    runScript<LoadResult>('load.ts', [JSON.stringify({ ...spec, connections: LOAD_CONNECTIONS, durationS: LOAD_SECONDS, warmupS: LOAD_WARMUP_SECONDS })], (LOAD_SECONDS + LOAD_WARMUP_SECONDS + 60) * 1000);
  const page: PageLoad = { workers1: null, workers2: null };
  const warm: PageLoad = { workers1: null, workers2: null };
  const config: PageLoad = { workers1: null, workers2: null };
  for (const workers of PAGE_WORKERS) {
    try {
      const measured = await measureWorkers(dist, workers, load, log, LOAD_SECONDS + LOAD_WARMUP_SECONDS);
      run.pages.push(measured);
      const key = `workers${workers}` as 'workers1' | 'workers2';
      page[key] = measured.page;
      warm[key] = measured.warm;
      config[key] = measured.config;
      if (measured.sizes) Object.assign(page, measured.sizes);
      for (const failure of measured.failures) run.failures.push(`pages (${workers} workers): ${failure}`);
    } catch (error) {
      run.failures.push(`pages (${workers} workers): ${errorText(error)}`);
    }
  }
  run.results.pages = { [PAGE_ROUTE]: page, [WARM_PAGE_ROUTE]: warm, config };
}

function pagesTable(run: Run, results: BenchResults): string[] {
  const out = ['', `5. Pages: the server's render under the same load (${LOAD_CONNECTIONS} connections), the food home for customers at 500 points within 1.2 km`];
  out.push('   (each request another customer\'s context cookie), against GET /api/v1/config on the same server; a fresh seed in a database file');
  const pw = [16, 9, 10, 10, 10, 12];
  out.push(row(['workers', 'request', 'rps', 'p50', 'p99', 'bytes sent'], pw));
  for (const measured of run.pages) {
    for (const [name, figures] of [['config', measured.config], ['home (food)', measured.page], ['points seen', measured.warm]] as const) {
      out.push(row([String(measured.workers), name, figures ? figures.rps : 'n/a', figures ? `${fixed(figures.p50Ms, 1)} ms` : 'n/a', figures ? `${fixed(figures.p99Ms, 1)} ms` : 'n/a', figures ? kb(figures.bytesPerAnswer) : 'n/a'], pw));
    }
    if (measured.config && measured.page) out.push(`   ${measured.workers} worker${measured.workers === 1 ? '' : 's'}: pages at ${pct(measured.page.rps / measured.config.rps)} of the config rate (goal: at least 25%, p99 at most 100 ms)${measured.warm ? `, ${pct(measured.warm.rps / measured.config.rps)} once every point was seen this minute` : ''}`);
  }
  const sizes = results.pages?.[PAGE_ROUTE];
  if (sizes?.htmlBytes) out.push(`   one page: ${kb(sizes.htmlBytes)} of HTML, of which the answers block ${kb(sizes.answersBytes ?? 0)} and the server state ${kb(sizes.stateBytes ?? 0)}`);
  return out;
}

// Main ----------------------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const machine = describeMachine();
  const results = emptyResults();
  results.measuredOn = machineLine(machine);
  log(`Measuring on ${results.measuredOn}`);
  if (machine.loadAtStart > machine.cores * 0.5) log(`Warning: the machine is busy (load average ${machine.loadAtStart} on ${machine.cores} cores); timings will be noisy.`);
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) log('Warning: no Chromium at CHROMIUM_PATH or /usr/bin/chromium; the browser sections will fail.');
  mkdirSync(TMP_DIR, { recursive: true });

  const run: Run = { results, failures: [], notes: [], chunks: null, routeFiles: {}, precacheCount: 0, laterCount: 0, lighthouse: null, offline: null, outbox: null, interactions: null, load: {}, profiles: [], pages: [] };
  for (const route of ROUTES) {
    results.lighthouse[route.name] = null;
    results.offlineRepeatMs[route.name] = null;
  }
  results.outbox = { replay100Ms: null, replay1000Ms: null, requests100: null };

  const dist = join(TMP_DIR, 'dist');
  const built = await measureBytes(run, dist);
  let server: RunningServer | null = null;
  let seed: SeedValues | null = null;
  let list: Endpoint[] = endpoints('', 0, 0, catalogTarget(null));
  try {
    server = await startServer(built ? dist : null);
    log(`Server: ${server.baseUrl} (pid ${server.pid}, fresh in-memory seed${built ? ', serving the bench build' : ', API only'})`);
    const values = await seedValues(server.baseUrl);
    seed = values;
    const base = server.baseUrl;
    const routes = ROUTES.map((route) => ({ ...route, url: `${base}${pathWithIds(route, values.ids)}`, localStorage: storageFor(values, route.module) }));

    if (sections.has('lighthouse')) {
      if (!built) run.failures.push('lighthouse: no build');
      else {
        log(`Lighthouse: ${routes.length} routes × ${LIGHTHOUSE_RUNS} runs…`);
        try {
          run.lighthouse = await runLighthouse(server.baseUrl, routes, LIGHTHOUSE_RUNS, log);
          Object.assign(results.lighthouse, run.lighthouse.figures);
          for (const [route, message] of Object.entries(run.lighthouse.errors)) run.failures.push(`lighthouse ${route}: ${message}`);
        } catch (error) {
          run.failures.push(`lighthouse: ${errorText(error)}`);
        }
      }
    }
    if (sections.has('offline')) {
      if (!built) run.failures.push('offline: no build');
      else {
        log(`Offline repeat visit: ${routes.length} routes × ${OFFLINE_RUNS} reloads…`);
        try {
          run.offline = await runOfflineRepeat(server.baseUrl, routes, OFFLINE_RUNS, log);
          Object.assign(results.offlineRepeatMs, run.offline.figures);
          for (const [route, message] of Object.entries(run.offline.errors)) run.failures.push(`offline ${route}: ${message}`);
        } catch (error) {
          run.failures.push(`offline: ${errorText(error)}`);
        }
      }
    }
    if (sections.has('interactions')) {
      if (!built) run.failures.push('interactions: no build');
      else {
        try {
          run.interactions = await runInteractions(server.baseUrl, values, log);
          results.interactions = run.interactions.figures;
          for (const [step, message] of Object.entries(run.interactions.errors)) run.failures.push(`interactions ${step}: ${message}`);
        } catch (error) {
          run.failures.push(`interactions: ${errorText(error)}`);
        }
      }
    }
    if (sections.has('outbox')) await measureOutbox(run, server);
    if (sections.has('server')) list = await measureServer(run, server, values);
  } catch (error) {
    run.failures.push(`server: ${errorText(error)}`);
  } finally {
    await server?.stop();
  }
  for (const endpoint of list) if (!(endpoint.name in results.server)) results.server[endpoint.name] = null;
  if (sections.has('pages')) {
    if (built) await measurePages(run, dist);
    else run.failures.push('pages: no build');
  }

  const partial = ALL_SECTIONS.some((section) => !sections.has(section)) || ROUTES.length !== BENCH_ROUTES.length || LIGHTHOUSE_RUNS !== 3 || OFFLINE_RUNS !== 5 || LOAD_SECONDS !== 10;
  if (partial) writeFileSync(join(TMP_DIR, 'results.partial.json'), `${JSON.stringify(results, null, 2)}\n`);
  else writeResults(results);
  printTable(run, results.measuredOn, seed, list, partial);
  return run.failures.length > 0 ? 1 : 0;
}

process.exitCode = await main();
