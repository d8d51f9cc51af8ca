import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { classifyContact } from '@/lib/validation';
import { toApiPhone } from './phone';
import {
  validateForgotEmail,
  validateForgotPhone,
  validateLogin,
  validateOtp,
  validateOtpPhone,
  validateResetPassword,
  validateSignUp,
  validateUserInfo,
  type FieldErrors,
  type SignUpValues,
} from './validation';

/** The English text of every error, so each row reads as the spec's message. */
function messages<F extends string>(errors: FieldErrors<F>): Partial<Record<F, string>> {
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key as Parameters<typeof t>[0])])) as Partial<Record<F, string>>;
}

describe('login (spec §5)', () => {
  it.each([
    ['accepts an email and a 6-character password', { emailOrPhone: 'demo@rideway.test', password: '123456' }, {}],
    ['accepts a phone with a leading +', { emailOrPhone: '+971500000001', password: '12345678' }, {}],
    ['requires the email or phone', { emailOrPhone: '  ', password: '123456' }, { emailOrPhone: 'Email or phone number is required' }],
    ['refuses text that is neither', { emailOrPhone: 'demo@', password: '123456' }, { emailOrPhone: 'Must be a valid email or phone number' }],
    ['asks for 10 digits in a login phone', { emailOrPhone: '+9715000', password: '123456' }, { emailOrPhone: 'Number must be 10 digits' }],
    ['requires the password', { emailOrPhone: 'demo@rideway.test', password: '' }, { password: 'Password is required' }],
    ['refuses a password under 6 characters', { emailOrPhone: 'demo@rideway.test', password: '12345' }, { password: 'Password is too short - should be 6 chars minimum.' }],
  ])('%s', (_name, values, expected) => {
    expect(messages(validateLogin(values))).toEqual(expected);
  });
});

describe('sign-in with a code: phone (spec §5)', () => {
  it.each([
    ['accepts 10 digits', '0501234567', {}],
    ['accepts an international number', '+971 50 000 0001', {}],
    ['requires a phone', '', { phone: 'Please give a phone number' }],
    ['needs at least 10 digits', '050123456', { phone: 'Number must be 10 digits' }],
    ['refuses letters', '05012345ab67', { phone: 'Number must be 10 digits' }],
  ])('%s', (_name, phone, expected) => {
    expect(messages(validateOtpPhone(phone))).toEqual(expected);
  });
});

describe('sign-up (spec §5)', () => {
  const valid: SignUpValues = {
    name: 'Noor Haddad',
    email: 'noor@example.com',
    phone: '+971500000123',
    password: 'secret1',
    confirmPassword: 'secret1',
    refCode: '',
    acceptTerms: true,
  };
  it.each<[string, Partial<SignUpValues>, Record<string, string>]>([
    ['accepts a complete form (the referral code is optional)', {}, {}],
    ['requires the name', { name: ' ' }, { name: 'First name is required' }],
    ['requires the email', { email: '' }, { email: 'Email is required' }],
    ['needs a valid email', { email: 'noor@example' }, { email: 'Must be a valid email' }],
    ['caps the email at 255 characters', { email: `${'a'.repeat(250)}@example.com` }, { email: 'Must be a valid email' }],
    ['requires the phone', { phone: '' }, { phone: 'Phone number is required' }],
    ['needs at least 10 digits in the phone', { phone: '+97150' }, { phone: 'Number must be 10 digits' }],
    ['requires the password', { password: '', confirmPassword: '' }, { password: 'Password is required' }],
    ['needs 6 characters of password', { password: 'abc', confirmPassword: 'abc' }, { password: 'Password is too short - should be 6 chars minimum.' }],
    ['needs the confirmation to match', { confirmPassword: 'secret2' }, { confirmPassword: 'Passwords must match' }],
    ['needs the terms accepted', { acceptTerms: false }, { acceptTerms: 'You must accept the terms and conditions' }],
  ])('%s', (_name, change, expected) => {
    expect(messages(validateSignUp({ ...valid, ...change }))).toEqual(expected);
  });
});

describe('personal info after a sign-in with a code', () => {
  it.each<[string, Parameters<typeof validateUserInfo>[0], Record<string, string>]>([
    ['accepts a name and an email', { name: 'Noor', contact: 'noor@example.com', contactKind: 'email' }, {}],
    ['accepts a name and a phone', { name: 'Noor', contact: '+971500000123', contactKind: 'phone' }, {}],
    ['requires the name', { name: '', contact: 'noor@example.com', contactKind: 'email' }, { name: 'First name is required' }],
    ['requires the email', { name: 'Noor', contact: '', contactKind: 'email' }, { contact: 'Email is required' }],
    ['needs a valid email', { name: 'Noor', contact: 'noor', contactKind: 'email' }, { contact: 'Must be a valid email' }],
    ['requires the phone', { name: 'Noor', contact: '', contactKind: 'phone' }, { contact: 'Phone number is required' }],
    ['needs 10 digits in the phone', { name: 'Noor', contact: '12345', contactKind: 'phone' }, { contact: 'Number must be 10 digits' }],
  ])('%s', (_name, values, expected) => {
    expect(messages(validateUserInfo(values))).toEqual(expected);
  });
});

describe('forgot password (spec §5)', () => {
  it.each([
    ['accepts exactly 10 digits', '0501234567', {}],
    ['requires a phone', ' ', { phone: 'Please provide a phone number' }],
    ['refuses 9 digits', '050123456', { phone: 'Phone number must be exactly 10 digits' }],
    ['refuses 11 digits', '05012345678', { phone: 'Phone number must be exactly 10 digits' }],
    ['refuses letters', '050123456x', { phone: 'Phone number must be exactly 10 digits' }],
  ])('phone: %s', (_name, phone, expected) => {
    expect(messages(validateForgotPhone(phone))).toEqual(expected);
  });

  it.each([
    ['accepts an email', 'demo@rideway.test', {}],
    ['requires an email', '', { email: 'Please provide an email address' }],
    ['needs a valid email', 'demo@rideway', { email: 'Please enter a valid email address' }],
  ])('email: %s', (_name, email, expected) => {
    expect(messages(validateForgotEmail(email))).toEqual(expected);
  });

  it.each([
    ['accepts six digits', '123456', {}],
    ['requires the code', '', { otp: 'field is empty' }],
    ['treats blank boxes as empty', '      ', { otp: 'field is empty' }],
    ['needs six digits', '12345', { otp: 'The code must be 6 digits' }],
    ['refuses a missing middle digit', '12 456', { otp: 'The code must be 6 digits' }],
  ])('code: %s', (_name, otp, expected) => {
    expect(messages(validateOtp(otp))).toEqual(expected);
  });

  it.each([
    ['accepts a matching pair', { password: 'secret1', confirmPassword: 'secret1' }, {}],
    ['requires the password', { password: '', confirmPassword: 'x' }, { password: 'No password provided.', confirmPassword: 'Passwords must match' }],
    ['needs 6 characters', { password: 'abc', confirmPassword: 'abc' }, { password: 'Password is too short - should be 6 chars minimum.' }],
    ['requires the confirmation', { password: 'secret1', confirmPassword: '' }, { confirmPassword: 'No Confirm Password provided.' }],
    ['needs the confirmation to match', { password: 'secret1', confirmPassword: 'secret2' }, { confirmPassword: 'Passwords must match' }],
  ])('new password: %s', (_name, values, expected) => {
    expect(messages(validateResetPassword(values))).toEqual(expected);
  });
});

describe('contact classifier (spec §5, src/lib/validation)', () => {
  it.each([
    ['an email, lower-cased', ' Demo@Rideway.TEST ', { kind: 'email', normalised: 'demo@rideway.test' }],
    ['a phone with a leading +', '+971500000001', { kind: 'phone', normalised: '+971500000001' }],
    ['a phone without +, given one', '971500000001', { kind: 'phone', normalised: '+971500000001' }],
    ['a phone with spaces and dashes', '+971 50-000 0001', { kind: 'phone', normalised: '+971500000001' }],
    ['text that is neither', 'hello', { kind: 'invalid', normalised: 'hello' }],
    ['an email without a domain', 'demo@', { kind: 'invalid', normalised: 'demo@' }],
    ['a too-short number', '+12345', { kind: 'invalid', normalised: '+12345' }],
  ])('classifies %s', (_name, value, expected) => {
    expect(classifyContact(value)).toEqual(expected);
  });
});

describe('phones sent to the API', () => {
  it.each([
    ['+971 50 000 0001', '+971500000001'],
    ['0501234567', '+0501234567'],
    ['(050) 123-4567', '+0501234567'],
  ])('%s becomes %s', (typed, sent) => {
    expect(toApiPhone(typed)).toBe(sent);
  });
});
