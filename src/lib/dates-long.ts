/** Long, localised dates ("LL"-style) in English or Arabic; separate from dates.ts so the locale data loads only where shown. */
import { format } from 'date-fns';
import { arSA } from 'date-fns/locale/ar-SA';
import { enUS } from 'date-fns/locale/en-US';

const locales = { en: enUS, ar: arSA };

export function formatLong(date: Date, language: 'en' | 'ar'): string {
  return format(date, 'PPP', { locale: locales[language] });
}

export function formatLongDateTime(date: Date, language: 'en' | 'ar'): string {
  return format(date, 'PPP p', { locale: locales[language] });
}
