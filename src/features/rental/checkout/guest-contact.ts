/** The guest's contact details (IndexedDB `guestContact`): kept on this device and sent only with a booking. */
import { getDb, type GuestContactRow } from '@/lib/db';

export type GuestContact = Omit<GuestContactRow, 'id' | 'updatedAt'>;

export const EMPTY_CONTACT: GuestContact = { contact_person_name: '', contact_person_number: '', contact_person_email: '' };

export async function readGuestContact(): Promise<GuestContact> {
  const row = await getDb().guestContact.get('guest');
  return row ? { contact_person_name: row.contact_person_name, contact_person_number: row.contact_person_number, contact_person_email: row.contact_person_email } : EMPTY_CONTACT;
}

export async function saveGuestContact(contact: GuestContact): Promise<void> {
  await getDb().guestContact.put({ id: 'guest', ...contact, updatedAt: Date.now() });
}
