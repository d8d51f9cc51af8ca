/**
 * What the marketplace names and counts: the header's cart badge after an order placed from the cart, a
 * campaign item ordered under its own name (the campaign's name beside it, never instead of it), and a
 * brand's logo that shows the whole brand name inside the circle the home page crops it to.
 */
import { signInDemo, useGuest, useLanguage } from './customer';
import { chooseZoneAndModule, expect, test } from './fixtures';

const FOOD = { zoneId: '[3,1]', moduleId: '2' };
const GROCERY = { zoneId: '[3,1]', moduleId: '1' };
const BURGER = { item_id: 33, model: 'Item', price: 1, quantity: 2, variation: [{ name: 'Size', values: { label: ['Regular'] } }], add_on_ids: [], add_on_qtys: [] };

test('once an order from the cart is placed, the header\'s cart badge counts the emptied cart', async ({ page }) => {
  await chooseZoneAndModule(page, 'food');
  const guestId = await useGuest(page);
  const added = await page.request.post('/api/v1/customer/cart/add', { headers: FOOD, data: { ...BURGER, guest_id: guestId } });
  expect(added.ok(), await added.text()).toBeTruthy();
  await page.goto('/checkout?page=cart');
  await expect(page.getByRole('button', { name: 'Shopping cart, 1 item' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Contact person name' }).fill('Guest Walker');
  await page.getByRole('textbox', { name: 'Contact phone' }).fill('+971501112233');
  await page.getByRole('textbox', { name: 'Contact email' }).fill('walker@example.com');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Shopping cart, 0 items' })).toBeVisible();
  await page.getByRole('button', { name: 'Shopping cart, 0 items' }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' }).getByText('Your cart is empty')).toBeVisible();
});

test('a campaign item is offered, ordered and kept under its own name, with the campaign\'s name beside it', async ({ page }) => {
  await chooseZoneAndModule(page, 'grocery');
  const token = await signInDemo(page);
  await page.goto('/campaigns');
  const offers = page.getByRole('region', { name: 'Campaign offers' });
  const offer = offers.getByRole('article', { name: 'Bananas' });
  await expect(offer).toContainText('Fresh week');
  await offer.getByRole('button', { name: 'Order Bananas now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Bananas' });
  await dialog.getByRole('button', { name: 'Order Now' }).click();

  await expect(page).toHaveURL(/\/checkout\?page=campaign/);
  const line = page.getByRole('region', { name: 'Your order' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Bananas');
  await expect(line).not.toContainText('Fresh week');
  await page.getByRole('radio', { name: 'Take away' }).check({ force: true });
  await page.getByRole('radio', { name: 'Cash on delivery' }).check({ force: true });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  const details = (await (await page.request.get('/api/v1/customer/order/details', { headers: { ...GROCERY, Authorization: `Bearer ${token}` }, params: { order_id: orderId } })).json()) as { item_details: { name: string } }[];
  expect(details.map((entry) => entry.item_details.name)).toEqual(['Bananas']);

  // A campaign line in the cart is named by its item as well.
  const added = await page.request.post('/api/v1/customer/cart/add', { headers: { ...GROCERY, Authorization: `Bearer ${token}` }, data: { item_id: 1, model: 'ItemCampaign', price: 1, quantity: 1, variation: [] } });
  expect(added.ok(), await added.text()).toBeTruthy();
  const cart = (await (await page.request.get('/api/v1/customer/cart/list', { headers: { ...GROCERY, Authorization: `Bearer ${token}` } })).json()) as { item: { name: string; title?: string } }[];
  expect(cart.map((row) => [row.item.name, row.item.title])).toEqual([['Bananas', 'Fresh week']]);
});

for (const language of ['en', 'ar'] as const) {
  test(`every brand's logo shows its whole name inside the circle it is shown in (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await chooseZoneAndModule(page, 'ecommerce');
    await useLanguage(page, language);
    await page.goto('/home');
    const brands = page.getByRole('region', { name: language === 'en' ? 'Shop by brand' : 'تسوّق حسب العلامة التجارية' });
    await expect(brands.getByRole('button', { name: language === 'en' ? /^Urban Thread/ : /^أربن ثريد/ })).toBeVisible();
    const pictures = await brands.getByRole('listitem').locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    expect(pictures.length).toBeGreaterThan(0);
    // Each logo is drawn as an SVG (the page shows its raster): its name's box lies inside the logo's circle.
    for (const src of pictures) {
      await page.goto(src.replace(/\.webp$/, '.svg'));
      const fit = await page.evaluate(() => {
        const svg = document.querySelector('svg');
        const text = document.querySelector('svg text') as SVGTextElement | null;
        if (!svg || !text) return null;
        const box = text.getBBox();
        const { width, height } = svg.viewBox.baseVal;
        const radius = Math.min(width, height) / 2;
        const corners = [[box.x, box.y], [box.x + box.width, box.y], [box.x, box.y + box.height], [box.x + box.width, box.y + box.height]];
        return { name: text.textContent, inside: corners.every(([x = 0, y = 0]) => Math.hypot(x - width / 2, y - height / 2) <= radius), width: box.width, picture: width };
      });
      expect(fit, src).not.toBeNull();
      expect(fit?.inside, `${fit?.name}: ${fit?.width} wide in a ${fit?.picture} circle`).toBe(true);
    }
  });
}
