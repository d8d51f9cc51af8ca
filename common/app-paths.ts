/**
 * Every path the app routes, as the router's patterns (`:name` is one path segment). The route tables
 * (src/app/routes.tsx, more-routes.tsx) take their paths from here (the checkout's is the entry's: a page
 * the server renders at once, it should not wait for the other screens' table), and the service worker answers a navigation with
 * the app only when its path is one of these: every other page the server renders (the payment page, its
 * return, files) is the server's, so the worker leaves it to the network.
 */
export const FIRST_SCREEN_PATHS = [
  '/',
  '/home',
  '/categories',
  '/category',
  '/store/latest',
  '/store/popular',
  '/store/:id',
  '/product/:id',
  '/rental/vehicle-search',
  '/rental/provider-details',
  '/rental/provider-details/:id',
  '/rental/vehicle-details/:id',
  '/rental/cart',
  '/checkout',
] as const;

export const OTHER_SCREEN_PATHS = [
  '/order-result',
  '/profile',
  '/my-orders',
  '/my-orders/:id',
  '/my-trips',
  '/wallet',
  '/coupons',
  '/loyalty-points',
  '/referral-code',
  '/settings',
  '/track-order',
  '/rental/trip-status/:id',
  '/parcel/send',
  '/interest',
  '/help-and-support',
  '/forgot-password',
  '/terms-and-conditions',
  '/privacy-policy',
  '/refund-policy',
  '/cancellation-policy',
  '/shipping-policy',
  '/about-us',
  '/campaigns',
  '/campaigns/:id',
  '/store-registration',
  '/deliveryman-registration',
] as const;

export type AppPath = (typeof FIRST_SCREEN_PATHS)[number] | (typeof OTHER_SCREEN_PATHS)[number];

export const APP_PATHS: readonly AppPath[] = [...FIRST_SCREEN_PATHS, ...OTHER_SCREEN_PATHS];

/**
 * A pattern as a regular expression over a URL's path and query (what the service worker's navigation route
 * tests): the path exactly, or with a trailing slash, then any query.
 */
export function pathExpression(pattern: string): RegExp {
  const segments = pattern === '/' ? '' : pattern.split('/').slice(1).map((segment) => (segment.startsWith(':') ? '/[^/?#]+' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)).join('');
  return new RegExp(`^${segments}/?(?:\\?.*)?$`);
}
