/**
 * An item card's "+": a plain item goes to the cart from its card, which then shows the cart's stepper for
 * it; an item with choices opens its modal instead; the stock stops it with the spec's message; another
 * store's cart asks the cart's question first; offline, the add waits in the outbox and the card shows it.
 * The items are found through the API (a plain item: no food variation groups, available all day). The
 * service worker controls the page, as it does for a returning customer.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { atOperatorTime, chooseZoneAndModule, collectConsoleErrors, expect, seriousAccessibilityViolations, test, workerControls } from './fixtures';

test.use({ serviceWorkers: 'allow' });

const FOOD = { zoneId: '[1]', moduleId: '2' };

interface Product {
  id: number;
  name: string;
  stock?: number;
  maximum_cart_quantity?: number;
  /** `""` when the item has none. */
  food_variations?: { required?: string }[] | '';
  available_time_starts?: string;
  available_time_ends?: string;
}

async function storeItems(request: APIRequestContext, store: number): Promise<Product[]> {
  const response = await request.get(`/api/v1/items/latest?store_id=${store}&category_id=0&offset=1&limit=50`, { headers: FOOD });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { products: Product[] }).products;
}

const allDay = (item: Product) => (item.available_time_starts ?? '00:00:00') <= '00:00:00' && (item.available_time_ends ?? '23:59:59') >= '23:59:00';
const groupsOf = (item: Product) => (Array.isArray(item.food_variations) ? item.food_variations : []);
const plain = (item: Product) => groupsOf(item).length === 0 && allDay(item) && (item.stock ?? 1) > 0;

/** Plain items of a store, the one with the least stock first. */
async function plainItems(request: APIRequestContext, store: number): Promise<Product[]> {
  const items = (await storeItems(request, store)).filter(plain);
  expect(items.length, `store ${store} has plain items`).toBeGreaterThan(1);
  return items.sort((a, b) => (a.stock ?? Infinity) - (b.stock ?? Infinity));
}

/** The guest's server cart, read through the API. */
async function serverCart(page: Page, request: APIRequestContext): Promise<{ item_id: number; quantity: number }[]> {
  const guestId = await page.evaluate(() => localStorage.getItem('guest_id'));
  const response = await request.get('/api/v1/customer/cart/list', { headers: FOOD, params: { guest_id: guestId ?? '' } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as { item_id: number; quantity: number }[];
}

/** Opens a store's page with its list narrowed to the item (or to what `search` finds), and returns the item's card. */
async function storeCard(page: Page, store: number, name: string, search = name): Promise<Locator> {
  await page.goto(`/store/${store}?id=${store}&module_id=2&store_zone_id=1`);
  const items = page.getByRole('region', { name: 'Items' });
  const searched = page.waitForResponse((response) => response.url().includes('/api/v1/items/search?') && new URL(response.url()).searchParams.get('name') === search);
  await items.getByRole('searchbox').fill(search);
  const found = ((await (await searched).json()) as { products: unknown[] }).products.length;
  await expect(items.getByRole('article')).toHaveCount(found);
  return items.getByRole('article', { name, exact: true });
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByRole('alert');

async function toastSays(page: Page, text: string): Promise<void> {
  await expect(toasts(page).filter({ hasText: text }).first()).toBeVisible();
}

/** Presses a button from the keyboard: toasts may lie over it, as they do over a customer's thumb. */
async function press(button: Locator): Promise<void> {
  await button.focus();
  await button.press('Enter');
}

test.describe('quick add on item cards', () => {
  test.beforeEach(async ({ page }) => {
    await atOperatorTime(page, '14:00');
    await chooseZoneAndModule(page, 'food');
  });

  test('a plain item\'s "+" adds one, turns into a stepper that counts up and down, and comes back at none', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const [item] = (await plainItems(request, 5)).filter((entry) => (entry.stock ?? 3) >= 3);
    if (!item) throw new Error('no plain item with three in stock');
    const card = await storeCard(page, 5, item.name);
    await workerControls(page);

    const add = card.getByRole('button', { name: `Add ${item.name} to cart` });
    const size = async () => {
      const box = await card.boundingBox();
      return box && { width: box.width, height: box.height };
    };
    const before = await size();
    const plusBox = await add.boundingBox();
    expect(plusBox?.width).toBeGreaterThanOrEqual(44);
    expect(plusBox?.height).toBeGreaterThanOrEqual(44);
    await press(add);
    await toastSays(page, 'Item added to cart');
    const quantity = card.getByRole('group', { name: `Quantity of ${item.name}` });
    await expect(quantity).toContainText('01');
    await expect(add).toHaveCount(0);
    // The stepper sits where the "+" was: the card keeps its size.
    expect(await size()).toEqual(before);
    for (const button of await quantity.getByRole('button').all()) expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);

    const badge = page.getByRole('button', { name: 'Shopping cart, 1 item' });
    await expect(badge).toBeVisible();
    await press(badge);
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(drawer.getByRole('listitem').filter({ hasText: item.name }).getByRole('group', { name: `Quantity of ${item.name}` })).toContainText('01');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await press(card.getByRole('button', { name: `Add one more ${item.name}` }));
    await expect(quantity).toContainText('02');
    await expect.poll(async () => (await serverCart(page, request)).map((row) => [row.item_id, row.quantity])).toEqual([[item.id, 2]]);
    await press(card.getByRole('button', { name: `Remove one ${item.name}` }));
    await expect(quantity).toContainText('01');
    // At one the minus is the remove button: the line goes and the "+" comes back.
    await press(card.getByRole('button', { name: `Remove ${item.name}` }));
    await expect(quantity).toHaveCount(0);
    await expect(add).toBeVisible();
    await expect(page.getByRole('button', { name: 'Shopping cart, 0 items' })).toBeVisible();
    await expect.poll(async () => (await serverCart(page, request)).length).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('an item with a required choice opens its modal from the "+", and an item not available now has none but says so', async ({ page, request }) => {
    const items = await storeItems(request, 5);
    const withChoice = items.find((entry) => allDay(entry) && groupsOf(entry).some((group) => group.required === 'on'));
    const later = items.find((entry) => !allDay(entry) && (entry.available_time_starts ?? '') > '14:00');
    if (!withChoice || !later) throw new Error('store 5 has no item with a required choice or no item for later in the day');

    const card = await storeCard(page, 5, withChoice.name);
    await press(card.getByRole('button', { name: `Add ${withChoice.name} to cart` }));
    const dialog = page.getByRole('dialog', { name: withChoice.name });
    await expect(dialog.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await press(dialog.getByRole('button', { name: 'Close' }));
    expect(await serverCart(page, request)).toEqual([]);

    // Found with the items sharing the last word of its name, which have their "+" (or the modal's).
    const laterCard = await storeCard(page, 5, later.name, later.name.split(' ').at(-1));
    await expect(laterCard.getByRole('button', { name: later.name, exact: true })).toBeVisible();
    // The other items of the list have their "+", so the list has been taken over: the one for later has none.
    await expect(page.getByRole('region', { name: 'Items' }).getByRole('button', { name: /^Add .+ to cart$/ }).first()).toBeVisible();
    await expect(laterCard.getByRole('button', { name: `Add ${later.name} to cart` })).toHaveCount(0);
    await expect(laterCard.getByText('Not Available now', { exact: true })).toBeVisible();
  });

  test('the "+" stops at the stock with "Out of Stock", said once however often it is pressed', async ({ page, request }) => {
    const [item] = await plainItems(request, 5);
    const stock = item?.stock;
    if (!item || !stock) throw new Error('no plain item with a stock');
    const card = await storeCard(page, 5, item.name);
    await press(card.getByRole('button', { name: `Add ${item.name} to cart` }));
    const quantity = card.getByRole('group', { name: `Quantity of ${item.name}` });
    await expect(quantity).toContainText('01');
    const more = card.getByRole('button', { name: `Add one more ${item.name}` });
    for (let count = 2; count <= stock; count += 1) {
      await press(more);
      await expect(quantity).toContainText(String(count).padStart(2, '0'));
    }
    for (let extra = 0; extra < 3; extra += 1) await press(more);
    await expect(toasts(page).filter({ hasText: 'Out of Stock' })).toHaveCount(1);
    await expect(quantity).toContainText(String(stock).padStart(2, '0'));
    await expect.poll(async () => (await serverCart(page, request)).map((row) => row.quantity)).toEqual([stock]);
  });

  test("another store's cart asks the cart's question before the \"+\" replaces it", async ({ page, request }) => {
    const [first] = await plainItems(request, 6);
    const [second] = await plainItems(request, 5);
    if (!first || !second) throw new Error('no plain items');
    await press((await storeCard(page, 6, first.name)).getByRole('button', { name: `Add ${first.name} to cart` }));
    await toastSays(page, 'Item added to cart');

    const card = await storeCard(page, 5, second.name);
    await press(card.getByRole('button', { name: `Add ${second.name} to cart` }));
    const question = page.getByRole('alertdialog', { name: 'Items from another store' });
    await expect(question).toContainText('You have item from another store in cart.');
    await press(question.getByRole('button', { name: 'Keep my cart' }));
    await expect(card.getByRole('button', { name: `Add ${second.name} to cart` })).toBeVisible();
    expect((await serverCart(page, request)).map((row) => row.item_id)).toEqual([first.id]);

    await press(card.getByRole('button', { name: `Add ${second.name} to cart` }));
    await press(question.getByRole('button', { name: 'Clear cart and add' }));
    await toastSays(page, 'Your cart has been cleared successfully. And selected item added to the cart.');
    await expect(card.getByRole('group', { name: `Quantity of ${second.name}` })).toContainText('01');
    await expect.poll(async () => (await serverCart(page, request)).map((row) => row.item_id)).toEqual([second.id]);
  });

  test('offline, the "+" keeps the add on this device, the card counts it, and it reaches the server once back online', async ({ page, context, request }) => {
    const [item] = await plainItems(request, 5);
    if (!item) throw new Error('no plain item');
    const card = await storeCard(page, 5, item.name);
    await workerControls(page);

    await context.setOffline(true);
    await press(card.getByRole('button', { name: `Add ${item.name} to cart` }));
    await toastSays(page, `Saved on this device: ${item.name} will be added to your cart when you are back online.`);
    await expect(card.getByRole('group', { name: `Quantity of ${item.name}` })).toContainText('01');
    await expect(page.getByRole('button', { name: 'Shopping cart, 1 item' })).toBeVisible();
    await press(card.getByRole('button', { name: `Add one more ${item.name}` }));
    await expect(card.getByRole('group', { name: `Quantity of ${item.name}` })).toContainText('02');

    await context.setOffline(false);
    await expect.poll(async () => (await serverCart(page, request)).map((row) => [row.item_id, row.quantity])).toEqual([[item.id, 2]]);
  });
});

test('a home section\'s plain item has a "+" that puts it in the cart', async ({ page, request }) => {
  await atOperatorTime(page, '14:00');
  await chooseZoneAndModule(page, 'food');
  await page.goto('/home');
  const popular = (await (await request.get('/api/v1/items/popular?limit=10&offset=1&type=all', { headers: FOOD })).json()) as { products: (Product & { has_variant?: number })[] };
  const item = popular.products.find((entry) => !entry.has_variant && allDay(entry) && (entry.stock ?? 1) > 0);
  if (!item) throw new Error('no plain popular item');
  const card = page.getByRole('article', { name: item.name, exact: true }).first();
  await press(card.getByRole('button', { name: `Add ${item.name} to cart` }));
  await toastSays(page, 'Item added to cart');
  await expect(page.getByRole('article', { name: item.name, exact: true }).first().getByRole('group', { name: `Quantity of ${item.name}` })).toContainText('01');
  await expect(page.getByRole('button', { name: 'Shopping cart, 1 item' })).toBeVisible();
  await expect.poll(async () => (await serverCart(page, request)).map((row) => row.item_id)).toEqual([item.id]);
});
