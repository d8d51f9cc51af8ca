/**
 * Starts the reference server: opens (or creates and seeds) the database, serves the API and the built PWA
 * from one origin, and prints the URL, the demo-mode state and the demo sign-in.
 *
 * Environment (README "Settings" has the full table; `http/environment.ts` reads it):
 *   PORT (4173), HOST (127.0.0.1)
 *   DATABASE_PATH  file path (default data/storefront.sqlite in the repository) or `:memory:`; an existing
 *                  file is reused, a new one is migrated and seeded
 *   SERVE_DIST     unset: serve dist/ when it was built; `1`/`true`: serve dist/ (warn when missing);
 *                  `0`/`false`: API only; any other value: the directory to serve
 *   DEMO_MODE=1    every one-time code is 123456 (`npm start` sets it; off otherwise)
 *   CORS_ORIGINS, TRUST_PROXY, PUBLIC_ORIGIN, TOKEN_TTL_DAYS, REQUEST_TIMEOUT_MS, RATE_LIMITS, RATE_LIMIT_*
 *   ENABLE_TEST_ROUTES=1  adds POST /__test/reset (browser tests); with it, TEST_CLOCK=23:50 (or
 *                  `2026-01-31 23:50`) starts the app's clock at that operator time, again at every reset
 *   WEB_CONCURRENCY=N  N worker processes share the port and the database file (workers.ts); an in-memory
 *                  database cannot be shared, so it runs one
 */
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase } from './db/seed/open';
import { DEMO_CUSTOMER, DEMO_OTP } from './db/seed/demo-account';
import { readEnvironment } from './http/environment';
import { isFirstWorker, runAsPrimary, workerCount } from './workers';

const env = readEnvironment(process.env);
const databasePath = process.env.DATABASE_PATH ?? fileURLToPath(new URL('../data/storefront.sqlite', import.meta.url));
const defaultDist = fileURLToPath(new URL('../dist', import.meta.url));

function distDirectory(setting: string | undefined): string | undefined {
  const value = setting?.trim().toLowerCase();
  if (value === '0' || value === 'false') return undefined;
  const dir = value === undefined || value === '' || value === '1' || value === 'true' ? defaultDist : resolve(setting ?? '');
  if (existsSync(resolve(dir, 'index.html'))) return dir;
  if (value !== undefined && value !== '') console.warn(`SERVE_DIST: no index.html in ${dir}; run "npm run build". Serving the API only.`);
  else console.info('No build found in dist/: run "npm run build" to serve the app (the API works without it).');
  return undefined;
}

const inMemory = databasePath === ':memory:';
const workers = workerCount(process.env.WEB_CONCURRENCY);
if (workers > 1 && inMemory) console.warn('WEB_CONCURRENCY: an in-memory database cannot be shared between workers; running one.');
let createdByPrimary = false;
// The primary creates and seeds the database once, before the workers open it.
const forked = await runAsPrimary(inMemory ? 1 : workers, () => {
  const opened = openDatabase(databasePath);
  createdByPrimary = opened.created;
  opened.db.close();
});
if (forked) {
  console.info(`Database: ${databasePath}${createdByPrimary ? ' (created and seeded)' : ' (existing data reused)'}`);
} else {
  await serve();
}

async function serve(): Promise<void> {
  const { db, created } = openDatabase(databasePath);
  const distDir = distDirectory(process.env.SERVE_DIST);
  const app = await buildApp({
    db,
    distDir,
    enableTestRoutes: env.enableTestRoutes,
    testClockStart: env.enableTestRoutes ? process.env.TEST_CLOCK : undefined,
    demoMode: env.demoMode,
    corsOrigins: env.corsOrigins,
    trustProxy: env.trustProxy,
    publicOrigin: env.publicOrigin,
    tokenTtlDays: env.tokenTtlDays,
    rateLimits: env.rateLimits,
    requestTimeoutMs: env.requestTimeoutMs,
  });

  // Browser and server tests can tell which worker answered.
  if (env.enableTestRoutes && cluster.worker) {
    const worker = String(cluster.worker.id);
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('X-Worker', worker);
      done(null, payload);
    });
  }

  const shutdown = async () => {
    await app.close();
    db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());

  const url = await app.listen({ port: env.port, host: env.host });
  if (!isFirstWorker()) return;
  console.info(`Storefront and API: ${url}${distDir ? '' : ' (API only)'}`);
  console.info(`Database: ${databasePath}${created ? ' (created and seeded)' : ' (existing data reused)'}`);
  console.info(
    env.demoMode
      ? `Demo mode ON (DEMO_MODE=1): every one-time code is ${DEMO_OTP}. Never run a real shop this way.`
      : 'Demo mode off: one-time codes are random and need an SMS or mail sender (server/services/otp.ts).',
  );
  if (!env.rateLimits) console.info('Request limits are OFF (RATE_LIMITS=0).');
  console.info(`Demo customer: ${DEMO_CUSTOMER.email} or ${DEMO_CUSTOMER.phone}, password ${DEMO_CUSTOMER.password}`);
}
