/**
 * The country a customer's phone numbers start with, chosen in settings where the operator turned the
 * country picker on. Kept under its own key: the language switch rewrites `country` with the language's
 * country, which must not change how the customer's numbers are dialled. Live across tabs through
 * `storage` events; storage failures leave the operator's country in place.
 */
import { useBrowserStore } from '@/hooks/use-browser-store';

export const PHONE_COUNTRY_KEY = 'phone-country';

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    const value = localStorage.getItem(PHONE_COUNTRY_KEY);
    return value && /^[A-Z]{2}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PHONE_COUNTRY_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setPhoneCountry(code: string): void {
  try {
    localStorage.setItem(PHONE_COUNTRY_KEY, code.toUpperCase());
  } catch {
    // Private mode or a full quota: the choice lasts as long as nothing re-reads it.
  }
  for (const listener of listeners) listener();
}

/** The chosen country (ISO 3166-1 alpha-2), or null when the customer has not chosen one. */
export function usePhoneCountry(): string | null {
  return useBrowserStore(subscribe, read, () => null);
}

/** Whose country a new phone number starts with: the customer's choice only where the picker is on. */
export function phoneCountryFor(options: { picker: boolean; chosen: string | null; operator: string | null | undefined }): string | null {
  return options.picker && options.chosen ? options.chosen : (options.operator ?? null);
}
