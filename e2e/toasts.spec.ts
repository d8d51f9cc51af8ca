/**
 * Toasts on a phone: they sit clear of the item dialog's action bar (quantity, total, Add to cart), and the
 * same message pressed out again replaces itself instead of stacking. The item is found through the API.
 */
import type { APIRequestContext } from '@playwright/test';
import { chooseZoneAndModule, expect, test } from './fixtures';

const FOOD = { zoneId: '[3,1]', moduleId: '2' };

interface Product {
  id: number;
  name: string;
  store_id: number;
  maximum_cart_quantity?: number;
  stock?: number;
}

/** A food item of an open store that a customer may put only so many of in the cart, with more in stock than that. */
async function itemWithCartLimit(request: APIRequestContext): Promise<Product> {
  const { stores } = (await (await request.get('/api/v1/stores/get-stores/all?offset=1&limit=50', { headers: FOOD })).json()) as { stores: { id: number; open: number }[] };
  for (const store of stores.filter((entry) => entry.open)) {
    const { products } = (await (await request.get(`/api/v1/items/latest?store_id=${store.id}&category_id=0&offset=1&limit=50`, { headers: FOOD })).json()) as { products: Product[] };
    const item = products.find((entry) => (entry.maximum_cart_quantity ?? 0) > 0 && (entry.stock ?? 0) > (entry.maximum_cart_quantity ?? 0));
    if (item) return item;
  }
  throw new Error('no open food store has an item with a cart limit');
}

test('on a phone a refused "+" says "Out of Limits" once, above the item dialog\'s action bar, however often it is pressed', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseZoneAndModule(page, 'food');
  const item = await itemWithCartLimit(page.request);
  const limit = item.maximum_cart_quantity ?? 0;

  await page.goto(`/store/${item.store_id}?id=${item.store_id}&module_id=2`);
  await page.getByRole('searchbox', { name: /^Search in/ }).fill(item.name);
  await page.getByRole('button', { name: item.name, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: item.name });
  const more = dialog.getByRole('button', { name: `Add one more ${item.name}` });
  for (let count = 1; count < limit; count += 1) await more.click();
  for (let press = 0; press < 3; press += 1) await more.click();

  const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
  await expect(toasts.filter({ hasText: 'Out of Limits' })).toHaveCount(1);
  const toast = await toasts.first().boundingBox();
  const addToCart = await dialog.getByRole('button', { name: 'Add to cart' }).boundingBox();
  const stepper = await dialog.getByRole('group', { name: `Quantity of ${item.name}` }).boundingBox();
  if (!toast || !addToCart || !stepper) throw new Error('toast or action bar not laid out');
  // Nothing of the action bar lies under the toast.
  for (const control of [addToCart, stepper]) expect(toast.y + toast.height <= control.y || control.y + control.height <= toast.y, 'toast clear of the action bar').toBe(true);
});
