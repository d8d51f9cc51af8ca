import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chooseZoneAndModule, expect, test, workerControls } from './fixtures';

// These tests need the service worker (offline, caching, updates).
test.use({ serviceWorkers: 'allow' });

// The directory the test server serves (see playwright.config.ts and server/index.ts SERVE_DIST).
const served = process.env.SERVE_DIST && !['0', '1', 'true', 'false'].includes(process.env.SERVE_DIST) ? resolve(process.env.SERVE_DIST) : resolve('dist');

test.describe('app updates', () => {
  for (const visit of ['first visit', 'return visit'] as const) {
    test(`${visit}: a waiting new version is offered, and accepting it reloads into the new worker`, async ({ page }) => {
      await chooseZoneAndModule(page, 'rental');
      await page.goto('/home');
      await workerControls(page);
      // A return visit registers the worker while already controlled; a first visit is claimed after.
      if (visit === 'return visit') await page.reload();

      // A new release lands on the web server: the worker script changes (restored afterwards).
      const workerFile = resolve(served, 'sw.js');
      const released = readFileSync(workerFile, 'utf8');
      writeFileSync(workerFile, `${released}\n// next release\n`);
      try {
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
        const banner = page.getByRole('status').filter({ hasText: 'A new version is available.' });
        await expect(banner).toBeVisible();
        // Nothing changes under the customer until they accept: the new worker waits.
        expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);
        await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));

        await banner.getByRole('button', { name: 'Reload' }).click();
        // The page reloaded (window state gone, session kept) under the new worker: the new worker's activation
        // and the reload it triggers can take a while on a busy machine.
        await expect.poll(() => page.evaluate(() => 'beforeUpdate' in window).catch(() => true), { timeout: 20_000 }).toBe(false); // throws while navigating
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
        await workerControls(page);
        await expect(banner).toHaveCount(0);
      } finally {
        writeFileSync(workerFile, released);
      }
    });
  }
});
