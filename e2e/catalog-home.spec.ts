import type { Page } from '@playwright/test';
import { appTookOver, chooseZoneAndModule, collectConsoleErrors, expect, seriousAccessibilityViolations, test } from './fixtures';
import { signInDemo } from './customer';

async function openHome(page: Page, moduleType: string) {
  await chooseZoneAndModule(page, moduleType);
  await page.goto('/home');
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

interface RunningFlashSale {
  title: string;
  active_products: { discounted_price: number; available_stock: number; item: { name: string } }[];
}

/** The food module's running flash sale, as the server answers it for the page's zone and module. */
async function runningFlashSale(page: Page): Promise<RunningFlashSale> {
  const headers = await page.evaluate(() => ({
    zoneId: localStorage.getItem('zoneid') ?? '',
    moduleId: String((JSON.parse(localStorage.getItem('module') ?? '{}') as { id?: number }).id ?? ''),
  }));
  const sale = (await (await page.request.get('/api/v1/flash-sales', { headers })).json()) as RunningFlashSale;
  expect(sale.active_products.length, 'a flash sale runs for the food module').toBeGreaterThan(0);
  return sale;
}

test.describe('module homes', () => {
  test('the offers carousel moves by its buttons, its dots and the keyboard, and shows the slide it names, in English and Arabic', async ({ browser, baseURL }) => {
    const names = {
      en: { offers: 'Offers', next: 'Next slide', previous: 'Previous slide', slides: 'Slides', goTo: (n: number) => `Go to slide ${n}`, slide: (n: number) => new RegExp(`^Slide ${n} of`), forward: 'ArrowRight' },
      ar: { offers: 'العروض', next: 'الشريحة التالية', previous: 'الشريحة السابقة', slides: 'الشرائح', goTo: (n: number) => `الانتقال إلى الشريحة ${n}`, slide: (n: number) => new RegExp(`^الشريحة ${n} من`), forward: 'ArrowLeft' },
    } as const;
    for (const language of ['en', 'ar'] as const) {
      const name = names[language];
      // Without motion there is no autoplay moving the slides while they are checked.
      const context = await browser.newContext({ baseURL, serviceWorkers: 'block', viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await chooseZoneAndModule(page, 'food');
      await page.evaluate((lang) => localStorage.setItem('language-setting', lang), language);
      await page.goto('/home');
      await appTookOver(page);
      const carousel = page.getByRole('region', { name: name.offers });
      const current = carousel.locator('button[aria-current="true"]');
      const shows = (n: number) => expect(carousel.getByRole('group', { name: name.slide(n) })).toBeInViewport({ ratio: 0.9 });
      await expect(current).toHaveAccessibleName(name.goTo(1));
      await shows(1);
      await carousel.getByRole('button', { name: name.next }).click();
      await expect(current).toHaveAccessibleName(name.goTo(2));
      await shows(2);
      await carousel.getByRole('button', { name: name.goTo(4) }).click();
      await expect(current).toHaveAccessibleName(name.goTo(4));
      await shows(4);
      await carousel.getByRole('button', { name: name.previous }).click();
      await expect(current).toHaveAccessibleName(name.goTo(3));
      await carousel.getByRole('group', { name: name.slides }).press(name.forward);
      await expect(current).toHaveAccessibleName(name.goTo(4));
      await shows(4);
      await context.close();
    }
  });

  test('food leads with cuisines and restaurants nearby; every card opens its page', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openHome(page, 'food');
    await expect(page.getByRole('heading', { level: 1, name: 'What would you like to eat?' })).toBeVisible();
    await expect(page.getByText('Delivering to Dubai Mall, Downtown Dubai')).toBeVisible();

    const headings = page.getByRole('heading', { level: 2 });
    await expect(headings.first()).toHaveText('Cuisines');
    await expect(headings.nth(1)).toHaveText('Popular restaurants near you');

    // Banners carry the module's offers; a store banner opens its store.
    await expect(page.getByRole('region', { name: 'Offers' }).getByRole('link', { name: 'Burger Hub: 10% off every order' })).toHaveAttribute('href', /\/store\/5\?/);

    // Cuisines link to their category; the heading's link opens every category.
    const cuisines = section(page, 'Cuisines');
    await expect(cuisines.getByRole('link', { name: 'Burgers' })).toHaveAttribute('href', '/category?id=7&name=Burgers');
    await expect(cuisines.getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/categories');

    // Store cards: rating with one decimal, open state, closed stores say when they open.
    const restaurants = section(page, 'Popular restaurants near you');
    const first = restaurants.getByRole('article').first();
    const restaurant = (await first.getAttribute('aria-label')) ?? '';
    const href = (await restaurants.getByRole('link', { name: restaurant }).first().getAttribute('href')) ?? '';
    const storeId = /\/store\/(\d+)/.exec(href)?.[1];
    const details = await (await page.request.get(`/api/v1/stores/details/${storeId}`, { headers: { moduleId: '2' } })).json();
    await expect(first.getByRole('img', { name: new RegExp(`^Rated ${Number(details.avg_rating).toFixed(1).replace('.', '\\.')} out of 5`) })).toBeVisible();
    await expect(restaurants.getByText(/^(Open now|Opens at \d\d:\d\d|Closed today)$/).first()).toBeVisible();
    // New restaurants lead with what is open now; each card says its state.
    await expect(section(page, 'New restaurants').getByText(/^(Open now|Opens at \d\d:\d\d|Closed today)$/).first()).toBeVisible();

    // The flash sale counts down and shows what is left. Which sale runs, and what it sells, follow the
    // server's clock (one sale per calendar month), so the test reads the running one from the API.
    const running = await runningFlashSale(page);
    const flash = section(page, running.title);
    await expect(flash.getByRole('timer', { name: 'Ends in' })).toContainText('Days');
    const [product] = running.active_products;
    if (!product) throw new Error(`${running.title} sells nothing`);
    await expect(flash.getByRole('article', { name: product.item.name })).toContainText(product.discounted_price.toFixed(2));
    await expect(flash.getByRole('listitem').filter({ has: page.getByRole('article', { name: product.item.name }) })).toContainText(`${product.available_stock} left`);

    // A dish opens in the item modal over the home; a restaurant opens its store page.
    const dish = section(page, 'Most loved dishes').getByRole('article').first();
    const dishName = (await dish.getAttribute('aria-label')) ?? '';
    await dish.getByRole('button', { name: dishName, exact: true }).click();
    const modal = page.getByRole('dialog', { name: dishName });
    await expect(modal.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    await section(page, 'Popular restaurants near you').getByRole('link', { name: restaurant }).first().click();
    await expect(page).toHaveURL(new RegExp(`/store/${storeId}\\?id=${storeId}&module_id=2&store_zone_id=${details.zone_id}`));

    expect(errors).toEqual([]);
  });

  test('grocery leads with its aisles and the day\'s deals', async ({ page }) => {
    await openHome(page, 'grocery');
    await expect(page.getByRole('heading', { level: 1, name: 'Fresh groceries, delivered' })).toBeVisible();
    const headings = page.getByRole('heading', { level: 2 });
    await expect(headings.first()).toHaveText('Shop by category');
    await expect(headings.nth(1)).toHaveText("Today's deals");
    const deal = section(page, "Today's deals").getByRole('article').first();
    await expect(deal.getByText(/% off$|off$/)).toBeVisible();
    await expect(deal.getByText('Original price')).toBeAttached();
    await expect(section(page, 'Fresh arrivals').getByRole('article').first()).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test('grocery sections lead with what can be bought: open stores and items in stock first, the rest marked', async ({ page }) => {
    await openHome(page, 'grocery');
    await expect(section(page, 'Fresh arrivals').getByRole('article').first()).toBeVisible();
    await appTookOver(page);
    const marks = await page.getByRole('main').getByRole('region').evaluateAll((regions) =>
      regions.map((region) => ({
        name: region.getAttribute('aria-label') ?? region.querySelector('h2')?.textContent ?? '',
        // Marked as not buyable now: an item out of stock or not sold at this hour, a store closed or not yet open.
        cards: [...region.querySelectorAll('article')].map((card) => /Out of Stock|Not Available now|Closed today|Closed now|Opens at /.test(card.textContent ?? '')),
      })),
    );
    const withCards = marks.filter((entry) => entry.cards.length > 1);
    expect(withCards.length).toBeGreaterThan(2);
    // In every section, a card marked as not buyable now never comes before one that is.
    for (const entry of withCards) expect(entry.cards.slice(entry.cards.indexOf(true) === -1 ? entry.cards.length : entry.cards.indexOf(true)), entry.name).not.toContain(false);
    // What cannot be bought is marked, not left out: each store the section shows is marked exactly when the
    // server says it is not open now (which stores those are depends on the hour).
    const headers = await page.evaluate(() => ({
      zoneId: localStorage.getItem('zoneid') ?? '',
      moduleId: String((JSON.parse(localStorage.getItem('module') ?? '{}') as { id?: number }).id ?? ''),
    }));
    const { stores } = (await (await page.request.get('/api/v1/stores/popular', { headers, params: { offset: 1, limit: 50 } })).json()) as { stores: { name: string; open: number; active: boolean | number }[] };
    const shown = await section(page, 'Stores near you').getByRole('article').evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
    expect(shown.length).toBeGreaterThan(1);
    for (const text of shown) {
      const store = stores.find((entry) => text.includes(entry.name));
      expect(store, text).toBeDefined();
      expect(/Closed today|Closed now|Opens at /.test(text), text).toBe(store?.open !== 1 || !store.active);
    }
  });

  test('pharmacy shows the prescription entry and featured medicines', async ({ page }) => {
    await openHome(page, 'pharmacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Your pharmacy, delivered' })).toBeVisible();
    const prescription = section(page, 'Order with a prescription');
    await expect(prescription).toContainText('attach the photo at checkout');
    await expect(prescription.getByRole('link').first()).toHaveAttribute('href', /^\/store\/\d+\?/);
    await expect(section(page, 'Featured medicines').getByRole('article').first()).toBeVisible();
  });

  test('shop leads with brands; a brand shows its items', async ({ page }) => {
    await openHome(page, 'ecommerce');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop the brands you love' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Shop by brand');
    const brands = section(page, 'Shop by brand');
    const brand = brands.getByRole('button', { name: /^Sonora/ });
    await brand.click();
    await expect(brand).toHaveAttribute('aria-pressed', 'true');
    await expect(brands.getByRole('region', { name: 'Items from Sonora' }).getByRole('article').first()).toBeVisible();
    await brand.click();
    await expect(brands.getByRole('region', { name: 'Items from Sonora' })).toHaveCount(0);
    await expect(section(page, 'New arrivals').getByRole('article').first()).toBeVisible();
  });

  test('Arabic home mirrors and translates', async ({ page }) => {
    await chooseZoneAndModule(page, 'food');
    await page.evaluate(() => localStorage.setItem('language-setting', 'ar'));
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'ماذا تود أن تأكل؟' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(section(page, 'المطابخ').getByRole('link').first()).toBeVisible();
  });

  test('"Visit again" shows only the module\'s own stores, as cards of the store rows\' size', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await chooseZoneAndModule(page, 'food');
    await signInDemo(page);
    for (const moduleType of ['food', 'ecommerce']) {
      await chooseZoneAndModule(page, moduleType);
      const moduleId = await page.evaluate(() => (JSON.parse(localStorage.getItem('module') ?? '{}') as { id: number }).id);
      await page.goto('/home');
      const visitAgain = section(page, 'Visit again');
      await visitAgain.scrollIntoViewIfNeeded();
      const cards = visitAgain.getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      // Each store is the module's own (asked of the API by the store its card links to).
      for (const href of await visitAgain.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
        const id = /\/store\/(\d+)/.exec(href)?.[1];
        if (!id) continue;
        const store = (await (await page.request.get(`/api/v1/stores/details/${id}`, { headers: { zoneId: '[3,1]', moduleId: String(moduleId) } })).json()) as { module_id: number };
        expect(store.module_id, `store ${id} on the ${moduleType} home`).toBe(moduleId);
      }
      // A row of one store keeps a card's size: at most a third of the row, never the whole width.
      const row = await visitAgain.getByRole('list').first().boundingBox();
      const card = await cards.first().boundingBox();
      expect(card && row && card.width <= row.width / 3 + 1, `card ${card?.width} px in a row of ${row?.width} px`).toBe(true);
      expect(card && card.height < 400).toBe(true);
    }
  });
});
