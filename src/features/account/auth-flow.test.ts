import { describe, expect, it } from 'vitest';
import type { AuthAnswer } from './api/auth';
import { destinationAfterAuth, existingAccountOf, nextAuthStep } from './auth-flow';

const envelope = (change: Partial<AuthAnswer>): AuthAnswer => ({
  token: null,
  is_phone_verified: 1,
  is_email_verified: 1,
  is_personal_info: 1,
  is_exist_user: null,
  login_type: 'manual',
  email: null,
  message: '',
  ...change,
});

describe('the next step after a sign-in answer (spec §4)', () => {
  it('is done with a token when everything is verified', () => {
    expect(nextAuthStep(envelope({ token: 'abc' }))).toEqual({ kind: 'signed-in', token: 'abc' });
  });

  it('asks for the phone code when the phone is unverified', () => {
    expect(nextAuthStep(envelope({ is_phone_verified: 0 }))).toEqual({ kind: 'verify', channel: 'phone' });
  });

  it('asks for the email code when the email is unverified', () => {
    expect(nextAuthStep(envelope({ is_email_verified: 0 }))).toEqual({ kind: 'verify', channel: 'email' });
  });

  it('asks for the personal info when it is missing', () => {
    expect(nextAuthStep(envelope({ is_personal_info: 0 }))).toEqual({ kind: 'personal-info' });
  });

  it('asks "Is it you?" when an existing account holds the phone', () => {
    expect(nextAuthStep(envelope({ is_exist_user: { id: 4, name: 'Sara Ali', image: 'https://x.test/u.png' }, login_type: 'otp' }))).toEqual({
      kind: 'confirm-account',
      account: { name: 'Sara Ali', image: 'https://x.test/u.png' },
    });
  });

  it('passes on a message-only answer', () => {
    expect(nextAuthStep({ is_exist_user: undefined, message: 'Phone number is already verified' })).toEqual({ kind: 'unexpected', message: 'Phone number is already verified' });
    expect(nextAuthStep({ is_exist_user: undefined })).toEqual({ kind: 'unexpected', message: null });
  });
});

describe('existing account brief', () => {
  it.each([
    [null, null],
    ['text', null],
    [[1, 2], null],
    [{ name: ' Sara ', image: '' }, { name: 'Sara', image: null }],
    [{}, { name: '', image: null }],
  ])('%j → %j', (value, expected) => {
    expect(existingAccountOf(value)).toEqual(expected);
  });
});

describe('where the customer goes afterwards (spec §2)', () => {
  const where = { pathname: '/rental/vehicle-search', hasZone: true, moduleType: 'rental' };

  it.each([
    ['sign-up with a zone and a rental module', 'sign-up', where, '/interest'],
    ['sign-up with the parcel module', 'sign-up', { ...where, moduleType: 'parcel' }, '/home'],
    ['sign-up without a module', 'sign-up', { ...where, moduleType: null }, '/home'],
    ['sign-up without a zone', 'sign-up', { ...where, hasZone: false }, '/home'],
    ['sign-in from /forgot-password', 'sign-in', { ...where, pathname: '/forgot-password' }, '/home'],
    ['sign-in anywhere else (stays)', 'sign-in', where, null],
  ] as const)('%s', (_name, origin, place, expected) => {
    expect(destinationAfterAuth(origin, place)).toBe(expected);
  });
});
