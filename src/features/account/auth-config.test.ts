import { describe, expect, it } from 'vitest';
import type { Config } from '@/api/config';
import { authOptionsOf } from './auth-config';

const config = (change: Partial<Config>): Config =>
  ({
    centralize_login: {
      manual_login_status: 1,
      otp_login_status: 1,
      social_login_status: 1,
      google_login_status: 1,
      facebook_login_status: 0,
      apple_login_status: 1,
      email_verification_status: 0,
      phone_verification_status: 0,
    },
    social_login: [
      { login_medium: 'google', status: true },
      { login_medium: 'facebook', status: true },
    ],
    apple_login: [{ login_medium: 'apple', status: true, client_id: 'com.example.web' }],
    customer_wallet_status: 1,
    ref_earning_status: 1,
    demo: true,
    is_sms_active: true,
    is_mail_active: true,
    ...change,
  }) as Config;

describe('sign-in options from the config', () => {
  it('reads the mode, the providers (apple from apple_login), demo, referral and reset channels', () => {
    expect(authOptionsOf(config({}))).toEqual({ mode: 'all', providers: ['google', 'apple'], demo: true, referral: true, resetMethods: ['phone', 'email'] });
  });

  it('offers the referral code only with both the wallet and referral earning on', () => {
    expect(authOptionsOf(config({ customer_wallet_status: 0 })).referral).toBe(false);
    expect(authOptionsOf(config({ ref_earning_status: 0 })).referral).toBe(false);
  });

  it('resets passwords only on channels that can send', () => {
    expect(authOptionsOf(config({ is_sms_active: false })).resetMethods).toEqual(['email']);
    expect(authOptionsOf(config({ is_sms_active: false, is_mail_active: false })).resetMethods).toEqual([]);
  });

  it('treats a missing config as password sign-in only', () => {
    expect(authOptionsOf(undefined)).toEqual({ mode: 'manual', providers: [], demo: false, referral: false, resetMethods: [] });
  });
});
