/**
 * Orders after checkout: the lists, an order's page and cancelling it; following an order live as the
 * server's clock moves it; a guest's lookup by order number and phone; reviewing a delivered order. Orders
 * are placed through the API (checkout has its own tests); the clock moves through the test route.
 */
import type { Page } from '@playwright/test';
import { chooseZoneAndModule, expect, seriousAccessibilityViolations, test } from './fixtures';
import { signInDemo } from './customer';

const FOOD = { zoneId: '[1]', moduleId: '2' };
const OFFICE = { address: 'Bay Avenue, Business Bay, Dubai', latitude: '25.1868', longitude: '55.2711' };
/** Seconds from placing an order to its rider picking it up (pending 60, confirmed 120, processing 600, handover 180). */
const UNTIL_PICKED_UP = 60 + 120 + 600 + 180 + 1;

interface Placed {
  id: number;
  amount: number;
}

/** A Large burger with one add-on from Burger Hub, delivered to the office, cash on delivery. */
async function placeFoodOrder(page: Page, who: { token?: string; guestId?: string; phone?: string }): Promise<Placed> {
  const headers = { ...FOOD, ...(who.token ? { Authorization: `Bearer ${who.token}` } : {}) };
  const guest = who.guestId ? { guest_id: who.guestId } : {};
  const item = await (await page.request.get('/api/v1/items/details/33', { headers: FOOD })).json();
  const added = await page.request.post('/api/v1/customer/cart/add', {
    headers,
    data: { ...guest, item_id: 33, model: 'Item', price: 1, quantity: 1, variation: [{ name: 'Size', values: { label: ['Large'] } }], add_on_ids: [item.add_ons[0].id], add_on_qtys: [1] },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  const contact = who.phone ? { contact_person_name: 'Guest Buyer', contact_person_number: who.phone } : {};
  const placed = await page.request.post('/api/v1/customer/order/place', {
    headers,
    data: { ...guest, ...contact, store_id: 5, order_type: 'delivery', payment_method: 'cash_on_delivery', ...OFFICE },
  });
  expect(placed.ok(), await placed.text()).toBeTruthy();
  const body = await placed.json();
  return { id: Number(body.order_id), amount: Number(body.total_ammount) };
}

test('a customer opens running and past orders, an order\'s lines and money, and cancels it with a reason', async ({ page }) => {
  await chooseZoneAndModule(page, 'food');
  const token = await signInDemo(page);
  const order = await placeFoodOrder(page, { token });

  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  const running = page.getByRole('list', { name: 'Running' });
  const card = running.getByRole('listitem').filter({ hasText: `Order #${order.id}` });
  await expect(card).toContainText('Burger Hub');
  await expect(card).toContainText('1 item');
  await expect(card).toContainText('Pending');

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveURL(/tab=history/);
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Order #100001' })).toContainText('2 items');
  await expect(history.getByRole('listitem').filter({ hasText: 'Order #100003' })).toContainText('Canceled');
  // Placed 2025-02-03 18:20 UTC: 22:20 on the operator's clock (Dubai), whatever the browser's zone.
  await expect(history.getByRole('listitem').filter({ hasText: 'Order #100001' })).toContainText('Feb 3, 2025, 10:20 PM');

  await page.getByRole('tab', { name: 'Running' }).click();
  await page.getByRole('link', { name: `Order #${order.id} from Burger Hub` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.id}` })).toBeVisible();
  const items = page.getByRole('list', { name: 'Items' });
  await expect(items).toContainText('Classic Beef Burger');
  await expect(items).toContainText('Size: Large');
  await expect(items).toContainText('Add-ons:');
  const total = page.getByRole('definition').filter({ hasText: order.amount.toFixed(2) });
  await expect(total).toBeVisible();
  await expect(page.getByRole('list', { name: 'Order status' }).getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this order?' }).or(page.getByRole('dialog', { name: 'Cancel this order?' }));
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByText('Choose a reason or write a note.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'I ordered by mistake' }).check({ force: true });
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order canceled.')).toBeVisible();
  await expect(page.getByRole('main').getByText('Canceled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByText('I ordered by mistake')).toBeVisible();

  const tracked = await (await page.request.get(`/api/v1/customer/order/track?order_id=${order.id}`, { headers: { ...FOOD, Authorization: `Bearer ${token}` } })).json();
  expect([tracked.order_status, tracked.cancellation_reason, tracked.canceled_by]).toEqual(['canceled', 'I ordered by mistake', 'customer']);
});

test('a customer follows an order as it moves to the rider, who shows on the map', async ({ page }) => {
  await chooseZoneAndModule(page, 'food');
  const token = await signInDemo(page);
  const order = await placeFoodOrder(page, { token });

  await page.goto('/track-order');
  await page.getByRole('link', { name: `Order #${order.id} from Burger Hub` }).click();
  await expect(page).toHaveURL(new RegExp(`order_id=${order.id}`));
  const steps = page.getByRole('list', { name: 'Order status' });
  await expect(steps.getByRole('listitem').filter({ hasText: 'Order placed' })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByText('Delivery code')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Delivery person' })).toHaveCount(0);

  const moved = await page.request.post('/__test/clock', { data: { advance_seconds: UNTIL_PICKED_UP } });
  expect(moved.ok()).toBeTruthy();
  await page.reload();
  await expect(steps.getByRole('listitem').filter({ hasText: 'On the way' })).toHaveAttribute('aria-current', 'step');
  for (const done of ['Order placed', 'Confirmed by the store', 'Being prepared', 'Handed to the delivery person']) {
    await expect(steps.getByRole('listitem').filter({ hasText: done })).toContainText('done');
  }
  await expect(steps.getByRole('listitem').filter({ hasText: 'Delivered' })).toContainText('still to come');
  const map = page.getByRole('region', { name: 'Map of the delivery' }).or(page.getByLabel('Map of the delivery'));
  await expect(map.first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Delivery person' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Delivery address' })).toBeVisible();
  await expect(page.getByText(/^Delivery person \S+ \S+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});

test('a guest looks an order up by its number and phone; a wrong phone finds nothing', async ({ page }) => {
  await chooseZoneAndModule(page, 'food');
  const guestId = String((await (await page.request.post('/api/v1/auth/guest/request')).json()).guest_id);
  await page.evaluate((id) => localStorage.setItem('guest_id', id), guestId);
  const order = await placeFoodOrder(page, { guestId, phone: '+971500001111' });

  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { name: 'Sign in to see your orders' })).toBeVisible();
  await page.getByRole('link', { name: 'Track an order' }).click();

  await page.getByRole('textbox', { name: 'Order number' }).fill(String(order.id));
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+971500009999');
  const refused = page.waitForResponse((response) => response.url().includes('/customer/order/track'));
  await page.getByRole('button', { name: 'Track' }).click();
  const answer = await refused;
  expect(answer.status()).toBe(404);
  expect((await answer.json()).errors[0]).toMatchObject({ code: 'order', message: 'not found' });
  await expect(page.getByRole('alert')).toContainText('Order not found. Check the order number and the phone number.');

  await page.getByRole('textbox', { name: 'Phone number' }).fill('971 50 000 1111');
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Order #${order.id}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items' })).toContainText('Classic Beef Burger');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View order details' })).toHaveCount(0);
  expect(page.url()).not.toContain('971');
});

test('a delivered order gets an item review once, offers a refund, and goes back into the cart with Reorder', async ({ page }) => {
  await chooseZoneAndModule(page, 'food');
  const token = await signInDemo(page);
  const placed = (await (await page.request.get('/api/v1/customer/order/details', { headers: { ...FOOD, Authorization: `Bearer ${token}` }, params: { order_id: 100001 } })).json()) as { item_details: { name: string } }[];
  const order = await (await page.request.get('/api/v1/customer/order/track', { headers: { ...FOOD, Authorization: `Bearer ${token}` }, params: { order_id: 100001 } })).json();
  const other = placed.map((line) => line.item_details.name).find((name) => name !== 'Classic Beef Burger') ?? '';
  await page.goto('/my-orders/100001');
  await expect(page.getByRole('heading', { level: 1, name: 'Order #100001' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: Number(order.order_amount).toFixed(2) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request a refund' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reorder' })).toBeVisible();

  const burger = page.getByRole('form', { name: 'Review of Classic Beef Burger' });
  await burger.getByRole('button', { name: 'Submit review' }).click();
  await expect(burger.getByText('Choose a rating.')).toBeVisible();
  await burger.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await burger.getByRole('textbox', { name: 'Comment (optional)' }).fill('Juicy and hot.');
  await burger.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you for your review.')).toBeVisible();
  await expect(page.getByText('You reviewed Classic Beef Burger. Thank you!')).toBeVisible();

  await page.reload();
  await expect(page.getByText('You reviewed Classic Beef Burger. Thank you!')).toBeVisible();
  await expect(page.getByRole('form', { name: `Review of ${other}` })).toBeVisible();
  const reviews = await (await page.request.get('/api/v1/items/reviews/33', { headers: FOOD })).json();
  expect(JSON.stringify(reviews)).toContain('Juicy and hot.');

  // Reorder puts the order's lines back into the item cart.
  await expect(page.getByRole('button', { name: /^Shopping cart, 0 items$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Reorder' }).click();
  await expect(page.getByRole('button', { name: /^Shopping cart, [1-9]\d* items?$/ })).toBeVisible();
});
