import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { validateAddress } from './validation';

const empty = { address: '', contactName: '', contactPhone: '', contactEmail: '' };
const filled = { address: 'Bay Avenue, Business Bay', contactName: 'Sara', contactPhone: '501112233', contactEmail: '' };

describe('address form rules', () => {
  it('asks for the address, the contact name and the contact phone with the spec messages', () => {
    const errors = validateAddress(empty, false);
    expect(Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key)]))).toEqual({
      address: 'Address is required',
      contactName: 'Name is required',
      contactPhone: 'Phone Number is required',
    });
  });

  it('treats blanks as empty', () => {
    expect(Object.keys(validateAddress({ ...filled, address: '   ', contactName: ' \t' }, false)).sort()).toEqual(['address', 'contactName']);
  });

  it('accepts a complete address', () => {
    expect(validateAddress(filled, false)).toEqual({});
  });

  it('checks the email only for guests, and only when one was typed', () => {
    expect(validateAddress({ ...filled, contactEmail: 'not-an-email' }, false)).toEqual({});
    expect(validateAddress({ ...filled, contactEmail: '' }, true)).toEqual({});
    expect(validateAddress({ ...filled, contactEmail: 'not-an-email' }, true)).toEqual({ contactEmail: 'addresses.errors.emailInvalid' });
    expect(validateAddress({ ...filled, contactEmail: 'sara@example.com' }, true)).toEqual({});
  });
});
