import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../playwright.config';
import { precacheEntries } from '../bench/bytes';
import { useLanguage } from './customer';
import { chooseZoneAndModule, expect, tellPageOffline, test, workerControls } from './fixtures';

// These tests need the service worker (offline, caching, updates).
test.use({ serviceWorkers: 'allow' });

test.describe('service worker and installability', () => {
  test('the worker controls the page after the first load and caches listings per zone, module and language', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/home');
    await workerControls(page);
    // Forget the app's own persisted copy so listings are fetched again, now through the worker.
    await page.evaluate(() => localStorage.removeItem('rw-query-cache'));
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    const caches = () =>
      page.evaluate(async () => {
        const names = await globalThis.caches.keys();
        const listings = names.find((name) => name.startsWith('api-listings'));
        const keys = listings ? (await (await globalThis.caches.open(listings)).keys()).map((request) => request.url) : [];
        return { names, keys };
      });
    expect((await caches()).names.some((name) => name.includes('precache'))).toBe(true);
    // The page came with the home's listings in it; the app hands them to the worker, which keeps them as its own.
    await expect
      .poll(async () => (await caches()).keys.some((url) => url.includes('/api/v1/rental/banners') && url.includes('__zone=%5B3%2C1%5D') && url.includes('__module=6') && url.includes('__lang=en')))
      .toBe(true);
    // Personal answers are never cached by the worker.
    const personal = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await globalThis.caches.keys()) for (const request of await (await globalThis.caches.open(name)).keys()) urls.push(request.url);
      return urls.filter((url) => url.includes('/rental/user/') || url.includes('/customer/'));
    });
    expect(personal).toEqual([]);
  });

  test('the install fetches the core; once the first screen is idle the page has the worker keep the rest, so a screen never opened opens offline, in the other language too', async ({ page, context }) => {
    const later = precacheEntries(join(process.cwd(), 'dist')).filter((entry) => entry.later);
    expect(later.length).toBeGreaterThan(30);
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Rent a vehicle' })).toBeVisible();
    // Nothing asks but the page itself.
    const kept = () =>
      page.evaluate(async () => {
        const name = (await caches.keys()).find((cache) => cache.startsWith('app-later'));
        return name ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname.slice(1)) : [];
      });
    await expect.poll(async () => (await kept()).length, { timeout: 30_000 }).toBe(later.length);
    expect((await kept()).sort()).toEqual(later.map((entry) => entry.url).sort());

    await context.setOffline(true);
    await useLanguage(page, 'ar');
    await page.goto('/help-and-support');
    await tellPageOffline(page);
    await expect(page.getByRole('region', { name: 'الأسئلة الشائعة' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
  });

  test('a first install that fails (a file did not come) is tried again, and the worker then controls the page without a reload', async ({ page, context }) => {
    // The first worker script the browser fetches fails its install, as one whose core file did not come would.
    let served = 0;
    await context.route(
      '**/sw.js',
      async (route) => {
        served += 1;
        await route.fulfill({
          contentType: 'text/javascript',
          body: "self.addEventListener('install', (event) => event.waitUntil(Promise.reject(new Error('a core file did not come'))));",
        });
      },
      { times: 1 },
    );
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Rent a vehicle' })).toBeVisible();
    await expect.poll(() => served).toBe(1);
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
    await workerControls(page);
    expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  });

  test('Chromium reports the app as installable', async ({ baseURL }) => {
    const profile = mkdtempSync(join(tmpdir(), 'pwa-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: chromiumArgs,
      headless: true,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${baseURL}/`);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
