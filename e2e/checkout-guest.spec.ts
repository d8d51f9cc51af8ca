/**
 * A guest at item checkout: coupons are an account's, so a guest is offered none and is told so, with a
 * sign-in that comes back to the same checkout with the cart intact (the guest's cart moves to the account).
 * The location chosen for the app is the delivery address to begin with: a returning guest (the service worker
 * in control) orders by adding only contact details.
 * The item is found through the API by what the test needs (a plain item of an open food store).
 */
import type { Page } from '@playwright/test';
import { appTookOver, chooseZoneAndModule, DUBAI_MALL, expect, test, workerControls } from './fixtures';
import { DEMO, useGuest } from './customer';

const FOOD = { zoneId: '[3,1]', moduleId: '2' };

interface StoreRow {
  id: number;
  open: number;
  active: boolean;
}
interface ItemRow {
  id: number;
  name: string;
  stock: number;
  food_variations: unknown[];
  available_time_starts: string;
  available_time_ends: string;
}

const dubaiTime = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(11, 19);

/** A plain item of an open food store, orderable now. */
async function plainFoodItem(page: Page): Promise<ItemRow> {
  const stores = (await (await page.request.get('/api/v1/stores/get-stores/all', { headers: FOOD, params: { offset: 1, limit: 50 } })).json()) as { stores: StoreRow[] };
  const now = dubaiTime();
  for (const store of stores.stores.filter((entry) => entry.open === 1 && entry.active)) {
    const items = (await (await page.request.get('/api/v1/items/latest', { headers: FOOD, params: { store_id: store.id, category_id: 0, offset: 1, limit: 50 } })).json()) as { products: ItemRow[] };
    const item = items.products.find((entry) => entry.stock > 0 && !entry.food_variations.length && entry.available_time_starts <= now && entry.available_time_ends > now);
    if (item) return item;
  }
  throw new Error('no open food store with a plain item');
}

async function guestWithCart(page: Page): Promise<ItemRow> {
  await chooseZoneAndModule(page, 'food');
  const guestId = await useGuest(page);
  const item = await plainFoodItem(page);
  const added = await page.request.post('/api/v1/customer/cart/add', { headers: FOOD, data: { guest_id: guestId, item_id: item.id, model: 'Item', quantity: 2, variation: [] } });
  expect(added.ok(), await added.text()).toBeTruthy();
  return item;
}

test('a guest is offered no coupons, and signs in from checkout to come back to it with the cart intact', async ({ page }) => {
  const item = await guestWithCart(page);
  await page.goto('/checkout?page=cart');
  const order = page.getByRole('region', { name: 'Your order' });
  await expect(order.getByText(item.name)).toBeVisible();

  const coupons = page.getByRole('region', { name: 'Coupons' });
  await expect(coupons).toContainText('Coupons are for signed-in customers.');
  await expect(coupons.getByRole('textbox', { name: 'Coupon code' })).toHaveCount(0);
  await expect(coupons.getByRole('button', { name: /^Apply/ })).toHaveCount(0);

  await coupons.getByRole('button', { name: 'Sign in to use coupons' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('textbox', { name: 'Email or phone' }).fill(DEMO.email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  // Back at the same checkout, signed in, the same line, and now the coupons of the account.
  await expect(page).toHaveURL(/\/checkout\?page=cart$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu for / })).toBeVisible();
  await expect(order.getByText(item.name)).toBeVisible();
  await expect(order).toContainText('Quantity: 2');
  await expect(coupons.getByRole('textbox', { name: 'Coupon code' })).toBeVisible();
  await expect(coupons).not.toContainText('Coupons are for signed-in customers.');
});

test.describe('with the service worker in control', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a guest\'s chosen location is the delivery address: only contact details are added to order', async ({ page }) => {
    const item = await guestWithCart(page);
    await page.goto('/home');
    await workerControls(page);
    await page.goto('/checkout?page=cart');
    await appTookOver(page);
    await expect(page.getByRole('region', { name: 'Your order' }).getByText(item.name)).toBeVisible();
    const address = page.getByRole('region', { name: 'Delivery address' });
    await expect(address).toContainText('Your current location');
    await expect(address).toContainText(DUBAI_MALL.address);
    await expect(page.getByText('Please add your delivery address')).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Contact person name' }).fill('Guest Walker');
    await page.getByRole('textbox', { name: 'Contact phone' }).fill('+971501112233');
    await page.getByRole('textbox', { name: 'Contact email' }).fill('walker@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    const place = page.getByRole('button', { name: 'Place order' });
    await expect(place).toBeEnabled();
    await place.click();
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    const guestId = await page.evaluate(() => localStorage.getItem('guest_id'));
    const track = await (await page.request.get('/api/v1/customer/order/track', { headers: FOOD, params: { order_id: orderId, guest_id: guestId ?? '', contact_number: '+971501112233' } })).json();
    expect(track).toMatchObject({ order_type: 'delivery' });
    expect(JSON.stringify(track.delivery_address)).toContain(DUBAI_MALL.address);
  });
});
