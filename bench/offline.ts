/**
 * Repeat visit offline: a customer opened the route before (so the service worker is installed, controls the page
 * and has cached what the route needs), the network is gone, and they open it again. Measured in Chromium through
 * Playwright (no throttling): from the reload's navigation start to the first frame in which the route's main
 * content (`readySelector`, with a box and text) is in the page, timed inside the page. Median of several reloads.
 */
import { chromium, type Page } from '@playwright/test';
import { seedStorage } from './lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, median } from './util';

export interface OfflineRoute {
  name: string;
  url: string;
  readySelector: string;
  /** The origin's localStorage before the first visit (zone, module, guest id); the context cookie follows from it. */
  localStorage: Record<string, string>;
}

/** Where an offline reload's time goes (medians): document answered by the worker, scripts loaded, DOM ready. */
export interface OfflinePhases {
  documentMs: number;
  scriptsMs: number;
  domContentLoadedMs: number;
  /** The script that arrived last before the content showed (of the last reload). */
  lastScript: string;
}

export interface OfflineOutcome {
  figures: Record<string, number | null>;
  /** Every reload's time, for the table. */
  samples: Record<string, number[]>;
  phases: Record<string, OfflinePhases>;
  errors: Record<string, string>;
}

declare global {
  interface Window {
    __benchReadyAt?: number;
  }
}

/**
 * Runs in every document before the app: notes the frame in which the selector first matches visible content.
 * Plain JavaScript in a string, so no transpiler helper leaks into the page.
 */
const watchForContent = (selector: string) => `(() => {
  const selector = ${JSON.stringify(selector)};
  let seen = false;
  const observer = new MutationObserver(() => {
    if (seen) return;
    for (const element of document.querySelectorAll(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && (element.textContent || '').trim() !== '') {
        seen = true;
        observer.disconnect();
        requestAnimationFrame(() => { window.__benchReadyAt = performance.now(); });
        return;
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** Resolves with the time the content showed; when it does not, the error says what the page shows instead. */
async function waitForContent(page: Page, selector: string, timeout: number, visit: string): Promise<number> {
  try {
    await page.waitForFunction(() => typeof window.__benchReadyAt === 'number', undefined, { timeout });
  } catch {
    const shown = await page
      .evaluate(() => (document.querySelector('main') ?? document.body)?.innerText.replace(/\s+/g, ' ').trim().slice(0, 120) ?? '')
      .catch(() => '');
    throw new Error(`${visit}: no ${selector} within ${timeout / 1000} s; the page shows "${shown}"`);
  }
  return page.evaluate(() => window.__benchReadyAt ?? NaN);
}

export async function runOfflineRepeat(base: string, routes: OfflineRoute[], repeats: number, log: (line: string) => void): Promise<OfflineOutcome> {
  const outcome: OfflineOutcome = { figures: {}, samples: {}, phases: {}, errors: {} };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--headless', ...CHROMIUM_ARGS] });
  try {
    for (const route of routes) {
      const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
      try {
        await seedStorage(context, base, route.localStorage);
        await context.addInitScript({ content: watchForContent(route.readySelector) });
        const page = await context.newPage();
        // First visit online: the worker installs and takes control.
        await page.goto(route.url);
        await waitForContent(page, route.readySelector, 30_000, 'first visit online');
        await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
        // Second visit online, now through the worker, so the route's data and chunks pass through its caches.
        await page.reload();
        await waitForContent(page, route.readySelector, 30_000, 'second visit online');
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1500); // the query cache persists on a throttle
        await context.setOffline(true);
        const times: number[] = [];
        const phases: OfflinePhases[] = [];
        for (let visit = 0; visit < repeats; visit++) {
          await page.reload({ waitUntil: 'commit' });
          const ms = await waitForContent(page, route.readySelector, 15_000, 'offline reload');
          const state = await page.evaluate(() => {
            const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
            const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'));
            const before = scripts.filter((entry) => entry.responseEnd <= (window.__benchReadyAt ?? Infinity)).sort((a, b) => b.responseEnd - a.responseEnd);
            return {
              controlled: navigator.serviceWorker?.controller !== null,
              documentMs: navigation?.responseEnd ?? 0,
              domContentLoadedMs: navigation?.domContentLoadedEventEnd ?? 0,
              scriptsMs: before[0]?.responseEnd ?? 0,
              lastScript: before[0] ? new URL(before[0].name).pathname : '',
            };
          });
          if (!state.controlled) throw new Error('the offline reload was not controlled by the service worker');
          times.push(Math.round(ms));
          phases.push({ documentMs: state.documentMs, scriptsMs: state.scriptsMs, domContentLoadedMs: state.domContentLoadedMs, lastScript: state.lastScript });
        }
        outcome.samples[route.name] = times;
        outcome.figures[route.name] = median(times);
        outcome.phases[route.name] = {
          documentMs: Math.round(median(phases.map((phase) => phase.documentMs))),
          scriptsMs: Math.round(median(phases.map((phase) => phase.scriptsMs))),
          domContentLoadedMs: Math.round(median(phases.map((phase) => phase.domContentLoadedMs))),
          lastScript: phases.at(-1)?.lastScript ?? '',
        };
        log(`  offline repeat ${route.name}: ${times.join(', ')} ms`);
      } catch (error) {
        outcome.figures[route.name] = null;
        outcome.errors[route.name] = error instanceof Error ? error.message.split('\n')[0] ?? error.message : String(error);
        log(`  offline repeat ${route.name} failed: ${outcome.errors[route.name]}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return outcome;
}
