import { chooseZoneAndModule, expect, test } from './fixtures';

test.describe('rental screens and modules', () => {
  test('a new customer in the rental module picks vehicle categories of interest; a switch to a module new to them asks again, parcel does not', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    const signUp = await (
      await page.request.post('/api/v1/auth/sign-up', { data: { name: 'Nora Haddad', email: 'nora.interest@example.com', phone: '+971501239876', password: '12345678', confirm_password: '12345678' } })
    ).json();
    await page.evaluate((token: string) => localStorage.setItem('token', token), signUp.token as string);

    await page.goto('/interest');
    const choices = page.getByRole('group', { name: /Categories/ });
    await choices.getByRole('button', { name: 'SUV' }).click();
    await choices.getByRole('button', { name: 'Electric' }).click();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/home$/);

    // Food is new to this customer: its interests are asked for.
    await page.getByRole('banner').getByRole('button', { name: /Switch module/ }).click();
    await page.getByRole('dialog', { name: 'Select a type of module for your orders' }).getByText('Food').click();
    await expect(page).toHaveURL(/\/interest$/);
    await expect(page.getByRole('group', { name: /Categories/ }).getByRole('button').first()).toBeVisible();

    // Parcel never asks.
    await page.getByRole('banner').getByRole('button', { name: /Switch module/ }).click();
    await page.getByRole('dialog', { name: 'Select a type of module for your orders' }).getByText('Parcel').click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a rental page opened in the Food module shows no restaurants and offers to switch to Car Rental', async ({ page }) => {
    await chooseZoneAndModule(page, 'food');
    // The Food module's stores: restaurants, none of which may show on a rental page.
    const restaurants = (await (await page.request.get('/api/v1/stores/get-stores/all', { headers: { zoneId: '[3,1]', moduleId: '2' }, params: { offset: 1, limit: 50 } })).json()) as { stores: { name: string }[] };
    expect(restaurants.stores.length).toBeGreaterThan(0);

    await page.goto('/rental/provider-details');
    await expect(page.getByRole('heading', { name: 'This page belongs to Car Rental' })).toBeVisible();
    for (const store of restaurants.stores) await expect(page.getByText(store.name)).toHaveCount(0);

    await page.getByRole('button', { name: 'Switch to Car Rental' }).click();
    await expect(page.getByRole('heading', { name: 'All providers' })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'Desert Wheels Rentals' })).toBeVisible();
  });
});
