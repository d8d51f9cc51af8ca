/**
 * Item checkout end to end: carts set up through the API (the page's guest id or the demo customer's token),
 * every summary line compared with the server's `get-Tax` answer, orders placed for real, the payment page's
 * success and failure, Buy Now and campaign lines handed over in the tab's session storage, and Arabic.
 */
import type { Page, Response } from '@playwright/test';
import { appTookOver, chooseZoneAndModule, expect, test } from './fixtures';
import { signInDemo, useGuest, useLanguage } from './customer';

const FOOD = { zoneId: '[3,1]', moduleId: '2' };
const PHARMACY = { zoneId: '[3,1]', moduleId: '3' };
const GROCERY = { zoneId: '[3,1]', moduleId: '1' };
/** Classic Beef Burger at Burger Hub (store 5): sizes, extras and add-ons. */
const BURGER = { item_id: 33, model: 'Item', price: 1, quantity: 2, variation: [{ name: 'Size', values: { label: ['Large'] } }, { name: 'Extras', values: { label: ['Cheese'] } }], add_on_ids: [2, 1], add_on_qtys: [1, 2] };
/** Amoxicillin at Life Care Pharmacy (store 9): prescription only. */
const AMOXICILLIN = { item_id: 71, model: 'Item', price: 1, quantity: 1, variation: [] };
/** A whole 1×1 PNG (the server decodes every uploaded picture). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function addToCart(page: Page, headers: Record<string, string>, line: object, who: { token?: string; guestId?: string }) {
  const response = await page.request.post('/api/v1/customer/cart/add', {
    headers: { ...headers, ...(who.token ? { Authorization: `Bearer ${who.token}` } : {}) },
    data: { ...line, ...(who.guestId ? { guest_id: who.guestId } : {}) },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** Every get-Tax answer the page receives, newest last. */
function recordTax(page: Page): Record<string, number>[] {
  const answers: Record<string, number>[] = [];
  page.on('response', (response: Response) => {
    if (response.url().includes('/customer/order/get-Tax') && response.ok()) void response.json().then((body) => answers.push(body), () => undefined);
  });
  return answers;
}

const LINES: [string, string][] = [
  ['items', 'items_subtotal'],
  ['addOns', 'add_on_total'],
  ['discount', 'store_discount_amount'],
  ['coupon', 'coupon_discount_amount'],
  ['tax', 'tax_amount'],
  ['delivery', 'delivery_charge'],
  ['tips', 'dm_tips'],
  ['additional', 'additional_charge'],
  ['packaging', 'extra_packaging_amount'],
  ['total', 'order_amount'],
];

/** Each summary line shows the server's amount to the cent; returns the total. */
async function expectSummaryEqualsServer(page: Page, answers: Record<string, number>[]): Promise<number> {
  const summary = page.getByRole('region', { name: 'Summary' }).or(page.locator('section[aria-labelledby="checkout-summary"]'));
  await expect(summary.locator('[data-line="total"]')).toContainText(/\d/);
  const tax = answers.at(-1);
  if (!tax) throw new Error('no get-Tax answer');
  for (const [line, key] of LINES) {
    const amount = tax[key] ?? 0;
    const cell = summary.locator(`[data-line="${line}"]`);
    if (amount > 0 || line === 'total' || line === 'items') await expect(cell, `${line} = ${key}`).toContainText(amount.toFixed(2));
  }
  return tax.order_amount ?? 0;
}

test.describe('item checkout', () => {
  test('a guest orders a burger with choices and add-ons for delivery and pays cash; the summary is the server\'s', async ({ page }) => {
    await chooseZoneAndModule(page, 'food');
    const guestId = await useGuest(page);
    await addToCart(page, FOOD, BURGER, { guestId });
    const answers = recordTax(page);
    await page.goto('/checkout?page=cart');

    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(page.getByText('Classic Beef Burger')).toBeVisible();
    await expect(page.getByText('Large, Cheese · Extra sauce × 2 · Fries × 1')).toBeVisible();
    await expect(page.getByText('No Contact Info Added')).toBeVisible();
    // The location chosen for the app is the address to begin with; another one can be added and chosen.
    await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('Your current locationDubai Mall, Downtown Dubai');
    await expect(page.getByText('Please enter your contact info').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();

    await page.getByRole('textbox', { name: 'Contact person name' }).fill('Guest Walker');
    await page.getByRole('textbox', { name: 'Contact phone' }).fill('+971501112233');
    await page.getByRole('textbox', { name: 'Contact email' }).fill('walker@example.com');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.getByRole('button', { name: 'Change address' }).click();
    const saved = page.getByRole('dialog', { name: 'Saved addresses' });
    await saved.getByRole('button', { name: 'Add New Address' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Address' });
    await form.getByRole('combobox', { name: 'Search a place' }).fill('Dubai Op');
    await page.getByRole('option', { name: /Dubai Opera/ }).click();
    await form.getByRole('textbox', { name: 'Contact person name' }).fill('Guest Walker');
    await form.getByRole('textbox', { name: 'Contact person number' }).fill('050 111 2233');
    await form.getByRole('textbox', { name: 'Email' }).fill('walker@example.com');
    await form.getByRole('button', { name: 'Add Address' }).click();
    await saved.getByRole('radio', { name: 'Home' }).check({ force: true });
    await saved.getByRole('button', { name: 'Select' }).click();
    await expect(page.getByText(/Dubai Opera/).first()).toBeVisible();

    // A tip changes the server's answer; the screen follows it line for line.
    await page.getByRole('radio', { name: 'AED 5.00' }).check({ force: true });
    await expect(page.locator('[data-line="tips"]')).toContainText('5.00');
    const total = await expectSummaryEqualsServer(page, answers);
    await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/order-result\?order_id=\d+/);
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    await expect(page.getByText(`Your order #${orderId} is placed.`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Status: Pending' })).toContainText('Payment: Unpaid');
    await expect(page.getByRole('main').getByRole('link', { name: 'Track order' })).toHaveAttribute('href', new RegExp(`order_id=${orderId}`));

    const track = await (await page.request.get('/api/v1/customer/order/track', { headers: FOOD, params: { order_id: orderId, guest_id: guestId, contact_number: '+971501112233' } })).json();
    expect(track).toMatchObject({ order_amount: total, payment_method: 'cash_on_delivery', dm_tips: 5, order_type: 'delivery' });
    expect(await (await page.request.get('/api/v1/customer/cart/list', { headers: FOOD, params: { guest_id: guestId } })).json()).toEqual([]);
  });

  test('cutlery and the store\'s extra packaging are asked for, priced by the server and kept with the order', async ({ page }) => {
    await chooseZoneAndModule(page, 'food');
    const guestId = await useGuest(page);
    await addToCart(page, FOOD, BURGER, { guestId });
    const answers = recordTax(page);
    await page.goto('/checkout?page=cart');
    await appTookOver(page);
    await page.getByRole('radio', { name: 'Take away' }).check({ force: true });
    await page.getByRole('textbox', { name: 'Contact person name' }).fill('Guest Walker');
    await page.getByRole('textbox', { name: 'Contact phone' }).fill('+971501112233');
    await page.getByRole('textbox', { name: 'Contact email' }).fill('walker@example.com');
    await page.getByRole('button', { name: 'Save' }).click();

    const extras = page.getByRole('region', { name: 'Cutlery and packaging' });
    const cutlery = extras.getByRole('switch', { name: 'Add cutlery' });
    const packaging = extras.getByRole('checkbox', { name: 'Extra packaging (+AED 2.00)' });
    await expect(cutlery).not.toBeChecked();
    await expect(packaging).not.toBeChecked();
    await expect(page.locator('[data-line="total"]')).toContainText(/\d/);
    await expect(page.locator('[data-line="packaging"]')).toHaveCount(0);
    const before = answers.at(-1)?.order_amount ?? 0;

    // Offline, the change is estimated by the server's own rules and boxed as an estimate; the order waits, and
    // the server's numbers replace the estimate once the connection is back.
    await page.context().setOffline(true);
    await packaging.check({ force: true });
    const estimate = page.getByRole('group', { name: 'Estimate' });
    await expect(estimate.locator('[data-estimate-line="packaging"]')).toContainText('2.00');
    await expect(estimate.locator('[data-estimate-line="total"]')).toContainText((before + 2).toFixed(2));
    await expect(estimate.getByText('Estimated total')).toBeVisible();
    await expect(page.locator('[data-line="total"]')).toHaveCount(0);
    await expect(page.getByText('You are offline. Placing an order needs a connection.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await page.context().setOffline(false);
    await expect(estimate).toHaveCount(0);
    await expect(page.locator('[data-line="packaging"]')).toContainText('2.00');
    const total = await expectSummaryEqualsServer(page, answers);
    expect(total).toBeCloseTo(before + 2, 2);
    await cutlery.check({ force: true });
    await expect(cutlery).toBeChecked();

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    const track = await (await page.request.get('/api/v1/customer/order/track', { headers: FOOD, params: { order_id: orderId, guest_id: guestId, contact_number: '+971501112233' } })).json();
    expect(track).toMatchObject({ order_amount: total, extra_packaging_amount: 2, cutlery: true, order_type: 'take_away' });
  });

  test('a later time slot and another tip amount: their pickers come once chosen, and the order carries both', async ({ page }) => {
    await chooseZoneAndModule(page, 'food');
    const token = await signInDemo(page);
    await addToCart(page, FOOD, BURGER, { token });
    const answers = recordTax(page);
    await page.goto('/checkout?page=cart');
    await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('Dubai Mall, Downtown Dubai');
    await appTookOver(page);

    // The day and slot pickers are not on the page until a later time is chosen; then the first slot is picked.
    const schedule = page.getByRole('region', { name: 'Delivery time' });
    await expect(schedule.getByRole('button', { name: /Time slot/ })).toHaveCount(0);
    await schedule.getByRole('radio', { name: 'Schedule for later' }).check({ force: true });
    const slot = schedule.getByRole('button', { name: /Time slot/ });
    await expect(slot).toBeVisible();
    // Tomorrow always has slots to choose between (late in the evening today may have one, or none).
    await schedule.getByRole('button', { name: /Day$/ }).click();
    await page.getByRole('listbox').getByRole('option').last().click();
    await slot.click();
    // The day's last slot: late in the evening a day may have only one left, so no fixed position is assumed.
    const later = page.getByRole('listbox').getByRole('option').last();
    const chosen = (await later.textContent()) ?? '';
    await later.click();
    await expect(slot).toContainText(chosen);

    const tips = page.getByRole('region', { name: 'Delivery man tips' });
    const otherAmount = tips.getByRole('textbox', { name: 'Other amount' }).or(tips.getByRole('spinbutton', { name: 'Other amount' }));
    await expect(otherAmount).toHaveCount(0);
    await tips.getByRole('radio', { name: 'Other amount' }).check({ force: true });
    await otherAmount.fill('7');
    await otherAmount.press('Tab');
    await expect(page.locator('[data-line="tips"]')).toContainText('7.00');
    const total = await expectSummaryEqualsServer(page, answers);

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    const track = await (await page.request.get('/api/v1/customer/order/track', { headers: { ...FOOD, Authorization: `Bearer ${token}` }, params: { order_id: orderId } })).json();
    expect(track).toMatchObject({ order_amount: total, dm_tips: 7, scheduled: 1, order_type: 'delivery' });
    expect(track.schedule_at).toEqual(expect.any(String));
  });

  test('a customer orders a prescription item and pays on the payment page; a declined payment switches to cash', async ({ page }) => {
    await chooseZoneAndModule(page, 'pharmacy');
    const token = await signInDemo(page);
    const answers = recordTax(page);
    const order = async () => {
      await addToCart(page, PHARMACY, AMOXICILLIN, { token });
      await page.goto('/checkout?page=cart');
      await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('Dubai Mall, Downtown Dubai');
      await expect(page.getByText('prescription is required')).toBeVisible();
      await expect(page.getByText('Please upload your prescription image').first()).toBeVisible();
      // The server drew the page; pictures are taken once the app has it (a press on the picker waits until then).
      await appTookOver(page);
      await page.getByLabel('Add pictures').setInputFiles([
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('no') },
        { name: 'rx.png', mimeType: 'image/png', buffer: PNG },
      ]);
      await expect(page.getByRole('alert').filter({ hasText: 'Only JPEG, PNG or GIF pictures can be uploaded.' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'rx.png' })).toBeVisible();
      await page.getByRole('radio', { name: 'Card (Stripe)' }).check({ force: true });
      const total = await expectSummaryEqualsServer(page, answers);
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page.getByRole('button', { name: /Pay now/ })).toContainText(total.toFixed(2));
    };

    await order();
    await page.getByRole('button', { name: /Pay now/ }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Payment:' })).toContainText('Payment: Paid');
    await expect(page.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/my-orders');

    await order();
    await page.getByRole('button', { name: 'Simulate a declined payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    const failedId = Number(/#(\d+)/.exec((await page.getByText(/is not paid/).textContent()) ?? '')?.[1]);
    await expect(page.getByRole('button', { name: 'Pay again' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay cash on delivery instead' }).click();
    await expect(page.getByText('Payment info updated.').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    const track = await (await page.request.get('/api/v1/customer/order/track', { headers: { ...PHARMACY, Authorization: `Bearer ${token}` }, params: { order_id: failedId } })).json();
    expect(track).toMatchObject({ payment_method: 'cash_on_delivery', order_status: 'pending', prescription_order: true });
  });

  test('Buy Now orders its one line and keeps the cart; a campaign item is ordered the same way', async ({ page }) => {
    await chooseZoneAndModule(page, 'food');
    const token = await signInDemo(page);
    await addToCart(page, FOOD, BURGER, { token });
    const answers = recordTax(page);
    // A food item with its size, and the grocery campaign (open all day) in its own module.
    const orders = [
      { module: 'food', headers: FOOD, kind: 'buy_now', moduleId: 2, storeId: 5, itemId: 33, itemType: 'Item', name: 'Classic Beef Burger', variation: [{ name: 'Size', values: { label: ['Regular'] } }] },
      { module: 'grocery', headers: GROCERY, kind: 'campaign', moduleId: 1, storeId: 1, itemId: 1, itemType: 'ItemCampaign', name: 'Campaign item', variation: [] },
    ] as const;
    for (const order of orders) {
      if (order.module !== 'food') await chooseZoneAndModule(page, order.module);
      await page.evaluate(
        (direct) => sessionStorage.setItem('direct-order', JSON.stringify(direct)),
        { kind: order.kind, moduleId: order.moduleId, storeId: order.storeId, line: { item_id: order.itemId, item_type: order.itemType, quantity: 1, variation: order.variation, add_on_ids: [], add_on_qtys: [] }, display: { name: order.name, image: null, unitPrice: 10, total: 10, variationText: '' } },
      );
      await page.goto(`/checkout?page=${order.kind}`);
      await expect(page.getByRole('listitem').filter({ hasText: order.name })).toContainText('Quantity: 1');
      await page.getByRole('radio', { name: 'Take away' }).check({ force: true });
      await page.getByRole('radio', { name: 'Cash on delivery' }).check({ force: true });
      await expect(page.locator('[data-line="delivery"]')).toHaveCount(0);
      const total = await expectSummaryEqualsServer(page, answers);
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
      const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
      const track = await (await page.request.get('/api/v1/customer/order/track', { headers: { ...order.headers, Authorization: `Bearer ${token}` }, params: { order_id: orderId } })).json();
      expect(track).toMatchObject({ order_amount: total, order_type: 'take_away' });
      expect(await page.evaluate(() => sessionStorage.getItem('direct-order'))).toBeNull();
    }
    // The cart was not ordered: it still holds the burger.
    const cart = await (await page.request.get('/api/v1/customer/cart/list', { headers: { ...FOOD, Authorization: `Bearer ${token}` } })).json();
    expect(cart).toHaveLength(1);
    // Coming back to a Buy Now checkout with nothing handed over says so.
    await page.goto('/checkout?page=buy_now');
    await expect(page.getByRole('heading', { name: 'This order is no longer here' })).toBeVisible();
  });

  test('Arabic checkout mirrors: right to left, Arabic labels, the summary beside the form', async ({ page }, testInfo) => {
    await chooseZoneAndModule(page, 'food');
    const guestId = await useGuest(page);
    await addToCart(page, FOOD, BURGER, { guestId });
    await useLanguage(page, 'ar');
    await page.setViewportSize({ width: 1366, height: 1000 });
    await page.goto('/checkout?page=cart');
    await expect(page.getByRole('heading', { name: 'إتمام الطلب', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('region', { name: 'عنوان التوصيل' })).toContainText('موقعك الحالي');
    // The form column starts on the right, the summary column on the left.
    const form = await page.locator('section[aria-labelledby="checkout-order-type"]').boundingBox();
    const payment = await page.locator('section[aria-labelledby="checkout-payment"]').boundingBox();
    expect(form && payment && form.x > payment.x).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('checkout-ar.png'), fullPage: true });
  });
});
