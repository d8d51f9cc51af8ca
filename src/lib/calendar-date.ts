/** Calendar dates in the active language, independent of the device's time zone. */
import { getLanguage } from './i18n';
import { dateTimeFormat } from './intl-formats';

/** `YYYY-MM-DD` as a medium date ("31 Dec 2099"); the text itself when it is not a date. */
export function calendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dateTimeFormat(getLanguage(), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
