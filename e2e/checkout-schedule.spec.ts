/**
 * Scheduling an order: the slots offered are the ones the server takes (tomorrow's first slot at a store open
 * round the clock starts at midnight, and the order for it is priced and placed), and a slot the server
 * refuses leaves the customer on the schedule picker with the reason, the slot no longer offered, instead of a
 * summary that cannot be priced and a disabled button. The store and the item are found through the API by
 * what the test needs, so it holds at any hour.
 */
import type { Page } from '@playwright/test';
import { appTookOver, chooseZoneAndModule, expect, test } from './fixtures';
import { signInDemo } from './customer';

const FOOD = { zoneId: '[3,1]', moduleId: '2' };

interface StoreRow {
  id: number;
  open: number;
  active: boolean;
  schedule_order: boolean | number;
  schedules: { day: number; opening_time: string; closing_time: string }[];
}
interface ItemRow {
  id: number;
  stock: number;
  food_variations: unknown[];
  available_time_starts: string;
  available_time_ends: string;
}

/** A plain item of a food store open round the clock every day and taking scheduled orders. */
async function roundTheClockItem(page: Page): Promise<number> {
  const stores = (await (await page.request.get('/api/v1/stores/get-stores/all', { headers: FOOD, params: { offset: 1, limit: 50 } })).json()) as { stores: StoreRow[] };
  const always = (store: StoreRow) => [0, 1, 2, 3, 4, 5, 6].every((day) => store.schedules.some((slot) => slot.day === day && slot.opening_time.startsWith('00:00') && slot.closing_time >= '23:59'));
  for (const store of stores.stores.filter((entry) => entry.open === 1 && entry.active && Boolean(entry.schedule_order) && always(entry))) {
    const items = (await (await page.request.get('/api/v1/items/latest', { headers: FOOD, params: { store_id: store.id, category_id: 0, offset: 1, limit: 50 } })).json()) as { products: ItemRow[] };
    const item = items.products.find((entry) => entry.stock > 0 && !entry.food_variations.length && entry.available_time_starts <= '00:00:00' && entry.available_time_ends >= '23:59:00');
    if (item) return item.id;
  }
  throw new Error('no food store open round the clock with a plain item');
}

async function checkoutWithCart(page: Page): Promise<void> {
  await chooseZoneAndModule(page, 'food');
  const token = await signInDemo(page);
  const itemId = await roundTheClockItem(page);
  const added = await page.request.post('/api/v1/customer/cart/add', { headers: { ...FOOD, Authorization: `Bearer ${token}` }, data: { item_id: itemId, model: 'Item', price: 1, quantity: 1, variation: [] } });
  expect(added.ok(), await added.text()).toBeTruthy();
  await page.goto('/checkout?page=cart');
  await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('Dubai Mall, Downtown Dubai');
  await appTookOver(page);
}

/** Chooses a later time and tomorrow, whose first slot is then chosen; returns the slot's text. */
async function tomorrowsFirstSlot(page: Page): Promise<string> {
  const schedule = page.getByRole('region', { name: 'Delivery time' });
  await schedule.getByRole('radio', { name: 'Schedule for later' }).check({ force: true });
  await schedule.getByRole('button', { name: / Day$/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Tomorrow' }).click();
  return '12:00 AM – 12:30 AM';
}

test.describe('scheduling an order', () => {
  test('tomorrow\'s first slot at a store open round the clock starts at midnight and the order for it is placed', async ({ page }) => {
    await checkoutWithCart(page);
    const priced = page.waitForResponse((response) => response.url().includes('/customer/order/get-Tax') && String(response.request().postDataJSON()?.schedule_at ?? '').endsWith(' 00:00:00'));
    const slotText = await tomorrowsFirstSlot(page);
    await expect(page.getByRole('region', { name: 'Delivery time' }).getByRole('button', { name: /Time slot/ })).toContainText(slotText);
    expect((await priced).ok()).toBeTruthy();
    await expect(page.locator('[data-line="total"]')).toContainText(/\d/);
    await expect(page.getByText('The prices could not be calculated')).toHaveCount(0);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  });

  test('a slot the server refuses leaves the customer on the picker with the reason, and another slot is taken', async ({ page }) => {
    await checkoutWithCart(page);
    // The store's hours changed since the page was loaded: the server refuses the midnight slot.
    await page.route('**/api/v1/customer/order/get-Tax', async (route) => {
      const body = route.request().postDataJSON() as { schedule_at?: string } | null;
      if (body?.schedule_at?.endsWith(' 00:00:00')) await route.fulfill({ status: 403, json: { errors: [{ code: 'order_time', message: 'The store is closed at the order time.' }] } });
      else await route.fallback();
    });
    const slotText = await tomorrowsFirstSlot(page);

    const schedule = page.getByRole('region', { name: 'Delivery time' });
    await expect(schedule.getByRole('alert')).toHaveText(`The ${slotText} slot can't be taken: The store is closed at the order time. Choose another time.`);
    // Still on the picker: a later time chosen, no slot, the refused one no longer offered.
    await expect(schedule.getByRole('radio', { name: 'Schedule for later' })).toBeChecked();
    const slot = schedule.getByRole('button', { name: /Time slot/ });
    await expect(slot).toContainText('Choose a delivery time slot.');
    await expect(page.getByText('The prices could not be calculated')).toHaveCount(0);
    const place = page.getByRole('button', { name: 'Place order' });
    await expect(place).toBeDisabled();
    await expect(page.getByRole('listitem').filter({ hasText: 'Choose a delivery time slot.' })).toBeVisible();

    await slot.click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(options.filter({ hasText: slotText })).toHaveCount(0);
    const next = (await options.first().textContent()) ?? '';
    await options.first().click();
    await expect(slot).toContainText(next);
    await expect(schedule.getByRole('alert')).toHaveCount(0);
    await expect(place).toBeEnabled();
    await place.click();
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  });

  test('a scheduled order paid from the wallet waits, stays cancellable until its preparation, and its refund comes back to the wallet as a ledger line', async ({ page }) => {
    await checkoutWithCart(page);
    await tomorrowsFirstSlot(page);
    const payment = page.getByRole('radiogroup', { name: /Payment method/ }).or(page.getByRole('region', { name: /Payment method/ })).first();
    await payment.getByText('Wallet', { exact: true }).click();
    const total = ((await page.locator('[data-line="total"]').textContent()) ?? '').match(/[\d,]+\.\d{2}/)?.[0] ?? '';
    expect(total).not.toBe('');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    const orderId = ((await page.getByText(/Your order #\d+ is placed\./).textContent()) ?? '').match(/#(\d+)/)?.[1] ?? '';

    await page.goto('/my-orders');
    await page.getByRole('link', { name: `Order #${orderId} from` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
    // Paid from the wallet, it still waits for its time: not confirmed, and the customer may cancel it.
    await expect(page.getByRole('main').getByText('Confirmed', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this order?' }).or(page.getByRole('dialog', { name: 'Cancel this order?' }));
    await dialog.getByRole('radio', { name: 'I ordered by mistake' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('Order canceled.')).toBeVisible();

    await page.goto('/wallet');
    const first = page.getByRole('list', { name: 'Transaction history' }).getByRole('listitem').first();
    await expect(first).toContainText('Order refund');
    await expect(first).toContainText(`AED ${total}`);
    // What the order took from the demo customer's AED 500.00 is back.
    await expect(page.getByRole('region', { name: 'Wallet balance' })).toContainText(/AED\s500\.00/);
  });
});
