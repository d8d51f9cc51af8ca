import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { atOperatorTime, chooseZoneAndModule, collectConsoleErrors, expect, seriousAccessibilityViolations, tellPageOffline, test, workerControls } from './fixtures';

// These tests need the service worker (offline, caching, updates).
test.use({ serviceWorkers: 'allow' });

const FOOD = { zoneId: '[1]', moduleId: '2' };

interface ServerRow {
  item_id: number;
  quantity: number;
  variation: { name?: string; values?: { label: string[] } }[];
  add_on_ids: number[];
  add_on_qtys: number[];
}

/** The guest's server cart, read through the API. */
async function serverCart(page: Page, request: APIRequestContext, headers = FOOD): Promise<ServerRow[]> {
  const guestId = await page.evaluate(() => localStorage.getItem('guest_id'));
  expect(guestId).toBeTruthy();
  const response = await request.get('/api/v1/customer/cart/list', { headers, params: { guest_id: guestId ?? '' } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as ServerRow[];
}

async function openStoreItem(page: Page, store: number | null, name: string): Promise<Locator> {
  if (store !== null) await page.goto(`/store/${store}?id=${store}&module_id=2&store_zone_id=1`);
  const items = page.getByRole('region', { name: 'Items' });
  // On a freshly opened store the search is asked for; opened again, the answer is already there.
  const searched = store === null ? null : page.waitForResponse((response) => response.url().includes('/api/v1/items/search?') && new URL(response.url()).searchParams.get('name') === name);
  await items.getByRole('searchbox').fill(name);
  await items.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('button', { name: /^(Add|Update) to cart$/ })).toBeVisible();
  if (searched) {
    // The search may answer after the tap: the list redrawn under the modal leaves it open.
    const found = ((await (await searched).json()) as { products: unknown[] }).products.length;
    await expect(items.getByRole('article', { includeHidden: true })).toHaveCount(found);
    await expect(dialog.getByRole('button', { name: /^(Add|Update) to cart$/ })).toBeVisible();
  }
  return dialog;
}

/** Expects a toast with the message (its alert reads the tone first, e.g. "Success: …"). */
async function toastSays(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

/** Presses a button from the keyboard: toasts may lie over it, as they do over a customer's thumb. */
async function press(button: Locator): Promise<void> {
  await button.focus();
  await button.press('Enter');
}

async function openDrawer(page: Page, count: RegExp): Promise<Locator> {
  await press(page.getByRole('button', { name: count }));
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe('item cart', () => {
  test.beforeEach(async ({ page }) => {
    // 14:00 on the operator's clock, the server's and the browser's, and both keep running (the outbox's
    // retry timing runs on it).
    await atOperatorTime(page, '14:00');
  });

  test('a guest adds a burger with options and add-ons, updates it, and sees it in the drawer and the header count', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    await chooseZoneAndModule(page, 'food');
    const burger = await openStoreItem(page, 5, 'Classic Beef Burger');
    await burger.getByRole('radio', { name: /Large/ }).click();
    await burger.getByRole('group', { name: /^Extras/ }).getByText('Cheese').click();
    await burger.getByRole('group', { name: /^Add-ons/ }).getByText('Fries').click();
    await press(burger.getByRole('button', { name: 'Add to cart' }));
    await toastSays(page, 'Item added to cart');
    await press(burger.getByRole('button', { name: 'Close' }));
    await expect(page.getByRole('button', { name: 'Shopping cart, 1 item' })).toBeVisible();

    // The same choice again is no change; one more burger is an update of the same line.
    const again = await openStoreItem(page, null, 'Classic Beef Burger');
    await again.getByRole('radio', { name: /Large/ }).click();
    await again.getByRole('group', { name: /^Extras/ }).getByText('Cheese').click();
    await again.getByRole('group', { name: /^Add-ons/ }).getByText('Fries').click();
    await press(again.getByRole('button', { name: 'Update to cart' }));
    await toastSays(page, 'No changes found to update.');
    await press(again.getByRole('button', { name: 'Add one more Classic Beef Burger' }));
    await press(again.getByRole('button', { name: 'Update to cart' }));
    await toastSays(page, 'Item updated successfully');
    await press(again.getByRole('button', { name: 'Close' }));

    const rows = await serverCart(page, request);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ quantity: 2, add_on_qtys: [1] });
    expect(rows[0]?.variation.flatMap((group) => group.values?.label ?? [])).toEqual(['Large', 'Cheese']);

    const drawer = await openDrawer(page, /^Shopping cart, 1 item$/);
    const line = drawer.getByRole('listitem').filter({ hasText: 'Classic Beef Burger' });
    await expect(line).toContainText('Size: Large, Extras: Cheese');
    await expect(line).toContainText('Add-ons: Fries');
    await expect(line.getByRole('group', { name: 'Quantity of Classic Beef Burger' })).toContainText('02');
    await expect(drawer.getByText('Subtotal')).toBeVisible();
    // After a reload the drawer draws from the mirror; scanned without the toasts' leftover announcements.
    await page.reload();
    const reloaded = await openDrawer(page, /^Shopping cart, 1 item$/);
    await expect(reloaded.getByRole('group', { name: 'Quantity of Classic Beef Burger' })).toContainText('02');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('an item from another store asks to empty the cart with the exact words, then replaces it', async ({ page, request }) => {
    await chooseZoneAndModule(page, 'food');
    const burger = await openStoreItem(page, 5, 'Classic Beef Burger');
    await burger.getByRole('radio', { name: /Regular/ }).click();
    await press(burger.getByRole('button', { name: 'Add to cart' }));
    await toastSays(page, 'Item added to cart');
    await press(burger.getByRole('button', { name: 'Close' }));

    const plate = await openStoreItem(page, 6, 'Karak Chai');
    await press(plate.getByRole('button', { name: 'Add to cart' }));
    const question = page.getByRole('alertdialog', { name: 'Items from another store' });
    await expect(question).toContainText('You have item from another store in cart. If you continue, your all previous item from cart will be removed and this one will be added.');

    // Keeping the cart changes nothing; confirming empties it and adds the plate.
    await press(question.getByRole('button', { name: 'Keep my cart' }));
    expect((await serverCart(page, request)).map((row) => row.item_id)).toHaveLength(1);
    await press(plate.getByRole('button', { name: 'Add to cart' }));
    await press(question.getByRole('button', { name: 'Clear cart and add' }));
    await toastSays(page, 'Your cart has been cleared successfully. And selected item added to the cart.');
    await press(plate.getByRole('button', { name: 'Close' }));
    const drawer = await openDrawer(page, /^Shopping cart, 1 item$/);
    await expect(drawer.getByRole('listitem')).toHaveCount(1);
    await expect(drawer.getByRole('listitem')).toContainText('Karak Chai');
    const rows = await serverCart(page, request);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.quantity).toBe(1);

    // One unit shows delete, which asks first.
    await press(drawer.getByRole('button', { name: 'Remove Karak Chai' }));
    await press(page.getByRole('alertdialog', { name: 'Remove item?' }).getByRole('button', { name: 'Remove' }));
    await expect(drawer.getByText('Your cart is empty')).toBeVisible();
    await expect(drawer.getByText('No items added in your cart. Please add product to your cart list.')).toBeVisible();
    await expect.poll(async () => (await serverCart(page, request)).length).toBe(0);
  });

  test('a change made offline waits in the drawer and reaches the server exactly once after reconnecting', async ({ page, context, request }) => {
    await chooseZoneAndModule(page, 'food');
    const burger = await openStoreItem(page, 5, 'Classic Beef Burger');
    await burger.getByRole('radio', { name: /Regular/ }).click();
    await press(burger.getByRole('button', { name: 'Add to cart' }));
    await toastSays(page, 'Item added to cart');
    await press(burger.getByRole('button', { name: 'Close' }));
    await workerControls(page);

    await context.setOffline(true);
    const drawer = await openDrawer(page, /^Shopping cart, 1 item$/);
    const line = drawer.getByRole('listitem').filter({ hasText: 'Classic Beef Burger' });
    await press(line.getByRole('button', { name: 'Add one more Classic Beef Burger' }));
    await press(line.getByRole('button', { name: 'Add one more Classic Beef Burger' }));
    await expect(line.getByRole('group', { name: 'Quantity of Classic Beef Burger' })).toContainText('03');
    await expect(line.getByText('Waiting to sync')).toBeVisible();
    await expect(drawer.getByRole('status').filter({ hasText: /changes? waits? to sync/ })).toBeVisible();

    // Checkout opened offline (a fresh page, so nothing is left in memory) reads the cart this device keeps:
    // the line as the drawer shows it, priced by the item, and the order waits for the connection.
    await page.goto('/checkout?page=cart');
    const emulation = await tellPageOffline(page);
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(page.getByText('Classic Beef Burger')).toBeVisible();
    await expect(page.getByText('Regular', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('The cart could not be loaded.')).toHaveCount(0);
    await expect(page.getByText('You are offline. Placing an order needs a connection.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();

    await emulation.online();
    await context.setOffline(false);
    await expect.poll(async () => (await serverCart(page, request)).map((row) => row.quantity)).toEqual([3]);
    const back = await openDrawer(page, /^Shopping cart, 1 item$/);
    const synced = back.getByRole('listitem').filter({ hasText: 'Classic Beef Burger' });
    await expect(synced.getByRole('group', { name: 'Quantity of Classic Beef Burger' })).toContainText('03');
    await expect(synced.getByText('Waiting to sync')).toHaveCount(0);
  });

  test('the drawer stepper stops at the stock and at the maximum, and one unit shows delete', async ({ page, request }) => {
    // A maximum cart quantity of three.
    await chooseZoneAndModule(page, 'food');
    const crispy = await openStoreItem(page, 5, 'Crispy Chicken Burger');
    await crispy.getByRole('radio', { name: /Regular/ }).click();
    await press(crispy.getByRole('button', { name: 'Add to cart' }));
    await toastSays(page, 'Item added to cart');
    await press(crispy.getByRole('button', { name: 'Close' }));
    const drawer = await openDrawer(page, /^Shopping cart, 1 item$/);
    const line = drawer.getByRole('listitem');
    await expect(line.getByRole('button', { name: 'Remove Crispy Chicken Burger' })).toBeVisible();
    const more = line.getByRole('button', { name: 'Add one more Crispy Chicken Burger' });
    await press(more);
    await expect(line.getByRole('group', { name: 'Quantity of Crispy Chicken Burger' })).toContainText('02');
    await press(more);
    await expect(line.getByRole('group', { name: 'Quantity of Crispy Chicken Burger' })).toContainText('03');
    await expect(line.getByText('Out of Limits')).toBeVisible();
    await press(more);
    await toastSays(page, 'Out of Limits');
    await expect(line.getByRole('group', { name: 'Quantity of Crispy Chicken Burger' })).toContainText('03');
    await expect.poll(async () => (await serverCart(page, request))[0]?.quantity).toBe(3);

    // Stock: the pairs of size 41 of the running shoes left, as the server says.
    await chooseZoneAndModule(page, 'ecommerce');
    const headers = { zoneId: '[3,1]', moduleId: '4' };
    const found = await (await request.get('/api/v1/items/search', { headers, params: { name: 'Running Shoes', limit: 10 } })).json();
    const id = (found.products as { id: number; name: string }[]).find((item) => item.name === 'Running Shoes')?.id;
    const details = await (await request.get(`/api/v1/items/details/${id}`, { headers })).json();
    const left = (details.variations as { type: string; stock: number }[]).find((variation) => variation.type === '41')?.stock ?? 0;
    expect(left).toBeGreaterThan(2);
    await page.goto(`/product/${id}?module_id=4`);
    const size = page.getByRole('group', { name: 'Size' });
    await expect(size.getByRole('button', { name: /^41/ })).toContainText(`${left} left`);
    const pair = page.getByRole('button', { name: 'Add one more Running Shoes' });
    for (let count = 1; count < left - 1; count += 1) await press(pair);
    await press(page.getByRole('button', { name: 'Add to cart' }));
    await toastSays(page, 'Item added to cart');
    const shoes = (await openDrawer(page, /^Shopping cart, 1 item$/)).getByRole('listitem');
    await expect(shoes).toContainText('41');
    const all = String(left).padStart(2, '0');
    await press(shoes.getByRole('button', { name: 'Add one more Running Shoes' }));
    await expect(shoes.getByRole('group', { name: 'Quantity of Running Shoes' })).toContainText(all);
    await expect(shoes.getByText('Out of Stock')).toBeVisible();
    await press(shoes.getByRole('button', { name: 'Add one more Running Shoes' }));
    await toastSays(page, 'Out of Stock');
    await expect(shoes.getByRole('group', { name: 'Quantity of Running Shoes' })).toContainText(all);
    await expect.poll(async () => (await serverCart(page, request, { zoneId: '[1]', moduleId: '4' }))[0]?.quantity).toBe(left);

  });
});
