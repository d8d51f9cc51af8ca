/**
 * The document's writing direction. `setLanguage()` writes it on `<html dir>` and a language change reloads
 * the page, so reading it at render time is enough.
 */
export function documentDirection(): 'ltr' | 'rtl' {
  const dir = globalThis.document?.documentElement.dir;
  return dir === 'rtl' ? 'rtl' : 'ltr';
}
