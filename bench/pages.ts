/**
 * The server's render under load: the food home as customers at points spread over a kilometre or so open it
 * (each request carries another customer's context cookie, as real traffic does), against `GET /api/v1/config`
 * on the same server, for one worker and for two (WEB_CONCURRENCY), each on a fresh seed in a database file
 * (the workers share it). Before the load, a check that the pages are each customer's own: the answers in a
 * page were fetched with that customer's position (to the first screen's precision, about 110 m), and the
 * server state names that customer's context.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ANSWERS_ELEMENT_ID, CONTEXT_COOKIE, encodeContext, firstScreenContext, renderedFor, SERVER_STATE_ELEMENT_ID, type RenderContext } from '../common/first-screen/context';
import type { LoadResult } from './load';
import { DUBAI_MALL, seedValues, startServer, type SeedValues } from './server';
import { TMP_DIR } from './util';

export const PAGE_ROUTE = '/home (food)';
/** The same load on a server that has seen every one of those points this minute (their pages kept). */
export const WARM_PAGE_ROUTE = '/home (food, points seen)';
/** Customers' points: how many, and how far from the bench's centre at most. */
const POINTS = 500;
const RADIUS_METRES = 1200;

export interface PageFigures {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Bytes sent per answer (brotli, as a browser asks). */
  bytesPerAnswer: number;
}

export interface PageSizes {
  /** One page's HTML, uncompressed, and its data blocks. */
  htmlBytes: number;
  answersBytes: number;
  stateBytes: number;
}

export interface WorkersRun {
  workers: number;
  config: PageFigures | null;
  page: PageFigures | null;
  /** The same load once every point's page was asked for in the same minute of the server's clock. */
  warm: PageFigures | null;
  sizes: PageSizes | null;
  failures: string[];
}

type LoadRunner = (spec: Record<string, unknown>) => Promise<LoadResult>;

/** A fixed spread of points (the same every run), each within RADIUS_METRES of the centre. */
export function customerPoints(count = POINTS): { lat: number; lng: number }[] {
  let seed = 40;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const metresPerDegree = 111_320;
  return Array.from({ length: count }, () => {
    const distance = Math.sqrt(random()) * RADIUS_METRES;
    const angle = random() * 2 * Math.PI;
    const lat = DUBAI_MALL.lat + (distance * Math.cos(angle)) / metresPerDegree;
    const lng = DUBAI_MALL.lng + (distance * Math.sin(angle)) / (metresPerDegree * Math.cos((DUBAI_MALL.lat * Math.PI) / 180));
    return { lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) };
  });
}

function foodContext(seed: SeedValues, point: { lat: number; lng: number }): RenderContext {
  const food = seed.modules.food;
  return { zoneId: seed.localStorage.zoneid ?? null, moduleId: String(food.id), moduleType: food.module_type, language: 'en', latitude: String(point.lat), longitude: String(point.lng) };
}

const block = (html: string, id: string) => html.match(new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`))?.[1] ?? null;

/** Two customers' pages: each must carry answers asked with its own position and state rendered for its own context. */
async function checkOwnPages(base: string, seed: SeedValues): Promise<{ sizes: PageSizes; failures: string[] }> {
  const failures: string[] = [];
  let sizes: PageSizes = { htmlBytes: 0, answersBytes: 0, stateBytes: 0 };
  for (const point of customerPoints(2)) {
    const context = foodContext(seed, point);
    const response = await fetch(`${base}/home`, { headers: { cookie: `${CONTEXT_COOKIE}=${encodeContext(context)}`, Accept: 'text/html' } });
    const html = await response.text();
    const answers = block(html, ANSWERS_ELEMENT_ID);
    const state = block(html, SERVER_STATE_ELEMENT_ID);
    if (!answers || !state) {
      failures.push(`the food home for ${point.lat},${point.lng} carries ${answers ? '' : 'no answers'}${!answers && !state ? ' and ' : ''}${state ? '' : 'no server state'}`);
      continue;
    }
    const headers = (JSON.parse(answers) as { headers: Record<string, string> }).headers;
    // Asked at the customer's position to the first screen's precision (about 110 m), never at another's.
    const asked = firstScreenContext(context);
    if (headers.latitude !== asked.latitude || headers.longitude !== asked.longitude) failures.push(`the food home for ${point.lat},${point.lng} carries answers asked at ${headers.latitude},${headers.longitude}`);
    if ((JSON.parse(state) as { context: string }).context !== renderedFor(context)) failures.push(`the food home for ${point.lat},${point.lng} was rendered for another context`);
    sizes = { htmlBytes: Buffer.byteLength(html), answersBytes: Buffer.byteLength(answers), stateBytes: Buffer.byteLength(state) };
  }
  return { sizes, failures };
}

const figures = (result: LoadResult): PageFigures => ({ rps: result.rps, p50Ms: result.p50Ms, p99Ms: result.p99Ms, bytesPerAnswer: result.bytesPerAnswer });

/** One server with `workers` workers: its config rate, then the food home's, each under the same load. */
/** Asks for each customer's page once, a few at a time (each worker keeps its own pages: every one is asked as often as there are workers). */
async function seeEach(base: string, cookies: string[], workers: number): Promise<void> {
  const queue = Array.from({ length: workers }, () => cookies).flat();
  const next = async (): Promise<void> => {
    for (let cookie = queue.shift(); cookie !== undefined; cookie = queue.shift()) {
      await (await fetch(`${base}/home`, { headers: { cookie, Accept: 'text/html', 'Accept-Encoding': 'br' } })).arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 4 * workers }, next));
}

const secondsLeftInMinute = () => 60 - ((Date.now() / 1000) % 60);
const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * `prepare` then `measure`, both in one minute of the clock (kept pages last until the minute turns): started at
 * once when both fit in what is left of this minute, as measured by a first `prepare`, else from the next one.
 */
async function inOneMinute<T>(measureSeconds: number, prepare: () => Promise<void>, measure: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const minute = Math.floor(started / 60_000);
  await prepare();
  const prepared = (Date.now() - started) / 1000;
  if (Math.floor(Date.now() / 60_000) !== minute || secondsLeftInMinute() < measureSeconds + 1) {
    if (prepared + measureSeconds + 1 > 60) throw new Error(`asking for every point's page once took ${Math.round(prepared)} s: no minute holds it and the load`);
    await pause(secondsLeftInMinute() + 0.2);
    await prepare();
  }
  return measure();
}

export async function measureWorkers(distDir: string, workers: number, load: LoadRunner, log: (line: string) => void, loadSeconds: number): Promise<WorkersRun> {
  const run: WorkersRun = { workers, config: null, page: null, warm: null, sizes: null, failures: [] };
  mkdirSync(TMP_DIR, { recursive: true });
  const databasePath = join(TMP_DIR, `pages-${workers}.sqlite`);
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(`${databasePath}${suffix}`)) rmSync(`${databasePath}${suffix}`);
  const server = await startServer(distDir, { workers, databasePath });
  try {
    const seed = await seedValues(server.baseUrl);
    const own = await checkOwnPages(server.baseUrl, seed);
    run.sizes = own.sizes;
    run.failures.push(...own.failures);
    const browser = { Accept: 'application/json', 'Accept-Encoding': 'br, gzip' };
    log(`Pages, ${workers} worker${workers === 1 ? '' : 's'}: GET /api/v1/config…`);
    const config = await load({ url: `${server.baseUrl}/api/v1/config`, method: 'GET', headers: browser });
    run.config = figures(config);
    if (config.non2xx > 0 || config.errors > 0) run.failures.push(`config: ${config.non2xx} answers not 2xx, ${config.errors} errors`);
    log(`Pages, ${workers} worker${workers === 1 ? '' : 's'}: the food home for ${POINTS} customers' points…`);
    const cookies = customerPoints().map((point) => `${CONTEXT_COOKIE}=${encodeContext(foodContext(seed, point))}`);
    const page = await load({ url: `${server.baseUrl}/home`, method: 'GET', headers: { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' }, cookies });
    run.page = figures(page);
    if (page.non2xx > 0 || page.errors > 0) run.failures.push(`${PAGE_ROUTE}: ${page.non2xx} answers not 2xx, ${page.errors} errors`);
    log(`Pages, ${workers} worker${workers === 1 ? '' : 's'}: the same points, each seen once this minute…`);
    const warm = await inOneMinute(loadSeconds, () => seeEach(server.baseUrl, cookies, workers), () => load({ url: `${server.baseUrl}/home`, method: 'GET', headers: { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' }, cookies }));
    run.warm = figures(warm);
    if (warm.non2xx > 0 || warm.errors > 0) run.failures.push(`${WARM_PAGE_ROUTE}: ${warm.non2xx} answers not 2xx, ${warm.errors} errors`);
  } finally {
    await server.stop();
  }
  return run;
}
