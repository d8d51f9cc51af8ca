/** Runtime cache names and limits, in one place. Bump a name's version to drop its old entries on deploy. */
export const CACHE = {
  runtimeConfig: 'runtime-config-v1',
  reference: 'api-reference-v1',
  listings: 'api-listings-v1',
  search: 'api-search-v1',
  images: 'images-v1',
  tiles: 'map-tiles-v1',
  /** The app's files the install leaves for after the first screen (later-files.ts). */
  later: 'app-later-v1',
} as const;

export const LIMITS = {
  /** Listing pages and details: enough for a day of browsing, small enough for a cheap phone. */
  listingsMaxEntries: 200,
  listingsMaxAgeSeconds: 7 * 24 * 60 * 60,
  referenceMaxEntries: 60,
  /** Search answers: the last few dozen searches, for a day. */
  searchMaxEntries: 60,
  searchMaxAgeSeconds: 24 * 60 * 60,
  imagesMaxEntries: 300,
  imagesMaxAgeSeconds: 30 * 24 * 60 * 60,
  tilesMaxEntries: 400,
  tilesMaxAgeSeconds: 30 * 24 * 60 * 60,
  /** Seconds to wait for the network before answering a listing from cache. */
  networkTimeoutSeconds: 4,
  /** Search waits less: a customer typing would rather see the last answer than a spinner. */
  searchTimeoutSeconds: 3,
  /** A page waits this long for the server's (with its first screen's data) before opening the offline shell. */
  navigationTimeoutMs: 2500,
  /** Later files fetched at once while keeping them (few: the page the customer uses goes first). */
  laterFilesAtOnce: 3,
} as const;
