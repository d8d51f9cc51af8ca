import type { Page } from '@playwright/test';
import { chooseZoneAndModule, expect, seriousAccessibilityViolations, test } from './fixtures';

async function signIn(page: Page): Promise<string> {
  const login = await (await page.request.post('/api/v1/auth/login', { data: { email_or_phone: 'demo@rideway.test', password: '12345678', login_type: 'manual', field_type: 'email' } })).json();
  await page.evaluate((token) => localStorage.setItem('token', token), login.token);
  return login.token as string;
}

test.describe('saved addresses', () => {
  test('a customer adds an address through the form rules and picks it from the location dialog', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await signIn(page);
    await page.goto('/home');

    await page.getByRole('button', { name: /^Current location:/ }).click();
    const location = page.getByRole('dialog', { name: 'Change location' });
    await location.getByRole('button', { name: 'Saved addresses' }).click();
    const saved = page.getByRole('dialog', { name: 'Saved addresses' });
    await expect(saved.getByRole('radio')).toHaveCount(2);
    await saved.getByRole('button', { name: 'Add New Address' }).click();

    // An empty form shows the three required messages.
    const form = page.getByRole('dialog', { name: 'Add New Address' });
    await expect(form.getByRole('region', { name: 'Address on the map' })).toBeVisible();
    await form.getByRole('button', { name: 'Add Address' }).click();
    await expect(form.getByText('Address is required')).toBeVisible();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Phone Number is required')).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // The place search fills the address; a custom label becomes the address type.
    await form.getByRole('combobox', { name: 'Search a place' }).fill('Dubai Op');
    await page.getByRole('option', { name: /Dubai Opera/ }).click();
    await expect(form.getByRole('textbox', { name: 'Address' })).toHaveValue(/Dubai Opera/);
    await expect(form.getByRole('textbox', { name: 'Label name' })).toHaveCount(0);
    await form.getByRole('radio', { name: 'Other' }).check({ force: true });
    await form.getByRole('textbox', { name: 'Label name' }).fill('Opera nights');
    await form.getByRole('textbox', { name: 'Contact person name' }).fill('Demo Customer');
    await form.getByRole('textbox', { name: 'Contact person number' }).fill('050 111 2233');
    await form.getByRole('textbox', { name: 'Floor' }).fill('3');
    await form.getByRole('button', { name: 'Add Address' }).click();
    await expect(page.getByText('Successfully added!').first()).toBeVisible();
    await expect(form).toHaveCount(0);

    // Picked from the list: the header shows it and the toast names the pickup address (rental module).
    await expect(saved.getByRole('radio', { name: 'Opera nights' })).toBeChecked();
    await saved.getByRole('button', { name: 'Select' }).click();
    await expect(page.getByText('New Pickup address selected.').first()).toBeVisible();
    await expect(saved).toHaveCount(0);
    await expect(location).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Current location: Dubai Opera/ })).toBeVisible();
    const stored = await page.evaluate(() => ({ location: localStorage.getItem('location'), zoneid: localStorage.getItem('zoneid') }));
    expect(stored.location).toMatch(/Dubai Opera/);
    expect(JSON.parse(stored.zoneid ?? '[]').length).toBeGreaterThan(0);

    // The server kept it with the label, the full number and the floor.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const list = await (await page.request.get('/api/v1/customer/address/list', { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(list.addresses[0]).toMatchObject({ address_type: 'Opera nights', contact_person_number: '+971501112233', floor: '3' });
  });

  test('dragging the map fills the address from the point under the pin', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await signIn(page);
    await page.goto('/home');
    await page.getByRole('button', { name: /^Current location:/ }).click();
    await page.getByRole('dialog', { name: 'Change location' }).getByRole('button', { name: 'Saved addresses' }).click();
    await page.getByRole('dialog', { name: 'Saved addresses' }).getByRole('button', { name: 'Add New Address' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Address' });
    const map = form.getByRole('region', { name: 'Address on the map' });
    await expect(form.getByRole('textbox', { name: 'Address' })).toHaveValue('');
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 - 60, { steps: 8 });
    await page.mouse.up();
    await expect(form.getByRole('textbox', { name: 'Address' })).not.toHaveValue('');
  });

  test('a guest is told to sign in for saved addresses', async ({ page }) => {
    await chooseZoneAndModule(page, 'grocery');
    await page.goto('/home');
    await page.getByRole('button', { name: /^Current location:/ }).click();
    const location = page.getByRole('dialog', { name: 'Change location' });
    await expect(location.getByText('To select from saved addresses, you need to sign in.')).toBeVisible();
    await expect(location.getByRole('button', { name: 'Saved addresses' })).toHaveCount(0);
  });

  test('a guest keeps addresses on this device, never sent to the server, and picks one', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/customer/address')) sent.push(request.url());
    });
    await chooseZoneAndModule(page, 'grocery');
    await page.goto('/home');
    await page.getByRole('button', { name: /^Current location:/ }).click();
    const location = page.getByRole('dialog', { name: 'Change location' });
    await location.getByRole('button', { name: 'Addresses on this device' }).click();
    const saved = page.getByRole('dialog', { name: 'Saved addresses' });
    await expect(saved.getByRole('heading', { name: /any saved address yet/ })).toBeVisible();
    await saved.getByRole('button', { name: 'Add New Address' }).click();

    const form = page.getByRole('dialog', { name: 'Add New Address' });
    await form.getByRole('combobox', { name: 'Search a place' }).fill('Dubai Op');
    await page.getByRole('option', { name: /Dubai Opera/ }).click();
    await form.getByRole('textbox', { name: 'Contact person name' }).fill('Guest Walker');
    await form.getByRole('textbox', { name: 'Contact person number' }).fill('050 111 2233');
    await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await form.getByRole('button', { name: 'Add Address' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await form.getByRole('textbox', { name: 'Email' }).fill('walker@example.com');
    await form.getByRole('button', { name: 'Add Address' }).click();
    await expect(form).toHaveCount(0);

    await saved.getByRole('radio', { name: 'Home' }).check({ force: true });
    await saved.getByRole('button', { name: 'Select' }).click();
    await expect(page.getByText('New Delivery address selected.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Current location: Dubai Opera/ })).toBeVisible();

    // Still there after a reload, and nothing went to the server.
    await page.reload();
    await page.getByRole('button', { name: /^Current location:/ }).click();
    await page.getByRole('dialog', { name: 'Change location' }).getByRole('button', { name: 'Addresses on this device' }).click();
    await expect(page.getByRole('dialog', { name: 'Saved addresses' }).getByRole('radio', { name: 'Home' })).toBeVisible();
    expect(sent).toEqual([]);
  });

  test('the address book edits and removes addresses on the profile page', async ({ page }) => {
    await chooseZoneAndModule(page, 'grocery');
    await signIn(page);
    await page.goto('/profile?page=my-address');
    await expect(page.getByRole('heading', { name: 'My addresses' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Office' }).click();
    const form = page.getByRole('dialog', { name: 'Edit address' });
    await expect(form.getByRole('textbox', { name: 'Contact person number' })).toHaveValue('500000001');
    await form.getByRole('textbox', { name: 'House number' }).fill('B9');
    await form.getByRole('button', { name: 'Update Address' }).click();
    await expect(page.getByText('Successfully updated!').first()).toBeVisible();

    await page.getByRole('button', { name: 'Remove Home' }).click();
    await page.getByRole('alertdialog', { name: 'Remove this address?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Successfully removed!').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Home', level: 3 })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Office', level: 3 })).toBeVisible();
  });
});

test.describe('wishlist', () => {
  test('a guest pressing a heart is told to log in, and the drawer says so too', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/rental/vehicle-details/1');
    await page.getByRole('button', { name: /^Add .* to wishlist$/ }).first().click();
    await expect(page.getByText('You are not logged in').first()).toBeVisible();
    await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Wishlist' }).getByRole('heading', { name: 'You are not logged in' })).toBeVisible();
  });

  test('outside rental the drawer lists saved items and stores and removes one', async ({ page }) => {
    await chooseZoneAndModule(page, 'grocery');
    const token = await signIn(page);
    const headers = { Authorization: `Bearer ${token}` };
    const zone = await page.evaluate(() => localStorage.getItem('zoneid'));
    const moduleId = await page.evaluate(() => JSON.parse(localStorage.getItem('module') ?? '{}').id as number);
    // The seed's first grocery store (Downtown, inside the chosen zone) and its first item.
    expect((await page.request.post('/api/v1/customer/wish-list/add?item_id=1', { headers })).ok()).toBeTruthy();
    expect((await page.request.post('/api/v1/customer/wish-list/add?store_id=1', { headers })).ok()).toBeTruthy();
    const list = await (await page.request.get('/api/v1/customer/wish-list', { headers: { ...headers, zoneId: zone ?? '', moduleId: String(moduleId) } })).json();
    const item = list.item[0] as { id: number; name: string; store_id: number };
    const store = list.store[0] as { id: number; name: string };
    expect([item.id, store.id]).toEqual([1, 1]);

    await page.goto('/home');
    await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Wishlist' });
    await expect(drawer.getByRole('tab', { name: 'Items' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: item.name })).toHaveAttribute('href', `/product/1?module_id=${moduleId}`);
    await drawer.getByRole('tab', { name: 'Stores' }).click();
    await expect(drawer.getByRole('link', { name: store.name })).toHaveAttribute('href', new RegExp(`^/store/1\\?id=1&module_id=${moduleId}&store_zone_id=\\d+$`));
    await drawer.getByRole('tab', { name: 'Items' }).click();
    await drawer.getByRole('button', { name: `Remove ${item.name} from wishlist` }).click();
    await expect(page.getByText('Removed from your wishlist.').first()).toBeVisible();
    await expect(drawer.getByRole('link', { name: item.name })).toHaveCount(0);
  });
});

test.describe('profile', () => {
  test('the profile form saves a name change and shows the verified phone as not changeable', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await signIn(page);
    await page.goto('/profile?page=profile-settings');
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Demo Customer');
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('readonly', '');
    await expect(page.getByText('Not Changeable')).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Passwords must match before anything is sent.
    await page.getByLabel('New password', { exact: true }).fill('abcdefgh');
    await page.getByLabel('Confirm password', { exact: true }).fill('abcdefgx');
    await page.getByRole('button', { name: 'Update profile' }).click();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('');
    await page.getByLabel('Confirm password', { exact: true }).fill('');

    await name.fill('Demo Renamed');
    await page.getByRole('button', { name: 'Update profile' }).click();
    await expect(page.getByText('Successfully updated!').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Demo Renamed' })).toBeVisible();
  });

  test('a changed email asks for the code first; the form is sent again with it', async ({ page }) => {
    // The seed has verification off, so the answer that asks for a code is played back; the code itself
    // goes to the real server (which refuses it: no code was issued), then a success is played back.
    let calls = 0;
    const bodies: string[] = [];
    await page.route('**/api/v1/customer/update-profile', async (route) => {
      calls += 1;
      bodies.push(route.request().postData() ?? '');
      if (calls === 1) await route.fulfill({ json: { verification_on: 'email', verification_medium: 'email', otp_send: true, message: 'OTP successfully sent to your mail.' } });
      else if (calls === 2) await route.continue();
      else await route.fulfill({ json: { message: 'Email successfully verified' } });
    });
    await chooseZoneAndModule(page, 'rental');
    await signIn(page);
    await page.goto('/profile');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('renamed@rideway.test');
    await page.getByLabel('Current password', { exact: true }).fill('12345678');
    await page.getByRole('button', { name: 'Update profile' }).click();

    const step = page.getByRole('dialog', { name: 'Verify your email' });
    await expect(step.getByText('OTP successfully sent to your mail.')).toBeVisible();
    await expect(step.getByText('Demo mode: use the code 123456.')).toBeVisible();
    const verify = step.getByRole('button', { name: 'Verify' });
    await step.getByRole('textbox', { name: 'Digit 1 of 6' }).fill('12345');
    await expect(verify).toBeDisabled();
    await expect(step.getByRole('button', { name: /^Resend code in / })).toBeDisabled();
    await step.getByRole('textbox', { name: 'Digit 6 of 6' }).fill('6');
    await expect(verify).toBeEnabled();
    await verify.click();
    await expect(step.getByText('OTP does not match')).toBeVisible();
    expect(bodies[1]).toContain('name="otp"\r\n\r\n123456');
    expect(bodies[1]).toContain('name="current_password"\r\n\r\n12345678');
    expect(bodies[1]).toContain('name="verification_on"\r\n\r\nemail');

    await verify.click();
    await expect(step).toHaveCount(0);
    await expect(page.getByText('Email successfully verified').first()).toBeVisible();
  });

  test('a new password needs the current one, refused under its field until it is right', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await signIn(page);
    await page.goto('/profile');
    const current = page.getByLabel('Current password', { exact: true });
    await page.getByLabel('New password', { exact: true }).fill('brand-new-9');
    await page.getByLabel('Confirm password', { exact: true }).fill('brand-new-9');
    await page.getByRole('button', { name: 'Update profile' }).click();
    await expect(page.getByText('Enter your current password to change your password, email or phone.')).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await current.fill('not-my-password');
    await page.getByRole('button', { name: 'Update profile' }).click();
    await expect(page.getByText('The current password is incorrect.')).toBeVisible();
    await current.fill('12345678');
    await page.getByRole('button', { name: 'Update profile' }).click();
    await expect(page.getByText('Password successfully updated').first()).toBeVisible();
    await expect(current).toHaveValue('');
    const signedIn = await page.request.post('/api/v1/auth/login', { data: { login_type: 'manual', email_or_phone: 'demo@rideway.test', password: 'brand-new-9' } });
    expect(signedIn.ok()).toBeTruthy();
  });

  test('a picture in another format is refused before upload', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await signIn(page);
    await page.goto('/profile');
    await page.getByLabel('Choose photo').setInputFiles({ name: 'photo.webp', mimeType: 'image/webp', buffer: Buffer.from('RIFF0000WEBPVP8 ') });
    await expect(page.getByRole('alert').filter({ hasText: 'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.' }).first()).toBeVisible();
  });
});

test.describe('guest contact at checkout', () => {
  test('what a guest types survives a reload; Save shows it, Reset asks first and empties it', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/rental/vehicle-details/1');
    await page.getByRole('complementary', { name: 'Trip details' }).getByRole('button', { name: /^Rent / }).click();
    await expect(page.getByText('The vehicle successfully added to your cart.').first()).toBeVisible();
    await page.goto('/checkout?page=cart');
    const contact = page.getByRole('region', { name: 'Contact information' });
    await expect(contact.getByText('No Contact Info Added', { exact: false })).toBeVisible();
    await contact.getByRole('textbox', { name: 'Contact person name' }).fill('Sara Guest');
    await contact.getByRole('textbox', { name: 'Contact phone' }).fill('+971501112233');

    await page.reload();
    await expect(contact.getByRole('textbox', { name: 'Contact person name' })).toHaveValue('Sara Guest');
    await expect(contact.getByRole('textbox', { name: 'Contact phone' })).toHaveValue('+971501112233');
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect(contact.getByText('This field is required.')).toBeVisible();
    await contact.getByRole('textbox', { name: 'Contact email' }).fill('sara@example.com');
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect(contact.getByRole('textbox')).toHaveCount(0);
    await expect(contact.getByText('sara@example.com')).toBeVisible();

    await page.reload();
    await expect(contact.getByText('Sara Guest')).toBeVisible();
    await contact.getByRole('button', { name: 'Edit' }).click();
    await contact.getByRole('button', { name: 'Reset' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure want to reset ?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(contact.getByRole('textbox', { name: 'Contact person name' })).toHaveValue('Sara Guest');
    await contact.getByRole('button', { name: 'Reset' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(contact.getByRole('textbox', { name: 'Contact person name' })).toHaveValue('');
    await expect(contact.getByText('No Contact Info Added', { exact: false })).toBeVisible();
  });
});
