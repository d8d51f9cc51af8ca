/**
 * Rules shared by the store and delivery-person applications: the contract's strong password (at least 8
 * characters with upper and lower case letters, a number and a symbol; the backend's breach-list lookup is
 * an outside call this server does not make) and the phone format (digits, spaces, `-+()`).
 */
export const PARTNER_PHONE = /^[\d\s\-+()]{10,20}$/;

export function strongPasswordProblem(password: string): string | null {
  if (password.length < 8) return 'The password must be at least 8 characters.';
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password)) return 'The password must contain at least one uppercase and one lowercase letter.';
  if (!/\d/.test(password)) return 'The password must contain at least one number.';
  if (!/[^A-Za-z0-9]/.test(password)) return 'The password must contain at least one symbol.';
  return null;
}
