/**
 * Rules shared by the store and delivery-person applications: the contract's strong password (at least 8
 * characters with upper and lower case letters, a number and a symbol; the backend's breach-list lookup is
 * an outside call this server does not make), the phone format (digits, spaces, `-+()`), and the checks of an
 * applicant's email and phone against those already taken.
 */
import { normalizeEmail } from '../auth/accounts';
export const PARTNER_PHONE = /^[\d\s\-+()]{10,20}$/;

export function strongPasswordProblem(password: string): string | null {
  if (password.length < 8) return 'The password must be at least 8 characters.';
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password)) return 'The password must contain at least one uppercase and one lowercase letter.';
  if (!/\d/.test(password)) return 'The password must contain at least one number.';
  if (!/[^A-Za-z0-9]/.test(password)) return 'The password must contain at least one symbol.';
  return null;
}

/** The applicant's name and contact fields, first on both forms. */
export const CONTACT_RULES = {
  f_name: 'required|string|max:100',
  l_name: 'nullable|string|max:100',
  email: 'required|string|email|max:100',
  phone: 'required|string|max:20',
  password: 'required|string|max:255',
} as const;

/** Whether another application (or an account of its kind) has taken an email or a phone. */
export type Taken = (column: 'email' | 'phone', value: string) => boolean;

/** The application form's checks of the contact fields: unique email, well-formed unique phone, strong password. */
export function contactChecks(taken: Taken) {
  return {
    email: (email: string) => (taken('email', normalizeEmail(email)) ? 'The email has already been taken.' : null),
    phone: (phone: string) => (!PARTNER_PHONE.test(phone) ? 'The phone format is invalid.' : taken('phone', phone) ? 'The phone has already been taken.' : null),
    password: strongPasswordProblem,
  };
}
