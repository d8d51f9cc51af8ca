import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium (never a downloaded browser) against the built PWA served by the
// reference server with a fresh in-memory database on its own port.
const port = Number(process.env.E2E_PORT ?? 4391);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromium, args: chromiumArgs },
    trace: 'retain-on-failure',
    locale: 'en-US',
    timezoneId: 'UTC',
  },
  webServer: {
    command: `tsx server/index.ts`,
    url: `http://127.0.0.1:${port}/api/v1/config`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Demo mode for the sign-in flows' codes; the production request limits, which each test's reset starts afresh.
    env: { PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: ':memory:', ENABLE_TEST_ROUTES: '1', DEMO_MODE: '1', NODE_ENV: 'test' },
  },
});
