/**
 * "Remember me" (spec §3: "Remember me stores credentials locally"). Only the email or phone the customer
 * signed in with is kept, in localStorage under `remember_me`, to prefill the sign-in form. The password is
 * never stored: a password at rest in localStorage is readable by any script on the origin and outlives the
 * session, which is exactly what signing out is meant to end. Storage failures are ignored (nothing is lost
 * but the convenience).
 */
const KEY = 'remember_me';

export function rememberedContact(): string | null {
  try {
    const value = globalThis.localStorage?.getItem(KEY) ?? null;
    return value && value.trim() !== '' ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the contact, or forgets it with `null`. */
export function rememberContact(contact: string | null): void {
  try {
    if (contact && contact.trim() !== '') globalThis.localStorage?.setItem(KEY, contact.trim());
    else globalThis.localStorage?.removeItem(KEY);
  } catch {
    // Private mode or a full quota: the form simply starts empty next time.
  }
}
