import { chooseZoneAndModule, expect, seriousAccessibilityViolations, test } from './fixtures';

test.describe('layout, language and theme', () => {
  test('the header shows its controls on wide screens and collapses into a side drawer under 1180 px', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/home');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Track Trip' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();

    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(header.getByRole('link', { name: 'Track Trip' })).toBeHidden();
    await header.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Track Trip' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Dark theme' })).toBeVisible();
  });

  test('the parcel module hides track order, chat, wishlist and cart', async ({ page }) => {
    await chooseZoneAndModule(page, 'parcel');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/home');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(header.getByRole('link', { name: /Track/ })).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Wishlist', exact: true })).toHaveCount(0);
    await expect(header.getByRole('button', { name: /cart/i })).toHaveCount(0);
  });

  test('switching to Arabic asks for confirmation, reloads, and lays the page out right to left', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/home');
    const logoLtr = await page.getByRole('banner').getByRole('link').first().boundingBox();
    await page.getByRole('button', { name: 'Language: العربية' }).click();
    await page.getByRole('alertdialog', { name: 'Change language?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: 'استأجر مركبة' })).toBeVisible();
    // The chosen module's name follows the language too.
    await expect(page.getByRole('banner').getByRole('button', { name: /^تأجير السيارات/ })).toBeVisible();
    const logoRtl = await page.getByRole('banner').getByRole('link').first().boundingBox();
    // The logo moves from the left edge to the right edge.
    expect(logoLtr && logoLtr.x).toBeLessThan(200);
    expect(logoRtl && logoRtl.x + logoRtl.width).toBeGreaterThan(1080);
    expect(await page.evaluate(() => ({ language: localStorage.getItem('language-setting'), direction: localStorage.getItem('direction'), country: localStorage.getItem('country') }))).toEqual({
      language: 'ar',
      direction: 'rtl',
      country: 'SA',
    });
  });

  test('the dark theme applies before the app script runs', async ({ page }) => {
    await page.goto('/settings');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    // Block every script file: only the inline pre-paint script in the page itself can run.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/settings');
    await expect(page.locator('html')).toHaveClass(/theme-dark/);
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
  });

  test('the theme toggle switches and remembers the theme', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/home');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/theme-dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/theme-dark/);
  });

  test('the rental home has no serious accessibility violations', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Rent a vehicle' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test('the footer links the pages and the policies the config enables, and subscribes to the newsletter', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    for (const name of ['About us', 'Terms and conditions', 'Privacy policy', 'Refund policy', 'Cancellation policy', 'Shipping policy']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Please insert a valid email.')).toBeVisible();
    await footer.getByRole('textbox', { name: 'Email address' }).fill('reader@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Subscribed Successfully').first()).toBeVisible();
    await footer.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible();
  });
});
