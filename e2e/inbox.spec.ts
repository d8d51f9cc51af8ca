import { chooseZoneAndModule, expect, test } from './fixtures';
import { signInDemo } from './customer';

// These tests need the service worker (offline, caching, updates).
test.use({ serviceWorkers: 'allow' });

// A 1×1 PNG, and a WebP header (refused by content whatever its name says).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const WEBP = Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'binary');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test.describe('inbox', () => {
  test('a customer reads the conversations, sends two pictures to support and sees the reply; a message written offline goes out once', async ({ page, context }) => {
    await chooseZoneAndModule(page, 'grocery');
    await signInDemo(page);
    await page.goto('/home');
    await page.getByRole('navigation', { name: 'Main navigation' }).first().getByRole('link', { name: 'Chat' }).click();
    await expect(page).toHaveURL(/\/profile\?page=inbox/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    const list = page.getByRole('region', { name: 'Conversations' });
    await expect(list.getByRole('link', { name: /, 2 unread messages$/ })).toBeVisible();
    await expect(list.getByRole('link')).toHaveCount(4);

    await list.getByRole('searchbox').fill('omar');
    await expect(list.getByRole('link', { name: /Omar/ })).toBeVisible();
    await expect(list.getByRole('link', { name: /unread/ })).toHaveCount(0);
    await list.getByRole('searchbox').fill('');

    await list.getByRole('link', { name: /support/ }).first().click();
    const thread = page.getByRole('region', { name: /support/ });
    await expect(thread.getByText('The order has been refunded to your wallet.')).toBeVisible();

    const files = thread.locator('input[type="file"]');
    await files.setInputFiles([{ name: 'menu.webp', mimeType: 'image/webp', buffer: WEBP }]);
    await expect(thread.getByRole('alert')).toHaveText('This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.');
    await files.setInputFiles([png('one.png'), png('two.png'), png('three.png'), png('four.png')]);
    await expect(thread.getByRole('alert')).toHaveText('Maximum 3 images can be send at a time.');
    await expect(thread.getByRole('img', { name: /^Picture \d to send$/ })).toHaveCount(3);
    await expect(thread.getByRole('button', { name: 'Attach pictures' })).toBeDisabled();
    await thread.getByRole('button', { name: 'Remove picture 3' }).click();
    await expect(thread.getByRole('img', { name: /^Picture \d to send$/ })).toHaveCount(2);

    await thread.getByRole('textbox', { name: 'Message' }).fill('Here are the photos of the damaged box.');
    await thread.getByRole('button', { name: 'Send' }).click();
    await expect(thread.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expect(thread.getByText('Thanks for contacting Rideway Market support. One of our team will reply here shortly.')).toBeVisible();
    const sent = thread.getByRole('listitem').filter({ hasText: 'Here are the photos of the damaged box.' });
    await expect(sent).toHaveCount(1);
    await expect(sent.getByRole('img', { name: /^Picture \d of the message$/ })).toHaveCount(2);
    await expect(thread.getByText('Sending…')).toHaveCount(0);

    await context.setOffline(true);
    await thread.getByRole('textbox', { name: 'Message' }).fill('Written in the lift, no signal.');
    await thread.getByRole('button', { name: 'Send' }).click();
    const queued = thread.getByRole('listitem').filter({ hasText: 'Written in the lift, no signal.' });
    await expect(queued.getByText(/Waiting for a connection/)).toBeVisible();
    await context.setOffline(false);
    await expect(queued.getByText(/Waiting for a connection|Sending…/)).toHaveCount(0);
    await expect(queued).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('region', { name: /support/ }).getByText('Written in the lift, no signal.')).toHaveCount(1);
  });

  test('a guest opening the chat is asked to sign in', async ({ page }) => {
    await chooseZoneAndModule(page, 'grocery');
    await page.goto('/home');
    await page.getByRole('navigation', { name: 'Main navigation' }).first().getByRole('link', { name: 'Chat' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to chat' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Conversations' })).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a store application goes through every step, with its checks and the server\'s refusal under its field, to the confirmation', async ({ page }) => {
    // Someone already applied with this email.
    const earlier = await page.request.post('/api/v1/auth/vendor/register', {
      multipart: {
        translations: JSON.stringify([{ locale: 'en', key: 'name', value: 'Early Bird' }, { locale: 'en', key: 'address', value: '1 First Street' }]),
        zone_id: '1', module_id: '1', latitude: '25.2375', longitude: '55.3225', f_name: 'Early', phone: '+971 50 000 1111', email: 'owner@cornergrocer.test',
        password: 'Early!2025x', minimum_delivery_time: '20', maximum_delivery_time: '40', delivery_time_type: 'minute', logo: png('logo.png'),
      },
    });
    expect(earlier.ok()).toBeTruthy();
    await page.goto('/store-registration?active=active');
    await expect(page.getByRole('heading', { name: 'Step 1 of 3: Store details' })).toBeVisible();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText("Please upload your store's logo")).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Store name' })).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('textbox', { name: 'Store name' }).fill('Corner Grocer');
    await page.getByRole('textbox', { name: 'Store address' }).fill('12 Market Street, Deira');
    await page.getByRole('button', { name: /^Zone/ }).click();
    await page.getByRole('option', { name: 'Downtown & Deira' }).click();
    await page.getByRole('button', { name: /^Business type/ }).click();
    await page.getByRole('option', { name: 'Grocery' }).click();
    await page.locator('input[data-picture="Logo"]').setInputFiles([png('logo.png')]);
    await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Step 2 of 3: Owner account' })).toBeVisible();
    await page.getByRole('textbox', { name: 'First name' }).fill('Lina');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+971 50 765 4321');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('owner@cornergrocer.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Corner!2025');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Corner!2025');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Step 3 of 3: Plan and review' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2 of 3: Owner account' })).toBeVisible();
    await expect(page.getByText('The email has already been taken.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('lina@cornergrocer.test');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('lina@cornergrocer.test')).toBeVisible();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
    await expect(page.getByText('email lina@cornergrocer.test when it is approved')).toBeVisible();
  });

  test('a delivery-person application asks for an identity picture, then submits to the confirmation', async ({ page }) => {
    await page.goto('/deliveryman-registration');
    await page.getByRole('textbox', { name: 'First name' }).fill('Omar');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+971 55 222 3344');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('omar.rider@example.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Rider!2025');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Rider!2025');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2 of 2: Work details' })).toBeVisible();
    await page.getByRole('button', { name: /^Zone/ }).click();
    await page.getByRole('option', { name: 'Downtown & Deira' }).click();
    await page.getByRole('button', { name: /^Vehicle/ }).click();
    await page.getByRole('option', { name: /Bike/ }).click();
    await page.getByRole('button', { name: /^Identity type/ }).click();
    await page.getByRole('option', { name: 'Passport' }).click();
    await page.getByRole('textbox', { name: 'Identity number' }).fill('P1234567');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Please upload a picture of your identity document')).toBeVisible();
    await page.locator('input[data-picture="Identity pictures"]').setInputFiles([png('id.png')]);
    await expect(page.getByRole('img', { name: 'Identity picture 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
    await expect(page.getByText('email omar.rider@example.test when you can start delivering')).toBeVisible();
  });
});
