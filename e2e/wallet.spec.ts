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

    await page.waitForURL(/\/wallet$/);
    await expect(page.getByRole('status').filter({ hasText: 'Fund added to your wallet.' })).toBeVisible();
    await expect(card).toContainText(aed('710.00'));
    const first = page.getByRole('list', { name: 'Transaction history' }).getByRole('listitem').first();
    await expect(first).toContainText('Fund added');
    await expect(first).toContainText(aed('210.00', '\\+'));
    await expect(first).toContainText('paypal');

    // A declined payment comes back with its reason and moves no money.
    await card.getByRole('button', { name: 'Add fund' }).click();
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('50');
    await dialog.getByRole('button', { name: 'Proceed to pay' }).click();
    await page.waitForURL(/\/payment\/pay\?/);
    await page.getByRole('button', { name: 'Simulate a declined payment' }).click();
    await page.waitForURL(/\/wallet$/);
    await expect(page.getByRole('status').filter({ hasText: 'The payment failed. No money was added to your wallet.' })).toBeVisible();
    await expect(card).toContainText(aed('710.00'));

    // Infinite history: the rest of the seeded rows load at the end of the list.
    await page.getByText('That is all your transactions.').or(page.getByRole('button', { name: 'Load more' })).first().scrollIntoViewIfNeeded();
    await expect(page.getByRole('list', { name: 'Transaction history' }).getByRole('listitem')).toHaveCount(12);
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
});
