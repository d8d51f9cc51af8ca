/**
 * Taps as fast as loads: the latency of the customer's most frequent interactions, as the browser itself reports
 * it. Chromium through Playwright with the CPU slowed four times (DevTools' Emulation.setCPUThrottlingRate, a
 * mid-range phone on this machine), real input events (trusted, so the browser gives each an interaction id),
 * and the Event Timing API (`PerformanceObserver` of type `event`, `durationThreshold` 16): an interaction's
 * latency is the longest event entry of its interaction id, from the input to the next paint after its handlers
 * ran; each measured step's INP is the largest latency of its interactions. An interaction under 16 ms has no
 * entry and counts as 16 ms. The screens are reached and prepared unmeasured, then each step is measured alone.
 *
 * The browser is Debian's headless shell of the same Chromium when it is installed (the one the browser tests
 * drive; `CHROMIUM_PATH` names another): the full browser, headless, under DevTools' device emulation (390 px at
 * twice the pixels), does not draw the frames that change a dialog open over a scrolled page. Its display
 * compositor finds no damage in them ("Draw skipped", "No damage yet" in a `viz` trace) although the page painted
 * and rastered the change, so such a tap's entry waits for a later frame that changes something outside the dialog:
 * the modal's "Add to cart" read 120–240 ms there with its frame committed 40–75 ms after the input. The same
 * frames are drawn as they come in the headless shell, and in the full browser without emulation (a real window,
 * which cannot be narrower than 500 px, so not the phone's layout). Every other step's frames are drawn alike.
 *
 * Run by `npm run bench` (section `interactions`); printed in its table and written to bench/results.json as
 * `interactions: { "<step>": { "inpMs": … } }`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { seedStorage } from './lighthouse';
import { DUBAI_MALL, PICKUP_TIME, RENTAL_HEADERS, storageFor, type SeedValues } from './server';
import { chromiumPath } from '../playwright.config';
import { CHROMIUM_ARGS, TMP_DIR } from './util';

/** The CPU slowdown of every measured step. */
export const CPU_SLOWDOWN = 4;

/** Each step measured, in the order the run takes them, with what it does (for the table). */
export const INTERACTION_STEPS = {
  'open item modal': "a food store's page: tap an item's name, its modal opens",
  'add to cart (modal)': "in that modal, tap 'Add to cart'",
  'open cart drawer': "tap the header's cart button, the drawer opens",
  'change quantity (drawer)': "in the drawer, tap 'Add one more' on a line",
  'quick add (card)': "the drawer closed, tap the '+' on a plain item's card (no choices, not in the cart): its stepper shows",
  'apply coupon (checkout)': "signed in, at the trip checkout with a vehicle for 8 hours in the cart: tap 'Apply' with a valid code",
  'switch trip type (search)': "the vehicle search with its trip form open: tap 'Day wise'",
  'open vehicle details (search)': 'the vehicle search: tap the first vehicle, its page opens',
} as const;

/** The goal each step's INP is read against (measured, never asserted in tests). */
export const INP_GOAL = { eachMs: 200, p75Ms: 100 } as const;

/** The 75th percentile of the steps' INP (nearest rank), or null when none was measured. */
export function inpP75(figures: Record<string, { inpMs: number } | null>): number | null {
  const values = Object.values(figures)
    .flatMap((figure) => (figure ? [figure.inpMs] : []))
    .sort((a, b) => a - b);
  return values.length === 0 ? null : (values[Math.ceil(values.length * 0.75) - 1] ?? null);
}

export type InteractionStep = keyof typeof INTERACTION_STEPS;

export interface InteractionOutcome {
  figures: Record<string, { inpMs: number } | null>;
  /** The event behind each step's INP (its type and target), for the table. */
  slowest: Record<string, string>;
  errors: Record<string, string>;
}

const DEMO = { email: 'demo@rideway.test', password: '12345678' };
const STEP_TIMEOUT_MS = 30_000;
/** After a step's result shows: the event entries of its last frame are delivered a moment after that frame. */
const SETTLE_MS = 600;
/**
 * Resolves once the tap's event entry has been delivered, or after 1.5 s (a tap under 16 ms has none); plain
 * JavaScript, as the recorder is.
 */
const AWAIT_TAP_ENTRY = `new Promise((resolve) => {
  const started = Date.now();
  const check = setInterval(() => {
    if ((window.__benchEvents || []).length > 0 || Date.now() - started > 1500) {
      clearInterval(check);
      resolve();
    }
  }, 50);
})`;

declare global {
  interface Window {
    __benchEvents?: { id: number; duration: number; name: string; target: string }[];
  }
}

/** Records every event entry with an interaction id from the document's start (plain JavaScript, run before the app). */
const RECORD_EVENTS = `(() => {
  window.__benchEvents = [];
  const describe = (node) => node && node.nodeType === 1 ? node.tagName.toLowerCase() + (node.getAttribute('aria-label') ? '[' + node.getAttribute('aria-label') + ']' : node.textContent ? ' "' + node.textContent.trim().slice(0, 30) + '"' : '') : '';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__benchEvents.push({ id: entry.interactionId, duration: entry.duration, name: entry.name, target: describe(entry.target) });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

/**
 * BENCH_TAP_PROFILES=1: each measured tap's performance trace, from just before the tap to its result, is written
 * to bench/.tmp/taps/<step>.json (DevTools' Performance panel opens it), to find what holds a slow tap's paint.
 */
const PROFILE_DIR = process.env.BENCH_TAP_PROFILES ? join(TMP_DIR, 'taps') : null;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'blink.user_timing', 'latencyInfo'];
/** The step being measured (each measures one tap), named in its profile's file. */
let stepInProgress: InteractionStep | null = null;

async function newPage(browser: Browser, base: string, storage: Record<string, string>): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: false, serviceWorkers: 'block', locale: 'en-US' });
  await context.addInitScript(RECORD_EVENTS);
  await seedStorage(context, base, storage);
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/** Resolves once `check` holds (asked every 50 ms), or fails after the step's timeout. */
async function until(check: () => Promise<boolean>): Promise<void> {
  const end = Date.now() + STEP_TIMEOUT_MS;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('the step showed no result');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the app has taken the server's page over (its root is no longer aria-disabled). */
async function tookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getElementById('root')?.getAttribute('aria-disabled') !== 'true', undefined, { timeout: STEP_TIMEOUT_MS });
}

/** Taps `target`, waits for `result` to show, and returns the step's INP and the event behind it. */
async function measure(page: Page, target: Locator, result: () => Promise<unknown>): Promise<{ inpMs: number; slowest: string }> {
  const step = stepInProgress;
  await target.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  // In the middle of the view: at its edge a bar fixed to the screen's foot may cover it.
  await target.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }));
  // The tap is plain input at the target's centre, once the page is idle and the target is what that point hits:
  // a locator's click checks the target in the page and listens to the pointer events itself (its hit-target
  // check), which ran in the tap's own pointerdown under the 4x slowdown and counted in its latency.
  let box: { x: number; y: number; width: number; height: number } | null = null;
  for (let attempt = 0; attempt < 50 && !box; attempt++) {
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 })));
    const found = await target.boundingBox({ timeout: STEP_TIMEOUT_MS });
    const hit = found && (await target.evaluate((element, point) => element.contains(document.elementFromPoint(point.x, point.y)), { x: found.x + found.width / 2, y: found.y + found.height / 2 }));
    if (hit) box = found;
    else await page.waitForTimeout(100);
  }
  if (!box) throw new Error('the tap target stays covered');
  await page.evaluate(() => (window.__benchEvents = []));
  const tracing = PROFILE_DIR && step ? page.context().browser() : null;
  if (tracing && PROFILE_DIR && step) {
    mkdirSync(PROFILE_DIR, { recursive: true });
    await tracing.startTracing(page, { path: join(PROFILE_DIR, `${step.replace(/[^a-z]+/g, '-').replace(/-$/, '')}.json`), categories: TRACE_CATEGORIES });
    // The trace's own start is busy work in the page: the tap waits until it is over.
    await page.waitForTimeout(300);
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 })));
  }
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // Playwright finds a result by role and name in the page's own main thread, many times a second: on a large
  // page under the 4x slowdown that search takes long tasks of its own, which would delay the tap's next paint
  // and count in its latency. So the tap's entry (delivered once its next paint is presented) is awaited first,
  // in one call that does not poll; the result is looked for after it.
  await page.evaluate(AWAIT_TAP_ENTRY);
  await result();
  await page.waitForTimeout(SETTLE_MS);
  if (tracing) await tracing.stopTracing();
  const events = await page.evaluate(() => window.__benchEvents ?? []);
  const worst = events.reduce<(typeof events)[number] | null>((max, event) => (max === null || event.duration > max.duration ? event : max), null);
  return worst ? { inpMs: worst.duration, slowest: `${worst.name} on ${worst.target || 'the page'}` } : { inpMs: 16, slowest: 'under 16 ms' };
}

type Steps = Partial<Record<InteractionStep, () => Promise<{ inpMs: number; slowest: string }>>>;

async function runSteps(outcome: InteractionOutcome, steps: Steps): Promise<void> {
  let broken: string | null = null;
  for (const [name, step] of Object.entries(steps) as [InteractionStep, () => Promise<{ inpMs: number; slowest: string }>][]) {
    if (broken) {
      outcome.errors[name] = `not reached: ${broken}`;
      continue;
    }
    try {
      stepInProgress = name;
      const { inpMs, slowest } = await step();
      outcome.figures[name] = { inpMs };
      outcome.slowest[name] = slowest;
    } catch (error) {
      broken = `"${name}" failed`;
      outcome.errors[name] = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'failed';
      if (process.env.BENCH_DEBUG) console.error(name, error);
    }
  }
}

interface StoreItem {
  name: string;
  food_variations?: unknown[] | string | null;
  available_time_starts?: string;
  available_time_ends?: string;
  stock?: number;
}

/** The store's items a card's "+" puts in the cart at once: no choices, on sale all day, in stock. */
async function plainItemNames(base: string, seed: SeedValues): Promise<string[]> {
  const headers = { zoneId: seed.localStorage.zoneid ?? '', moduleId: String(seed.modules.food.id) };
  const response = await fetch(`${base}/api/v1/items/latest?store_id=${seed.ids.storeId}&category_id=0&offset=1&limit=25`, { headers });
  const { products } = (await response.json()) as { products: StoreItem[] };
  return products
    .filter((item) => !Array.isArray(item.food_variations) || item.food_variations.length === 0)
    .filter((item) => (item.available_time_starts ?? '00:00:00') <= '00:00:00' && (item.available_time_ends ?? '23:59:59') >= '23:59:00' && (item.stock ?? 1) > 0)
    .map((item) => item.name);
}

/** The food store: an item's modal, its add, the drawer and a quantity there, then a card's "+". */
async function foodSteps(browser: Browser, base: string, seed: SeedValues, outcome: InteractionOutcome): Promise<void> {
  const page = await newPage(browser, base, storageFor(seed, 'food'));
  try {
    await page.goto(`${base}/store/${seed.ids.storeId}`);
    await tookOver(page);
    const items = page.getByRole('region', { name: 'Items' });
    const card = items.getByRole('article').nth(1);
    const name = (await card.getByRole('heading', { level: 3 }).innerText({ timeout: STEP_TIMEOUT_MS })).trim();
    const modal = page.getByRole('dialog', { name });
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await runSteps(outcome, {
      'open item modal': () => measure(page, card.getByRole('button', { name, exact: true }), () => modal.getByRole('button', { name: /^(Add|Update) to cart$/ }).waitFor({ timeout: STEP_TIMEOUT_MS })),
      'add to cart (modal)': () =>
        measure(page, modal.getByRole('button', { name: /^(Add|Update) to cart$/ }), () =>
          page.getByRole('region', { name: 'Notifications' }).getByRole('alert').first().waitFor({ timeout: STEP_TIMEOUT_MS }),
        ),
      'open cart drawer': async () => {
        await modal.getByRole('button', { name: 'Close' }).click();
        await modal.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS });
        return measure(page, page.getByRole('banner').getByRole('button', { name: /^Shopping cart/ }), () => drawer.waitFor({ timeout: STEP_TIMEOUT_MS }));
      },
      'change quantity (drawer)': async () => {
        const more = drawer.getByRole('button', { name: /^Add one more / }).first();
        const group = drawer.getByRole('group', { name: /Quantity of/ }).first();
        const before = await group.innerText();
        return measure(page, more, () => until(async () => (await group.innerText()) !== before));
      },
      'quick add (card)': async () => {
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS });
        // A plain item whose card shows its "+" (the guest's cart already holds one of the store's plain items).
        let plain: string | null = null;
        for (const candidate of await plainItemNames(base, seed)) {
          if (candidate === name || (await items.getByRole('button', { name: `Add ${candidate} to cart`, exact: true }).count()) === 0) continue;
          plain = candidate;
          break;
        }
        if (!plain) throw new Error('no plain item of the store shows its "+"');
        const stepper = items.getByRole('group', { name: `Quantity of ${plain}`, exact: true });
        return measure(page, items.getByRole('button', { name: `Add ${plain} to cart`, exact: true }).first(), () => stepper.first().waitFor({ timeout: STEP_TIMEOUT_MS }));
      },
    });
  } finally {
    await page.context().close();
  }
}

/** Signed in, at the trip checkout with a vehicle in the cart: a coupon applied. */
async function couponSteps(browser: Browser, base: string, seed: SeedValues, outcome: InteractionOutcome): Promise<void> {
  const login = (await (
    await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email_or_phone: DEMO.email, password: DEMO.password, login_type: 'manual', field_type: 'email' }),
    })
  ).json()) as { token?: string };
  if (!login.token) throw new Error('the demo customer could not sign in');
  const added = await fetch(`${base}/api/v1/rental/user/cart/add-to-cart`, {
    method: 'POST',
    headers: { ...RENTAL_HEADERS, 'Content-Type': 'application/json', Authorization: `Bearer ${login.token}` },
    body: JSON.stringify({ vehicle_id: 1, rental_type: 'hourly', estimated_hours: 8, pickup_time: PICKUP_TIME, pickup_location: DUBAI_MALL }),
  });
  // A cart that already holds the vehicle (a run against a server another run used) does as well.
  if (!added.ok && !(await added.text()).includes('already in your cart')) throw new Error(`the demo customer's cart took no vehicle: ${added.status}`);
  const page = await newPage(browser, base, { ...storageFor(seed, 'rental'), token: login.token });
  try {
    await page.goto(`${base}/checkout?page=cart`);
    await tookOver(page);
    const code = page.getByRole('textbox', { name: 'Coupon code' });
    await code.fill('RIDE10', { timeout: STEP_TIMEOUT_MS });
    await runSteps(outcome, {
      'apply coupon (checkout)': () => measure(page, page.getByRole('button', { name: 'Apply', exact: true }), () => page.getByText('Coupon applied: RIDE10').first().waitFor({ timeout: STEP_TIMEOUT_MS })),
    });
  } finally {
    await page.context().close();
  }
}

/** The vehicle search: the trip type switched, then a vehicle's page opened. */
async function searchSteps(browser: Browser, base: string, seed: SeedValues, outcome: InteractionOutcome): Promise<void> {
  const page = await newPage(browser, base, storageFor(seed, 'rental'));
  try {
    await page.goto(`${base}/rental/vehicle-search`);
    await tookOver(page);
    const tripType = page.getByRole('radiogroup', { name: 'Trip type' });
    const first = page.getByRole('article').first();
    await runSteps(outcome, {
      'switch trip type (search)': async () => {
        // On a phone the trip form is folded behind its summary until asked for.
        const change = page.getByRole('button', { name: 'Change trip' });
        await change.or(tripType).first().waitFor({ timeout: STEP_TIMEOUT_MS });
        if (await change.isVisible()) await change.click();
        const daily = tripType.getByRole('radio', { name: 'Day wise' });
        await daily.waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
        return measure(page, tripType.getByText('Day wise', { exact: true }), () => until(() => daily.isChecked()));
      },
      'open vehicle details (search)': async () => {
        const name = (await first.getByRole('heading', { level: 3 }).innerText()).trim();
        return measure(page, first.getByRole('link', { name, exact: true }), () => page.getByRole('region', { name: `Photos of ${name}` }).waitFor({ timeout: STEP_TIMEOUT_MS }));
      },
    });
  } finally {
    await page.context().close();
  }
}

export async function runInteractions(base: string, seed: SeedValues, log: (line: string) => void): Promise<InteractionOutcome> {
  const outcome: InteractionOutcome = { figures: Object.fromEntries(Object.keys(INTERACTION_STEPS).map((name) => [name, null])), slowest: {}, errors: {} };
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--headless', ...CHROMIUM_ARGS] });
  try {
    for (const [what, steps] of [
      ['food store, modal and drawer', foodSteps],
      ['trip checkout coupon', couponSteps],
      ['vehicle search', searchSteps],
    ] as const) {
      log(`Interactions: ${what} (${CPU_SLOWDOWN}x CPU slowdown)…`);
      try {
        await steps(browser, base, seed, outcome);
      } catch (error) {
        outcome.errors[what] = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'failed';
      }
    }
  } finally {
    await browser.close();
  }
  return outcome;
}
