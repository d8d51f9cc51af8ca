/**
 * Long, localised dates ("January 22, 2025") in English or Arabic through the platform's Intl (no locale data to
 * download, as formatShortDateTime in dates.ts); Arabic keeps Latin digits, like prices.
 */
import { dateTimeFormat } from './intl-formats';

const localeOf = (language: 'en' | 'ar') => (language === 'ar' ? 'ar-u-nu-latn' : 'en-US');

export function formatLong(date: Date, language: 'en' | 'ar'): string {
  return dateTimeFormat(localeOf(language), { dateStyle: 'long' }).format(date);
}

export function formatLongDateTime(date: Date, language: 'en' | 'ar'): string {
  return dateTimeFormat(localeOf(language), { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
