/**
 * `npm run bench:check`: weigh the current build's routes and precache, and fail when a route's initial
 * JavaScript exceeds its budget (the shared one, or the route's ceiling in budgets.ts) or what the worker's install
 * fetches exceeds its ceiling (gzip). Prints each route above the stack's floor (bench/stack-floor) beside its total, and how far each
 * figure moved since the committed run in bench/results.json, which it only reads (`npm run bench` writes it):
 * a test run leaves the tree as it found it.
 */
import { fileURLToPath } from 'node:url';
import { BUDGETS, floorText, ROUTE_JS_GZIP_CEILINGS, routeJsLimit, routeJsVerdict } from './budgets';
import { precacheBytes, readManifest, routeBytes, sharedJsGzip } from './bytes';
import { readResults } from './results';
import { BENCH_ROUTES } from './routes';
import { stackFloorGzip } from './stack-floor/measure';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** How far a figure moved since the committed run ('' when that run did not measure it). */
const since = (now: number, then: number | undefined) => (then === undefined ? '' : `${now - then >= 0 ? '+' : '−'}${(Math.abs(now - then) / 1024).toFixed(1)}`);

async function main(): Promise<number> {
  const manifest = readManifest(dist);
  const committed = readResults().bytes;
  const floor = await stackFloorGzip();
  const failures: string[] = [];
  for (const name of Object.keys(ROUTE_JS_GZIP_CEILINGS)) {
    if (!BENCH_ROUTES.some((route) => route.name === name)) failures.push(`bench/budgets.ts holds a ceiling for "${name}", which names no route`);
  }
  console.info('Route bytes (entry + lazy route chunks, static imports followed)');
  console.info('route'.padEnd(32), 'js gzip'.padStart(10), 'js br'.padStart(10), 'css gzip'.padStart(10), 'app gzip'.padStart(10), 'since run'.padStart(10));
  const routeFiles: string[][] = [];
  for (const route of BENCH_ROUTES) {
    const bytes = routeBytes(dist, manifest, route);
    routeFiles.push(bytes.files);
    const verdict = routeJsVerdict(route.name, bytes.jsGzip);
    const flag = verdict.flag === 'ok' ? '' : verdict.flag === 'above target' ? `  (above ${kb(BUDGETS.routeJsGzipTarget)} target)` : `  ${verdict.flag}`;
    console.info(route.name.padEnd(32), kb(bytes.jsGzip).padStart(10), kb(bytes.jsBrotli).padStart(10), kb(bytes.cssGzip).padStart(10), kb(bytes.jsGzip - floor).padStart(10), since(bytes.jsGzip, committed.routes[route.name]?.jsGzip).padStart(10), flag);
    if (verdict.fails) failures.push(`${route.name}: initial JS ${kb(bytes.jsGzip)} gzip > ${kb(routeJsLimit(route.name))}`);
  }
  const shared = sharedJsGzip(dist, routeFiles);
  console.info(floorText(floor, shared));
  const precache = precacheBytes(dist);
  const then = committed.precacheGzip === undefined ? 'not in the committed run' : `${since(precache.gzip, committed.precacheGzip)} KB since the committed run`;
  console.info(
    `Precache: the install fetches ${precache.files} files, ${kb(precache.gzip)} gzip (${kb(precache.bytes)} raw; ceiling ${kb(BUDGETS.precacheGzip)} gzip; ${then}); ` +
      `kept after the first screen: ${precache.later.files} files, ${kb(precache.later.gzip)} gzip`,
  );
  if (precache.gzip > BUDGETS.precacheGzip) failures.push(`precache ${kb(precache.gzip)} gzip > ${kb(BUDGETS.precacheGzip)}`);
  if (failures.length > 0) {
    console.error(`Budget exceeded:\n- ${failures.join('\n- ')}`);
    return 1;
  }
  console.info('Budgets met.');
  return 0;
}

process.exitCode = await main();
