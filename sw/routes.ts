/**
 * Runtime caching. Each route says why it uses its strategy. Personal endpoints (cart, wishlist, profile,
 * addresses, orders, trips, auth) have no route here on purpose: the worker never caches them; their
 * offline view comes from the local database.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CACHE, LIMITS } from './cache-names';
import { isImageRequest, isListingApi, isMapTile, isReferenceApi, isRuntimeConfig, isSearchApi, NAVIGATION_DENYLIST, varyingCacheKey } from './matchers';

/** Adds the zone, module and language headers to the cache key of API answers. */
const varyByApiHeaders: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => varyingCacheKey(new URL(request.url), request.headers),
};

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

export function registerRoutes(): void {
  // Any in-app URL opens offline: the precached shell renders the route client-side.
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }));

  // The operator may edit the runtime configuration on the server: prefer the network, fall back offline.
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && isRuntimeConfig(url),
    new NetworkFirst({ cacheName: CACHE.runtimeConfig, networkTimeoutSeconds: 3, plugins: [okOnly] }),
  );

  // Config, modules, zones and categories change rarely: answer from cache at once, refresh behind.
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isReferenceApi(url),
    new StaleWhileRevalidate({
      cacheName: CACHE.reference,
      plugins: [varyByApiHeaders, okOnly, new ExpirationPlugin({ maxEntries: LIMITS.referenceMaxEntries, purgeOnQuotaError: true })],
    }),
  );

  // Search answers: network first with a shorter wait, in their own small cache (registered before the
  // listings route, which would otherwise take them), keyed by zone, module and language like listings.
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isSearchApi(url),
    new NetworkFirst({
      cacheName: CACHE.search,
      networkTimeoutSeconds: LIMITS.searchTimeoutSeconds,
      plugins: [varyByApiHeaders, okOnly, new ExpirationPlugin({ maxEntries: LIMITS.searchMaxEntries, maxAgeSeconds: LIMITS.searchMaxAgeSeconds, purgeOnQuotaError: true })],
    }),
  );

  // Listings and details move (prices, availability): take the network when it answers quickly, else the
  // last copy seen, so browsing works on a dead connection.
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isListingApi(url),
    new NetworkFirst({
      cacheName: CACHE.listings,
      networkTimeoutSeconds: LIMITS.networkTimeoutSeconds,
      plugins: [
        varyByApiHeaders,
        okOnly,
        new ExpirationPlugin({ maxEntries: LIMITS.listingsMaxEntries, maxAgeSeconds: LIMITS.listingsMaxAgeSeconds, purgeOnQuotaError: true }),
      ],
    }),
  );

  // Images never change at a given URL: cache first, bounded in count and age.
  registerRoute(
    ({ url, request }) => isImageRequest(url, request.destination) && !isMapTile(url),
    new CacheFirst({
      cacheName: CACHE.images,
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: LIMITS.imagesMaxEntries, maxAgeSeconds: LIMITS.imagesMaxAgeSeconds, purgeOnQuotaError: true }),
      ],
    }),
  );

  // Map tiles are third-party and immutable per URL: cache first (opaque answers allowed), capped.
  registerRoute(
    ({ url }) => isMapTile(url),
    new CacheFirst({
      cacheName: CACHE.tiles,
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: LIMITS.tilesMaxEntries, maxAgeSeconds: LIMITS.tilesMaxAgeSeconds, purgeOnQuotaError: true }),
      ],
    }),
  );
}
