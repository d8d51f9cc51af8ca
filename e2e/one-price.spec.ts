/**
 * One price from the card to checkout: at a store with a store-wide discount that has a minimum purchase
 * and a cap, the item's card and modal show what a unit costs in the cart (its own discount only), the modal
 * says the store's offer as its condition, and the drawer's subtotal is checkout's items less its discount,
 * for a cart below the minimum (no store discount) and one above it (the store's discount, capped). The store
 * and the item are found through the API by what the test needs (open now, a discount with a minimum, a plain
 * item without a discount of its own), so the test holds at any hour and for any catalogue.
 */
import type { Locator, Page } from '@playwright/test';
import { chooseZoneAndModule, expect, test } from './fixtures';
import { useGuest } from './customer';

const FOOD = { zoneId: '[3,1]', moduleId: '2' };

interface StoreRow {
  id: number;
  open: number;
  active: boolean;
  zone_id: number;
}
interface Offer {
  discount: number;
  discount_type: string;
  min_purchase: number;
  max_discount: number;
}
interface ItemRow {
  id: number;
  name: string;
  price: number;
  stock: number;
  item_discount: number;
  food_variations: unknown[];
  add_ons: unknown[];
  maximum_cart_quantity: number | null;
  available_time_starts: string;
  available_time_ends: string;
}

const money = (amount: number) => `AED ${amount.toFixed(2)}`;
const dubaiTime = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(11, 19);

/** An open food store with a percentage discount that has a minimum and a cap, and a plain item of it priced below the minimum. */
async function storeWithConditionalOffer(page: Page): Promise<{ store: StoreRow; offer: Offer; item: ItemRow }> {
  const stores = (await (await page.request.get('/api/v1/stores/get-stores/all', { headers: FOOD, params: { offset: 1, limit: 50 } })).json()) as { stores: StoreRow[] };
  const now = dubaiTime();
  for (const store of stores.stores.filter((entry) => entry.open === 1 && entry.active)) {
    const details = (await (await page.request.get(`/api/v1/stores/details/${store.id}`, { headers: FOOD })).json()) as { discount?: Offer | null };
    const offer = details.discount;
    if (!offer || offer.discount_type !== 'percent' || !(offer.min_purchase > 0) || !(offer.max_discount > 0)) continue;
    const items = (await (await page.request.get('/api/v1/items/latest', { headers: FOOD, params: { store_id: store.id, category_id: 0, offset: 1, limit: 50 } })).json()) as { products: ItemRow[] };
    const item = items.products.find(
      (entry) =>
        entry.stock > 5 && !entry.item_discount && !entry.food_variations.length && !entry.add_ons?.length && entry.price < offer.min_purchase && entry.price * 5 >= offer.min_purchase
        && (entry.maximum_cart_quantity ?? 0) === 0 && entry.available_time_starts <= now && entry.available_time_ends > now,
    );
    if (item) return { store, offer, item };
  }
  throw new Error('no open food store with a conditional offer and a plain item');
}

/** The drawer's amounts: its subtotal and, when one is taken off, its discount. */
async function drawerAmounts(drawer: Locator) {
  return {
    subtotal: drawer.locator('[data-cart-line="subtotal"]'),
    discount: drawer.locator('[data-cart-line="discount"]'),
  };
}

async function openDrawer(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: /^Shopping cart, \d+ items?$/ });
  await button.focus();
  await button.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Checkout's items and discount lines, as the server priced them. */
async function checkoutAmounts(page: Page): Promise<{ items: number; discount: number }> {
  await page.goto('/checkout?page=cart');
  // Take away: the server prices the order without a delivery address.
  const takeAway = page.getByRole('radio', { name: 'Take away' });
  // The server-drawn page is taken over by the app first (its controls wait for it).
  await expect(takeAway).toBeEnabled();
  const tax = page.waitForResponse((response) => response.url().includes('/customer/order/get-Tax') && response.ok() && (response.request().postData() ?? '').includes('take_away'));
  await takeAway.check({ force: true });
  const answer = (await (await tax).json()) as { items_subtotal: number; store_discount_amount: number };
  const summary = page.locator('section[aria-labelledby="checkout-summary"]');
  await expect(summary.locator('[data-line="items"]')).toContainText(answer.items_subtotal.toFixed(2));
  if (answer.store_discount_amount > 0) await expect(summary.locator('[data-line="discount"]')).toContainText(answer.store_discount_amount.toFixed(2));
  else await expect(summary.locator('[data-line="discount"]')).toHaveCount(0);
  return { items: answer.items_subtotal, discount: answer.store_discount_amount };
}

test('a store offer with a minimum: card, modal, drawer and checkout show the same amounts below and above it', async ({ page }) => {
  await chooseZoneAndModule(page, 'food');
  await useGuest(page);
  const { store, offer, item } = await storeWithConditionalOffer(page);
  const condition = `${offer.discount}% off orders over ${money(offer.min_purchase)}, up to ${money(offer.max_discount)}`;

  await page.goto(`/store/${store.id}?id=${store.id}&module_id=2&store_zone_id=${store.zone_id}`);
  const items = page.getByRole('region', { name: 'Items' });
  await items.getByRole('searchbox').fill(item.name);
  // The card: the item's price (it has no discount of its own), no store percentage as if it applied.
  const card = items.getByRole('article', { name: item.name });
  await expect(card).toContainText(money(item.price));
  await expect(card).not.toContainText('% off');

  // The modal: the same price, and the store's offer said as its condition.
  await card.getByRole('button', { name: item.name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: item.name });
  await expect(dialog.getByRole('status', { name: 'Total' })).toContainText(money(item.price));
  await expect(dialog.getByText(`Store offer, taken off your cart's subtotal: ${condition}`)).toBeVisible();
  const add = dialog.getByRole('button', { name: 'Add to cart' });
  await add.focus();
  await add.press('Enter');
  await expect(page.getByRole('button', { name: 'Shopping cart, 1 item' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).press('Enter');

  // Below the minimum: the drawer's subtotal is the price; it says what is missing; checkout takes no discount.
  let drawer = await openDrawer(page);
  let shown = await drawerAmounts(drawer);
  await expect(shown.subtotal).toContainText(money(item.price));
  await expect(shown.discount).toHaveCount(0);
  await expect(drawer.getByRole('status').filter({ hasText: `Add ${money(offer.min_purchase - item.price)} more for the store offer: ${condition}` })).toBeVisible();
  const below = await checkoutAmounts(page);
  expect(below).toEqual({ items: item.price, discount: 0 });

  // Above it: enough units for the minimum; the drawer takes the store's discount (capped) as checkout does.
  const quantity = Math.ceil(offer.min_purchase / item.price);
  await page.goBack();
  drawer = await openDrawer(page);
  const stepper = drawer.getByRole('group', { name: `Quantity of ${item.name}` });
  for (let count = 1; count < quantity; count++) {
    await stepper.getByRole('button', { name: `Add one more ${item.name}` }).click();
    await expect(stepper).toContainText(String(count + 1));
  }
  const itemsTotal = Math.round(item.price * quantity * 100) / 100;
  const discount = Math.min(Math.round(itemsTotal * offer.discount) / 100, offer.max_discount);
  shown = await drawerAmounts(drawer);
  await expect(shown.discount).toContainText(money(discount));
  await expect(shown.subtotal).toContainText(money(itemsTotal - discount));
  await expect(drawer.getByRole('status').filter({ hasText: `Store offer applied: ${condition}` })).toBeVisible();
  await expect(drawer.getByText('Waiting to sync')).toHaveCount(0);
  const above = await checkoutAmounts(page);
  expect(above).toEqual({ items: itemsTotal, discount });
});
