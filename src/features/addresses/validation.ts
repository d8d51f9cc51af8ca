/**
 * Address form rules with the spec's messages (as translation keys): address, contact name and contact phone
 * are required; the email field exists only for guests and, when filled, must be valid.
 */
import type { TranslationKey } from '@/lib/i18n';
import { isValidEmail } from '@/lib/validation';

export type FieldErrors<F extends string> = Partial<Record<F, TranslationKey>>;

export interface AddressValues {
  address: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}

export function validateAddress(values: AddressValues, isGuest: boolean): FieldErrors<'address' | 'contactName' | 'contactPhone' | 'contactEmail'> {
  const errors: FieldErrors<'address' | 'contactName' | 'contactPhone' | 'contactEmail'> = {};
  if (values.address.trim() === '') errors.address = 'addresses.errors.addressRequired';
  if (values.contactName.trim() === '') errors.contactName = 'addresses.errors.nameRequired';
  if (values.contactPhone.trim() === '') errors.contactPhone = 'addresses.errors.phoneNumberRequired';
  if (isGuest && values.contactEmail.trim() !== '' && !isValidEmail(values.contactEmail)) errors.contactEmail = 'addresses.errors.emailInvalid';
  return errors;
}
