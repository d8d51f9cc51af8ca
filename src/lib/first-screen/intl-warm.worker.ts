/**
 * Loads the browser's internationalisation data for the page (see intl-warm.ts): the calls the app makes as it
 * starts (react-aria's supported-locale check, dates in a time zone, numbers, plural rules), in the page's
 * language, says so, then ends. The data it loads is the process's, shared with the page.
 */
const language = self.name === 'ar' ? 'ar' : 'en';
for (const locale of ['en-US', language]) {
  Intl.DateTimeFormat.supportedLocalesOf([locale]);
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(1234.5);
  new Intl.PluralRules(locale).select(2);
}
self.postMessage('warm');
self.close();
