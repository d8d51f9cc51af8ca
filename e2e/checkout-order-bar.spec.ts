/**
 * On a phone a checkout is one long column: its order bar stays at the bottom of the screen with the total and
 * the one button that places the order (or books the trip), disabled with the summary's own reason until the
 * order can be placed. Toasts stay clear of it, the page's end is not hidden under it, and from tablets up
 * there is no bar (the summary beside the form has the button). Carts are set up through the API.
 */
import type { Locator, Page } from '@playwright/test';
import { addToServerCart, useGuest } from './customer';
import { chooseZoneAndModule, expect, test } from './fixtures';

const FOOD = { zoneId: '[3,1]', moduleId: '2' };
/** Classic Beef Burger at Burger Hub (store 5). */
const BURGER = { item_id: 33, model: 'Item', price: 1, quantity: 1, variation: [{ name: 'Size', values: { label: ['Regular'] } }], add_on_ids: [], add_on_qtys: [] };
const PHONE = { width: 390, height: 844 };

async function guestFoodCheckout(page: Page): Promise<string> {
  await chooseZoneAndModule(page, 'food');
  const guestId = await useGuest(page);
  const added = await page.request.post('/api/v1/customer/cart/add', { headers: FOOD, data: { ...BURGER, guest_id: guestId } });
  expect(added.ok(), await added.text()).toBeTruthy();
  await page.goto('/checkout?page=cart');
  return guestId;
}

async function fillContact(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Contact person name' }).fill('Guest Walker');
  await page.getByRole('textbox', { name: 'Contact phone' }).fill('+971501112233');
  await page.getByRole('textbox', { name: 'Contact email' }).fill('walker@example.com');
}

/** The bar's box lies on the bottom edge of the screen. */
async function expectAtScreenBottom(bar: Locator, page: Page): Promise<void> {
  const box = await bar.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  if (!box) throw new Error('order bar not laid out');
  expect(Math.round(box.y + box.height)).toBe(height);
}

test.describe('checkout order bar', () => {
  test('on a phone the item checkout keeps the total and Place order at the bottom, disabled with the summary\'s reason until the contact is in', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const guestId = await guestFoodCheckout(page);
    const bar = page.getByRole('region', { name: 'Order total' });
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(bar).toBeInViewport();
    await expectAtScreenBottom(bar, page);

    // One Place order on the screen, the bar's; the server's total, as the summary shows it.
    const place = page.getByRole('button', { name: 'Place order' });
    await expect(place).toHaveCount(1);
    await expect(bar.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await expect(summary.locator('[data-line="total"]')).toContainText(/\d/);
    const total = (await summary.locator('[data-line="total"]').innerText()).trim();
    await expect(bar).toContainText(`Total${total}`);
    // The reason is the summary's first, word for word.
    const reasons = summary.getByRole('listitem');
    await expect(reasons.first()).toHaveText('Please enter your contact info');
    await expect(bar.getByText('Please enter your contact info', { exact: true })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Place order' })).toHaveAccessibleDescription('Please enter your contact info');

    await fillContact(page);
    await expect(bar.getByRole('button', { name: 'Place order' })).toBeEnabled();
    await expect(bar.getByText('Please enter your contact info')).toHaveCount(0);
    await expect(reasons).toHaveCount(0);

    // At the end of the page the bar takes its own room: the summary ends above it, nothing lies under it.
    // The footer comes once the page is quiet and pictures may still grow the page: scroll again until the end shows.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.getByRole('contentinfo')).toBeInViewport({ timeout: 1000 });
    }).toPass();
    const summaryBox = await summary.boundingBox();
    const barBox = await bar.boundingBox();
    if (!summaryBox || !barBox) throw new Error('summary or bar not laid out');
    expect(summaryBox.y + summaryBox.height).toBeLessThanOrEqual(barBox.y);

    await bar.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/order-result\?order_id=\d+/);
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    const track = await (await page.request.get('/api/v1/customer/order/track', { headers: FOOD, params: { order_id: orderId, guest_id: guestId, contact_number: '+971501112233' } })).json();
    expect(Number(track.order_amount).toFixed(2)).toBe(total.replace(/[^\d.]/g, ''));
  });

  test('from tablets up there is no order bar: the summary has the one Place order', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await guestFoodCheckout(page);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByRole('button', { name: 'Place order' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Order total' })).toBeHidden();
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(page.getByRole('region', { name: 'Order total' })).toBeHidden();
    await expect(summary.getByRole('button', { name: 'Place order' })).toBeVisible();
  });

  test('on a phone the trip checkout has the same bar; a refused booking\'s toast stays clear of it', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await chooseZoneAndModule(page, 'rental');
    const guestId = await useGuest(page);
    await addToServerCart(page, { guestId }, 27);
    await page.goto('/checkout?page=cart');
    const bar = page.getByRole('region', { name: 'Booking total' });
    await expect(bar).toBeInViewport();
    await expectAtScreenBottom(bar, page);
    await expect(page.getByRole('button', { name: 'Confirm booking' })).toHaveCount(1);
    const total = page.getByRole('complementary', { name: 'Summary' }).getByRole('definition').last();
    await expect(total).toContainText('AED');
    await expect(bar).toContainText(`Total${(await total.innerText()).trim()}`);

    await page.getByRole('textbox', { name: 'Contact person name' }).fill('Sara Guest');
    await page.getByRole('textbox', { name: 'Contact phone' }).fill('+971501112233');
    await page.getByRole('textbox', { name: 'Contact email' }).fill('sara@example.com');
    await page.route('**/api/v1/rental/user/trip/trip-booking', (route) => route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ errors: [{ code: 'provider', message: 'The provider is not taking bookings now.' }] }) }));
    await bar.getByRole('button', { name: 'Confirm booking' }).click();
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('alert').filter({ hasText: 'The provider is not taking bookings now.' });
    await expect(toast).toBeVisible();
    const toastBox = await toast.boundingBox();
    const barBox = await bar.boundingBox();
    if (!toastBox || !barBox) throw new Error('toast or bar not laid out');
    expect(toastBox.y + toastBox.height <= barBox.y || barBox.y + barBox.height <= toastBox.y, 'toast clear of the order bar').toBe(true);
    await expect(bar.getByRole('button', { name: 'Confirm booking' })).toBeEnabled();
  });
});
