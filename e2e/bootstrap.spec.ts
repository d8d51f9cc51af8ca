import { collectConsoleErrors, expect, seriousAccessibilityViolations, test } from './fixtures';

test.describe('first visit: location → zone → module → home', () => {
  test('a customer searches a place, picks the rental module and lands on home; a reload keeps every choice', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Where should we find you?' })).toBeVisible();

    const search = page.getByRole('combobox', { name: 'Search a place' });
    await search.fill('Dubai Mall');
    await page.getByRole('option', { name: /Dubai Mall/ }).first().click();

    const moduleDialog = page.getByRole('dialog', { name: 'Select a type of module for your orders' });
    await expect(moduleDialog).toBeVisible();
    await expect(moduleDialog.getByRole('radio', { name: /Car Rental/ })).toBeVisible();
    await moduleDialog.getByText('Car Rental').click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('A Module has been selected.')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    const stored = await page.evaluate(() => ({
      zone: localStorage.getItem('zoneid'),
      module: JSON.parse(localStorage.getItem('module') ?? 'null') as { module_type?: string } | null,
      location: localStorage.getItem('location'),
      latLng: JSON.parse(localStorage.getItem('currentLatLng') ?? 'null') as { lat: number } | null,
      guest: localStorage.getItem('guest_id'),
    }));
    expect(stored.zone).toMatch(/^\[\d+(,\d+)*\]$/);
    expect(stored.module?.module_type).toBe('rental');
    expect(stored.location).toContain('Dubai Mall');
    expect(stored.latLng?.lat).toBeCloseTo(25.19, 1);
    expect(stored.guest).toMatch(/^\d+$/);

    await page.reload();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('dialog', { name: 'Select a type of module for your orders' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Dubai Mall/ }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('using the current location resolves the zone from the device position', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 25.0805, longitude: 55.1403 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Use current location' }).click();
    await expect(page.getByRole('dialog', { name: 'Select a type of module for your orders' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('zoneid'))).toMatch(/^\[/);
  });

  test('a place outside every zone is refused with a clear message', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search a place' }).fill('Hatta');
    await page.getByRole('option', { name: /Hatta/ }).first().click();
    await expect(page.getByText(/not available in this area|coordinates|zone/i).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('zoneid'))).toBeNull();
  });

  test('screens that need a zone send the customer to pick one first', async ({ page }) => {
    await page.goto('/rental/vehicle-search?all_category=1');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('You must pick a zone to access this page.')).toBeVisible();
  });

  test('an unknown address shows the not-found page inside the layout', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to home' })).toBeVisible();
  });

  test('the landing page has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Where should we find you?' })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
