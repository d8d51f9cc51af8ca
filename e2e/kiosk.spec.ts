import { chooseZoneAndModule, expect, test } from './fixtures';

test.describe('kiosk session reset', () => {
  test('after the configured idle time the device forgets the customer and reopens home', async ({ page }) => {
    // 0.05 minutes = 3 s of inactivity, as an operator's runtime-config.js would set it: a page the server composed
    // carries the file's values inline (this test's server keeps the shipped file), so the value is set as the
    // file sets it, before the page's scripts, and the file itself is answered the same for the shell.
    const config = "window.__APP_CONFIG__ = { apiBaseUrl: '', kioskIdleMinutes: 0.05 };";
    await page.addInitScript(config);
    await page.route('**/runtime-config.js', (route) => route.fulfill({ contentType: 'text/javascript', body: config }));
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/rental/vehicle-search?all_category=1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('guest_id'))).not.toBeNull();
    const firstGuest = await page.evaluate(() => localStorage.getItem('guest_id'));
    await page.evaluate(() => localStorage.setItem('token', 'left-behind-token'));

    await page.waitForURL('**/home', { timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('guest_id'))).not.toBeNull();
    const state = await page.evaluate(() => ({ token: localStorage.getItem('token'), guest: localStorage.getItem('guest_id'), zone: localStorage.getItem('zoneid') }));
    expect(state.token).toBeNull();
    expect(state.guest).not.toBe(firstGuest);
    expect(state.zone).not.toBeNull();
  });
});
