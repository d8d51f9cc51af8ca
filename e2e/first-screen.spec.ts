/**
 * A returning customer's page arrives with its first screen's public data in it (the server fetched it for
 * the zone, module and language the app mirrored into a cookie), so the app asks the API for none of it; a
 * page prepared for another context is never used.
 */
import type { Page } from '@playwright/test';
import { appTookOver, chooseZoneAndModule, collectConsoleErrors, expect, test } from './fixtures';

const FIRST_SCREEN = ['/api/v1/config', '/api/v1/module', '/api/v1/react-landing-page', '/api/v1/banners', '/api/v1/categories', '/api/v1/stores/popular'];

/**
 * Paths of the API GETs the next document makes: from its navigation on, so that a request the page before it
 * was still making (its app starting once its first screen was shown) is not counted.
 */
function apiGets(page: Page): string[] {
  const paths: string[] = [];
  let next = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) next = true;
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (next && request.method() === 'GET' && url.pathname.startsWith('/api/')) paths.push(url.pathname);
  });
  return paths;
}

async function openFoodHome(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'What would you like to eat?' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Popular restaurants near you', exact: true }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Offers' }).getByRole('link', { name: 'Burger Hub: 10% off every order' })).toBeVisible();
}

test.describe('the first screen in the page', () => {
  test('a returning customer opens the food home without the app asking the API for its listings', async ({ page, context }) => {
    const errors = collectConsoleErrors(page);
    await chooseZoneAndModule(page, 'food');
    await page.goto('/home');
    await openFoodHome(page);
    expect((await context.cookies()).find((cookie) => cookie.name === 'storefront_context')?.value).toContain(encodeURIComponent('"food"'));

    // Nothing kept from the visit before: only the page can spare the requests.
    await page.evaluate(() => localStorage.removeItem('rw-query-cache'));
    const gets = apiGets(page);
    await page.reload();
    await openFoodHome(page);
    expect(gets.filter((path) => FIRST_SCREEN.includes(path))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a returning customer opens the vehicle results of the trip being searched without the app asking for them', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/rental/vehicle-search');
    const results = page.getByRole('main').getByRole('article');
    await expect(results.first()).toBeVisible();
    await page.evaluate(() => localStorage.removeItem('rw-query-cache'));
    const gets = apiGets(page);
    await page.reload();
    await expect(results.first()).toBeVisible();
    expect(gets.filter((path) => path === '/api/v1/rental/vehicle/search' || FIRST_SCREEN.includes(path))).toEqual([]);
  });

  test('a page prepared for another zone is not used: the app asks for its own', async ({ page, context }) => {
    await chooseZoneAndModule(page, 'food');
    const origin = new URL(page.url()).origin;
    await context.addCookies([{ name: 'storefront_context', value: encodeURIComponent(JSON.stringify(['[2]', '2', 'food', 'en', null, null])), url: origin }]);
    await page.evaluate(() => localStorage.removeItem('rw-query-cache'));
    const gets = apiGets(page);
    await page.goto('/home');
    await openFoodHome(page);
    // The module list is read by the header's account control, which loads once the page has.
    await expect.poll(() => gets).toEqual(expect.arrayContaining(['/api/v1/config', '/api/v1/module', '/api/v1/banners']));
  });

  test('on a phone, pictures past the first screen wait for the app, then show as the customer scrolls; the page names its backend inline', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await chooseZoneAndModule(page, 'rental');
    // Once the app has shown the results, the context cookie names the trip being searched: the server renders them.
    await page.goto('/rental/vehicle-search?all_category=1');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    const html = await (await page.request.get('/rental/vehicle-search?all_category=1')).text();
    // The configuration is in the page: no file to ask for before the first screen.
    expect(html).toContain('<script type="application/json" id="app-config">');
    expect(html).not.toContain('src="/runtime-config.js"');
    // The first two cards' pictures are in the page for every screen; the others only for wider screens.
    expect(html.match(/<img [^>]*src="[^"]*\/storage\/vehicle\//g)?.length, html).toBe(2);
    expect(html.match(/<source media="screen and \(min-width: 768px\)" srcSet="[^"]*\/storage\/vehicle\//gi)?.length).toBeGreaterThan(4);

    const errors = collectConsoleErrors(page);
    await page.goto('/rental/vehicle-search?all_category=1');
    // The ninth result (the first page has twelve): far down, its picture comes when the customer scrolls to it.
    const ninth = page.getByRole('main').getByRole('article').nth(8);
    await ninth.scrollIntoViewIfNeeded();
    await expect.poll(() => ninth.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('on a phone, the rental home’s sections further down show their pictures once the customer scrolls to them', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Rent a vehicle' })).toBeVisible();
    // The server's page: the section's pictures wait for the app (a transparent pixel in their place on a phone).
    await page.reload();
    // The app takes the page over and gives the pictures their addresses while the section is still far below
    // (its layout skipped until it comes near); then the customer scrolls to it.
    await appTookOver(page);
    const providers = page.getByRole('region', { name: 'Popular providers' });
    const logo = providers.getByRole('article').first().locator('img');
    await expect(logo).toHaveAttribute('src', /\/storage\//);
    await providers.scrollIntoViewIfNeeded();
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 1 && image.getClientRects().length > 0)).toBe(true);
  });
});
