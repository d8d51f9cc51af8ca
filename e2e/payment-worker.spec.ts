/**
 * Paying by card and topping the wallet up as a returning customer does: with the service worker in control
 * of the page. The payment page is the server's, so the worker must leave its navigation to the network (it
 * used to answer it with the app, whose router showed "Page not found").
 */
import type { Page } from '@playwright/test';
import { appTookOver, chooseZoneAndModule, expect, test, workerControls } from './fixtures';
import { signInDemo } from './customer';

test.use({ serviceWorkers: 'allow' });

const GROCERY = { zoneId: '[3,1]', moduleId: '1' };

interface StoreRow {
  id: number;
  open: number;
  active: boolean;
}
interface ItemRow {
  id: number;
  stock: number;
  is_prescription_required: number;
  variations: unknown[];
  food_variations: unknown[];
  maximum_cart_quantity: number | null;
  available_time_starts: string;
  available_time_ends: string;
}

/** A plain item (no choices, in stock, sold all day) of a grocery store open now: whatever the hour, the order can be placed. */
async function plainItemOfAnOpenStore(page: Page): Promise<number> {
  const stores = (await (await page.request.get('/api/v1/stores/get-stores/all', { headers: GROCERY, params: { offset: 1, limit: 50 } })).json()) as { stores: StoreRow[] };
  for (const store of stores.stores.filter((entry) => entry.open === 1 && entry.active)) {
    const items = (await (await page.request.get('/api/v1/items/latest', { headers: GROCERY, params: { store_id: store.id, category_id: 0, offset: 1, limit: 50 } })).json()) as { products: ItemRow[] };
    const item = items.products.find(
      (entry) => entry.stock > 0 && !entry.is_prescription_required && !entry.variations.length && !entry.food_variations.length && entry.available_time_starts === '00:00:00' && entry.available_time_ends === '23:59:59',
    );
    if (item) return item.id;
  }
  throw new Error('no grocery store is open with a plain item in stock');
}

/** Signs the demo customer in and waits until the service worker controls the page, as on a return visit. */
async function returningCustomer(page: Page): Promise<string> {
  await chooseZoneAndModule(page, 'grocery');
  const token = await signInDemo(page);
  await page.goto('/home');
  await workerControls(page);
  return token;
}

test.describe('payments with the service worker in control', () => {
  test('a card order reaches the payment page and is paid', async ({ page }) => {
    const token = await returningCustomer(page);
    const itemId = await plainItemOfAnOpenStore(page);
    const added = await page.request.post('/api/v1/customer/cart/add', { headers: { ...GROCERY, Authorization: `Bearer ${token}` }, data: { item_id: itemId, model: 'Item', price: 1, quantity: 1, variation: [] } });
    expect(added.ok(), await added.text()).toBeTruthy();

    await page.goto('/checkout?page=cart');
    await expect(page.evaluate(() => Boolean(navigator.serviceWorker.controller))).resolves.toBe(true);
    // The server draws the checkout; its controls answer once the app has taken the page over.
    await appTookOver(page);
    await page.getByRole('radio', { name: 'Card (Stripe)' }).check({ force: true });
    await page.getByRole('button', { name: 'Place order' }).click();

    await page.waitForURL(/\/payment-mobile\?|\/payment\/pay\?/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await page.getByRole('button', { name: /Pay now/ }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Payment:' })).toContainText('Payment: Paid');
  });

  test('a wallet top-up reaches the payment page and credits the wallet', async ({ page }) => {
    await returningCustomer(page);
    await page.goto('/wallet');
    const card = page.getByRole('region', { name: 'Wallet balance' });
    await expect(card).toContainText(/AED\s500\.00/);
    await card.getByRole('button', { name: 'Add fund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add fund to wallet' });
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('50');
    await dialog.getByText('PayPal', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Proceed to pay' }).click();

    await page.waitForURL(/\/payment\/pay\?/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await page.getByRole('button', { name: /Pay now/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Fund added to your wallet.' })).toBeVisible();
    await expect(card).toContainText(/AED\s55\d\.\d\d/);
  });
});
