// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { rememberContact, rememberedContact } from './remember-me';

afterEach(() => localStorage.clear());

describe('remember me', () => {
  it('keeps the email or phone the customer signed in with', () => {
    rememberContact(' demo@rideway.test ');
    expect(rememberedContact()).toBe('demo@rideway.test');
  });

  it('forgets it when unticked', () => {
    rememberContact('+971500000001');
    rememberContact(null);
    expect(rememberedContact()).toBeNull();
  });

  it('stores nothing but the contact (never a password)', () => {
    rememberContact('demo@rideway.test');
    expect(Object.keys(localStorage)).toEqual(['remember_me']);
    expect(localStorage.getItem('remember_me')).toBe('demo@rideway.test');
  });
});
