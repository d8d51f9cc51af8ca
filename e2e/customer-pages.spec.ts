/**
 * The customer's own pages in the browser: the referral code, settings (theme, offline data), campaigns,
 * a coupon carried from /coupons to checkout, and the wallet in Arabic on the dark theme. State is set up
 * through the API; each test is one whole customer flow.
 */
import type { Page } from '@playwright/test';
import { appTookOver, chooseZoneAndModule, expect, seriousAccessibilityViolations, test } from './fixtures';
import { signInDemo, useLanguage } from './customer';

// These tests need the service worker (offline, caching, updates).
test.use({ serviceWorkers: 'allow' });

const GROCERY = { zoneId: '[3,1]', moduleId: '1' };
/** Lamb Chops at Fresh Basket Market (store 1): one is enough for FRESH10's minimum purchase. */
const LAMB_CHOPS = { item_id: 214, model: 'Item', price: 1, quantity: 1, variation: [] };

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
}

test.describe('customer pages', () => {
  test('the referral page shows the customer\'s code and copies it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await chooseZoneAndModule(page, 'grocery');
    const token = await signInDemo(page);
    const profile = await (await page.request.get('/api/v1/customer/info', { headers: { ...GROCERY, 'X-localization': 'en', Authorization: `Bearer ${token}` } })).json();
    expect(profile.ref_code).toMatch(/\w+/);
    await page.goto('/referral-code');
    await expect(page.getByRole('heading', { level: 1, name: 'Referral code' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Your referral code' });
    await expect(card).toContainText(profile.ref_code);
    await card.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByText('Referral code copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(profile.ref_code);
    await expect(page.getByRole('region', { name: 'How it works' }).getByRole('listitem').first()).toContainText('Share your code with a friend.');
  });

  test('settings: the dark theme stays after a reload; clearing offline data asks first and keeps the customer\'s own choices', async ({ page }) => {
    await chooseZoneAndModule(page, 'grocery');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const theme = page.getByRole('main').getByRole('button', { name: 'Dark theme' });
    await expect(theme).toHaveAttribute('aria-pressed', 'false');
    await theme.click();
    await expect(page.locator('html')).toHaveClass(/theme-dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/theme-dark/);
    await expect(page.getByRole('main').getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');

    await page.evaluate(() => localStorage.setItem('rw-query-cache', '{"clientState":{"queries":[]}}'));
    await page.getByRole('button', { name: 'Clear offline data' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Clear offline data?' }).or(page.getByRole('dialog', { name: 'Clear offline data?' }));
    await expect(confirm).toContainText('Your carts, wishlist and changes waiting to be sent are kept.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('rw-query-cache'))).not.toBeNull();

    await page.getByRole('button', { name: 'Clear offline data' }).click();
    await confirm.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByText('Offline data cleared.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('rw-query-cache'))).toBeNull();
    // The choices that are the customer's own survive.
    expect(await page.evaluate(() => [localStorage.getItem('theme'), localStorage.getItem('zoneid')])).toEqual(['dark', '[3,1]']);
  });

  test('settings: the country chosen for phone numbers is where a new address\'s number starts', async ({ page }) => {
    await chooseZoneAndModule(page, 'grocery');
    await signInDemo(page);
    await page.goto('/settings');
    const country = page.getByRole('main').getByRole('button', { name: /Country/ });
    await expect(country).toContainText('United Arab Emirates (+971)');
    await country.click();
    await page.getByRole('option', { name: 'United Kingdom (+44)' }).click();
    await expect(page.getByText('Phone numbers now start with United Kingdom (+44).')).toBeVisible();
    // The language switch's own `country` does not undo the choice.
    await page.evaluate(() => localStorage.setItem('country', 'US'));
    await page.reload();
    await expect(page.getByRole('main').getByRole('button', { name: /Country/ })).toContainText('United Kingdom (+44)');

    await page.goto('/profile?page=my-address');
    await page.getByRole('button', { name: 'Add New Address' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Address' });
    await expect(form.getByRole('button', { name: /Country/ })).toContainText('United Kingdom (+44)');
  });

  test('campaigns: a running campaign opens its stores; Order Now asks a guest to sign in', async ({ page }) => {
    await chooseZoneAndModule(page, 'grocery');
    await page.goto('/campaigns');
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    const running = page.getByRole('region', { name: 'Running campaigns' });
    // Its dates in the customer's date format ("Jan 1, 2025 to Dec 31, 2099"), never the API's "2099-12-31".
    await expect(running).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} to [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(running).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await running.getByRole('heading', { name: 'Weekly fresh market' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/campaigns\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly fresh market' })).toBeVisible();
    const stores = page.getByRole('region', { name: 'Stores in this campaign' });
    await stores.getByRole('link', { name: /Fresh Basket Market/ }).first().click();
    await expect(page).toHaveURL(/\/store\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Fresh Basket Market' })).toBeVisible();

    await page.goto('/campaigns');
    const offers = page.getByRole('region', { name: 'Campaign offers' });
    await offers.getByRole('button', { name: 'Order Bananas now' }).click();
    await expect(page.getByText('Sign in to order campaign offers.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: /Sign in/ })).toBeVisible();
  });

  test('a coupon copied on /coupons and applied at checkout takes off what the server says', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await chooseZoneAndModule(page, 'grocery');
    const token = await signInDemo(page);
    const added = await page.request.post('/api/v1/customer/cart/add', { headers: { ...GROCERY, Authorization: `Bearer ${token}` }, data: LAMB_CHOPS });
    expect(added.ok(), await added.text()).toBeTruthy();

    await page.goto('/coupons');
    await page.getByRole('list', { name: 'Coupons' }).getByRole('listitem', { name: 'Fresh start 10%' }).getByRole('button', { name: 'Copy code FRESH10' }).click();
    await expect(page.getByText('Code FRESH10 copied.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());

    const taxes: Record<string, number>[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/customer/order/get-Tax') && response.ok()) void response.json().then((body) => taxes.push(body), () => undefined);
    });
    await page.goto('/checkout?page=cart');
    await appTookOver(page);
    await page.getByRole('radio', { name: 'Take away' }).check({ force: true });
    await expect(page.locator('[data-line="total"]')).toContainText(/\d/);
    await expect(page.locator('[data-line="coupon"]')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Coupon code' }).fill(copied);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Coupon applied: FRESH10' })).toBeVisible();
    await expect(page.locator('[data-line="coupon"]')).toContainText(/\d/);
    await expect.poll(() => taxes.at(-1)?.coupon_discount_amount ?? 0).toBeGreaterThan(0);
    const priced = taxes.at(-1) ?? {};
    await expect(page.locator('[data-line="coupon"]')).toContainText((priced.coupon_discount_amount ?? 0).toFixed(2));
    await expect(page.locator('[data-line="total"]')).toContainText((priced.order_amount ?? 0).toFixed(2));
  });

  test('the wallet in Arabic on the dark theme: mirrored, readable, accessible', async ({ page }) => {
    await chooseZoneAndModule(page, 'grocery');
    await signInDemo(page);
    await useLanguage(page, 'ar');
    await useTheme(page, 'dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/wallet');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveClass(/theme-dark/);
    await expect(page.getByRole('heading', { level: 1, name: 'المحفظة' })).toBeVisible();
    const card = page.getByRole('region', { name: 'رصيد المحفظة' });
    await expect(card).toContainText(/AED\s500\.00/);
    await expect(page.getByRole('list', { name: 'سجل المعاملات' }).getByRole('listitem').first()).toBeVisible();
    // The page itself is dark (the balance card keeps the brand colour).
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r = 255, g = 255, b = 255] = (background.match(/\d+/g) ?? []).map(Number);
    expect(r + g + b).toBeLessThan(3 * 96);
    // A row with a bonus note keeps its name readable beside the amount (the note wraps under the amount).
    const bonusRow = page.getByRole('list', { name: 'سجل المعاملات' }).getByRole('listitem').filter({ hasText: /منها .* مكافأة/ }).first();
    const name = await bonusRow.locator('span').first().boundingBox();
    expect(name && name.width).toBeGreaterThan(120);
    // Mirrored: the heading starts at the right edge.
    const heading = await page.getByRole('heading', { level: 1, name: 'المحفظة' }).boundingBox();
    expect(heading && heading.x + heading.width > 390 / 2).toBe(true);
    // Nothing runs off the side of a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
