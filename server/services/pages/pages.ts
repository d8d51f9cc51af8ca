/**
 * The operator's content pages (`about-us`, `privacy-policy`, `terms-and-conditions`, `refund-policy`,
 * `shipping-policy`, `cancelation`), keyed as the backend keys them. Each is HTML for one language; a language
 * without its own text gets the English, as the backend falls back to the page's default value.
 */
import { PAGES_AR } from './content-ar';
import { PAGES_EN } from './content-en';

export type PageKey = 'about_us' | 'privacy_policy' | 'terms_and_conditions' | 'refund_policy' | 'shipping_policy' | 'cancellation_policy';

/** The API path of each page (`cancelation`, sic, answers the cancellation policy). */
export const PAGE_PATHS: Record<PageKey, string> = {
  about_us: '/api/v1/about-us',
  privacy_policy: '/api/v1/privacy-policy',
  terms_and_conditions: '/api/v1/terms-and-conditions',
  refund_policy: '/api/v1/refund-policy',
  shipping_policy: '/api/v1/shipping-policy',
  cancellation_policy: '/api/v1/cancelation',
};

/** The source files are laid out one element a line; the answer goes out without that layout. */
const compact = (html: string) => html.trim().replace(/>\s+</g, '><');

const PAGES: Record<'en' | 'ar', Record<PageKey, string>> = {
  en: Object.fromEntries(Object.entries(PAGES_EN).map(([key, html]) => [key, compact(html)])) as Record<PageKey, string>,
  ar: Object.fromEntries(Object.entries(PAGES_AR).map(([key, html]) => [key, compact(html)])) as Record<PageKey, string>,
};

export function pageHtml(page: PageKey, language: 'en' | 'ar'): string {
  return PAGES[language][page] || PAGES.en[page];
}
