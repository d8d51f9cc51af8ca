/**
 * Parcels as a customer sends them: the parcel home and the header's parcel rules, a guest's parcel paid by
 * the receiver (with the draft kept through a reload and the offline summary), tracked right after placing,
 * and a signed-in customer's parcel from a saved address, found again in My orders.
 */
import type { Page } from '@playwright/test';
import { chooseZoneAndModule, expect, seriousAccessibilityViolations, test } from './fixtures';
import { signInDemo, useGuest, useLanguage } from './customer';

// These tests need the service worker (offline, caching, updates).
test.use({ serviceWorkers: 'allow' });

/** Every parcel preview the server answers (`get-Tax` with the parcel body), newest last. */
function recordPreviews(page: Page): Record<string, number>[] {
  const answers: Record<string, number>[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/customer/order/get-Tax') && response.ok()) void response.json().then((body: Record<string, number>) => answers.push(body));
  });
  return answers;
}

async function pickPlace(page: Page, field: string, typed: string, option: RegExp) {
  // The step is whole once its map is drawn (a lazy part); typing earlier could go to a field about to be replaced.
  await expect(page.getByRole('region', { name: 'Drop-off point on the map' }).getByRole('button', { name: 'Zoom in' })).toBeVisible();
  // Typed as a customer types, letter by letter: each letter asks again and keeps the suggestions open.
  await page.getByRole('combobox', { name: field }).pressSequentially(typed);
  await page.getByRole('option', { name: option }).click();
}

/** The summary shows the server's preview line for line; returns the total. */
async function expectSummaryEqualsPreview(page: Page, answers: Record<string, number>[]): Promise<number> {
  const charges = page.getByRole('region', { name: 'Charges' });
  await expect(charges.getByText('Total')).toBeVisible();
  await expect.poll(() => answers.length).toBeGreaterThan(0);
  const preview = answers.at(-1);
  if (!preview) throw new Error('no preview answer');
  await expect(charges).toContainText(`${Number(preview.distance).toFixed(3)} km`);
  for (const key of ['delivery_charge', 'tax_amount', 'order_amount']) await expect(charges).toContainText(Number(preview[key]).toFixed(2));
  return Number(preview.order_amount);
}

test.describe('parcel', () => {
  test('the parcel home offers its categories, how it works and why choose us; the header hides track order, chat, wishlist and cart', async ({ page }) => {
    await chooseZoneAndModule(page, 'parcel');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Send a parcel across town', level: 1 })).toBeVisible();
    await expect(page.getByText('No stores serve this area yet.')).toHaveCount(0);
    const categories = page.getByRole('region', { name: 'What are you sending?' });
    for (const name of ['Documents', 'Small box', 'Food container', 'Electronics', 'Fragile']) await expect(categories.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    await expect(page.getByRole('region', { name: 'How it works' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Why send with us' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Parcel offers' })).toBeVisible();

    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(header.getByRole('link', { name: /Track/ })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Chat' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Wishlist', exact: true })).toHaveCount(0);
    await expect(header.getByRole('button', { name: /cart/i })).toHaveCount(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await categories.getByRole('link', { name: /^Fragile/ }).click();
    await expect(page).toHaveURL(/\/parcel\/send\?step=sender/);
    await expect(page.getByRole('navigation', { name: 'Parcel steps' }).getByRole('listitem').filter({ hasText: 'Sender' })).toHaveAttribute('aria-current', 'step');
  });

  /** A guest's way through the sender and receiver steps (the category already chosen). */
  async function fillGuestParties(page: Page) {
    await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('Dubai Mall, Downtown Dubai');
    await page.getByRole('textbox', { name: "Sender's name" }).fill('Guest Sender');
    await page.getByRole('textbox', { name: "Sender's phone" }).fill('+971501112233');
    await page.getByRole('textbox', { name: "Sender's email" }).fill('sender@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Receiver', level: 2 })).toBeVisible();
    await pickPlace(page, 'Search the drop-off place', 'Gold S', /Gold Souk/);
    await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(/Gold Souk/);
    await page.getByRole('textbox', { name: "Receiver's name" }).fill('Omar Receiver');
    await page.getByRole('textbox', { name: "Receiver's phone" }).fill('0509998877');
  }

  test('a guest\'s parcel is checked step by step, survives a reload, and waits for a connection to be placed', async ({ page, context }) => {
    await chooseZoneAndModule(page, 'parcel');
    await useGuest(page);
    await page.goto('/parcel/send');

    await expect(page.getByRole('heading', { name: 'Category', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Choose what you are sending.')).toBeVisible();
    await page.getByRole('radio', { name: /Documents/ }).check({ force: true });
    await page.getByRole('button', { name: 'Continue' }).click();

    // The pickup starts at the chosen location; a guest leaves a name, a phone and an email.
    await expect(page.getByRole('heading', { name: 'Sender', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await fillGuestParties(page);

    // Everything typed so far is kept on the device: a reload lands on the same step with it.
    await page.reload();
    await expect(page.getByRole('textbox', { name: "Receiver's name" })).toHaveValue('Omar Receiver');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('region', { name: 'Charges' }).getByText('Total')).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByText('Placing the order needs a connection.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  test('a guest sends a parcel paid by the receiver in cash and tracks it at once', async ({ page }) => {
    await chooseZoneAndModule(page, 'parcel');
    await useGuest(page);
    const previews = recordPreviews(page);
    await page.goto('/parcel/send?category=1');
    await expect(page.getByRole('heading', { name: 'Sender', level: 2 })).toBeVisible();
    await fillGuestParties(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('radio', { name: 'Call the receiver before arriving' }).check({ force: true });
    await page.getByRole('textbox', { name: 'Note for the rider' }).fill('Second door on the left');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('radio', { name: /^Receiver/ }).check({ force: true });
    await expect(page.getByRole('radio', { name: 'Cash on delivery by the receiver' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Wallet' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue' }).click();

    const details = page.getByRole('region', { name: 'Parcel details' });
    await expect(details).toContainText('Documents');
    await expect(details).toContainText('Omar Receiver');
    await expect(details).toContainText('Call the receiver before arriving');
    const total = await expectSummaryEqualsPreview(page, previews);
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/track-order\?order_id=\d+/);
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
    const parcel = page.locator('dl[aria-label="Parcel"]');
    await expect(parcel).toContainText('Documents');
    await expect(parcel).toContainText('Guest Sender');
    await expect(parcel).toContainText('Omar Receiver');
    await expect(parcel).toContainText('Receiver');
    await expect(page.getByRole('list', { name: 'Order status' }).getByRole('listitem').first()).toBeVisible();

    // The tracked order charges what the summary showed.
    await expect(page.getByRole('main')).toContainText(total.toFixed(2));

    // The draft is gone once placed: a new parcel starts over.
    await page.goto('/parcel/send');
    await expect(page.getByRole('heading', { name: 'Category', level: 2 })).toBeVisible();

    // Tracking it again later, the guest is not asked for the phone the app knows: it is filled in, and the
    // order named in the address opens with it.
    await page.goto('/track-order');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+971501112233');
    await page.goto(`/track-order?order_id=${orderId}`);
    await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
    await expect(page.locator('dl[aria-label="Parcel"]')).toContainText('Omar Receiver');
  });

  test('a customer sends a parcel from a saved address and finds it in My orders', async ({ page }) => {
    await chooseZoneAndModule(page, 'parcel');
    await signInDemo(page);
    const previews = recordPreviews(page);
    await page.goto('/parcel/send?category=2');

    await expect(page.getByRole('heading', { name: 'Sender', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Use a saved address' }).click();
    const saved = page.getByRole('dialog', { name: 'Saved addresses' });
    await saved.getByRole('radio').first().check({ force: true });
    await saved.getByRole('button', { name: 'Select' }).click();
    await expect(saved).toBeHidden();
    await expect(page.getByRole('textbox', { name: "Sender's name" })).not.toHaveValue('');
    await expect(page.getByRole('textbox', { name: "Sender's email" })).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue' }).click();

    await pickPlace(page, 'Search the drop-off place', 'Museum of', /Museum of the Future/);
    await page.getByRole('textbox', { name: "Receiver's name" }).fill('Layla Friend');
    await page.getByRole('textbox', { name: "Receiver's phone" }).fill('+971507776655');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('radio', { name: 'Sender' })).toBeChecked();
    await page.getByRole('radio', { name: 'Cash at pickup' }).check({ force: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    const total = await expectSummaryEqualsPreview(page, previews);
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/track-order\?order_id=\d+/);
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    await expect(page.locator('dl[aria-label="Parcel"]')).toContainText('Small box');

    await page.goto('/my-orders');
    const card = page.getByRole('link', { name: new RegExp(`#${orderId}`) });
    await expect(card).toContainText('Parcel: Small box');
    await expect(card).toHaveAttribute('href', `/my-orders/${orderId}`);
    await page.goto(`/my-orders/${orderId}`);
    const parcel = page.locator('dl[aria-label="Parcel"]');
    await expect(parcel).toContainText('Layla Friend');
    await expect(parcel).toContainText('Sender');
    await expect(page.getByRole('main')).toContainText(total.toFixed(2));
  });

  /** A parcel the signed-in customer sends from Dubai Mall to the Gold Souk, paid by the sender in cash at pickup. */
  async function placeParcelByApi(page: Page, token: string): Promise<number> {
    const zone = await (await page.request.get('/api/v1/config/get-zone-id?lat=25.1985&lng=55.2796')).json();
    const modules = (await (await page.request.get('/api/v1/module', { headers: { zoneId: zone.zone_id } })).json()) as { id: number; module_type: string }[];
    const parcelModule = modules.find((entry) => entry.module_type === 'parcel');
    const headers = { zoneId: zone.zone_id, moduleId: String(parcelModule?.id), Authorization: `Bearer ${token}` };
    const categories = (await (await page.request.get('/api/v1/parcel-category', { headers })).json()) as { id: number; name: string }[];
    const category = categories.find((entry) => entry.name === 'Documents') ?? categories[0];
    const receiver = { contact_person_name: 'Omar Receiver', contact_person_number: '+971509998877', address: 'Gold Souk, Deira', latitude: 25.2869, longitude: 55.2967, house: '', floor: '2', road: '' };
    const placed = await page.request.post('/api/v1/customer/order/place', {
      headers,
      data: {
        order_type: 'parcel',
        payment_method: 'cash_on_delivery',
        parcel_category_id: category?.id,
        charge_payer: 'sender',
        address: 'Dubai Mall, Downtown Dubai',
        latitude: 25.1985,
        longitude: 55.2796,
        address_type: 'others',
        house: '12',
        floor: '7',
        road: '',
        contact_person_name: 'Sara Sender',
        contact_person_number: '+971501112233',
        receiver_details: JSON.stringify(receiver),
        dm_tips: 0,
      },
    });
    expect(placed.ok(), await placed.text()).toBeTruthy();
    return Number((await placed.json()).order_id);
  }

  test('a parcel\'s own page: sender and receiver, category, who pays and how, and the rider\'s steps, in English and Arabic', async ({ page }) => {
    await chooseZoneAndModule(page, 'parcel');
    const token = await signInDemo(page);
    const orderId = await placeParcelByApi(page, token);
    // Confirmed (60 s) and straight to the rider's ride to the sender (no store prepares a parcel).
    await page.request.post('/__test/clock', { data: { advance_seconds: 200 } });

    await page.goto(`/my-orders/${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('Rider on the way to pickup').first()).toBeVisible();

    const parcel = page.locator('dl[aria-label="Parcel"]');
    await expect(parcel.getByRole('term')).toHaveText(['Category', 'Sender', 'Receiver', 'Distance', 'Charge paid by', 'Payment method']);
    await expect(parcel).toContainText('Documents');
    await expect(parcel.getByRole('definition').nth(1)).toContainText('Sara Sender');
    await expect(parcel.getByRole('definition').nth(1)).toContainText('House 12, Floor 7, Dubai Mall, Downtown Dubai');
    await expect(parcel.getByRole('definition').nth(2)).toContainText('Omar Receiver');
    await expect(parcel.getByRole('definition').nth(4)).toHaveText('Sender');
    await expect(parcel.getByRole('definition').nth(5)).toHaveText('Cash at pickup');

    // The order's facts speak of a parcel: no "Deliver to" (that is the sender), no cash "on delivery".
    await expect(main.getByRole('term').filter({ hasText: 'Deliver to' })).toHaveCount(0);
    await expect(main.getByRole('definition').filter({ hasText: 'Parcel delivery' })).toBeVisible();
    await expect(main).not.toContainText('Home delivery');
    await expect(main).not.toContainText('Cash on delivery');

    // The rider's steps, never a store's.
    const steps = page.getByRole('list', { name: 'Order status' }).getByRole('listitem');
    await expect(steps).toHaveText([/^Order placed/, /^Confirmed/, /^A rider is on the way to pick it up/, /^Picked up, on the way to the receiver/, /^Delivered to the receiver/]);
    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
    await expect(main).not.toContainText('Being prepared');
    await expect(main).not.toContainText('Confirmed by the store');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await useLanguage(page, 'ar');
    await page.reload();
    const arabic = page.locator('dl[aria-label="الطرد"]');
    await expect(arabic.getByRole('term')).toHaveText(['الفئة', 'المرسل', 'المستلم', 'المسافة', 'الرسوم يدفعها', 'طريقة الدفع']);
    await expect(arabic.getByRole('definition').nth(5)).toHaveText('نقدًا عند الاستلام');
    // Each labelled part of the place is kept whole, with Arabic's comma: never "طابق ,7".
    await expect(arabic.getByRole('definition').nth(1)).toContainText('\u2068منزل 12\u2069، \u2068طابق 7\u2069، \u2068Dubai Mall, Downtown Dubai\u2069');
    await expect(page.getByRole('main').getByRole('definition').filter({ hasText: 'توصيل طرد' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'حالة الطلب' }).getByRole('listitem').nth(2)).toContainText('مندوب في الطريق لاستلام الطرد');
  });
});
