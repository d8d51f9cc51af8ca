/**
 * Starts the reference server: opens (or creates and seeds) the database, serves the API and the built PWA
 * from one origin. Environment: PORT (4173), HOST (127.0.0.1), DATABASE_PATH (data/storefront.sqlite or
 * :memory:), ENABLE_TEST_ROUTES=1 for browser tests.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase } from './db/connection';
import { DEMO_CUSTOMER } from './db/seed/demo-account';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const databasePath = process.env.DATABASE_PATH ?? fileURLToPath(new URL('../data/storefront.sqlite', import.meta.url));
const distDir = fileURLToPath(new URL('../dist', import.meta.url));

const { db, created } = openDatabase(databasePath);
const app = await buildApp({ db, distDir: existsSync(distDir) ? distDir : undefined, enableTestRoutes: process.env.ENABLE_TEST_ROUTES === '1' });

const shutdown = async () => {
  await app.close();
  db.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port, host });
console.info(`Storefront and API: http://${host}:${port}`);
console.info(`Database: ${databasePath}${created ? ' (created and seeded)' : ' (existing)'}`);
if (!existsSync(distDir)) console.info('No build found in dist/: run "npm run build" to serve the app (the API works without it).');
console.info(`Demo customer: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password} (phone ${DEMO_CUSTOMER.phone})`);
