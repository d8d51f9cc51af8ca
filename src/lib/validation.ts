/** Small validation predicates shared by forms (the messages live with each form's schema). */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?\d{6,15}$/;

export function isValidEmail(value: string): boolean {
  const text = value.trim();
  return text.length > 0 && text.length <= 255 && EMAIL.test(text);
}

export type ContactKind = 'email' | 'phone' | 'invalid';

/** Classifies an "email or phone" entry; phones are normalised with a leading +. */
export function classifyContact(value: string): { kind: ContactKind; normalised: string } {
  const text = value.trim();
  if (isValidEmail(text)) return { kind: 'email', normalised: text.toLowerCase() };
  const digits = text.replace(/[\s()-]/g, '');
  if (PHONE.test(digits)) return { kind: 'phone', normalised: digits.startsWith('+') ? digits : `+${digits}` };
  return { kind: 'invalid', normalised: text };
}
