/**
 * Pure URL predicates deciding which caching strategy a request gets. Kept free of Workbox so they can be
 * unit-tested with `new URL()`.
 */
import { APP_PATHS, pathExpression } from '../src/app/paths';

const API = '/api/v1/';

/** Personal data: carts, wishlists, profile, addresses, orders, trips, auth. Never cached by the worker. */
export function isPersonalApi(url: URL): boolean {
  const path = url.pathname;
  return (
    path.startsWith(`${API}customer/`) ||
    path.startsWith(`${API}auth/`) ||
    path.startsWith(`${API}rental/user/`) ||
    path.startsWith(`${API}coupon/`) ||
    path.startsWith(`${API}rental/coupon/`)
  );
}

/** Settings and reference lists that change rarely: served from cache at once and refreshed behind. */
export function isReferenceApi(url: URL): boolean {
  const path = url.pathname;
  if (isPersonalApi(url)) return false;
  return (
    path === `${API}config` ||
    path === `${API}module` ||
    path === `${API}zone/list` ||
    path === `${API}config/get-zone-id` ||
    path === `${API}react-landing-page` ||
    path === `${API}categories` ||
    path.startsWith(`${API}categories/childes/`) ||
    /^\/api\/v1\/categories\/[^/]+$/.test(path) ||
    path === `${API}rental/vehicle/category-list` ||
    path === `${API}rental/vehicle/brand-list` ||
    /^\/api\/v1\/(about-us|privacy-policy|terms-and-conditions|refund-policy|shipping-policy|cancelation)$/.test(path)
  );
}

/**
 * Store, item and vehicle listings, details and search answers, promotions and a category's items or stores:
 * fresh when the network answers quickly, else from cache.
 */
export function isListingApi(url: URL): boolean {
  const path = url.pathname;
  if (isPersonalApi(url) || isReferenceApi(url)) return false;
  return (
    path.startsWith(`${API}rental/vehicle/`) ||
    path.startsWith(`${API}rental/provider/`) ||
    path.startsWith(`${API}rental/banners`) ||
    path.startsWith(`${API}stores/`) ||
    path.startsWith(`${API}items/`) ||
    path.startsWith(`${API}banners`) ||
    path.startsWith(`${API}other-banners`) ||
    path.startsWith(`${API}campaigns/`) ||
    path.startsWith(`${API}flash-sales`) ||
    path === `${API}advertisement/list` ||
    path === `${API}brand` ||
    path.startsWith(`${API}brand/items/`) ||
    path === `${API}common-condition` ||
    path.startsWith(`${API}common-condition/items/`) ||
    path.startsWith(`${API}categories/items/`) ||
    path.startsWith(`${API}categories/stores/`) ||
    path === `${API}get-combined-data`
  );
}

/**
 * Search answers (typed text in the query): many, short-lived, so they get their own small cache and must
 * not push the listings a customer browsed out of theirs.
 */
export function isSearchApi(url: URL): boolean {
  const path = url.pathname;
  return (
    path === `${API}items/search` ||
    path === `${API}items/search-suggestion` ||
    path === `${API}items/item-or-store-search` ||
    path === `${API}stores/search` ||
    (path === `${API}get-combined-data` && url.searchParams.get('data_type') === 'searched')
  );
}

export function isImageRequest(url: URL, destination: string): boolean {
  return destination === 'image' || url.pathname.startsWith('/storage/');
}

export function isMapTile(url: URL): boolean {
  return /(^|\.)tile\.openstreetmap\.org$/.test(url.hostname) || /\/tiles?\/\d+\/\d+\/\d+\.(png|jpg|webp)$/.test(url.pathname);
}

export function isRuntimeConfig(url: URL): boolean {
  return url.pathname === '/runtime-config.js';
}

/**
 * Navigations the app answers (offline with its shell): exactly the paths it routes. Every other page belongs
 * to the server (the payment page and its return, the API, pictures, files, test hooks, the worker itself),
 * so the worker leaves it to the network: the shell would only show its "Page not found" there.
 */
export const NAVIGATION_ALLOWLIST: readonly RegExp[] = APP_PATHS.map(pathExpression);

/** The paths the worker answers with the app (the router's patterns). */
export const APP_NAVIGATION_PATHS = APP_PATHS;

/** Whether the worker answers a navigation to this URL with the app (the server's page, or the shell). */
export function isAppNavigation(url: URL): boolean {
  const target = `${url.pathname}${url.search}`;
  return NAVIGATION_ALLOWLIST.some((pattern) => pattern.test(target));
}

/**
 * The API answers differently per zone, module and language (request headers), so cached answers are keyed
 * by those headers too: a customer never sees another zone's or language's listings. The query is put in one
 * order, so an answer the page carried (keyed by its sorted query) and the app's own request for it (in the
 * order the screen builds it) are the same entry.
 */
export function varyingCacheKey(url: URL, headers: Headers): string {
  const key = new URL(url.href);
  key.searchParams.sort();
  key.searchParams.set('__zone', headers.get('zoneId') ?? '');
  key.searchParams.set('__module', headers.get('moduleId') ?? '');
  key.searchParams.set('__lang', headers.get('X-localization') ?? '');
  return key.href;
}
