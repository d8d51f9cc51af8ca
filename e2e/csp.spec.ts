/**
 * The built app runs under the server's Content-Security-Policy: the shell's inline theme script (allowed by
 * its hash), the runtime config, lazy chunks, styles, pictures, the service worker and map screens, in both
 * languages and both themes, with not one violation reported by the browser.
 */
import type { Page } from '@playwright/test';
import { chooseZoneAndModule, expect, test } from './fixtures';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|refused to (load|execute|apply|connect|frame)/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return console;
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

const SCREENS = ['/home', '/rental/vehicle-search?all_category=1', '/rental/vehicle-details/1', '/rental/provider-details/101', '/checkout?page=cart', '/profile', '/my-trips'];

test('the shell is served with a CSP that runs no inline code (only the rendered markup\'s style attributes)', async ({ request }) => {
  const answer = await request.get('/home');
  const csp = answer.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp.replace("style-src-attr 'unsafe-inline'", '')).not.toContain('unsafe-inline');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
});

for (const [language, theme] of [
  ['en', 'light'],
  ['ar', 'dark'],
] as const) {
  test(`every main screen runs without a CSP violation (${language}, ${theme})`, async ({ page }) => {
    const consoleViolations = await watchViolations(page);
    await page.addInitScript(
      ({ language, theme }) => {
        localStorage.setItem('language-setting', language);
        localStorage.setItem('theme', theme);
      },
      { language, theme },
    );
    await chooseZoneAndModule(page, 'rental');
    const login = await (await page.request.post('/api/v1/auth/login', { data: { email_or_phone: 'demo@rideway.test', password: '12345678', login_type: 'manual' } })).json();
    await page.evaluate((token) => localStorage.setItem('token', token), login.token as string);
    for (const path of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await violations(page), path).toEqual([]);
    }
    // The theme script ran (its hash allowed it): the saved theme is on the root before the app renders.
    await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${theme}`));
    // A map screen: the location dialog with its map and tiles.
    await page.goto('/home');
    await page.getByRole('button', { name: /^(Current location|الموقع الحالي)/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    expect(consoleViolations).toEqual([]);
  });
}
