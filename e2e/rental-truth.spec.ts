import type { Page } from '@playwright/test';
import { addToServerCart, signInDemo, tomorrowMorning, useGuest } from './customer';
import { chooseZoneAndModule, expect, test } from './fixtures';

// These tests need the service worker (offline, caching, updates).
test.use({ serviceWorkers: 'allow' });

const MARINA_HEADERS = { zoneId: '[2]', moduleId: '6' };

async function serverCart(page: Page, token: string): Promise<number[]> {
  const cart = await (await page.request.get('/api/v1/rental/user/cart/get-cart', { headers: { ...MARINA_HEADERS, Authorization: `Bearer ${token}` } })).json();
  return (cart.carts as { vehicle_id: number }[]).map((line) => line.vehicle_id);
}

test.describe('the local mirror and the server agree', () => {
  test('a saved address in another zone moves the pickup; what the server does not keep is explained and recoverable, never confirmed; the wishlist keeps what it said it saved', async ({ page, context }) => {
    await chooseZoneAndModule(page, 'rental');
    const token = await signInDemo(page);
    await page.goto('/home');

    // Dubai Marina, a saved address in New Dubai: the header and the rental pickup both move there.
    await page.getByRole('button', { name: /^Current location:/ }).click();
    await page.getByRole('dialog', { name: 'Change location' }).getByRole('button', { name: 'Saved addresses' }).click();
    const saved = page.getByRole('dialog', { name: 'Saved addresses' });
    await saved.getByRole('radio', { name: 'Home' }).check({ force: true });
    await saved.getByRole('button', { name: 'Select' }).click();
    await expect(page.getByRole('button', { name: /^Current location: Dubai Marina Walk/ })).toBeVisible();
    await page.goto('/rental/vehicle-search?all_category=1');
    await expect(page.getByRole('region', { name: 'Your trip' })).toContainText('Dubai Marina Walk');
    await expect(page.getByRole('article').filter({ hasText: 'Marina Drive Co.' }).first()).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'Desert Wheels Rentals' })).toHaveCount(0);

    // A vehicle whose provider does not serve Marina pickups, added offline: saved on the device, not "added".
    await page.goto('/rental/vehicle-details/24');
    const panel = page.getByRole('complementary', { name: 'Trip details' });
    // The server's markup shows the button at once; it works once the app has taken the page over. The parts
    // after the first screen (the footer, the notifications) come over the network on a visit without the worker.
    await expect(panel.getByRole('button', { name: /^Rent / })).toBeEnabled();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await context.setOffline(true);
    await panel.getByRole('button', { name: /^Rent / }).click();
    await expect(page.getByText(/Saved on this device: Lexus ES 350 2023 will be added/).first()).toBeVisible();
    await expect(page.getByText('The vehicle successfully added to your cart.')).toHaveCount(0);
    await context.setOffline(false);
    const refused = page.getByRole('alertdialog', { name: 'Lexus ES 350 2023 was not added' });
    await expect(refused).toContainText('Emirates Luxury Cars does not offer pickups at Dubai Marina Walk');
    await expect(page.getByText('The vehicle successfully added to your cart.')).toHaveCount(0);
    await refused.getByRole('button', { name: 'Discard change' }).click();
    expect(await serverCart(page, token)).toEqual([]);

    // A Marina Drive vehicle is kept by the server, and only then said to be added.
    await page.goto('/rental/vehicle-details/10');
    await page.getByRole('complementary', { name: 'Trip details' }).getByRole('button', { name: /^Rent / }).click();
    await expect(page.getByText('The vehicle successfully added to your cart.').first()).toBeVisible();
    expect(await serverCart(page, token)).toEqual([10]);

    // Saved to the wishlist although not listed for Marina: it stays, with a note, rather than vanishing.
    await page.goto('/rental/vehicle-details/24');
    await page.getByRole('button', { name: 'Add Lexus ES 350 2023 to wishlist' }).click();
    await expect(page.getByText(/Added to your wishlist\. Lexus ES 350 2023 is not offered at your current location/).first()).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Wishlist', exact: true }).click();
    const wishlist = page.getByRole('dialog', { name: 'Wishlist' });
    await expect(wishlist.getByRole('link', { name: /Lexus ES 350 2023/ })).toBeVisible();
    await expect(wishlist).toContainText('Not offered at your current location');
  });

  test('changing the location asks before it empties a trip cart whose pickup is elsewhere', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    const guestId = await useGuest(page);
    await addToServerCart(page, { guestId }, 1, { pickup_time: tomorrowMorning() });
    await page.goto('/home');
    await expect(page.getByRole('button', { name: 'Trip cart, 1 vehicle' })).toBeVisible();
    await page.getByRole('button', { name: /^Current location:/ }).click();
    await page.getByRole('dialog', { name: 'Change location' }).getByRole('combobox', { name: 'Search a place' }).fill('Marina Walk');
    await page.getByRole('option', { name: /Dubai Marina Walk/ }).click();
    const question = page.getByRole('alertdialog', { name: 'Change your location?' });
    await expect(question).toContainText("Your trip cart’s pickup, Dubai Mall, Downtown Dubai, is outside Dubai Marina Walk");
    await question.getByRole('button', { name: 'Keep my location' }).click();
    await expect(page.getByRole('button', { name: /^Current location: Dubai Mall/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Trip cart, 1 vehicle' })).toBeVisible();
  });

  test('offline, My trips shows the trips this device saw and says what needs the network', async ({ page, context }) => {
    await chooseZoneAndModule(page, 'rental');
    const guestId = await useGuest(page);
    await addToServerCart(page, { guestId }, 1, { pickup_time: tomorrowMorning() });
    const booked = await page.request.post('/api/v1/rental/user/trip/trip-booking', {
      headers: { zoneId: '[3,1]', moduleId: '6' },
      data: { guest_id: guestId, trip_amount: 0, trip_type: 'hourly', provider_id: 101, scheduled: 1, schedule_at: tomorrowMorning(), contact_person_name: 'Sara', contact_person_number: '+971501112233', contact_person_email: 'sara@example.com' },
    });
    const tripId = Number(await booked.text());
    await page.goto('/my-trips');
    await expect(page.getByRole('link', { name: `View trip #${tripId}` })).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: /^You are offline\. These are your trips as of/ })).toBeVisible();
    await expect(page.getByRole('link', { name: `View trip #${tripId}` })).toBeVisible();
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await context.setOffline(false);
  });
});
