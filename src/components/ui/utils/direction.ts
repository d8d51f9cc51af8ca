/**
 * The page's writing direction: that of the active language (`setLanguage()` also writes it on `<html dir>`,
 * and a language change reloads the page). Read from the language, not the document, so the server's render
 * of a page says the same as the browser's.
 */
import { directionOf, getLanguage } from '@/lib/i18n';

export function documentDirection(): 'ltr' | 'rtl' {
  return directionOf(getLanguage());
}
