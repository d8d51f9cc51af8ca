import type { Page } from '@playwright/test';
import { chooseZoneAndModule, expect, test } from './fixtures';

async function openCart(page: Page) {
  await page.getByRole('button', { name: /^Trip cart, \d+ vehicles$/ }).click();
  return page.getByRole('dialog', { name: 'Trip cart' });
}

test.describe('rental as a guest', () => {
  test('search, add, replace another provider, change trip type, book with contact info, see it in My trips, cancel it', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/rental/vehicle-search?all_category=1');
    await expect(page.getByRole('heading', { name: 'Available vehicles' })).toBeVisible();

    // Search by name and rent a Corolla from Marina Drive Co.
    await page.getByRole('searchbox', { name: 'Search vehicles' }).fill('Corolla');
    const marinaCorolla = page.getByRole('article').filter({ hasText: 'Marina Drive Co.' }).filter({ hasText: 'Corolla' }).first();
    await expect(marinaCorolla).toBeVisible();
    await marinaCorolla.getByRole('button', { name: /^Rent / }).click();
    await expect(page.getByText('The vehicle successfully added to your cart.').first()).toBeVisible();
    await expect(marinaCorolla.getByRole('group', { name: /Quantity of/ })).toBeVisible();

    // A vehicle from another provider asks to replace the cart.
    await page.goto('/rental/vehicle-details/2?from=from_search');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Camry');
    await page.getByRole('complementary', { name: 'Trip details' }).getByRole('button', { name: /^Rent / }).click();
    const replace = page.getByRole('alertdialog', { name: 'Replace your cart?' });
    await expect(replace).toContainText('Selecting a vehicle from another provider will remove all vehicles from the cart and add the new one.');
    await replace.getByRole('button', { name: 'Replace' }).click();
    await expect(page.getByRole('button', { name: 'Trip cart, 1 vehicle' })).toBeVisible();

    // A second vehicle from the same provider, same trip: added directly.
    await page.goto('/rental/vehicle-details/1?from=from_search');
    await page.getByRole('complementary', { name: 'Trip details' }).getByRole('button', { name: /^Rent / }).click();
    await expect(page.getByRole('button', { name: 'Trip cart, 2 vehicles' })).toBeVisible();

    // Changing the trip to day wise removes the vehicle that does not offer it, after confirmation.
    const cart = await openCart(page);
    await cart.getByRole('button', { name: 'Edit trip' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit trip' });
    await edit.getByText('Day wise').click();
    await edit.getByRole('button', { name: 'Save trip' }).click();
    const list = page.getByRole('alertdialog', { name: 'Vehicles without this trip type' });
    await expect(list).toContainText('One vehicle in your cart does not offer this trip type and will be removed.');
    await expect(list).toContainText('Camry');
    await list.getByRole('button', { name: 'Remove & Continue' }).click();
    await expect(page.getByRole('button', { name: 'Trip cart, 1 vehicle' })).toBeVisible();
    await expect(cart.getByText('Day wise')).toBeVisible();
    await expect(cart.getByText(/Camry/)).toHaveCount(0);
    await expect(cart.getByText('Waiting to sync')).toHaveCount(0);

    // Server cart matches what the customer sees.
    const guestId = await page.evaluate(() => localStorage.getItem('guest_id'));
    const serverCart = await (await page.request.get(`/api/v1/rental/user/cart/get-cart?guest_id=${guestId}`, { headers: { zoneId: '[3,1]', moduleId: '6' } })).json();
    expect(serverCart.carts.map((line: { vehicle_id: number }) => line.vehicle_id)).toEqual([1]);
    expect(serverCart.user_data.rental_type).toBe('day_wise');

    // Checkout as a guest with contact information.
    await cart.getByRole('button', { name: 'Proceed to checkout' }).click();
    const prompt = page.getByRole('dialog', { name: 'Do you want to login or continue as a guest?' });
    await expect(prompt).toContainText("If you log in, your order history will be saved.");
    await prompt.getByRole('button', { name: 'Guest' }).click();
    await expect(page.getByRole('heading', { name: 'Book your trip' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Contact person name' }).fill('Sara Guest');
    await page.getByRole('textbox', { name: 'Contact phone' }).fill('+971501112233');
    await page.getByRole('textbox', { name: 'Contact email' }).fill('sara@example.com');
    await expect(page.getByText('Total', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page).toHaveURL(/\/rental\/trip-status\/\d+$/);
    const tripId = Number(page.url().split('/').pop());
    await expect(page.getByRole('heading', { name: `Trip #${tripId}` })).toBeVisible();
    await expect(page.getByText('Pending')).toBeVisible();

    // The trip is listed in My trips, and can be cancelled while pending.
    await page.goto('/my-trips');
    await page.getByRole('link', { name: `View trip #${tripId}` }).click();
    await page.getByRole('button', { name: 'Cancel trip' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this trip?' });
    await confirm.getByRole('button', { name: 'Cancel trip' }).click();
    await expect(page.getByText('Trip successfully canceled').first()).toBeVisible();
    await expect(page.getByText('Canceled').first()).toBeVisible();
    await page.goto('/my-trips');
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect(page.getByRole('link', { name: `View trip #${tripId}` })).toBeVisible();
  });

  test('the stepper stops at the free units with the spec message', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    const details = await (await page.request.get('/api/v1/rental/vehicle/get-vehicle-details/3', { headers: { moduleId: '6' } })).json();
    await page.goto('/rental/vehicle-details/3');
    const aside = page.getByRole('complementary', { name: 'Trip details' });
    await aside.getByRole('button', { name: /^Rent / }).click();
    const stepper = aside.getByRole('group', { name: /Quantity of/ });
    await expect(stepper).toBeVisible();
    for (let count = 1; count < details.total_vehicles; count++) await stepper.getByRole('button', { name: /^Add one more/ }).click();
    await stepper.getByRole('button', { name: /^Add one more/ }).click();
    await expect(page.getByText(`You can't add more than ${details.total_vehicles} quantities of this vehicle.`).first()).toBeVisible();
  });

  test('a guest pressing the wishlist heart is told to log in', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/rental/vehicle-details/1');
    await page.getByRole('button', { name: /^Add .* to wishlist$/ }).first().click();
    await expect(page.getByText('You are not logged in').first()).toBeVisible();
  });
});

test.describe('rental as a signed-in customer', () => {
  test('wishlists a vehicle and a provider and sees them after a reload', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    const login = await (await page.request.post('/api/v1/auth/login', { data: { email_or_phone: 'demo@rideway.test', password: '12345678', login_type: 'manual', field_type: 'email' } })).json();
    await page.evaluate((token) => localStorage.setItem('token', token), login.token);

    await page.goto('/rental/vehicle-details/4');
    const vehicleName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.getByRole('button', { name: `Add ${vehicleName} to wishlist` }).click();
    await expect(page.getByRole('button', { name: `Remove ${vehicleName} from wishlist` })).toBeVisible();

    await page.goto('/rental/provider-details/102');
    await page.getByRole('button', { name: 'Add Marina Drive Co. to wishlist' }).click();
    await expect(page.getByRole('button', { name: 'Remove Marina Drive Co. from wishlist' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Remove Marina Drive Co. from wishlist' })).toBeVisible();
    await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Wishlist' });
    await expect(drawer.getByRole('link', { name: vehicleName })).toBeVisible();
    await drawer.getByRole('tab', { name: 'Providers' }).click();
    await expect(drawer.getByRole('link', { name: 'Marina Drive Co.' })).toBeVisible();

    // The toggles reached the server (they replay through the outbox, so give it a moment).
    await expect
      .poll(async () => {
        const server = await (await page.request.get('/api/v1/rental/user/wish-list', { headers: { zoneId: '[3,1]', moduleId: '6', Authorization: `Bearer ${login.token}` } })).json();
        return [server.vehicles.map((vehicle: { id: number }) => vehicle.id), server.providers.map((provider: { id: number }) => provider.id)];
      })
      .toEqual([[4], [102]]);
  });
});
