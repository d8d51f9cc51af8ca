/**
 * The server renders the first screen of every main public route: its real content (heading, prices, the
 * largest picture) is in the HTML before any script runs; the app then takes that very markup over (hydration)
 * without a mismatch; the page a signed-in customer gets carries nothing of theirs and is never shared.
 */
import type { Browser, Page } from '@playwright/test';
import { addToServerCart, DEMO, RENTAL_HEADERS, signInDemo, tomorrowMorning, useGuest } from './customer';
import { appTookOver, chooseZoneAndModule, collectConsoleErrors, DUBAI_MALL as CHOSEN_PLACE, expect, test, workerControls } from './fixtures';

const DUBAI_MALL = { lat: '25.1972', lng: '55.2744' };
const PRICE = /AED\s?\d[\d,]*\.\d{2}/;

interface Screen {
  name: string;
  module: 'rental' | 'food';
  path: (api: Api) => Promise<string>;
  heading: (api: Api) => Promise<string | RegExp>;
  priced: boolean;
}

type Api = (path: string, headers?: Record<string, string>) => Promise<Record<string, unknown>>;

const FOOD_HEADERS = { zoneId: '[3,1]', moduleId: '2' };
const firstOf = async (api: Api, path: string, list: string, headers: Record<string, string>) => ((await api(path, headers))[list] as { id: number; name: string }[])[0]!;

const SCREENS: Screen[] = [
  { name: 'rental home', module: 'rental', path: async () => '/home', heading: async () => 'Rent a vehicle', priced: false },
  { name: 'vehicle search', module: 'rental', path: async () => '/rental/vehicle-search', heading: async () => 'Available vehicles', priced: true },
  {
    name: 'vehicle details',
    module: 'rental',
    path: async (api) => `/rental/vehicle-details/${(await firstOf(api, '/api/v1/rental/vehicle/top-rated?limit=1&offset=1', 'vehicles', RENTAL_HEADERS)).id}`,
    heading: async (api) => (await firstOf(api, '/api/v1/rental/vehicle/top-rated?limit=1&offset=1', 'vehicles', RENTAL_HEADERS)).name,
    priced: true,
  },
  { name: 'food home', module: 'food', path: async () => '/home', heading: async () => 'What would you like to eat?', priced: true },
  {
    name: 'store page',
    module: 'food',
    path: async (api) => `/store/${(await firstOf(api, '/api/v1/stores/popular?type=all&offset=1&limit=1', 'stores', FOOD_HEADERS)).id}`,
    heading: async (api) => (await firstOf(api, '/api/v1/stores/popular?type=all&offset=1&limit=1', 'stores', FOOD_HEADERS)).name,
    priced: true,
  },
  {
    name: 'product page',
    module: 'food',
    path: async (api) => `/product/${(await firstOf(api, '/api/v1/items/popular?type=all&offset=1&limit=1', 'products', FOOD_HEADERS)).id}`,
    heading: async (api) => (await firstOf(api, '/api/v1/items/popular?type=all&offset=1&limit=1', 'products', FOOD_HEADERS)).name,
    priced: true,
  },
];

/** The context cookie the app writes (zone, module, language, position and the trip being searched). */
function contextCookie(module: Screen['module']): string {
  const moduleId = module === 'rental' ? RENTAL_HEADERS.moduleId : FOOD_HEADERS.moduleId;
  const values = ['[3,1]', moduleId, module, 'en', DUBAI_MALL.lat, DUBAI_MALL.lng];
  return encodeURIComponent(JSON.stringify(module === 'rental' ? [...values, 'hourly', tomorrowMorning(), DUBAI_MALL.lat, DUBAI_MALL.lng] : values));
}

function apiOf(page: Page): Api {
  return async (path, headers = {}) => (await (await page.request.get(path, { headers })).json()) as Record<string, unknown>;
}

/** A browser that runs no script at all, with the customer's context cookie. */
async function withoutScripts(browser: Browser, baseURL: string, module: Screen['module']) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, serviceWorkers: 'block' });
  await context.addCookies([{ name: 'storefront_context', value: contextCookie(module), url: baseURL }]);
  return context;
}

// Marks the headings the HTML parser made, once it has made them all and before the page's scripts run (the
// document turns "interactive" before its module scripts execute): a heading the app re-created (a hydration
// mismatch renders afresh) has no mark.
const MARK_PARSED_HEADINGS = () => {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    for (const heading of document.querySelectorAll('h1')) (heading as HTMLElement & { fromServer?: boolean }).fromServer = true;
  });
};

test.describe('the server-rendered first screen', () => {
  for (const screen of SCREENS) {
    test(`${screen.name}: its content is in the HTML before any script runs, and the app takes that markup over`, async ({ browser, page, baseURL }) => {
      const api = apiOf(page);
      const path = await screen.path(api);
      const heading = await screen.heading(api);

      const bare = await withoutScripts(browser, baseURL!, screen.module);
      const noScript = await bare.newPage();
      const response = await noScript.goto(path);
      expect(response?.headers()['cache-control']).toBe('private, no-cache');
      const html = (await response?.text()) ?? '';
      await expect(noScript.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (screen.priced) expect(html).toMatch(PRICE);
      // The largest picture is asked for at once, and it is in the markup itself.
      const preload = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(html)?.[1];
      if (screen.name !== 'food home' || preload) {
        expect(preload, 'the picture is preloaded').toBeTruthy();
        expect(html).toContain(`src="${preload!.replace(/&/g, '&amp;')}"`);
      }
      await bare.close();

      // The app's own visit writes its context cookie; the next visit is rendered by the server for it.
      const errors = collectConsoleErrors(page);
      await chooseZoneAndModule(page, screen.module);
      await page.goto(path);
      const title = page.getByRole('heading', { level: 1, name: heading });
      await expect(title).toBeVisible();
      await page.addInitScript(MARK_PARSED_HEADINGS);
      const rendered = await page.reload();
      expect(await rendered?.text()).not.toContain('<div id="root"></div>');
      // Hydrated, not replaced: the heading the parser made is the one React now owns.
      await expect
        .poll(() => title.evaluate((element) => ({ fromServer: (element as HTMLElement & { fromServer?: boolean }).fromServer === true, owned: Object.keys(element).some((key) => key.startsWith('__reactFiber$')) })))
        .toEqual({ fromServer: true, owned: true });
      // And it works: the header's module switch opens its dialog.
      await page.getByRole('button', { name: /Switch module/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('a trip only the cookie names (this browser kept none) is the one the app asks for: the results it hydrates are the server\'s', async ({ page, baseURL }) => {
    const errors = collectConsoleErrors(page);
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/rental/vehicle-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Available vehicles' })).toBeVisible();
    // Away from the app (a picture of the same origin), so nothing it still does rewrites the trip below.
    await page.goto('/favicon.svg');
    // The app wrote its cookie; its pickup time becomes tomorrow at 10:00, never a default the browser computes,
    // and the browser keeps no trip of its own (as when its default was computed on the operator's clock).
    await page.evaluate(() => localStorage.removeItem('rental_trip_search'));
    const written = (await page.context().cookies()).find((cookie) => cookie.name === 'storefront_context')!;
    const values = JSON.parse(decodeURIComponent(written.value)) as string[];
    values[7] = tomorrowMorning();
    await page.context().addCookies([{ name: 'storefront_context', value: encodeURIComponent(JSON.stringify(values)), url: baseURL! }]);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/rental/vehicle/search')) searches.push(request.url());
    });
    await page.addInitScript(MARK_PARSED_HEADINGS);
    await page.goto('/rental/vehicle-search');
    const title = page.getByRole('heading', { level: 1, name: 'Available vehicles' });
    await expect
      .poll(() => title.evaluate((element) => ({ fromServer: (element as HTMLElement & { fromServer?: boolean }).fromServer === true, owned: Object.keys(element).some((key) => key.startsWith('__reactFiber$')) })))
      .toEqual({ fromServer: true, owned: true });
    await expect(page.getByRole('listitem').filter({ hasText: '10:00 AM' })).toBeVisible();
    expect(searches).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('Arabic: the server renders the page in Arabic, right to left, and it hydrates without a mismatch', async ({ browser, page, baseURL }) => {
    const cookie = encodeURIComponent(JSON.stringify(['[3,1]', RENTAL_HEADERS.moduleId, 'rental', 'ar', DUBAI_MALL.lat, DUBAI_MALL.lng]));
    const bare = await browser.newContext({ javaScriptEnabled: false, baseURL, serviceWorkers: 'block' });
    await bare.addCookies([{ name: 'storefront_context', value: cookie, url: baseURL! }]);
    const noScript = await bare.newPage();
    await noScript.goto('/home');
    await expect(noScript.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(noScript.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
    await bare.close();

    const errors = collectConsoleErrors(page);
    await chooseZoneAndModule(page, 'rental');
    await page.evaluate(() => {
      localStorage.setItem('language-setting', 'ar');
      localStorage.setItem('direction', 'rtl');
    });
    await page.goto('/home');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(/[\u0600-\u06FF]/);
    await page.addInitScript(MARK_PARSED_HEADINGS);
    const rendered = await page.reload();
    // The theme cookie the app wrote is named on the root too (the device's theme here).
    expect(await rendered?.text()).toContain('<html lang="ar" dir="rtl" data-theme="system">');
    await expect(title).toHaveText(/[\u0600-\u06FF]/);
    await expect.poll(() => title.evaluate((element) => (element as HTMLElement & { fromServer?: boolean }).fromServer === true && Object.keys(element).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the theme the customer chose is on the page the server renders: its first paint reads nothing from localStorage', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Rent a vehicle' })).toBeVisible();
    await page.getByRole('button', { name: 'Dark theme' }).first().click();
    await expect(page.locator('html')).toHaveClass(/theme-dark/);
    // Reads of localStorage until the document is parsed (the shell's theme script runs while it is).
    await page.addInitScript(() => {
      const reads: string[] = [];
      (window as Window & { earlyReads?: string[] }).earlyReads = reads;
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (key: string) {
        if (document.readyState === 'loading') reads.push(key);
        return getItem.call(this, key);
      };
    });
    const rendered = await page.reload();
    expect(await rendered?.text()).toContain('<html lang="en" dir="ltr" data-theme="dark">');
    await expect(page.locator('html')).toHaveClass(/theme-dark/);
    expect(await page.evaluate(() => (window as Window & { earlyReads?: string[] }).earlyReads)).toEqual([]);
    // Back to light: the next page is light from its first paint.
    await page.getByRole('button', { name: 'Dark theme' }).first().click();
    await expect(page.locator('html')).toHaveClass(/theme-light/);
    expect(await (await page.reload())?.text()).toContain('data-theme="light"');
    await expect(page.locator('html')).toHaveClass(/theme-light/);
  });

  test('the trip panel arrives in exactly the room the server kept for it, at every width, in English and Arabic', async ({ browser, page, baseURL }) => {
    const widths = [320, 390, 519, 520, 768, 1024, 1366];
    for (const language of ['en', 'ar'] as const) {
      const values = ['[3,1]', RENTAL_HEADERS.moduleId, 'rental', language, DUBAI_MALL.lat, DUBAI_MALL.lng];
      const bare = await browser.newContext({ javaScriptEnabled: false, baseURL, serviceWorkers: 'block' });
      await bare.addCookies([{ name: 'storefront_context', value: encodeURIComponent(JSON.stringify(values)), url: baseURL! }]);
      const markup = await bare.newPage();
      await markup.goto('/home');
      const room = markup.getByRole('main').locator('section').first().locator(':scope > span').first();
      const rooms: number[] = [];
      for (const width of widths) {
        await markup.setViewportSize({ width, height: 900 });
        rooms.push(Math.round((await room.boundingBox())?.height ?? 0));
      }
      await bare.close();

      await chooseZoneAndModule(page, 'rental');
      await page.evaluate((lang) => localStorage.setItem('language-setting', lang), language);
      await page.goto('/home');
      const panel = page.getByRole('form', { name: language === 'en' ? 'Find a vehicle for your trip' : 'ابحث عن مركبة لرحلتك' });
      await expect(panel).toBeVisible();
      const panels: number[] = [];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        panels.push(Math.round((await panel.boundingBox())?.height ?? 0));
      }
      expect(rooms.every((height) => height > 200)).toBe(true);
      expect(panels, `${language}: the panel's heights against the room's`).toEqual(rooms);
    }
  });

  test('the banners stay where the server drew them when the carousel starts, two side by side on a wide screen, in English and Arabic', async ({ browser, baseURL }) => {
    /** The banner pictures the carousel shows (inside its frame), left to right, by name and place. */
    const shown = (page: Page, name: string) =>
      page
        .getByRole('region', { name })
        .last()
        .evaluate((carousel) => {
          const frame = carousel.getBoundingClientRect();
          return [...carousel.querySelectorAll('img')]
            .map((image) => ({ name: image.getAttribute('alt'), box: image.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1)
            .sort((a, b) => a.box.left - b.box.left)
            .map(({ name, box }) => `${name} at ${Math.round(box.left)}, ${Math.round(box.width)} wide`);
        });
    for (const [language, name] of [['en', 'Offers'], ['ar', 'العروض']] as const) {
      const values = ['[3,1]', RENTAL_HEADERS.moduleId, 'rental', language, DUBAI_MALL.lat, DUBAI_MALL.lng];
      // Without motion the slides do not advance on their own while they are compared.
      const options = { baseURL, serviceWorkers: 'block', viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' } as const;
      const bare = await browser.newContext({ ...options, javaScriptEnabled: false });
      await bare.addCookies([{ name: 'storefront_context', value: encodeURIComponent(JSON.stringify(values)), url: baseURL! }]);
      const markup = await bare.newPage();
      await markup.goto('/home');
      const drawn = await shown(markup, name);
      await bare.close();
      expect(drawn, `${language}: two banners side by side`).toHaveLength(2);

      const context = await browser.newContext(options);
      const page = await context.newPage();
      await chooseZoneAndModule(page, 'rental');
      await page.evaluate((lang) => localStorage.setItem('language-setting', lang), language);
      await page.goto('/home');
      await appTookOver(page);
      await expect.poll(() => shown(page, name), `${language}: the banners once the carousel runs`).toEqual(drawn);
      await context.close();
    }
  });

  test("a signed-in customer's page carries nothing of theirs, and another customer never gets it", async ({ browser, page, baseURL }) => {
    await chooseZoneAndModule(page, 'rental');
    const token = await signInDemo(page);
    const vehicle = (await apiOf(page)('/api/v1/rental/vehicle/get-vehicle-details/1', RENTAL_HEADERS)) as { id: number; name: string };
    await addToServerCart(page, { token }, vehicle.id, { pickup_time: tomorrowMorning() });
    await page.goto('/rental/cart');
    await expect(page.getByRole('main').getByText(vehicle.name).first()).toBeVisible();

    for (const path of ['/home', '/rental/vehicle-search', '/rental/cart']) {
      const response = await page.request.get(path);
      expect(response.headers()['cache-control']).toBe('private, no-cache');
      expect(response.headers().vary).toMatch(/Cookie/i);
      const html = await response.text();
      for (const own of [token, DEMO.email, 'Demo Customer', '+971500000001']) expect(html).not.toContain(own);
    }

    // Another customer in another browser, same zone and module: their own (empty) trip cart.
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await chooseZoneAndModule(otherPage, 'rental');
    await otherPage.goto('/rental/cart');
    await expect(otherPage.getByRole('main')).toBeVisible();
    await expect(otherPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(otherPage.getByRole('main').getByText(vehicle.name)).toHaveCount(0);
    await other.close();
  });
});

test.describe('the server-rendered first screen, when its scripts do not come', () => {
  test('the screen stays as drawn, and the page reloads into a working app a moment later', async ({ page, baseURL }) => {
    await chooseZoneAndModule(page, 'rental');
    await page.context().addCookies([{ name: 'storefront_context', value: contextCookie('rental'), url: baseURL! }]);
    // The connection drops after the page and its 1 KB entry: none of the app's other files arrive.
    await page.route('**/assets/*.js', (route) => (/\/index-[\w-]+\.js$/.test(route.request().url()) ? route.continue() : route.abort('internetdisconnected')));
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/assets/'));
    await page.goto('/rental/vehicle-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Available vehicles' })).toBeVisible();
    const quickView = page.getByRole('main').getByRole('button', { name: /^Quick view of / }).first();
    await failed;
    // Nobody listens to the markup yet: the page says its controls are not available, and a press does nothing.
    await expect(quickView).toBeDisabled();
    await quickView.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.unroute('**/assets/*.js');
    // The page reloads into a working app: the same press opens the vehicle's quick view.
    await quickView.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('the server-rendered first screen, offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the rendered route still opens offline, from the app shell', async ({ page, baseURL }) => {
    await chooseZoneAndModule(page, 'rental');
    await page.context().addCookies([{ name: 'storefront_context', value: contextCookie('rental'), url: baseURL! }]);
    await page.goto('/home');
    const title = page.getByRole('heading', { level: 1, name: 'Rent a vehicle' });
    await expect(title).toBeVisible();
    await workerControls(page);
    await page.context().setOffline(true);
    await page.reload();
    await expect(title).toBeVisible();
    await expect(page.getByRole('region', { name: 'Offers' }).getByRole('img').first()).toBeVisible();
    // The server's pages carry the runtime configuration inline; the shell loads its file, kept by the worker since it installed.
    expect(await page.evaluate(() => (window as { __APP_CONFIG__?: { apiBaseUrl?: string } }).__APP_CONFIG__?.apiBaseUrl)).toBe('');
    await page.context().setOffline(false);
  });
});

test.describe('the checkout, rendered for its own customer', () => {
  /** A food item without choices, served all day (so its order is priced at any hour), in the guest's server cart; its name. */
  async function fillItemCart(page: Page, guestId: string): Promise<string> {
    const items = (await apiOf(page)('/api/v1/items/latest?type=all&store_id=5&category_id=0&offset=1&limit=30', FOOD_HEADERS)).products as { id: number; name: string; food_variations?: unknown[]; available_time_starts?: string; available_time_ends?: string }[];
    const item = items.find((entry) => (entry.food_variations ?? []).length === 0 && entry.available_time_starts === '00:00:00' && entry.available_time_ends === '23:59:59')!;
    const added = await page.request.post('/api/v1/customer/cart/add', { headers: FOOD_HEADERS, data: { guest_id: guestId, item_id: item.id, model: 'Item', quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] } });
    expect(added.ok()).toBe(true);
    return item.name;
  }

  async function fillTripCart(page: Page, guestId: string): Promise<string> {
    const vehicle = (await apiOf(page)('/api/v1/rental/vehicle/get-vehicle-details/1', RENTAL_HEADERS)) as { id: number; name: string };
    await addToServerCart(page, { guestId }, vehicle.id);
    return vehicle.name;
  }

  for (const kind of ['trip', 'item'] as const) {
    test(`${kind} checkout: the customer's cart is in the HTML before any script runs, the app takes it over, and nobody else gets it`, async ({ browser, page, baseURL }) => {
      const errors = collectConsoleErrors(page);
      await chooseZoneAndModule(page, kind === 'trip' ? 'rental' : 'food');
      const guestId = await useGuest(page);
      const line = kind === 'trip' ? await fillTripCart(page, guestId) : await fillItemCart(page, guestId);
      // The app's own visit writes its cookies (its context, and who it is, for the checkout's page).
      await page.goto('/checkout?page=cart');
      await expect(page.getByRole('main').getByText(line).first()).toBeVisible();
      const cookies = await page.context().cookies();
      // Who they are, and the place they chose (the delivery address the checkout is priced for).
      const place = `${CHOSEN_PLACE.lat}_${CHOSEN_PLACE.lng}|${encodeURIComponent(CHOSEN_PLACE.address)}`;
      expect(cookies.find((entry) => entry.name === 'storefront_identity')).toMatchObject({ value: `g.${guestId}|${place}`, path: '/checkout', sameSite: 'Strict' });

      // The page as the server sends it, in a browser that runs no script.
      const bare = await browser.newContext({ javaScriptEnabled: false, baseURL, serviceWorkers: 'block' });
      await bare.addCookies(cookies);
      const noScript = await bare.newPage();
      const response = await noScript.goto('/checkout?page=cart');
      expect(response?.headers()['cache-control']).toBe('private, no-cache');
      await expect(noScript.getByRole('heading', { level: 1, name: kind === 'trip' ? 'Book your trip' : 'Checkout' })).toBeVisible();
      await expect(noScript.getByRole('main').getByText(line).first()).toBeVisible();
      expect(await response?.text()).toMatch(PRICE);
      if (kind === 'item') {
        // Priced by the server for that address before any script runs: the order's own total, no estimate, no wait.
        await expect(noScript.getByRole('main').getByText('Total', { exact: true })).toBeVisible();
        await expect(noScript.getByText('Getting the prices from the store…')).toHaveCount(0);
        await expect(noScript.getByText('Estimate', { exact: true })).toHaveCount(0);
      }
      await bare.close();

      // Hydrated, not replaced, and it works; the item checkout does not ask for the prices it was rendered with.
      const pricesAsked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/customer/order/get-Tax')) pricesAsked.push(request.url());
      });
      await page.addInitScript(MARK_PARSED_HEADINGS);
      await page.reload();
      const title = page.getByRole('heading', { level: 1 });
      await expect
        .poll(() => title.evaluate((element) => (element as HTMLElement & { fromServer?: boolean }).fromServer === true && Object.keys(element).some((key) => key.startsWith('__reactFiber$'))))
        .toBe(true);
      // A guest's item checkout offers no coupons (they are an account's); its contact form is typed in instead.
      const field = kind === 'trip' ? page.getByRole('textbox', { name: 'Coupon code' }) : page.getByRole('textbox', { name: 'Contact person name' });
      await field.fill('WELCOME');
      await expect(field).toHaveValue('WELCOME');
      if (kind === 'item') {
        await expect(page.getByRole('main').getByText('Total', { exact: true })).toBeVisible();
        expect(pricesAsked).toEqual([]);
      }
      expect(errors).toEqual([]);

      // Another browser: without an identity of its own the checkout is not rendered; with another guest's, it
      // is that guest's (empty) cart. Never the first customer's.
      const other = await browser.newContext({ baseURL, serviceWorkers: 'block' });
      await other.addCookies(cookies.filter((entry) => entry.name !== 'storefront_identity'));
      const stranger = await other.request.get('/checkout?page=cart');
      expect(await stranger.text()).not.toContain(line);
      const otherGuest = String(((await (await other.request.post('/api/v1/auth/guest/request')).json()) as { guest_id: number }).guest_id);
      await other.addCookies([{ name: 'storefront_identity', value: `g.${otherGuest}`, url: `${baseURL}/checkout` }]);
      const theirs = await other.request.get('/checkout?page=cart');
      const html = await theirs.text();
      expect(html).not.toContain(line);
      expect(html).not.toContain(`guest-${guestId}`);
      await other.close();
    });
  }
});
