/**
 * Starts the reference server: opens (or creates and seeds) the database, serves the API and the built PWA
 * from one origin, and prints the URL and the demo sign-in.
 *
 * Environment:
 *   PORT (4173), HOST (127.0.0.1)
 *   DATABASE_PATH  file path (default data/storefront.sqlite in the repository) or `:memory:`; an existing
 *                  file is reused, a new one is migrated and seeded
 *   SERVE_DIST     unset: serve dist/ when it was built; `1`/`true`: serve dist/ (warn when missing);
 *                  `0`/`false`: API only; any other value: the directory to serve
 *   ENABLE_TEST_ROUTES=1  adds POST /__test/reset (browser tests)
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase } from './db/connection';
import { DEMO_CUSTOMER } from './db/seed/demo-account';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
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

const { db, created } = openDatabase(databasePath);
const distDir = distDirectory(process.env.SERVE_DIST);
const app = await buildApp({ db, distDir, enableTestRoutes: process.env.ENABLE_TEST_ROUTES === '1' });

const shutdown = async () => {
  await app.close();
  db.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

const url = await app.listen({ port, host });
console.info(`Storefront and API: ${url}${distDir ? '' : ' (API only)'}`);
console.info(`Database: ${databasePath}${created ? ' (created and seeded)' : ' (existing data reused)'}`);
console.info(`Demo customer: ${DEMO_CUSTOMER.email} or ${DEMO_CUSTOMER.phone}, password ${DEMO_CUSTOMER.password}`);
