/**
 * Stock as a customer meets it, the same in every store module: a food item's drawer line stops at its stock
 * ('Out of Stock'), an order takes the stock, and an item with none left shows as out of stock with no buying
 * action, in the food modal and on a product page reached from search. Items are found through the API by
 * what the test needs (a plain food item of an open store, a sold-out grocery product), so it holds at any
 * hour and for any catalogue.
 */
import type { Page } from '@playwright/test';
import { chooseZoneAndModule, expect, test } from './fixtures';
import { signInDemo } from './customer';

const FOOD = { zoneId: '[3,1]', moduleId: '2' };
const GROCERY = { zoneId: '[3,1]', moduleId: '1' };

interface StoreRow {
  id: number;
  open: number;
  active: boolean;
  zone_id: number;
}
interface ItemRow {
  id: number;
  name: string;
  price: number;
  stock: number;
  store_id: number;
  store_name: string;
  food_variations: unknown[];
  variations: unknown[];
  maximum_cart_quantity: number | null;
  available_time_starts: string;
  available_time_ends: string;
}

const dubaiTime = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(11, 19);

async function storeItems(page: Page, headers: Record<string, string>): Promise<{ store: StoreRow; items: ItemRow[] }[]> {
  const stores = (await (await page.request.get('/api/v1/stores/get-stores/all', { headers, params: { offset: 1, limit: 50 } })).json()) as { stores: StoreRow[] };
  const all: { store: StoreRow; items: ItemRow[] }[] = [];
  for (const store of stores.stores.filter((entry) => entry.open === 1 && entry.active)) {
    const items = (await (await page.request.get('/api/v1/items/latest', { headers, params: { store_id: store.id, category_id: 0, offset: 1, limit: 50 } })).json()) as { products: ItemRow[] };
    all.push({ store, items: items.products });
  }
  return all;
}

/** The plain food item of an open store, orderable now, whose whole stock costs least (one order takes it all). */
async function smallStockFoodItem(page: Page): Promise<{ store: StoreRow; item: ItemRow }> {
  const now = dubaiTime();
  const candidates = (await storeItems(page, FOOD)).flatMap(({ store, items }) =>
    items
      .filter((item) => item.stock > 1 && !item.food_variations.length && !(item.maximum_cart_quantity && item.maximum_cart_quantity < item.stock) && item.available_time_starts <= now && item.available_time_ends > now)
      .map((item) => ({ store, item })),
  );
  candidates.sort((a, b) => a.item.price * a.item.stock - b.item.price * b.item.stock);
  const found = candidates[0];
  if (!found) throw new Error('no plain food item in stock at an open store');
  return found;
}

async function openDrawer(page: Page) {
  const button = page.getByRole('button', { name: /^Shopping cart, \d+ items?$/ });
  await button.focus();
  await button.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('food stock: the drawer stops at it, an order takes it, and the item with none left offers no buying action', async ({ page }) => {
  await chooseZoneAndModule(page, 'food');
  const token = await signInDemo(page);
  const { store, item } = await smallStockFoodItem(page);
  const auth = { ...FOOD, Authorization: `Bearer ${token}` };
  const added = await page.request.post('/api/v1/customer/cart/add', { headers: auth, data: { item_id: item.id, model: 'Item', price: 1, quantity: item.stock, variation: [] } });
  expect(added.ok(), await added.text()).toBeTruthy();
  const beyond = await page.request.post('/api/v1/customer/cart/add', { headers: auth, data: { item_id: item.id, model: 'Item', price: 1, quantity: item.stock + 1, variation: [] } });
  expect(beyond.ok()).toBe(false);

  // The drawer: the whole stock is in the cart, and one more is refused.
  await page.goto(`/store/${store.id}?id=${store.id}&module_id=2&store_zone_id=${store.zone_id}`);
  const drawer = await openDrawer(page);
  const stepper = drawer.getByRole('group', { name: `Quantity of ${item.name}` });
  await expect(stepper).toContainText(String(item.stock));
  await expect(drawer.getByText('Out of Stock', { exact: true })).toBeVisible();
  await stepper.getByRole('button', { name: `Add one more ${item.name}` }).click();
  await expect(stepper).toContainText(String(item.stock));
  await expect(drawer.getByText('Waiting to sync')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close' }).press('Enter');

  // An order takes the whole stock.
  const placed = await page.request.post('/api/v1/customer/order/place', { headers: auth, data: { store_id: store.id, order_type: 'take_away', payment_method: 'wallet' } });
  expect(placed.ok(), await placed.text()).toBeTruthy();

  // The modal: out of stock, no stepper, no Add to cart or Buy Now.
  await page.reload();
  const items = page.getByRole('region', { name: 'Items' });
  await items.getByRole('searchbox').fill(item.name);
  await items.getByRole('article', { name: item.name }).getByRole('button', { name: item.name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: item.name });
  await expect(dialog.getByRole('status').filter({ hasText: 'Out of Stock' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Add to cart|Update to cart|Buy Now/ })).toHaveCount(0);
  await expect(dialog.getByRole('group', { name: `Quantity of ${item.name}` })).toHaveCount(0);
});

test('a sold-out product reached from search shows as out of stock, with no buying action', async ({ page }) => {
  await chooseZoneAndModule(page, 'grocery');
  const soldOut = (await storeItems(page, GROCERY)).flatMap(({ items }) => items).find((item) => item.stock === 0 && !item.variations.length);
  if (!soldOut) throw new Error('no sold-out grocery product');
  // The search results: the card of that store's product (others may sell one of the same name).
  await page.goto(`/home?search=searched&query=${encodeURIComponent(soldOut.name)}`);
  const card = page.getByRole('tabpanel').getByRole('article', { name: soldOut.name }).filter({ hasText: soldOut.store_name });
  await card.getByRole('link', { name: soldOut.name }).or(card.getByRole('button', { name: soldOut.name, exact: true })).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${soldOut.id}`));
  await expect(page.getByRole('heading', { level: 1, name: soldOut.name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Out of Stock' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: /Add to cart|Update to cart|Buy Now/ })).toHaveCount(0);
});
