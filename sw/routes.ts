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
import type { RouteHandlerCallback, WorkboxPlugin } from 'workbox-core/types';
import { CACHE, LIMITS } from './cache-names';
import { isImageRequest, isListingApi, isMapTile, isReferenceApi, isRuntimeConfig, isSearchApi, NAVIGATION_ALLOWLIST, varyingCacheKey } from './matchers';
import { ANSWERS_ELEMENT_ID, type FirstScreenAnswers } from '../src/lib/first-screen/context';
import type { CachedAnswer } from './messages';

/** Adds the zone, module and language headers to the cache key of API answers. */
const varyByApiHeaders: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => varyingCacheKey(new URL(request.url), request.headers),
};

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

function serverPageOrShell(shell: RouteHandlerCallback): RouteHandlerCallback {
  return async (options) => {
    const { request } = options;
    const event = options.event as FetchEvent | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), LIMITS.navigationTimeoutMs)));
    const fromServer = (async () => {
      const preloaded = (await event?.preloadResponse) as Response | undefined;
      return preloaded ?? (await fetch(request));
    })().catch(() => undefined);
    const page = await Promise.race([fromServer, late]).finally(() => clearTimeout(timer));
    if (!page?.ok) return shell(options);
    // The page's answers are kept before the page opens, so what it shows opens offline however soon the
    // connection drops (the app hands them over too, later, for pages that came without this worker).
    await keepPageAnswers(page.clone()).catch(() => undefined);
    return page;
  };
}

const ANSWERS_BLOCK = new RegExp(`<script type="application/json" id="${ANSWERS_ELEMENT_ID}">(.*?)</script>`, 's');

async function keepPageAnswers(page: Response): Promise<void> {
  const match = ANSWERS_BLOCK.exec(await page.text());
  if (!match?.[1]) return;
  const block = JSON.parse(match[1]) as Partial<FirstScreenAnswers>;
  if (!block.headers || !block.answers) return;
  const headers = block.headers;
  await cacheHandedOverAnswers(Object.entries(block.answers).map(([url, body]) => ({ url, headers, body })));
}

/**
 * Pages from the server carry the runtime configuration inline and never load its file; the precached shell,
 * which opens offline, does. A copy is kept from the worker's installation on (refreshed whenever a page
 * loads the file online), so the shell offline still names the operator's backend.
 */
export async function keepRuntimeConfig(): Promise<void> {
  try {
    const response = await fetch('/runtime-config.js', { cache: 'no-cache' });
    if (response.ok) await (await caches.open(CACHE.runtimeConfig)).put('/runtime-config.js', response);
  } catch {
    // Offline while installing: the shell then uses the same-origin defaults until a page loads the file.
  }
}

export function registerRoutes(): void {
  // Pages come from the server when it answers in time (they carry the first screen's data, so the app need
  // not ask for it); offline, on an error or a slow answer, the precached shell opens the route client-side.
  // Pages are never stored: they depend on the customer's context cookie. Only the paths the app routes:
  // a navigation to any other page (the payment page, its return) goes to the network untouched.
  registerRoute(new NavigationRoute(serverPageOrShell(createHandlerBoundToURL('/index.html')), { allowlist: [...NAVIGATION_ALLOWLIST] }));

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

/** The cache an API answer from this URL belongs in (the routes above, in their order), or null. */
function cacheFor(url: URL): string | null {
  if (isReferenceApi(url)) return CACHE.reference;
  if (isSearchApi(url)) return CACHE.search;
  if (isListingApi(url)) return CACHE.listings;
  return null;
}

/**
 * Keeps answers the page took from the server's page instead of the network (they never passed through
 * here) exactly where the routes above would have kept them, so what the customer saw opens offline.
 */
export async function cacheHandedOverAnswers(answers: CachedAnswer[]): Promise<void> {
  for (const answer of answers) {
    let url: URL;
    try {
      url = new URL(answer.url, self.location.origin);
    } catch {
      continue;
    }
    const name = url.protocol === 'https:' || url.protocol === 'http:' ? cacheFor(url) : null;
    if (!name) continue;
    const response = new Response(JSON.stringify(answer.body), { headers: { 'Content-Type': 'application/json', Date: new Date().toUTCString() } });
    await (await caches.open(name)).put(varyingCacheKey(url, new Headers(answer.headers)), response);
  }
}
