/**
 * The guest's contact details (IndexedDB `guestContact`): kept on this device as typed (nothing is lost on a
 * reload) and sent only with a booking. Reset stores the empty contact. The local database loads when the contact
 * is first read or saved, so the checkouts' first screens do not wait for its code.
 */
import { importPatiently } from '@/lib/after-load';
import type { GuestContactRow } from '@/lib/db';
import { isValidEmail } from '@/lib/validation';

export type GuestContact = Omit<GuestContactRow, 'id' | 'updatedAt'>;

export const EMPTY_CONTACT: GuestContact = { contact_person_name: '', contact_person_number: '', contact_person_email: '' };

const database = () => importPatiently(() => import('@/lib/db')).then((module) => module.getDb());

export async function readGuestContact(): Promise<GuestContact> {
  const row = await (await database()).guestContact.get('guest');
  return row ? { contact_person_name: row.contact_person_name, contact_person_number: row.contact_person_number, contact_person_email: row.contact_person_email } : EMPTY_CONTACT;
}

export async function saveGuestContact(contact: GuestContact): Promise<void> {
  await (await database()).guestContact.put({ id: 'guest', ...contact, updatedAt: Date.now() });
}

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
