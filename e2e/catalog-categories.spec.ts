import { chooseZoneAndModule, expect, seriousAccessibilityViolations, test } from './fixtures';

test.describe('categories', () => {
  test('grocery: all categories with sub-categories, a category\'s items sorted and filtered, its stores, a sub-category', async ({ page }) => {
    await chooseZoneAndModule(page, 'grocery');
    await page.goto('/home');
    await page.getByRole('region', { name: 'Shop by category' }).getByRole('link', { name: /View all/ }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Sub-categories of Fruits' }).getByRole('link').first()).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Fruits', exact: true }).click();

    await expect(page).toHaveURL(/\/category\?id=1&name=Fruits/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fruits' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^\d+ items$/ })).toBeVisible();
    const items = page.getByRole('tabpanel').getByRole('article');
    await expect(items.first()).toBeVisible();

    // Price low to high: the cards follow the server's order for that sort.
    await page.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('option', { name: 'Price: low to high' }).click();
    const answer = await (await page.request.get('/api/v1/get-combined-data?data_type=category&category_ids=[1]&list_type=item&filter=["low"]&offset=1&limit=12', { headers: { zoneId: '[3,1]', moduleId: '1' } })).json();
    const cheapest = answer.products.slice(0, 3).map((item: { name: string }) => item.name);
    await expect.poll(async () => (await items.evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')))).slice(0, 3)).toEqual(cheapest);

    // Discounted only: every card shows a discount.
    await page.getByText('Discounted only').click();
    await expect.poll(async () => { const cards = await items.count(); const off = await page.getByRole('tabpanel').getByText(/off$/).count(); return cards > 0 && cards === off; }).toBe(true);

    await page.getByRole('tab', { name: 'Stores' }).click();
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();

    const sub = page.getByRole('list', { name: 'Sub-categories of Fruits' }).getByRole('link').first();
    const subName = await sub.innerText();
    await sub.click();
    await expect(page.getByRole('heading', { level: 1, name: subName })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test('/home query modes: a category, every category, new arrivals, and the module home', async ({ page }) => {
    await chooseZoneAndModule(page, 'food');
    await page.goto('/home?search=category&id=7&module_id=2&name=Burgers&data_type=category');
    await expect(page.getByRole('heading', { level: 1, name: 'Burgers' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();

    await page.goto('/home?search=allCategories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Pizza', exact: true })).toBeVisible();
    await page.goto('/home?from=allCategories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();

    await page.goto('/home?data_type=new');
    await expect(page.getByRole('heading', { level: 1, name: 'New arrivals' })).toBeVisible();
    // A full first page of 12; the next page may follow when the list's end is already in view.
    await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBeGreaterThanOrEqual(12);

    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'What would you like to eat?' })).toBeVisible();
  });
});
