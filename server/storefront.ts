/**
 * `npm run storefront`: the built app in front of another 6amMart backend, without the reference server.
 *
 * Environment: API_BASE_URL (required, e.g. https://admin.example.com), PORT (4180), HOST (127.0.0.1),
 * SERVE_DIST (default dist/), KIOSK_IDLE_MINUTES (0), TRUST_PROXY (1 to believe the proxy in front),
 * WEB_CONCURRENCY (1: worker processes sharing the port, workers.ts).
 * The backend must allow this storefront's origin (CORS), as it does for its own web client.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStorefront } from './storefront/host';
import { isFirstWorker, runAsPrimary, workerCount } from './workers';

const apiBaseUrl = process.env.API_BASE_URL?.trim();
if (!apiBaseUrl) {
  console.error('Set API_BASE_URL to the backend the storefront speaks to, e.g. API_BASE_URL=https://admin.example.com npm run storefront');
  process.exit(1);
}
const distDir = resolve(process.env.SERVE_DIST?.trim() || fileURLToPath(new URL('../dist', import.meta.url)));
if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`No build in ${distDir}: run "npm run build" first.`);
  process.exit(1);
}
if (!(await runAsPrimary(workerCount(process.env.WEB_CONCURRENCY)))) await serve(apiBaseUrl);

async function serve(backend: string): Promise<void> {
  const app = await buildStorefront({
    distDir,
    apiBaseUrl: backend,
    kioskIdleMinutes: Math.max(0, Number(process.env.KIOSK_IDLE_MINUTES ?? 0) || 0),
    trustProxy: process.env.TRUST_PROXY === '1',
  });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  process.on('SIGINT', () => void app.close().then(() => process.exit(0)));
  const url = await app.listen({ port: Number(process.env.PORT ?? 4180), host: process.env.HOST ?? '127.0.0.1' });
  if (isFirstWorker()) console.info(`Storefront: ${url}, speaking to ${backend}`);
}
