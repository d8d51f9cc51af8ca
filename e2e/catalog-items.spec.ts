import type { Locator, Page } from '@playwright/test';
import { atOperatorTime, chooseZoneAndModule, collectConsoleErrors, expect, seriousAccessibilityViolations, test } from './fixtures';

const totalOf = async (dialog: Locator) => Number((await dialog.getByRole('status', { name: 'Total' }).or(dialog.locator('output[aria-label="Total"]')).innerText()).replace(/[^\d.]/g, ''));

/** The running shoes of the sports store, and the pairs left of each size. */
async function runningShoes(page: Page): Promise<{ id: number; stock: Record<string, number> }> {
  const search = await (await page.request.get('/api/v1/items/search', { headers: { zoneId: '[3,1]', moduleId: '4' }, params: { name: 'Running Shoes', limit: 10 } })).json();
  const id = (search.products as { id: number; name: string }[]).find((item) => item.name === 'Running Shoes')?.id ?? 0;
  const details = await (await page.request.get(`/api/v1/items/details/${id}`, { headers: { zoneId: '[3,1]', moduleId: '4' } })).json();
  return { id, stock: Object.fromEntries((details.variations as { type: string; stock: number }[]).map((variation) => [variation.type, variation.stock])) };
}

async function openFoodItem(page: Page, name: string) {
  await page.getByRole('region', { name: 'Items' }).getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  return dialog;
}

test.describe('items', () => {
  test('food item modal: variation rules with every message, add-ons, live total, stepper limits, cart buttons explained', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    // 14:00 on the operator's clock (the server's and the browser's).
    await atOperatorTime(page, '14:00');
    await chooseZoneAndModule(page, 'food');
    await page.goto('/store/5?id=5&module_id=2&store_zone_id=1');
    await page.getByRole('region', { name: 'Items' }).getByRole('tab', { name: 'Burgers' }).click();

    const burger = await openFoodItem(page, 'Classic Beef Burger');
    await expect(burger).toContainText('This Variation needs to be selected in between minimum 1 and Maximum 2 items.');
    await expect(burger.getByRole('group', { name: /^Size/ })).toContainText('Free');

    // A single group's choice clears on a second click, and a required group says so.
    const large = burger.getByRole('radio', { name: /Large/ });
    await large.click();
    await expect(large).toBeChecked();
    const withLarge = await totalOf(burger);
    await large.click();
    await expect(large).not.toBeChecked();
    await expect(burger.getByRole('alert')).toHaveText('Variation Size can not remain without selection.');
    await large.click();
    await expect(burger.getByRole('alert')).toHaveCount(0);

    // An optional multi group, once used, must stay within its bounds.
    const extras = burger.getByRole('group', { name: /^Extras/ });
    for (const extra of ['Cheese', 'Jalapeños', 'Egg']) await extras.getByText(extra).click();
    await expect(burger.getByRole('alert')).toHaveText('Selected variation named Extras must be in between Minimum 1 and Maximum 2');
    await extras.getByText('Egg').click();
    await expect(extras.getByRole('checkbox', { name: /Egg/ })).not.toBeChecked();
    await expect(burger.getByRole('alert')).toHaveCount(0);

    // Add-ons count on top of the item's price; quantity multiplies the item.
    const before = await totalOf(burger);
    expect(before).toBeGreaterThan(withLarge);
    await burger.getByRole('group', { name: /^Add-ons/ }).getByText('Fries').click();
    await expect.poll(() => totalOf(burger)).toBeCloseTo(before + 8, 2);
    await burger.getByRole('button', { name: 'Add one more Fries' }).click();
    await expect.poll(() => totalOf(burger)).toBeCloseTo(before + 16, 2);
    await burger.getByRole('button', { name: 'Add one more Classic Beef Burger' }).click();
    await expect.poll(() => totalOf(burger)).toBeCloseTo(before * 2 + 16, 2);

    // The cart's buttons are ready for the valid choice.
    await expect(burger.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await expect(burger.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    await expect(burger.getByText('Ordering from stores opens soon: the cart is not available yet.')).toHaveCount(0);
    await burger.getByRole('button', { name: 'Close' }).click();

    // A required multi group: nothing chosen is refused with its message once the customer starts choosing.
    await page.getByRole('region', { name: 'Items' }).getByRole('tab', { name: 'All' }).click();
    const search = page.getByRole('searchbox', { name: 'Search in Burger Hub' });
    await search.fill('Chicken Tenders');
    await expect(page.getByRole('region', { name: 'Items' }).getByText('1 item', { exact: true })).toBeVisible();
    const tenders = await openFoodItem(page, 'Chicken Tenders');
    await tenders.getByRole('radio').first().click();
    await expect(tenders.getByRole('alert')).toHaveText('Variation Dips can not remain without selection.');
    await tenders.getByRole('group', { name: /^Dips/ }).locator('label').first().click();
    await expect(tenders.getByRole('alert')).toHaveCount(0);
    await tenders.getByRole('button', { name: 'Close' }).click();

    // A maximum cart quantity: the fourth is refused.
    await search.fill('Crispy Chicken');
    await expect(page.getByRole('region', { name: 'Items' }).getByText('1 item', { exact: true })).toBeVisible();
    const crispy = await openFoodItem(page, 'Crispy Chicken Burger');
    const more = crispy.getByRole('button', { name: 'Add one more Crispy Chicken Burger' });
    await more.click();
    await more.click();
    await expect(crispy.getByText('Out of Limits')).toBeVisible();
    await more.click();
    await expect(crispy.getByRole('group', { name: 'Quantity of Crispy Chicken Burger' })).toContainText('03');
    await crispy.getByRole('button', { name: 'Close' }).click();

    // Outside its window: the late-night special says so, and can still be ordered for later here.
    await search.fill('Midnight Smash');
    await expect(page.getByRole('region', { name: 'Items' }).getByText('1 item', { exact: true })).toBeVisible();
    const midnight = await openFoodItem(page, 'Midnight Smash Burger');
    await expect(midnight.getByRole('status').filter({ hasText: 'Not Available now' })).toHaveText('Not Available now · Available 22:00 – 23:59 · you can order it for later');
    await expect(midnight).toContainText('Allergens');
    await midnight.getByRole('button', { name: 'Close' }).click();

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a breakfast item in a store without scheduled orders cannot be ordered in the afternoon', async ({ page }) => {
    await atOperatorTime(page, '14:00');
    await chooseZoneAndModule(page, 'food');
    await page.goto('/store/6?id=6&module_id=2&store_zone_id=1');
    await page.getByRole('searchbox', { name: /^Search in/ }).fill('Falafel Wrap');
    await expect(page.getByRole('region', { name: 'Items' }).getByText('1 item', { exact: true })).toBeVisible();
    const falafel = await openFoodItem(page, 'Falafel Wrap');
    await expect(falafel.getByRole('status').filter({ hasText: 'Not Available now' })).toContainText('Not Available now · Available 06:00');
    await expect(falafel.getByText('you can order it for later')).toHaveCount(0);
  });

  test('product page: gallery, variation buttons with stock, out-of-stock message, stepper stock limit, chips', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    // Active Life Sports keeps day hours: the afternoon, when it is open.
    await atOperatorTime(page, '14:00');
    await chooseZoneAndModule(page, 'ecommerce');
    const shoes = await runningShoes(page);
    await page.goto(`/product/${shoes.id}?module_id=4`);
    await expect(page.getByRole('heading', { level: 1, name: 'Running Shoes' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sold by Active Life Sports' })).toHaveAttribute('href', /^\/store\/\d+\?/);
    await expect(page.getByRole('group', { name: 'Price range' })).toContainText('–');
    await expect(page.getByText('Non-veg')).toHaveCount(0);

    // Gallery: thumbnails pick the picture; the main picture zooms.
    await page.getByRole('button', { name: 'Picture 2 of 2' }).click();
    await expect(page.getByRole('button', { name: 'Picture 2 of 2' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Zoom picture of Running Shoes' }).click();
    await expect(page.getByRole('dialog', { name: 'Running Shoes' }).getByRole('img', { name: 'Running Shoes' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Running Shoes' }).getByRole('button', { name: 'Close' }).click();

    const size = page.getByRole('group', { name: 'Size' });
    await expect(size.getByRole('button', { name: /^41/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(size.getByRole('button', { name: /^41/ })).toContainText(`${shoes.stock['41']} left`);
    await size.getByRole('button', { name: /^42/ }).click();
    await expect(page.getByRole('alert')).toHaveText('This variation is out of stock. Choose another variation to proceed further.');
    await size.getByRole('button', { name: /^44/ }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);

    const last = shoes.stock['44'] ?? 0;
    const more = page.getByRole('button', { name: 'Add one more Running Shoes' });
    for (let count = 1; count < last; count += 1) await more.click();
    await expect(page.getByRole('group', { name: 'Quantity of Running Shoes' })).toContainText(String(last).padStart(2, '0'));
    // The size buttons name 42 out of stock; the stepper now says the same of the last pair.
    await expect(page.getByText('Out of Stock', { exact: true })).toHaveCount(2);
    await more.click();
    await expect(page.getByRole('group', { name: 'Quantity of Running Shoes' })).toContainText(String(last).padStart(2, '0'));

    await expect(page.getByRole('list', { name: 'Categories and tags' })).toContainText('running');
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    const violations = await seriousAccessibilityViolations(page);
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a prescription medicine says a prescription is required; an unknown item reads as not found', async ({ page }) => {
    await chooseZoneAndModule(page, 'pharmacy');
    await page.goto('/product/71');
    await expect(page.getByRole('heading', { level: 1, name: /Amoxicillin/ })).toBeVisible();
    await expect(page.getByText('prescription is required')).toBeVisible();
    await expect(page.getByText('Generic name: Amoxicillin')).toBeVisible();
    await page.goto('/product/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Item not found' })).toBeVisible();
  });
});
