import type { Page } from '@playwright/test';
import { addToServerCart, useGuest } from './customer';
import { chooseZoneAndModule, expect, test } from './fixtures';

const CONTACT = { name: 'Sara Guest', phone: '+971501112233', email: 'sara@example.com' };
const MARINA = { lat: 25.0805, lng: 55.1403, location_name: 'Dubai Marina Walk, Dubai Marina, Dubai' };

/** Cents of the first amount in a text ("AED 1,090.98" → 109098). */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

async function fillContact(page: Page) {
  await page.getByRole('textbox', { name: 'Contact person name' }).fill(CONTACT.name);
  await page.getByRole('textbox', { name: 'Contact phone' }).fill(CONTACT.phone);
  await page.getByRole('textbox', { name: 'Contact email' }).fill(CONTACT.email);
}

test.describe('booking a trip', () => {
  test('the booking bar comes once the customer scrolls down past the top of the results, and goes back up with them', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    const guestId = await useGuest(page);
    await addToServerCart(page, { guestId }, 27);
    await page.goto('/rental/vehicle-search?all_category=1');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    const bar = page.getByRole('region', { name: 'Trip cart' });
    await expect(bar).toHaveCount(0);
    await page.mouse.wheel(0, 600);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('1 vehicle');
    await bar.getByRole('button', { name: 'Book now' }).click();
    // A guest is asked whether to sign in or go on as a guest.
    await expect(page.getByRole('dialog', { name: 'Do you want to login or continue as a guest?' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveCount(0);
  });

  test('the checkout total is the amount booked, with one booking button; the trip page prices every vehicle and adds up', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    const guestId = await useGuest(page);
    // Four vehicles of one provider for a 7.891 km trip: rounding only the total once made this cart a cent apart.
    for (const id of [27, 28, 31, 32]) {
      await addToServerCart(page, { guestId }, id, { rental_type: 'distance_wise', distance: 7.891, destination_time: 0.25, estimated_hours: 0.25, destination_location: MARINA });
    }
    await page.goto('/checkout?page=cart');
    const summary = page.getByRole('complementary', { name: 'Summary' });
    const total = summary.getByRole('definition').last();
    await expect(total).toContainText('AED');
    const shown = cents(await total.textContent());
    const lines = await summary.getByRole('definition').allTextContents();
    // Subtotal − discount + tax + service charge = total, to the cent.
    const [subtotal = 0, discount = 0, tax = 0, charge = 0] = lines.slice(0, 4).map(cents);
    expect(subtotal - discount + tax + charge).toBe(shown);

    await fillContact(page);
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole('button', { name: /book/i })).toHaveCount(1);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page).toHaveURL(/\/rental\/trip-status\/\d+$/);
    await expect(page.getByRole('heading', { name: /^Trip #\d+$/ })).toBeInViewport();

    const details = page.getByRole('region', { name: 'Price details' });
    await expect(details.getByRole('definition').last()).toHaveText(/AED/);
    expect(cents(await details.getByRole('definition').last().textContent())).toBe(shown);
    const vehicles = page.getByRole('region', { name: 'Vehicles' }).getByRole('listitem');
    await expect(vehicles).toHaveCount(4);
    await expect(vehicles.first()).toContainText(/1 × AED\s\d+\.\d\d/);
  });

  test('a 25 km trip starting now: its route on the map and a return one hour later, today; an unknown trip says so', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await useGuest(page);
    // The customer's trip: a distance trip to Dubai Marina, starting now.
    await page.evaluate((marina) => {
      localStorage.setItem(
        'rental_trip_search',
        JSON.stringify({ tripType: 'distance', pickupNow: true, destination: { lat: marina.lat, lng: marina.lng, name: marina.location_name }, distanceMeters: null, durationSeconds: null }),
      );
    }, MARINA);
    await page.goto('/rental/vehicle-details/1');
    const panel = page.getByRole('complementary', { name: 'Trip details' });
    await expect(panel.getByText('25.0 km', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: /^Rent / }).click();
    await expect(page.getByText('The vehicle successfully added to your cart.').first()).toBeVisible();
    await page.goto('/checkout?page=cart');
    await fillContact(page);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page).toHaveURL(/\/rental\/trip-status\/\d+$/);
    const tripId = Number(page.url().split('/').pop());

    const guestId = await page.evaluate(() => localStorage.getItem('guest_id'));
    const trip = await (await page.request.get(`/api/v1/rental/user/trip/get-trip-details?trip_id=${tripId}&guest_id=${guestId}`, { headers: { zoneId: '[3,1]', moduleId: '6' } })).json();
    const at = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);
    expect(at(trip.estimated_trip_end_time).getTime() - at(trip.schedule_at).getTime()).toBe(3_600_000);
    const end = at(trip.estimated_trip_end_time);
    const time = `${end.getUTCHours() % 12 || 12}:${String(end.getUTCMinutes()).padStart(2, '0')}`;
    const sameDay = trip.estimated_trip_end_time.slice(0, 10) === trip.schedule_at.slice(0, 10);
    await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${sameDay ? 'Today' : 'Tomorrow'}, ${time}\\s[AP]M$`) })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Route from pickup to destination' })).toBeVisible();
    await expect(page.getByRole('button', { name: /zoom in/i })).toBeVisible();
    await expect(page.getByRole('img', { name: MARINA.location_name })).toBeVisible();

    await page.goto('/rental/trip-status/999999');
    await expect(page.getByRole('alert')).toContainText('We could not find this trip. Check the trip number and try again.');
  });

  test('a provider that takes only trips starting now is not offered for later, offers "Pick up now", and books with its tax', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await useGuest(page);
    await page.goto('/rental/vehicle-search?all_category=1');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'Creek Budget Rent' })).toHaveCount(0);

    await page.goto('/rental/vehicle-details/45');
    const panel = page.getByRole('complementary', { name: 'Trip details' });
    await expect(panel).toContainText('Creek Budget Rent takes only trips that start now, not bookings for later.');
    await expect(panel.getByRole('button', { name: /^Rent / })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Pick up now' }).click();
    await panel.getByRole('button', { name: /^Rent / }).click();
    await expect(page.getByText('The vehicle successfully added to your cart.').first()).toBeVisible();

    // The tax comes from the server; a failed call shows the failure, never a tax of 0.00.
    await page.route('**/api/v1/rental/user/trip/get-tax', (route) => route.abort('connectionreset'));
    await page.goto('/checkout?page=cart');
    const summary = page.getByRole('complementary', { name: 'Summary' });
    await expect(summary.getByText('Not calculated')).toBeVisible();
    await expect(summary.getByText('AED 0.00')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
    await page.unroute('**/api/v1/rental/user/trip/get-tax');
    await summary.getByRole('button', { name: 'Try again' }).click();
    await expect(summary.locator('dt:text-is("Tax") + dd')).toHaveText(/AED\s[1-9]/);

    await fillContact(page);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page).toHaveURL(/\/rental\/trip-status\/\d+$/);
    await expect(page.getByText('Creek Budget Rent')).toBeVisible();
  });
});
