import type { Page } from '@playwright/test';
import { useGuest, useLanguage } from './customer';
import { chooseZoneAndModule, expect, test } from './fixtures';

/** The price each card shows (the discounted one, not the struck original) and its unit ("/hour"). */
async function cardPrices(page: Page): Promise<[number, string][]> {
  return page.getByRole('article').evaluateAll((cards) =>
    cards.map((card) => {
      const amount = card.querySelector('bdi')?.textContent ?? '';
      const unit = /\/(hour|day|km)/.exec(card.textContent ?? '')?.[0] ?? '';
      return [Number(amount.replace(/[^\d.]/g, '')), unit] as [number, string];
    }),
  );
}

test.describe('browsing rental vehicles', () => {
  test('on a phone: results start on the first screen, compact cards show the searched trip type\'s price and sort by it, plain counts, no empty ratings; Arabic plurals', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/rental/vehicle-search?all_category=1');
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    const box = await first.boundingBox();
    expect(box && box.y + box.height).toBeLessThan(844);
    expect(box?.height).toBeLessThan(844 * 0.35);
    await expect(page.getByRole('region', { name: 'Your trip' })).toContainText('Hourly');

    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('option', { name: 'Price: low to high' }).click();
    await filters.getByRole('button', { name: 'Show results' }).click();
    // The previous results stay on screen, marked busy, until the sorted ones arrive.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('article').first()).toContainText('/hour');
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(5);
    expect(prices.every(([, unit]) => unit === '/hour')).toBe(true);
    expect(prices.map(([amount]) => amount)).toEqual([...prices.map(([amount]) => amount)].sort((a, b) => a - b));

    await expect(page.getByText('1 vehicle available').first()).toBeVisible();
    await expect(page.getByText('1 vehicles available')).toHaveCount(0);
    await expect(page.getByRole('article').filter({ hasText: 'Kia Picanto 2024' })).not.toContainText(/0\.0\s*\(0\)/);

    await useLanguage(page, 'ar');
    await page.reload();
    await expect(page.getByText('مركبة واحدة متاحة').first()).toBeVisible();
  });

  test('another trip type keeps the results on screen, marked busy, until its own arrive, then prices them by the day', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/rental/vehicle-search?all_category=1');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toContainText('/hour');
    const before = await cards.count();

    // The day-wise search is held until the screen has been looked at.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/v1\/rental\/vehicle\/search\?.*trip_type=day_wise/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Change trip' }).click();
    await page.getByRole('radiogroup', { name: 'Trip type' }).getByText('Day wise', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Day wise' })).toBeChecked();
    const busy = page.locator('[aria-busy="true"]');
    await expect(busy).toHaveCount(1);
    // No placeholders in their place: the same cards, still priced by the hour they were searched for.
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    await expect(cards).toHaveCount(before);
    await expect(cards.first()).toContainText('/hour');

    release();
    await expect(busy).toHaveCount(0);
    await expect(cards.first()).toContainText('/day');
    const prices = await cardPrices(page);
    expect(prices.every(([, unit]) => unit === '/day')).toBe(true);
  });

  test('a vehicle page shows the trip total beside Rent with an editable trip summary; the cart\'s trip edit takes a destination; a refused coupon does not stop the next', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await useGuest(page);
    await page.goto('/rental/vehicle-details/5');
    const panel = page.getByRole('complementary', { name: 'Trip details' });
    await expect(panel).toContainText('Trip total for 3 hours');
    await expect(panel).toContainText('AED 236.25');
    await expect(page.getByRole('button', { name: 'Find vehicles' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Change trip' }).click();
    const change = page.getByRole('dialog', { name: 'Change trip' });
    await change.getByRole('spinbutton', { name: 'Duration (hours)' }).or(change.getByRole('textbox', { name: 'Duration (hours)' })).fill('4');
    await change.getByRole('button', { name: 'Save trip' }).click();
    await expect(panel).toContainText('Trip total for 4 hours');
    await expect(panel).toContainText('AED 315.00');
    await panel.getByRole('button', { name: /^Rent / }).click();
    await expect(page.getByText('The vehicle successfully added to your cart.').first()).toBeVisible();

    await page.goto('/checkout?page=cart');
    const coupon = page.getByRole('textbox', { name: 'Coupon code' });
    await coupon.fill('LONGTRIP50');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(/minimum purchase amount is AED\s800\.00/)).toBeVisible();
    await coupon.fill('RIDE10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Coupon applied: RIDE10')).toBeVisible();
    await expect(page.getByText(/minimum purchase amount/)).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Summary' })).toContainText('Coupon discount');

    await page.getByRole('button', { name: 'Edit trip' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit trip' });
    await edit.getByText('Distance', { exact: true }).click();
    await edit.getByRole('button', { name: /^Destination: / }).click();
    const place = page.getByRole('dialog', { name: 'Destination' });
    await place.getByRole('combobox', { name: 'Search a place' }).fill('Marina Walk');
    await page.getByRole('option', { name: /Dubai Marina Walk/ }).click();
    await expect(edit.getByRole('status')).toContainText('km');
    await edit.getByRole('button', { name: 'Save trip' }).click();
    await expect(edit).toHaveCount(0);
    const trip = page.getByRole('region', { name: 'Trip details' });
    await expect(trip).toContainText('Distance');
    await expect(trip).toContainText('To: Dubai Marina Walk');
  });
});
