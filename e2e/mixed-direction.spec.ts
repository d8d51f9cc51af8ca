/**
 * Arabic with values written left to right: a store's delivery time, an option's added price and an order's
 * charges keep their own order inside Arabic sentences (each is isolated), and the operator's English names
 * (the service charge, the payment method) are said in Arabic. Stores and items are found through the API.
 */
import type { APIRequestContext } from '@playwright/test';
import { chooseZoneAndModule, expect, test } from './fixtures';
import { signInDemo, useLanguage } from './customer';

const FOOD = { zoneId: '[3,1]', moduleId: '2' };
const OFFICE = { address: 'Bay Avenue, Business Bay, Dubai', latitude: '25.1868', longitude: '55.2711' };

interface Variation {
  name: string;
  required: string;
  values: { label: string; optionPrice: string }[];
}

/** An open food store with a delivery time range, and one of its items with an option that costs extra. */
async function storeWithPricedOption(request: APIRequestContext) {
  const { stores } = (await (await request.get('/api/v1/stores/get-stores/all?offset=1&limit=50', { headers: FOOD })).json()) as { stores: { id: number; open: number; delivery_time: string | null }[] };
  for (const store of stores.filter((entry) => entry.open && /^\d+-\d+ min$/.test(entry.delivery_time ?? ''))) {
    const { products } = (await (await request.get(`/api/v1/items/latest?store_id=${store.id}&category_id=0&offset=1&limit=50`, { headers: FOOD })).json()) as { products: { id: number }[] };
    for (const { id } of products) {
      const details = (await (await request.get(`/api/v1/items/details/${id}`, { headers: { ...FOOD, 'X-localization': 'ar' } })).json()) as { id: number; name: string; stock?: number; food_variations?: Variation[] | '' };
      // No groups read as an empty string, as the backend answers them.
      const groups = Array.isArray(details.food_variations) ? details.food_variations : [];
      const priced = groups.flatMap((group) => group.values).find((value) => Number(value.optionPrice) > 0);
      if (priced) return { store, item: { ...details, food_variations: groups }, extra: Number(priced.optionPrice) };
    }
  }
  throw new Error('no open food store with a priced option');
}

test('in Arabic a delivery time, an added price and an order\'s charges keep their order, in Arabic words', async ({ page }) => {
  await chooseZoneAndModule(page, 'food');
  const { store, item, extra } = await storeWithPricedOption(page.request);
  const [min, max] = (store.delivery_time ?? '').replace(' min', '').split('-');
  await useLanguage(page, 'ar');

  await page.goto(`/store/${store.id}?id=${store.id}&module_id=2`);
  // "25-35 دقيقة": the range is one left-to-right unit before the Arabic unit, never "دقيقة 35-25".
  await expect(page.getByRole('main')).toContainText(`\u2068${min}-${max}\u2069 دقيقة`);
  await expect(page.getByRole('main')).not.toContainText(store.delivery_time ?? '');

  await page.getByRole('button', { name: item.name, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: item.name });
  // The added price keeps its sign beside it: "+AED 4.00", never "AED 4.00+".
  await expect(dialog).toContainText(`\u2066+AED\u00a0${extra.toFixed(2)}\u2069`);

  // An order's charges in Arabic: the operator's "Service charge" and "Cash on delivery" are said in Arabic.
  const token = await signInDemo(page);
  const headers = { ...FOOD, Authorization: `Bearer ${token}` };
  const variation = (item.food_variations ?? []).filter((group) => group.required === 'on').map((group) => ({ name: group.name, values: { label: [group.values[0]?.label] } }));
  const added = await page.request.post('/api/v1/customer/cart/add', { headers, data: { item_id: item.id, model: 'Item', price: 1, quantity: 1, variation, add_on_ids: [], add_on_qtys: [] } });
  expect(added.ok(), await added.text()).toBeTruthy();
  const placed = await page.request.post('/api/v1/customer/order/place', { headers, data: { store_id: store.id, order_type: 'delivery', payment_method: 'cash_on_delivery', ...OFFICE } });
  expect(placed.ok(), await placed.text()).toBeTruthy();
  const orderId = Number((await placed.json()).order_id);
  await page.goto(`/my-orders/${orderId}`);
  const main = page.getByRole('main');
  await expect(main).toContainText('رسوم الخدمة');
  await expect(main).toContainText('الدفع عند الاستلام');
  await expect(main).not.toContainText('Service charge');
});
