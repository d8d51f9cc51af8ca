/**
 * Browser test fixtures: every test starts from a freshly seeded database (through the reference server's
 * test-only reset route) and a clean browser profile. Helpers set up a customer's bootstrap state directly
 * when a test is not about bootstrapping, and run axe accessibility scans.
 *
 * The server's clock: `TEST_CLOCK` (an operator time, `HH:MM` or `YYYY-MM-DD HH:MM`, see the server's test
 * routes) starts it, at every reset, at that time; the browser's clock is then set to agree, and `serverNow()`
 * is what tests compute their own times from. `atOperatorTime` moves both clocks for a test about a time of day.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { serverUrl } from './servers';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const DUBAI_MALL = { lat: 25.1985, lng: 55.2796, address: 'Dubai Mall, Downtown Dubai' };

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** How far the server's clock is ahead of this process's, as the last reset or clock change said. */
let serverClockAheadMs = 0;
const CLOCK_MOVED = Boolean(process.env.TEST_CLOCK);
const clockInstalled = new WeakSet<BrowserContext>();

/** The server's clock now (the operator's moment, whatever `TEST_CLOCK` set it to). */
export const serverNow = (): Date => new Date(Date.now() + serverClockAheadMs);

const heardClock = (now: unknown) => {
  if (typeof now === 'string') serverClockAheadMs = Date.parse(now) - Date.now();
};

/** The browser's clock set to the server's (it keeps running from there). */
export async function agreeBrowserClock(context: BrowserContext): Promise<void> {
  if (clockInstalled.has(context)) {
    await context.clock.setSystemTime(serverNow());
    return;
  }
  await context.clock.install({ time: serverNow() });
  clockInstalled.add(context);
}

/**
 * Sets the server's clock to an operator time (`HH:MM` today, or `YYYY-MM-DD HH:MM`) and the browser's to
 * agree, for a test about what a time of day shows.
 */
export async function atOperatorTime(page: Page, at: string): Promise<Date> {
  const response = await page.request.post('/__test/clock', { data: { at } });
  expect(response.ok(), `server clock set to ${at}`).toBeTruthy();
  heardClock(((await response.json()) as { now?: string }).now);
  await agreeBrowserClock(page.context());
  return serverNow();
}

export const test = base.extend<{ resetDatabase: void }>({
  // This worker's own server (see servers.ts). Playwright needs the fixture's first argument destructured.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(serverUrl(testInfo.parallelIndex));
  },
  resetDatabase: [
    async ({ request }, use) => {
      const response = await request.post('/__test/reset');
      expect(response.ok(), 'test database reset').toBeTruthy();
      heardClock(((await response.json()) as { now?: string }).now);
      await use();
    },
    { auto: true },
  ],
  // A browser whose clock agrees with the server's when the suite runs at a chosen operator time.
  context: async ({ context, resetDatabase }, use) => {
    void resetDatabase;
    if (CLOCK_MOVED) await agreeBrowserClock(context);
    await use(context);
  },
});

export { expect };

/** Collects console errors so a test can assert the page logged none. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Stores a zone and a module the way the bootstrap flow does, for tests about later screens. */
export async function chooseZoneAndModule(page: Page, moduleType = 'rental', point = DUBAI_MALL): Promise<void> {
  const zone = await (await page.request.get(`/api/v1/config/get-zone-id?lat=${point.lat}&lng=${point.lng}`)).json();
  const modules = await (await page.request.get('/api/v1/module', { headers: { zoneId: zone.zone_id } })).json();
  const module = modules.find((entry: { module_type: string }) => entry.module_type === moduleType);
  // A same-origin picture, not a screen: the storage is the origin's, and the app does not boot (no guest id of
  // its own racing the test's, no second app load per test).
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ zoneId, zoneData, module, point }) => {
      localStorage.setItem('zoneid', zoneId);
      localStorage.setItem('zone_data', JSON.stringify(zoneData));
      localStorage.setItem('location', point.address);
      localStorage.setItem('currentLatLng', JSON.stringify({ lat: point.lat, lng: point.lng }));
      localStorage.setItem('module', JSON.stringify(module));
    },
    { zoneId: zone.zone_id, zoneData: zone.zone_data, module, point },
  );
}

/** Runs axe on the current page and returns serious and critical violations. */
export async function seriousAccessibilityViolations(page: Page): Promise<AxeViolation[]> {
  // A dialog still fading in blends its text with the page behind it; axe would measure that passing blend.
  // (Spinners and skeletons run forever and are left out.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the DevTools protocol: the page's CSP (rightly) refuses an injected inline script.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * Chromium's network emulation (`context.setOffline`) does not reach `navigator.onLine` of a document loaded
 * while offline: its requests fail, yet it reports online and fires no event (a real device reports offline).
 * After such a navigation the page is told itself, on a DevTools session of its own kept until `online()`.
 */
export async function tellPageOffline(page: Page): Promise<{ online(): Promise<void> }> {
  const session = await page.context().newCDPSession(page);
  const conditions = { latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
  await session.send('Network.emulateNetworkConditions', { offline: true, ...conditions });
  return {
    online: async () => {
      await session.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
      await session.detach();
    },
  };
}

/**
 * Waits until the service worker keeps an API answer whose address contains `part`: a page that came before
 * the worker took control hands its answers over once the worker is active, a moment after it opened.
 */
export async function workerKeeps(page: Page, part: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async (wanted) => {
        for (const name of await caches.keys()) {
          if ((await (await caches.open(name)).keys()).some((request) => request.url.includes(wanted))) return true;
        }
        return false;
      }, part),
    )
    .toBe(true);
}

/**
 * Waits until the app has taken a server-rendered page over: until then the page says its controls are not
 * available (its root is aria-disabled) and a press does nothing. Role-based actions wait for this by
 * themselves; a forced one (a radio under its label) does not.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled', 'true');
}

/**
 * Resolves once the service worker controls the page and keeps every file of the app: its install precaches the
 * core, which on a loaded two-core machine can take longer than an assertion's usual wait, so this awaits the
 * event itself, and then the files it keeps after the first screen.
 */
export async function workerControls(page: Page): Promise<void> {
  // An active worker claims the open page; should the claim not reach this page (Chromium can miss it for a page
  // whose navigation was under way while the worker activated), the page's next load is the worker's.
  const controlled = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        if (navigator.serviceWorker.controller) resolve(true);
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true });
        void navigator.serviceWorker.ready.then(() => setTimeout(() => resolve(navigator.serviceWorker.controller !== null), 5_000));
      }),
  );
  if (!controlled) {
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  }
  await workerKeepsAppFiles(page);
}

/**
 * Resolves once the worker keeps the app's files its install left for after the first screen (the other
 * language, the screens no first screen is). The page asks for them itself once it has gone quiet (the worker
 * test checks that); asking again here only waits for the same run, so an offline test never races it.
 */
export async function workerKeepsAppFiles(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'KEEP_LATER_FILES' }, [channel.port2]));
      }),
  );
}
