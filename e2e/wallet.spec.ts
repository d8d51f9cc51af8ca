/**
 * The customer's money pages in the browser: adding funds through the payment page, converting loyalty
 * points, the coupons list, and the wallet in Arabic. State is set up through the API; each test is one
 * whole customer flow.
 */
import { chooseZoneAndModule, expect, seriousAccessibilityViolations, test } from './fixtures';
import { signInDemo, useLanguage } from './customer';

/** An amount as the app shows it: the symbol, a no-break space, the number. */
const aed = (amount: string, before = '', after = '') => new RegExp(`${before}AED\\s${amount.replace('.', '\\.')}${after}`);

test.describe('wallet', () => {
  test('a customer adds funds through the payment page and sees the new balance and the transaction', async ({ page }) => {
    await chooseZoneAndModule(page, 'grocery');
    await signInDemo(page);
    await page.goto('/wallet');
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Wallet balance' });
    await expect(card).toContainText(aed('500.00'));
    await expect(page.getByRole('heading', { name: 'Wallet bonus offers' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Transaction history' }).getByRole('listitem')).toHaveCount(10);

    await card.getByRole('button', { name: 'Add fund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add fund to wallet' });
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    const proceed = dialog.getByRole('button', { name: 'Proceed to pay' });
    await expect(proceed).toBeDisabled();
    await amount.fill('0');
    await expect(proceed).toBeDisabled();
    await amount.fill('');
    await amount.blur();
    await expect(dialog.getByText('Please Enter amount')).toBeVisible();
    await amount.fill('200');
    await expect(dialog.getByText(aed('10.00', 'You will get ', ' extra'))).toBeVisible();
    await dialog.getByText('PayPal', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await proceed.click();

    await page.waitForURL(/\/payment\/pay\?/);
    await expect(page.getByText('AED 200.00').first()).toBeVisible();
    await page.getByRole('button', { name: /Pay now/ }).click();

    // Back through /profile?page=wallet?flag=success&&token=…, which opens the wallet with the result.
    await expect(page.getByRole('status').filter({ hasText: 'Fund added to your wallet.' })).toBeVisible();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(card).toContainText(aed('710.00'));
    const first = page.getByRole('list', { name: 'Transaction history' }).getByRole('listitem').first();
    await expect(first).toContainText('Fund added');
    await expect(first).toContainText(aed('210.00', '\\+'));
    await expect(first).toContainText('paypal');

    // Infinite history: the rest of the seeded rows load at the end of the list.
    await page.getByText('That is all your transactions.').or(page.getByRole('button', { name: 'Load more' })).first().scrollIntoViewIfNeeded();
    await expect(page.getByRole('list', { name: 'Transaction history' }).getByRole('listitem')).toHaveCount(12);
    await expect(page.getByText('That is all your transactions.')).toBeVisible();
  });

  test('with no digital payment method offered (a server outside demo mode), the wallet says money cannot be added', async ({ page }) => {
    // The config a server without a payment gateway answers; the service worker's fetches are routed too.
    await page.context().route('**/api/v1/config', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), active_payment_method_list: [], digital_payment: false } });
    });
    await chooseZoneAndModule(page, 'grocery');
    await signInDemo(page);
    await page.goto('/wallet');
    const card = page.getByRole('region', { name: 'Wallet balance' });
    await expect(card).toContainText(aed('500.00'));
    await expect(card.getByRole('note')).toHaveText('Adding money is not available right now: no card or online payment method is set up.');
    await expect(card.getByRole('button', { name: 'Add fund' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Wallet bonus offers' })).toHaveCount(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test('the wallet page in Arabic: right to left, translated kinds, accessible', async ({ page }) => {
    await chooseZoneAndModule(page, 'grocery');
    await signInDemo(page);
    await useLanguage(page, 'ar');
    await page.goto('/profile?page=wallet');
    await page.waitForURL(/\/wallet$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'المحفظة' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'رصيد المحفظة' })).toContainText(aed('500.00'));
    const history = page.getByRole('list', { name: 'سجل المعاملات' });
    await expect(history.getByRole('listitem').first()).toBeVisible();
    await expect(history).toContainText('إضافة رصيد');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('region', { name: 'رصيد المحفظة' }).getByRole('button', { name: 'إضافة رصيد' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة رصيد إلى المحفظة' });
    await dialog.getByRole('textbox', { name: 'المبلغ' }).fill('١٢٠');
    await expect(dialog.getByText(/ستحصل على/)).toBeVisible();
  });

  test('a customer converts loyalty points to wallet money and sees both balances move', async ({ page }) => {
    await chooseZoneAndModule(page, 'grocery');
    await signInDemo(page);
    await page.goto('/loyalty-points');
    const card = page.getByRole('region', { name: 'Your points' });
    await expect(card).toContainText('120 points');
    await expect(card).toContainText('Convert at least 100 points at a time.');
    await card.getByRole('button', { name: 'Convert to wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert points to wallet money' });
    const points = dialog.getByRole('textbox', { name: 'Points to convert' });
    await points.fill('50');
    await expect(dialog.getByText('Convert at least 100 points', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Convert' })).toBeDisabled();
    await points.fill('500');
    await expect(dialog.getByText('You have only 120 points')).toBeVisible();
    await points.fill('120');
    await expect(dialog.getByText(aed('12.00', 'Your wallet gets '))).toBeVisible();
    await dialog.getByRole('button', { name: 'Convert' }).click();
    await expect(page.getByText('Point to wallet transfer successfully.')).toBeVisible();
    await expect(card).toContainText('0 points');
    const history = page.getByRole('list', { name: 'Point history' });
    await expect(history.getByRole('listitem').first()).toContainText('Converted to wallet');
    await expect(history.getByRole('listitem').first()).toContainText('−120');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Wallet' }).click();
    await expect(page.getByRole('region', { name: 'Wallet balance' })).toContainText(aed('512.00'));
    await expect(page.getByRole('list', { name: 'Transaction history' }).getByRole('listitem').first()).toContainText('Loyalty points converted');
  });

  test('coupons: a customer copies a code; a guest sees the public list and is asked to sign in for the wallet', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await chooseZoneAndModule(page, 'grocery');
    await signInDemo(page);
    await page.goto('/coupons');
    const list = page.getByRole('list', { name: 'Coupons' });
    const fresh = list.getByRole('listitem', { name: 'Fresh start 10%' });
    await expect(fresh).toContainText('10% off');
    await expect(fresh).toContainText(aed('50.00', 'Minimum purchase '));
    await expect(fresh).toContainText(aed('20.00', 'Up to '));
    await expect(list.getByRole('listitem', { name: 'Fresh Basket AED 20 off' })).toContainText('Only at Fresh Basket');
    await expect(list.getByRole('listitem', { name: 'Free delivery over AED 80' })).toContainText('Free delivery');
    await expect(list).not.toContainText('NEWYEAR23');
    await fresh.getByRole('button', { name: 'Copy code FRESH10' }).click();
    await expect(page.getByText('Code FRESH10 copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('FRESH10');

    // A guest: the public list, and the footer's wallet link asks to sign in.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto('/coupons');
    await expect(page.getByText('Sign in to see the coupons made for you.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Coupons' }).getByRole('listitem', { name: 'Fresh start 10%' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Wallet' }).click();
    await expect(page.getByText('You must be login to access this page.')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
