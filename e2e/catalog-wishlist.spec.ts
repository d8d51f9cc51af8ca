import type { Page } from '@playwright/test';
import { chooseZoneAndModule, expect, test, workerControls, workerKeeps } from './fixtures';
import { signInDemo } from './customer';

// These tests need the service worker (offline, caching, updates).
test.use({ serviceWorkers: 'allow' });

const moduleIdOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('module') ?? '{}').id as number);

test.describe('item and store wishlist', () => {
  test('a guest pressing a store or item heart is told to log in', async ({ page }) => {
    await chooseZoneAndModule(page, 'grocery');
    const moduleId = await moduleIdOf(page);
    await page.goto(`/store/1?id=1&module_id=${moduleId}`);
    const storeName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.getByRole('button', { name: `Add ${storeName} to wishlist` }).click();
    await expect(page.getByText('You are not logged in').first()).toBeVisible();
    await page.getByRole('main').getByRole('article').first().getByRole('button', { name: /^Add .* to wishlist$/ }).click();
    await expect(page.getByRole('button', { name: /^Remove .* from wishlist$/ })).toHaveCount(0);
  });

  test('a customer saves an item and a store, sees them offline after a reload, and a heart pressed offline reaches the server later', async ({ page, context }) => {
    await chooseZoneAndModule(page, 'grocery');
    const token = await signInDemo(page);
    const moduleId = await moduleIdOf(page);

    await page.goto(`/product/1?module_id=${moduleId}`);
    const itemName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    // The page's own heart comes first; items like it (other stores' items of the same name) follow.
    await page.getByRole('button', { name: `Add ${itemName} to wishlist` }).first().click();
    await expect(page.getByText('Added to your wishlist.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove ${itemName} from wishlist` })).toHaveCount(1);

    await page.goto(`/store/1?id=1&module_id=${moduleId}`);
    const storeName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.getByRole('button', { name: `Add ${storeName} to wishlist` }).click();
    await expect(page.getByRole('button', { name: `Remove ${storeName} from wishlist` })).toBeVisible();

    await workerControls(page);
    await workerKeeps(page, '/api/v1/stores/details/1');
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('button', { name: `Remove ${storeName} from wishlist` })).toBeVisible();
    const unsaved = page.getByRole('main').getByRole('article').filter({ hasNot: page.getByRole('button', { name: /^Remove / }) }).first();
    const otherName = (await unsaved.getAttribute('aria-label')) ?? '';
    const other = page.getByRole('main').getByRole('article', { name: otherName, exact: true }).first();
    await other.getByRole('button', { name: `Add ${otherName} to wishlist` }).click();
    await expect(page.getByText('Saved on this device: your wishlist updates when you are back online.').first()).toBeVisible();
    await expect(other.getByRole('button', { name: `Remove ${otherName} from wishlist` })).toBeVisible();

    await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Wishlist' });
    await expect(drawer.getByRole('link', { name: itemName })).toHaveAttribute('href', `/product/1?module_id=${moduleId}`);
    await expect(drawer.getByRole('link', { name: otherName })).toBeVisible();
    await drawer.getByRole('tab', { name: 'Stores' }).click();
    await expect(drawer.getByRole('link', { name: storeName })).toHaveAttribute('href', new RegExp(`^/store/1\\?id=1&module_id=${moduleId}&store_zone_id=\\d+$`));

    await context.setOffline(false);
    const zone = await page.evaluate(() => localStorage.getItem('zoneid') ?? '');
    await expect
      .poll(async () => {
        const list = await (await page.request.get('/api/v1/customer/wish-list', { headers: { Authorization: `Bearer ${token}`, zoneId: zone, moduleId: String(moduleId) } })).json();
        return [list.item.map((item: { name: string }) => item.name).sort(), list.store.map((store: { name: string }) => store.name)];
      })
      .toEqual([[itemName, otherName].sort(), [storeName]]);
  });
});
