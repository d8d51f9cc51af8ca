import { describe, expect, it } from 'vitest';
import { withFreshDatabase } from '@/testing/local-database';
import { contactProblems, EMPTY_CONTACT, isContactEmpty } from './guest-contact';
import { readGuestContact, saveGuestContact } from './storage';

const sara = { contact_person_name: 'Sara Guest', contact_person_number: '+971501112233', contact_person_email: 'sara@example.com' };

describe('guest contact rules', () => {
  it('needs all three fields and a valid email', () => {
    expect(contactProblems(sara)).toEqual({});
    expect(contactProblems(EMPTY_CONTACT)).toEqual({ contact_person_name: 'required', contact_person_number: 'required', contact_person_email: 'required' });
    expect(contactProblems({ ...sara, contact_person_name: '  ', contact_person_email: 'sara@' })).toEqual({ contact_person_name: 'required', contact_person_email: 'invalid' });
  });

  it('is empty only when nothing was typed', () => {
    expect(isContactEmpty(EMPTY_CONTACT)).toBe(true);
    expect(isContactEmpty({ ...EMPTY_CONTACT, contact_person_number: ' ' })).toBe(true);
    expect(isContactEmpty({ ...EMPTY_CONTACT, contact_person_name: 'S' })).toBe(false);
  });
});

describe('guest contact on this device', () => {
  withFreshDatabase('contact');

  it('keeps what was typed, partial or not, and empties it on reset', async () => {
    expect(await readGuestContact()).toEqual(EMPTY_CONTACT);
    await saveGuestContact({ ...EMPTY_CONTACT, contact_person_name: 'Sar' });
    expect(await readGuestContact()).toEqual({ ...EMPTY_CONTACT, contact_person_name: 'Sar' });
    await saveGuestContact(sara);
    expect(await readGuestContact()).toEqual(sara);
    await saveGuestContact(EMPTY_CONTACT);
    expect(await readGuestContact()).toEqual(EMPTY_CONTACT);
  });
});
