/**
 * Pure address rules: the "Label As" choice and the `address_type` it becomes, the saved-address filter by
 * a store's zone, and which addresses can be edited. No React, storage or network here.
 */

export const ADDRESS_LABELS = ['home', 'office', 'other'] as const;
export type AddressLabel = (typeof ADDRESS_LABELS)[number];

/** The type the app gives an address picked for the current order only; it cannot be edited. */
export const SELECTED_ADDRESS_TYPE = 'Selected Address';

/**
 * The `address_type` sent for a label: home and office as they are; for "other", the custom label name when
 * one was typed (trimmed), else "other".
 */
export function addressTypeOf(label: AddressLabel, customLabel: string): string {
  if (label !== 'other') return label;
  const custom = customLabel.trim();
  return custom === '' ? 'other' : custom;
}

/** The form state for a stored `address_type` (the inverse of `addressTypeOf`). */
export function labelStateOf(addressType: string | null | undefined): { label: AddressLabel; customLabel: string } {
  const value = (addressType ?? '').trim();
  const lower = value.toLowerCase();
  if (lower === 'home' || lower === 'office') return { label: lower, customLabel: '' };
  if (lower === '' || lower === 'other' || lower === 'others') return { label: 'other', customLabel: '' };
  return { label: 'other', customLabel: value };
}

/** The known label of a stored type, or null for a custom name (shown as typed). */
export function knownLabelOf(addressType: string): AddressLabel | null {
  const { label, customLabel } = labelStateOf(addressType);
  return customLabel === '' ? label : null;
}

/** Addresses usable for a store: those whose zones include the store's zone; all of them when no zone is given. */
export function addressesInZone<A extends { zone_ids: readonly number[] }>(addresses: readonly A[], storeZoneId?: number | null): A[] {
  if (storeZoneId === undefined || storeZoneId === null) return [...addresses];
  return addresses.filter((address) => address.zone_ids.includes(storeZoneId));
}

export function isEditable(address: { address_type: string }): boolean {
  return address.address_type !== SELECTED_ADDRESS_TYPE;
}

/**
 * The contact number as sent: a number typed with a leading + is kept (spaces and dashes dropped); otherwise
 * the country's dial code is put in front of its digits, without the national trunk 0.
 */
export function composePhone(dialCode: string, typed: string): string {
  const trimmed = typed.trim();
  if (trimmed === '') return '';
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `+${digits}`;
  return `${dialCode}${digits.replace(/^0+/, '')}`;
}

/** Splits a stored number into a known dial code and the rest, for editing. Longest code wins. */
export function splitPhone(value: string, dialCodes: readonly string[]): { dialCode: string | null; number: string } {
  const phone = value.trim();
  const match = [...dialCodes].sort((a, b) => b.length - a.length).find((code) => phone.startsWith(code));
  return match ? { dialCode: match, number: phone.slice(match.length) } : { dialCode: null, number: phone };
}
