/** Day names and calendar dates in the active language, independent of the device's time zone. */
import { getLanguage } from '@/lib/i18n';
import { dateTimeFormat } from '@/lib/intl-formats';

/** 0 = Sunday. 1 January 2023 was a Sunday. */
export function dayName(day: number): string {
  return dateTimeFormat(getLanguage(), { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + day)));
}

