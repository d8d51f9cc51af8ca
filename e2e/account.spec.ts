/**
 * Accounts against the real server: sign-up into the interest picker, sign-in and its refusal, sign-in with
 * a one-time code (new number → personal info; number of an unverified account → "Is it you?"), the
 * forgot-password wizard with the demo code, and logout. The seeded config has
 * password and code sign-in on, verification off, the demo flag on (code 123456) and referral on.
 */
import type { Locator, Page } from '@playwright/test';
import { chooseZoneAndModule, expect, seriousAccessibilityViolations, test } from './fixtures';

const DEMO = { email: 'demo@rideway.test', phone: '+971500000001', password: '12345678', name: 'Demo Customer' };

/** Presses a checkbox or radio the way a person does: on its visible label (the native input is hidden under it). */
async function tick(control: Locator) {
  const label = await control.evaluate((input) => input.closest('label')?.textContent?.trim() ?? '');
  await control.locator('xpath=ancestor::label[1]').click();
  await expect(control, label).toBeChecked();
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function openSignIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function signInWithPassword(page: Page, emailOrPhone: string, password: string) {
  const dialog = await openSignIn(page);
  await dialog.getByRole('textbox', { name: 'Email or phone' }).fill(emailOrPhone);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  return dialog;
}

test.describe('accounts', () => {
  test('sign up lands on /interest; picking interests goes home', async ({ page }) => {
    await chooseZoneAndModule(page, 'grocery');
    await page.goto('/home');
    const signIn = await openSignIn(page);
    await signIn.getByRole('button', { name: 'Sign up', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await dialog.getByRole('textbox', { name: 'Full name' }).fill('Noor Haddad');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('noor@example.com');
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('+971 50 123 4567');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('secret12');
    await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('secret12');
    await expect(dialog.getByRole('textbox', { name: 'Referral code (optional)' })).toBeVisible();

    const submit = dialog.getByRole('button', { name: 'Sign up', exact: true });
    await expect(submit).toBeDisabled();
    await tick(dialog.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await expect(submit).toBeEnabled();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await submit.click();

    await expect(page).toHaveURL(/\/interest$/);
    await expect(toasts(page)).toContainText('Signup successfully.');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your interests' })).toBeVisible();
    // A fresh load for the scan: react-aria's live announcer still holds the sign-up button's pending
    // announcement, which points at the closed dialog for a few seconds.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Fruits' })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const save = page.getByRole('button', { name: 'Save and continue' });
    await expect(save).toBeDisabled();
    const fruits = page.getByRole('button', { name: 'Fruits', exact: true });
    await fruits.click();
    await page.getByRole('button', { name: 'Dairy', exact: true }).click();
    await expect(fruits).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Categories (2 selected)')).toBeVisible();
    await save.click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(toasts(page)).toContainText('Updated successfully.');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu for Noor Haddad' })).toBeVisible();
  });

  test('sign-up shows the rules next to the fields before sending', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/home');
    await (await openSignIn(page)).getByRole('button', { name: 'Sign up', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill('noor@');
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('12345');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('abc');
    await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('abd');
    await tick(dialog.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription('First name is required');
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Must be a valid email');
    await expect(dialog.getByText('Number must be 10 digits')).toBeVisible();
    await expect(dialog.getByText('Password is too short - should be 6 chars minimum.')).toBeVisible();
    await expect(dialog.getByText('Passwords must match')).toBeVisible();
  });

  test('signs in with the demo account, remembering the email only', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/home');
    const dialog = await openSignIn(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await tick(dialog.getByRole('checkbox', { name: 'Remember me' }));
    await dialog.getByRole('textbox', { name: 'Email or phone' }).fill(DEMO.email);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(toasts(page)).toContainText('Logged in successfully');
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: `Account menu for ${DEMO.name}` })).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), remembered: localStorage.getItem('remember_me'), all: JSON.stringify(localStorage) }));
    expect(stored.token).toBeTruthy();
    expect(stored.remembered).toBe(DEMO.email);
    expect(stored.all).not.toContain(DEMO.password);
  });

  test("a wrong password shows the server's message", async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/home');
    const dialog = await signInWithPassword(page, DEMO.email, 'wrong-password');
    await expect(dialog.getByRole('alert')).toHaveText('Credential does not match.');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('signs in with a one-time code sent to the phone', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/home');
    const signIn = await openSignIn(page);
    await signIn.getByRole('button', { name: 'Sign in with OTP' }).click();
    const phoneDialog = page.getByRole('dialog', { name: 'Sign in with OTP' });
    await phoneDialog.getByRole('textbox', { name: 'Phone number' }).fill(DEMO.phone);
    await phoneDialog.getByRole('button', { name: 'Get OTP' }).click();

    const codeDialog = page.getByRole('dialog', { name: 'Verify your phone number' });
    await expect(codeDialog.getByText('Demo mode: use the code 123456.')).toBeVisible();
    await expect(codeDialog.getByRole('button', { name: /^Resend code in 0:[0-5]\d|^Resend code in 1:00/ })).toBeDisabled();
    const verify = codeDialog.getByRole('button', { name: 'Verify' });
    await expect(verify).toBeDisabled();
    await codeDialog.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
    await page.keyboard.type('123455');
    await verify.click();
    await expect(codeDialog.getByRole('alert')).toHaveText('OTP does not match');
    await codeDialog.getByRole('textbox', { name: 'Digit 6 of 6' }).click();
    await page.keyboard.type('6');
    await expect(codeDialog.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('6');
    await verify.click();
    await expect(toasts(page)).toContainText('Logged in successfully');
    await expect(page.getByRole('banner').getByRole('button', { name: `Account menu for ${DEMO.name}` })).toBeVisible();
  });

  test('a new phone number signs in with a code, completes the account and skips the interests', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/home');
    await (await openSignIn(page)).getByRole('button', { name: 'Sign in with OTP' }).click();
    const phoneDialog = page.getByRole('dialog', { name: 'Sign in with OTP' });
    await phoneDialog.getByRole('textbox', { name: 'Phone number' }).fill('+971 50 000 9999');
    await phoneDialog.getByRole('button', { name: 'Get OTP' }).click();
    const codeDialog = page.getByRole('dialog', { name: 'Verify your phone number' });
    await codeDialog.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
    await page.keyboard.type('123456');
    await codeDialog.getByRole('button', { name: 'Verify' }).click();

    const info = page.getByRole('dialog', { name: 'Complete your account' });
    await info.getByRole('button', { name: 'Continue' }).click();
    await expect(info.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription('First name is required');
    await info.getByRole('textbox', { name: 'Full name' }).fill('Omar Said');
    await info.getByRole('textbox', { name: 'Email' }).fill('omar@example.com');
    await info.getByRole('button', { name: 'Continue' }).click();

    await expect(toasts(page)).toContainText('Signup successfully.');
    await expect(page).toHaveURL(/\/interest$/);
    // In the rental module the interests are vehicle categories; the customer may leave them for later.
    await expect(page.getByRole('group', { name: /Categories/ }).getByRole('button', { name: 'SUV' })).toBeVisible();
    await page.getByRole('link', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu for Omar Said' })).toBeVisible();
  });

  test('a code for a phone held by an unverified account asks "Is it you?"', async ({ page }) => {
    const created = await page.request.post('/api/v1/auth/sign-up', { data: { name: 'Sara Ali', email: 'sara@example.com', phone: '+971500007777', password: 'secret123' } });
    expect(created.ok()).toBeTruthy();
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/home');
    await (await openSignIn(page)).getByRole('button', { name: 'Sign in with OTP' }).click();
    const phoneDialog = page.getByRole('dialog', { name: 'Sign in with OTP' });
    await phoneDialog.getByRole('textbox', { name: 'Phone number' }).fill('+971500007777');
    await phoneDialog.getByRole('button', { name: 'Get OTP' }).click();
    const codeDialog = page.getByRole('dialog', { name: 'Verify your phone number' });
    await codeDialog.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
    await page.keyboard.type('123456');
    await codeDialog.getByRole('button', { name: 'Verify' }).click();

    const question = page.getByRole('dialog', { name: 'Is it you?' });
    await expect(question.getByText('Sara Ali')).toBeVisible();
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(toasts(page)).toContainText('Logged in successfully');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu for Sara Ali' })).toBeVisible();
  });

  test('resets a forgotten password in three steps with the demo code, then signs in', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/forgot-password');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 3: Get a code' })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await tick(main.getByRole('radio', { name: 'Email' }));
    await main.getByRole('textbox', { name: 'Email' }).fill('nobody@example');
    await main.getByRole('button', { name: 'Send code' }).click();
    await expect(main.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter a valid email address');
    await main.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
    await main.getByRole('button', { name: 'Send code' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 3: Enter the code' })).toBeVisible();
    await expect(page.getByText('Demo mode: use the code 123456.')).toBeVisible();
    // Pasting fills all six boxes.
    await main.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', '123456');
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(main.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('6');
    await main.getByRole('button', { name: 'Verify' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Step 3 of 3: New password' })).toBeVisible();
    await main.getByRole('textbox', { name: 'New password', exact: true }).fill('newsecret9');
    await main.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('newsecret9');
    await main.getByRole('button', { name: 'Change password' }).click();
    await expect(toasts(page)).toContainText('Password changed successfully.');

    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Email or phone' }).fill(DEMO.email);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('newsecret9');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('banner').getByRole('button', { name: `Account menu for ${DEMO.name}` })).toBeVisible();
  });

  test('logs out after confirming', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/home');
    await signInWithPassword(page, DEMO.email, DEMO.password);
    const menu = page.getByRole('banner').getByRole('button', { name: `Account menu for ${DEMO.name}` });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('alertdialog', { name: 'Log out?' }).getByRole('button', { name: 'Logout' }).click();
    await expect(toasts(page)).toContainText('Logout successful.');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
