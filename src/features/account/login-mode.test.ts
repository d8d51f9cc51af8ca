import { describe, expect, it } from 'vitest';
import { allowsManual, allowsOtp, allowsSocial, loginMode, socialProviders, type LoginFlags, type LoginMode } from './login-mode';

const flags = (otp: number, manual: number, social: number): LoginFlags => ({ otp_login_status: otp, manual_login_status: manual, social_login_status: social });

describe('login mode from the central flags (spec §4)', () => {
  it.each<[number, number, number, LoginMode, { manual: boolean; otp: boolean; social: boolean }]>([
    [1, 1, 1, 'all', { manual: true, otp: true, social: true }],
    [1, 1, 0, 'otp_manual', { manual: true, otp: true, social: false }],
    [1, 0, 1, 'otp_social', { manual: false, otp: true, social: true }],
    [0, 1, 1, 'manual_social', { manual: true, otp: false, social: true }],
    [1, 0, 0, 'otp', { manual: false, otp: true, social: false }],
    [0, 1, 0, 'manual', { manual: true, otp: false, social: false }],
    [0, 0, 1, 'social', { manual: false, otp: false, social: true }],
    // Nothing on would lock everyone out: password sign-in stays.
    [0, 0, 0, 'manual', { manual: true, otp: false, social: false }],
  ])('otp %i, manual %i, social %i → %s', (otp, manual, social, mode, allowed) => {
    const derived = loginMode(flags(otp, manual, social));
    expect(derived).toBe(mode);
    expect({ manual: allowsManual(derived), otp: allowsOtp(derived), social: allowsSocial(derived) }).toEqual(allowed);
  });

  it('falls back to password sign-in without a config', () => {
    expect(loginMode(null)).toBe('manual');
    expect(loginMode(undefined)).toBe('manual');
  });
});

describe('social providers', () => {
  const allOn = [
    { login_medium: 'google', status: true },
    { login_medium: 'facebook', status: true },
    { login_medium: 'apple', status: true },
  ];
  const central = { social_login_status: 1, google_login_status: 1, facebook_login_status: 1, apple_login_status: 1 };

  it('offers every provider whose status is true and whose central flag is 1', () => {
    expect(socialProviders(central, allOn)).toEqual(['google', 'facebook', 'apple']);
  });

  it('offers none while the central social flag is off', () => {
    expect(socialProviders({ ...central, social_login_status: 0 }, allOn)).toEqual([]);
    expect(socialProviders(null, allOn)).toEqual([]);
  });

  it('drops a provider whose central flag is 0', () => {
    expect(socialProviders({ ...central, facebook_login_status: 0 }, allOn)).toEqual(['google', 'apple']);
  });

  it('drops a provider whose own status is false or missing', () => {
    expect(socialProviders(central, [{ login_medium: 'google', status: false }, { login_medium: 'apple', status: true }])).toEqual(['apple']);
  });

  it('ignores providers it does not know', () => {
    expect(socialProviders(central, [{ login_medium: 'twitter', status: true }])).toEqual([]);
  });
});
