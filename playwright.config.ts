import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { e2eWorkers, serverUrl, serverPort } from './e2e/servers';

// Browser tests drive Debian's Chromium (never a downloaded browser) against the built PWA served by the
// reference server with a fresh in-memory database on its own port. Each worker has a server of its own
// (e2e/servers.ts), so a test's database reset never touches another worker's test.
// Debian's headless build of the same Chromium (package chromium-headless-shell) when it is installed: it renders
// and runs the same engine without the full browser's window layer: on two cores, a fifth less time for the same
// tests. `CHROMIUM_PATH` names another.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  workers: e2eWorkers,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: serverUrl(0),
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // A trace records every action's snapshots and screenshots, which nearly doubles the tests' CPU time on a
    // two-core machine; `E2E_TRACE=1` keeps one for each failing test when a failure needs explaining.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    // What the page showed when a test failed (one picture, taken only then).
    screenshot: 'only-on-failure',
    // Each fresh context would install the service worker and precache the whole app (hundreds of requests);
    // only the specs about the worker and offline use allow it (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    locale: 'en-US',
    timezoneId: 'UTC',
  },
  webServer: Array.from({ length: e2eWorkers }, (_, index) => ({
    command: `tsx server/index.ts`,
    url: `${serverUrl(index)}/api/v1/config`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Demo mode for the sign-in flows' codes; the production request limits, which each test's reset starts afresh.
    // `TEST_CLOCK=23:50` (or `2026-01-31 23:50`) runs the suite at that operator time (e2e/fixtures.ts).
    env: {
      PORT: String(serverPort(index)),
      HOST: '127.0.0.1',
      DATABASE_PATH: ':memory:',
      ENABLE_TEST_ROUTES: '1',
      DEMO_MODE: '1',
      NODE_ENV: 'test',
      // The servers' databases live in memory; their drawn pictures are kept here between runs.
      PICTURE_CACHE_DIR: 'node_modules/.cache/storefront-pictures',
      ...(process.env.TEST_CLOCK ? { TEST_CLOCK: process.env.TEST_CLOCK } : {}),
    },
  })),
});
