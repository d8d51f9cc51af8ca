import { chooseZoneAndModule, collectConsoleErrors, expect, seriousAccessibilityViolations, test } from './fixtures';

test.describe('store lists and the store page', () => {
  test('popular stores page twelve at a time with their count and ratings; latest shows at most twelve', async ({ page }) => {
    await chooseZoneAndModule(page, 'pharmacy');
    const total = (await (await page.request.get('/api/v1/stores/popular?offset=1&limit=1', { headers: { zoneId: '[3,1]', moduleId: '3' } })).json()).total_size as number;
    expect(total).toBeGreaterThan(12);
    // On a phone the first twelve fill more than the screen, so the next page waits for the customer to scroll.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/store/popular');
    await expect(page.getByRole('heading', { level: 1, name: 'Popular stores' })).toBeVisible();
    await expect(page.getByText(`${total} stores`)).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(12);
    await expect(cards.first().getByRole('img', { name: /^Rated \d\.\d out of 5/ })).toBeVisible();
    await cards.nth(11).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 3000);
    await expect(cards).toHaveCount(total);
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.goto('/store/latest');
    await expect(page.getByRole('heading', { level: 1, name: 'New on the app' })).toBeVisible();
    expect(await page.getByRole('main').getByRole('article').count()).toBeLessThanOrEqual(12);
    // Each card says the state the server gives its store at this hour: open now, opening later today, or closed today.
    const latest = (await (await page.request.get('/api/v1/stores/latest?type=all&offset=1&limit=12', { headers: { zoneId: '[3,1]', moduleId: '3' } })).json()) as {
      stores: { name: string; open: number; current_opening_time: string }[];
    };
    expect(latest.stores.length).toBeGreaterThan(0);
    for (const store of latest.stores) {
      const said = store.open ? 'Open now' : /^\d\d:\d\d/.test(store.current_opening_time) ? `Opens at ${store.current_opening_time.slice(0, 5)}` : 'Closed today';
      await expect(page.getByRole('main').getByRole('article', { name: store.name, exact: true }), store.name).toContainText(said);
    }
  });

  test('a store: offers, hours, items by category, search inside the store, reviews and map', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await chooseZoneAndModule(page, 'food');
    await page.goto('/store/5?id=5&module_id=2&store_zone_id=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Burger Hub' })).toBeVisible();
    await expect(page.getByText('Open now')).toBeVisible();
    await expect(page.getByText('Delivery 25-35 min')).toBeVisible();

    const offers = page.getByRole('region', { name: 'Offers' });
    const { discount } = await (await page.request.get('/api/v1/stores/details/5', { headers: { moduleId: '2' } })).json();
    const until = new Date(`${discount.end_date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    await expect(offers).toContainText('10% off');
    await expect(offers).toContainText(`On orders over AED 50.00 · up to AED 30.00 · until ${until}`);
    await expect(offers.getByRole('list', { name: 'Coupons' })).toContainText('BURGER5');

    await page.getByText('Opening hours').click();
    await expect(page.getByText('Sunday')).toBeVisible();
    await expect(page.getByText('Open 24 hours').first()).toBeVisible();

    const items = page.getByRole('region', { name: 'Items' });
    const { total_size: total } = await (await page.request.get('/api/v1/items/latest', { headers: { zoneId: '[3,1]', moduleId: '2' }, params: { store_id: 5, category_id: 0, offset: 1, limit: 1 } })).json();
    expect(total).toBeGreaterThan(12);
    await expect(items.getByText(`${total} items`)).toBeVisible();
    await expect(items.getByRole('article')).toHaveCount(12);
    // Scrolling to the end loads the next page.
    await items.getByRole('article').nth(11).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect(items.getByRole('article')).toHaveCount(Math.min(total, 24));

    await items.getByRole('tab', { name: 'Desserts' }).click();
    const desserts = items.getByRole('tabpanel');
    await expect(desserts.getByRole('article', { name: 'New York Cheesecake' })).toBeVisible();
    await expect(desserts.getByRole('article', { name: 'Chocolate Milkshake' })).toHaveCount(0);

    await items.getByRole('tab', { name: 'All' }).click();
    await items.getByRole('searchbox', { name: 'Search in Burger Hub' }).fill('milkshake');
    await expect(items.getByRole('tabpanel').getByRole('article', { name: 'Vanilla Milkshake' })).toBeVisible();
    await expect(items.getByRole('tabpanel').getByRole('article', { name: 'Classic Fries' })).toHaveCount(0);
    await items.getByRole('searchbox', { name: 'Search in Burger Hub' }).fill('zzzz');
    await expect(items.getByText('Sorry no data found related to your search')).toBeVisible();

    const reviews = page.getByRole('region', { name: /^Reviews/ });
    // A reviewer by first name and initial.
    await expect(reviews.getByRole('listitem').first()).toContainText(/\b[A-Z][a-z]+ [A-Z]\./);

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);

    // The map (its tiles need the network, which the test machine has not).
    await page.getByRole('button', { name: 'Show on map' }).click();
    const map = page.getByRole('dialog', { name: 'Burger Hub' });
    await expect(map.getByRole('region', { name: 'Map of Burger Hub' })).toBeVisible();
    await map.getByRole('button', { name: 'Close' }).click();
    await expect(map).toHaveCount(0);
  });

  test('a store of another module reads as not found', async ({ page }) => {
    await chooseZoneAndModule(page, 'grocery');
    await page.goto('/store/5?id=5&module_id=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Store not found' })).toBeVisible();
  });

  test('Arabic store page mirrors: logo at the start edge (right), translated labels', async ({ page }) => {
    await chooseZoneAndModule(page, 'food');
    await page.evaluate(() => localStorage.setItem('language-setting', 'ar'));
    await page.goto('/store/5?id=5&module_id=2&store_zone_id=1');
    await expect(page.getByRole('heading', { level: 1, name: 'برجر هب' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('مفتوح الآن')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'الكل' })).toBeVisible();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const search = await page.getByRole('searchbox', { name: 'ابحث في برجر هب' }).boundingBox();
    const viewport = page.viewportSize();
    expect(heading && search && viewport).toBeTruthy();
    // The name sits on the right half, the in-store search on the left: the page reads right to left.
    expect(heading!.x + heading!.width).toBeGreaterThan(viewport!.width / 2);
    expect(search!.x).toBeLessThan(viewport!.width / 2);
    const firstTab = await page.getByRole('tab', { name: 'الكل' }).boundingBox();
    const secondTab = await page.getByRole('tab').nth(1).boundingBox();
    expect(firstTab!.x).toBeGreaterThan(secondTab!.x);
  });
});
