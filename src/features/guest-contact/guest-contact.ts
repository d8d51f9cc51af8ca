/**
 * The guest's contact details (name, phone, email) and the rules a checkout applies to them; they are kept on
 * this device as typed (storage.ts) and sent only with a booking or an order.
 */
import type { GuestContactRow } from '@/lib/db';
import { isValidEmail } from '@/lib/validation';

export type GuestContact = Omit<GuestContactRow, 'id' | 'updatedAt'>;

export const EMPTY_CONTACT: GuestContact = { contact_person_name: '', contact_person_number: '', contact_person_email: '' };

/** Nothing entered yet ('No Contact Info Added'). */
export function isContactEmpty(contact: GuestContact): boolean {
  return Object.values(contact).every((value) => value.trim() === '');
}

/** Which fields stop the contact from being saved: all are required, and the email must be valid. */
export function contactProblems(contact: GuestContact): Partial<Record<keyof GuestContact, 'required' | 'invalid'>> {
  const problems: Partial<Record<keyof GuestContact, 'required' | 'invalid'>> = {};
  if (contact.contact_person_name.trim() === '') problems.contact_person_name = 'required';
  if (contact.contact_person_number.trim() === '') problems.contact_person_number = 'required';
  if (contact.contact_person_email.trim() === '') problems.contact_person_email = 'required';
  else if (!isValidEmail(contact.contact_person_email)) problems.contact_person_email = 'invalid';
  return problems;
}
