import { chooseZoneAndModule, expect, seriousAccessibilityViolations, test } from './fixtures';

test.describe('search', () => {
  test('suggestions as the customer types open an item or a store; results with filters; nothing found', async ({ page }) => {
    await chooseZoneAndModule(page, 'food');
    await page.goto('/home');
    const box = page.getByRole('search').getByRole('combobox', { name: 'Search items and stores' });
    await box.fill('burger');
    const suggestions = page.getByRole('listbox');
    await expect(suggestions.getByRole('option', { name: /Burger Hub/ })).toBeVisible();
    await expect(suggestions.getByRole('option', { name: /Classic Beef Burger/ }).first()).toBeVisible();
    await suggestions.getByRole('option', { name: /Burger Hub/ }).click();
    await expect(page).toHaveURL(/\/store\/5\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Burger Hub' })).toBeVisible();

    await page.goto('/home');
    const again = page.getByRole('search').getByRole('combobox');
    await again.fill('burger');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    // Enter with no suggestion highlighted searches the words typed.
    await again.press('Enter');
    await expect(page).toHaveURL(/\/home\?search=searched&query=burger/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “burger”' })).toBeVisible();
    const count = page.getByRole('status').filter({ hasText: /^\d+ items$/ });
    await expect(count).toBeVisible();
    const all = Number((await count.innerText()).split(' ')[0]);
    const results = page.getByRole('tabpanel').getByRole('article');
    await expect(results.first()).toContainText(/burger/i);

    // Rated 4+ narrows the results; every card that remains is rated 4 or more.
    await page.getByText('Rated 4+').click();
    await expect.poll(async () => Number((await count.innerText()).split(' ')[0])).toBeLessThanOrEqual(all);
    const ratings = await results.getByRole('img', { name: /^Rated/ }).evaluateAll((nodes) => nodes.map((node) => Number(/Rated ([\d.]+)/.exec(node.getAttribute('aria-label') ?? '')?.[1])));
    expect(ratings.every((value) => value >= 4)).toBe(true);

    await page.getByRole('tab', { name: 'Stores' }).click();
    await expect(page.getByRole('tabpanel').getByRole('article', { name: 'Burger Hub' })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.goto('/home?search=searched&query=zzzzqq');
    await expect(page.getByText('Sorry no data found related to your search')).toBeVisible();
  });

  test('results page more as the customer scrolls', async ({ page }) => {
    await chooseZoneAndModule(page, 'grocery');
    const answer = await (await page.request.get('/api/v1/get-combined-data?data_type=searched&name=a&list_type=item&offset=1&limit=1', { headers: { zoneId: '[3,1]', moduleId: '1' } })).json();
    expect(answer.total_size).toBeGreaterThan(12);
    await page.goto('/home?search=searched&query=a');
    const results = page.getByRole('tabpanel').getByRole('article');
    // Pages of 12; the next one is asked for as soon as the end of the list comes within reach, which on a
    // wide screen may be at once.
    await expect.poll(() => results.count()).toBeGreaterThanOrEqual(12);
    const shown = await results.count();
    expect(shown % 12).toBe(0);
    await results.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => results.count()).toBeGreaterThan(shown);
  });
});
