/**
 * Lighthouse (mobile preset, simulated throttling, performance only) on each main route, a few runs per route,
 * median per metric. Chromium is Debian's, started by Playwright with a persistent profile and a remote-debugging
 * port that Lighthouse's Node API attaches to.
 *
 * Before every run the origin's storage is wiped and then seeded with what a returning customer of that route has:
 * the zone and the route's module (so the route renders instead of the landing page), the context, identity and
 * theme cookies the app mirrors from them (so the server prepares the first screen, renders the checkout for
 * them and names the theme on the page) and a guest id whose server carts hold a vehicle (rental) and an item (food).
 * Lighthouse's own reset then clears the service worker, Cache Storage and the HTTP cache (its defaults keep
 * localStorage), so each run is a cold load of the route by a customer who chose a zone before.
 * A run counts only if Lighthouse ended on the requested path (not redirected to the landing page).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CONTEXT_COOKIE, encodeContext, type RenderContext, type TripContext } from '../common/first-screen/context';
import { encodeIdentity, IDENTITY_COOKIE, IDENTITY_COOKIE_PATH, placeOf } from '../common/first-screen/identity';
import { THEME_COOKIE } from '../common/first-screen/theme';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort, median, TMP_DIR } from './util';

export interface LighthouseFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Requests the page started before its largest paint, in the observed (unthrottled) load. */
  requestsBeforeLcp: number;
}

export interface LighthouseDiagnosis {
  /** The largest-contentful-paint element and LCP phases of the median-LCP run. */
  lcpElement: string;
  lcpPhases: string;
  /** Scripts with the most main-thread time (bootup-time audit) of the median-TBT run. */
  topScripts: string[];
  /** Main-thread time by kind (script evaluation, style & layout, …), top three. */
  mainThread: string;
  /** The element whose layout shift weighs most, with its share of the shift score. */
  biggestShift: string;
  totalKb: number;
  finalUrl: string;
}

export interface LighthouseRoute {
  name: string;
  url: string;
  /** The origin's localStorage before the load (zone, module, guest id); the context cookie follows from it. */
  localStorage: Record<string, string>;
}

export interface LighthouseOutcome {
  figures: Record<string, LighthouseFigures | null>;
  /** Lighthouse's own CPU benchmark during the runs (median): lower means a slower or busier machine. */
  benchmarkIndex: number | null;
  diagnosis: Record<string, LighthouseDiagnosis>;
  errors: Record<string, string>;
}

interface Audit {
  numericValue?: number;
  details?: { type?: string; items?: unknown[]; data?: string };
}

interface Lhr {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
  categories: { performance?: { score: number | null } };
  audits: Record<string, Audit | undefined>;
}

/** Stores a returning customer's values (zone, module, guest id…) and the context cookie the app mirrors from them. */
export async function seedStorage(context: BrowserContext, base: string, values: Record<string, string>): Promise<void> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(base).origin, storageTypes: 'all' });
    // Any same-origin document can write localStorage; a JSON answer runs none of the app's code.
    await page.goto(`${base}/api/v1/config`);
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, values);
    // A returning customer's browser also holds the cookies the app mirrors its choices and identity into
    // (src/lib/first-screen): the second is what the checkout's page is rendered for; the theme is the device's.
    await context.addCookies([
      { name: CONTEXT_COOKIE, value: encodeContext(contextOfStorage(values)), url: base },
      { name: THEME_COOKIE, value: values.theme === 'dark' || values.theme === 'light' ? values.theme : 'system', url: base },
    ]);
    const latLng = values.currentLatLng ? (JSON.parse(values.currentLatLng) as { lat: number; lng: number }) : null;
    const place = placeOf({ location: values.location ?? null, latLng });
    const identity = encodeIdentity({ token: values.token ?? null, guestId: values.guest_id ?? null, place });
    if (identity) await context.addCookies([{ name: IDENTITY_COOKIE, value: identity, url: `${base}${IDENTITY_COOKIE_PATH}` }]);
    await cdp.detach();
  } finally {
    await page.close();
  }
}

/** The context cookie's values, read from the stored session as the app reads them. */
function contextOfStorage(values: Record<string, string>): RenderContext {
  const parse = (raw: string | undefined): unknown => (raw ? (JSON.parse(raw) as unknown) : null);
  const module = parse(values.module) as { id?: number; module_type?: string } | null;
  const point = parse(values.currentLatLng) as { lat?: number; lng?: number } | null;
  return {
    zoneId: values.zoneid ?? null,
    moduleId: module?.id === undefined ? null : String(module.id),
    moduleType: module?.module_type ?? null,
    language: values['language-setting'] ?? 'en',
    latitude: point?.lat === undefined ? null : String(point.lat),
    longitude: point?.lng === undefined ? null : String(point.lng),
    trip: module?.module_type === 'rental' ? tripOfStorage(values.rental_trip_search) : null,
  };
}

/** The trip part, as the trip store mirrors it: wire type, wire pickup time, pickup point. */
function tripOfStorage(raw: string | undefined): TripContext | null {
  const trip = raw ? (JSON.parse(raw) as { tripType?: string; pickupAt?: string; pickupNow?: boolean; pickup?: { lat: number; lng: number } | null }) : null;
  const at = trip?.pickupAt ? /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(trip.pickupAt) : null;
  if (!trip?.tripType || !at) return null;
  const hours = Number(at[2]);
  const date = `${at[1]} ${String(hours % 12 === 0 ? 12 : hours % 12).padStart(2, '0')}:${at[3]} ${hours < 12 ? 'AM' : 'PM'}`;
  return {
    tripType: trip.tripType === 'distance' ? 'distance_wise' : trip.tripType,
    date: trip.pickupNow ? null : date,
    pickupLat: trip.pickup ? String(trip.pickup.lat) : null,
    pickupLng: trip.pickup ? String(trip.pickup.lng) : null,
  };
}

/**
 * Requests started before the largest contentful paint. Lighthouse simulates the throttled timings from the
 * observed load, so the count is taken there: both times are from the start of the navigation.
 */
export function requestsBeforeLcp(lhr: Pick<Lhr, 'audits'>): number {
  const metrics = (lhr.audits.metrics?.details?.items?.[0] ?? {}) as { observedLargestContentfulPaint?: number };
  const lcp = metrics.observedLargestContentfulPaint;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as { rendererStartTime?: number; url?: string }[];
  if (lcp === undefined) return NaN;
  return requests.filter((request) => request.rendererStartTime !== undefined && request.rendererStartTime < lcp && !request.url?.startsWith('data:')).length;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function diagnose(lhr: Lhr): LighthouseDiagnosis {
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details;
  const tables = (lcpDetails?.type === 'list' ? lcpDetails.items : [lcpDetails]) as ({ items?: Record<string, unknown>[] } | undefined)[];
  const nodeItem = tables[0]?.items?.[0]?.node as { nodeLabel?: string; snippet?: string; selector?: string } | undefined;
  const phases = (tables[1]?.items ?? []).map((item) => `${text(item.phase)} ${Math.round(Number(item.timing ?? 0))} ms`).join(', ');
  const bootup = (lhr.audits['bootup-time']?.details?.items ?? []) as { url?: string; scripting?: number; total?: number }[];
  const topScripts = bootup
    .slice()
    .sort((a, b) => (b.scripting ?? 0) - (a.scripting ?? 0))
    .slice(0, 3)
    .map((item) => `${(item.url ?? '?').replace(/^https?:\/\/[^/]+/, '')} ${Math.round(item.scripting ?? 0)} ms script`);
  const snippet = nodeItem?.snippet ?? '';
  const groups = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []) as { groupLabel?: string; duration?: number }[];
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []) as { node?: { selector?: string; nodeLabel?: string }; score?: number }[];
  const shiftTotal = shifts.reduce((sum, item) => sum + (item.score ?? 0), 0);
  const shifted = shifts[0];
  return {
    mainThread: groups
      .slice(0, 3)
      .map((group) => `${group.groupLabel ?? '?'} ${Math.round(group.duration ?? 0)} ms`)
      .join(', '),
    biggestShift: shifted?.node
      ? `${shifted.node.selector ?? '?'} ("${(shifted.node.nodeLabel ?? '').split('\n')[0]?.slice(0, 40)}") ${shifts.filter((item) => item.node?.selector === shifted.node?.selector).length} shifts, ${Math.round(
          (shifts.filter((item) => item.node?.selector === shifted.node?.selector).reduce((sum, item) => sum + (item.score ?? 0), 0) / (shiftTotal || 1)) * 100,
        )}% of the score`
      : 'n/a',
    lcpElement: nodeItem ? `${nodeItem.nodeLabel ?? ''} ${snippet.length > 90 ? `${snippet.slice(0, 90)}…` : snippet}`.trim() : 'n/a',
    lcpPhases: phases || 'n/a',
    topScripts,
    totalKb: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024),
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/** Runs Lighthouse could not record that are run again, per route. */
const RERUNS = 2;

export async function runLighthouse(base: string, routes: LighthouseRoute[], runs: number, log: (line: string) => void): Promise<LighthouseOutcome> {
  const outcome: LighthouseOutcome = { figures: {}, benchmarkIndex: null, diagnosis: {}, errors: {} };
  const benchmarks: number[] = [];
  const reports = join(TMP_DIR, 'lighthouse');
  mkdirSync(reports, { recursive: true });
  const port = await freePort();
  const profile = join(TMP_DIR, `lighthouse-profile-${process.pid}`);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--headless', ...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    for (const route of routes) {
      const results: { figures: LighthouseFigures; lhr: Lhr }[] = [];
      const problems: string[] = [];
      // A run Lighthouse could not record (its trace lost the navigation's start, now and then) is run again,
      // up to twice, so the median is still of `runs` loads.
      for (let attempt = 1; results.length < runs && attempt <= runs + RERUNS; attempt++) {
        const run = results.length + 1;
        try {
          await seedStorage(context, base, route.localStorage);
          const started = Date.now();
          const result = await lighthouse(
            route.url,
            { port, output: 'json', logLevel: 'error' },
            { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'], formFactor: 'mobile', throttlingMethod: 'simulate' } },
          );
          const lhr = result?.lhr as unknown as Lhr | undefined;
          if (!lhr) throw new Error('Lighthouse returned no report');
          if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          const slug = route.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
          writeFileSync(join(reports, `${slug}-${run}.json`), JSON.stringify(lhr));
          const screenshot = lhr.audits['final-screenshot']?.details?.data;
          if (screenshot) writeFileSync(join(reports, `${slug}-${run}.jpg`), Buffer.from(screenshot.replace(/^data:image\/\w+;base64,/, ''), 'base64'));
          const wanted = new URL(route.url).pathname;
          const landed = new URL(lhr.finalDisplayedUrl).pathname;
          if (landed !== wanted) throw new Error(`measured ${landed} instead of ${wanted} (seeding the zone failed?)`);
          const score = lhr.categories.performance?.score;
          const figures: LighthouseFigures = {
            performance: score === null || score === undefined ? NaN : Math.round(score * 100),
            fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? NaN),
            lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
            tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
            cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
            requestsBeforeLcp: requestsBeforeLcp(lhr),
          };
          if (Object.values(figures).some((value) => Number.isNaN(value))) throw new Error(`incomplete metrics ${JSON.stringify(figures)}`);
          results.push({ figures, lhr });
          if (lhr.environment?.benchmarkIndex) benchmarks.push(lhr.environment.benchmarkIndex);
          log(`  lighthouse ${route.name} run ${run}/${runs}: score ${figures.performance}, FCP ${figures.fcpMs} ms, LCP ${figures.lcpMs} ms (${figures.requestsBeforeLcp} requests before it), TBT ${figures.tbtMs} ms, CLS ${figures.cls} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
        } catch (error) {
          problems.push(error instanceof Error ? error.message : String(error));
          log(`  lighthouse ${route.name} run ${run}/${runs} failed: ${problems.at(-1)}`);
        }
      }
      if (results.length === 0) {
        outcome.figures[route.name] = null;
        outcome.errors[route.name] = problems.join('; ');
        continue;
      }
      const pick = (key: keyof LighthouseFigures) => median(results.map((entry) => entry.figures[key]));
      outcome.figures[route.name] = { performance: pick('performance'), fcpMs: pick('fcpMs'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls'), requestsBeforeLcp: pick('requestsBeforeLcp') };
      if (results.length < runs) outcome.errors[route.name] = `${runs - results.length} of ${runs} runs failed: ${problems.join('; ')}`;
      const byLcp = results.slice().sort((a, b) => a.figures.lcpMs - b.figures.lcpMs)[Math.floor(results.length / 2)] ?? results[0];
      const byTbt = results.slice().sort((a, b) => a.figures.tbtMs - b.figures.tbtMs)[Math.floor(results.length / 2)] ?? results[0];
      const byCls = results.slice().sort((a, b) => a.figures.cls - b.figures.cls)[Math.floor(results.length / 2)] ?? results[0];
      if (byLcp && byTbt && byCls) {
        const tbt = diagnose(byTbt.lhr);
        outcome.diagnosis[route.name] = { ...diagnose(byLcp.lhr), topScripts: tbt.topScripts, mainThread: tbt.mainThread, biggestShift: diagnose(byCls.lhr).biggestShift };
      }
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  outcome.benchmarkIndex = benchmarks.length > 0 ? Math.round(median(benchmarks)) : null;
  return outcome;
}
