// @vitest-environment jsdom
/**
 * The dialog's branches the seeded server does not reach (its verification switches are off): a sign-up
 * that needs the phone verified, sign-in with codes only, and the social buttons. The API is a fetch double.
 */
import '@/components/ui/utils/test-dom';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configQueryOptions, type Config } from '@/api/config';
import { QueryClientProvider } from '@/lib/query';
import { createQueryClient } from '@/lib/query-client';
import { getSession, updateSession } from '@/lib/session';
import { closeAuthDialog, openAuthDialog } from '../auth-dialog-store';
import AuthDialog from './auth-dialog';

type Answer = { status?: number; body: unknown };
type Call = { url: string; body: Record<string, unknown> };

const CENTRAL = {
  manual_login_status: 1,
  otp_login_status: 1,
  social_login_status: 0,
  google_login_status: 0,
  facebook_login_status: 0,
  apple_login_status: 0,
  email_verification_status: 0,
  phone_verification_status: 1,
};

const baseConfig = {
  business_name: 'Rideway Market',
  centralize_login: CENTRAL,
  social_login: [{ login_medium: 'google', status: true }],
  apple_login: [],
  customer_wallet_status: 1,
  ref_earning_status: 1,
  demo: true,
  is_sms_active: true,
  is_mail_active: true,
} as unknown as Config;

const envelope = (change: Record<string, unknown>) => ({ token: null, is_phone_verified: 1, is_email_verified: 1, is_personal_info: 1, is_exist_user: null, login_type: 'manual', email: null, ...change });

let calls: Call[] = [];

function serve(config: Config, answers: Record<string, Answer>) {
  calls = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = input.replace(/\?.*$/, '');
    calls.push({ url: path, body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {} });
    const answer = path === '/api/v1/config' ? { body: config } : answers[path];
    if (!answer) return new Response(JSON.stringify({ message: `unexpected ${path}` }), { status: 500 });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
}

function show(config: Config, path = '/home') {
  const client = createQueryClient();
  client.setQueryData(configQueryOptions().queryKey, config);
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook}>
        <AuthDialog />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

/** By label, so password inputs (which have no role) are found too; the required mark is not part of the name. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${escape(label)}\\s*\\*?$`), { selector: 'input' }), { target: { value } });
const pasteCode = (code: string) => fireEvent.paste(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), { clipboardData: { getData: () => code } });

// The views are lazy chunks; loading them once up front keeps each test's waits short.
beforeAll(async () => {
  await Promise.all([import('./sign-in-view'), import('./sign-up-form'), import('./phone-sign-in-form'), import('./otp-view'), import('./user-info-form'), import('./exist-user-view')]);
});

beforeEach(() => {
  localStorage.clear();
  updateSession({ token: null, guestId: '77', zoneId: '[1]', module: { id: 6, module_type: 'rental', module_name: 'Car Rental' } });
});

afterEach(() => {
  cleanup();
  act(() => closeAuthDialog());
  updateSession({ token: null, guestId: null, zoneId: null, module: null });
});

describe('auth dialog', () => {
  it('verifies the phone after sign-up, then saves the token and opens /interest', async () => {
    serve(baseConfig, {
      '/api/v1/auth/sign-up': { body: envelope({ is_phone_verified: 0, email: 'noor@example.com' }) },
      '/api/v1/auth/verify-phone': { body: envelope({ token: 'new-token' }) },
    });
    act(() => openAuthDialog('sign-up'));
    const location = show(baseConfig);
    await screen.findByRole('textbox', { name: 'Full name' }, { timeout: 3000 });
    type('Full name', 'Noor Haddad');
    type('Email', 'noor@example.com');
    type('Phone number', '+971 50 123 4567');
    type('Password', 'secret12');
    type('Confirm password', 'secret12');
    type('Referral code (optional)', 'RIDEDEMO1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    });
    expect(calls.find((call) => call.url === '/api/v1/auth/sign-up')?.body).toEqual({
      name: 'Noor Haddad',
      email: 'noor@example.com',
      phone: '+971501234567',
      password: 'secret12',
      confirm_password: 'secret12',
      ref_code: 'RIDEDEMO1',
      guest_id: '77',
    });

    expect(await screen.findByRole('dialog', { name: 'Verify your phone number' })).toBeTruthy();
    // The number is isolated so an Arabic sentence keeps its + in place.
    expect(screen.getByText('Enter the 6-digit code we sent to \u2068+971501234567\u2069.')).toBeTruthy();
    expect(screen.getByText('Demo mode: use the code 123456.')).toBeTruthy();
    pasteCode('123456');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    });
    expect(calls.find((call) => call.url === '/api/v1/auth/verify-phone')?.body).toEqual({
      phone: '+971501234567',
      otp: '123456',
      login_type: 'manual',
      verification_type: 'phone',
      guest_id: '77',
    });
    await waitFor(() => expect(getSession().token).toBe('new-token'));
    expect(location.history.at(-1)).toBe('/interest');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for the phone when a password sign-in by email owes a phone code', async () => {
    serve(baseConfig, {
      '/api/v1/auth/login': { body: envelope({ is_phone_verified: 0, email: 'demo@rideway.test' }) },
      '/api/v1/auth/verify-phone': { body: envelope({ token: 'tok' }) },
    });
    act(() => openAuthDialog('sign-in'));
    const location = show(baseConfig, '/forgot-password');
    await screen.findByRole('textbox', { name: 'Email or phone' }, { timeout: 3000 });
    type('Email or phone', 'Demo@Rideway.test');
    type('Password', '12345678');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    });
    expect(calls.find((call) => call.url === '/api/v1/auth/login')?.body).toMatchObject({ email_or_phone: 'demo@rideway.test', field_type: 'email', login_type: 'manual' });
    expect(await screen.findByText("Enter your account's phone number and the 6-digit code we sent to it.")).toBeTruthy();
    type('Phone number', '123');
    pasteCode('123456');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    });
    expect(screen.getByRole('textbox', { name: 'Phone number' }).getAttribute('aria-invalid')).toBe('true');
    type('Phone number', '+971500000001');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    });
    expect(calls.find((call) => call.url === '/api/v1/auth/verify-phone')?.body).toMatchObject({ phone: '+971500000001', otp: '123456', login_type: 'manual' });
    await waitFor(() => expect(getSession().token).toBe('tok'));
    // Signed in from /forgot-password: the customer goes home.
    expect(location.history.at(-1)).toBe('/home');
  });

  it('opens the phone form for "sign in" when only codes are allowed', async () => {
    const otpOnly = { ...baseConfig, centralize_login: { ...CENTRAL, manual_login_status: 0 } } as Config;
    serve(otpOnly, {});
    act(() => openAuthDialog('sign-in'));
    show(otpOnly);
    expect(await screen.findByRole('dialog', { name: 'Sign in with OTP' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Phone number' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in with password' })).toBeNull();
  });

  it('offers only the social providers switched on, next to the password form', async () => {
    const social = { ...baseConfig, centralize_login: { ...CENTRAL, social_login_status: 1, google_login_status: 1, facebook_login_status: 1 } } as Config;
    serve(social, {});
    act(() => openAuthDialog('sign-in'));
    show(social);
    expect(await screen.findByRole('button', { name: 'Continue with Google' }, { timeout: 3000 })).toBeTruthy();
    // Facebook's own status is off in the config, Apple's central flag is 0.
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with Apple' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in with OTP' })).toBeTruthy();
  });
});
