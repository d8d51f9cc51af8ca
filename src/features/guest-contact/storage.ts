/**
 * The guest's contact details (IndexedDB `guestContact`): kept on this device as typed (nothing is lost on a
 * reload) and sent only with a booking. Reset stores the empty contact. The local database loads when the contact
 * is first read or saved, so the checkouts' first screens do not wait for its code.
 */
import { importPatiently } from '@/lib/after-load';
import { EMPTY_CONTACT, type GuestContact } from './guest-contact';

const database = () => importPatiently(() => import('@/lib/db')).then((module) => module.getDb());

export async function readGuestContact(): Promise<GuestContact> {
  const row = await (await database()).guestContact.get('guest');
  return row ? { contact_person_name: row.contact_person_name, contact_person_number: row.contact_person_number, contact_person_email: row.contact_person_email } : EMPTY_CONTACT;
}

export async function saveGuestContact(contact: GuestContact): Promise<void> {
  await (await database()).guestContact.put({ id: 'guest', ...contact, updatedAt: Date.now() });
}
