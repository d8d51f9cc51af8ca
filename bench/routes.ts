/**
 * The main routes measured by the benchmarks: which module the customer chose for each, and the source modules
 * each one loads lazily on top of the entry before its main content can show: the first screen's own list, the
 * one its page preloads and hydration waits for (the route's screen, the content it renders for that module, its
 * carousel, the strings it waits for). Chunks loaded after the first screen, such as the footer or the header's
 * account controls, are not counted.
 */
import { FIRST_SCREEN_SOURCES } from '../common/first-screen/screens';

/** The module stored as the customer's choice before the route opens (its localStorage `module` entry). */
export type BenchModule = 'rental' | 'food' | 'grocery';

/** Ids the paths need, read from the seeded server when the bench starts (see seedValues in server.ts). */
export interface RouteIds {
  /** The first vehicle the rental search lists. */
  vehicleId: number;
  /** The seeded zone's food store with the lowest id that has items (one of its items is in the guest's food cart). */
  storeId: number;
  /** The grocery module's most popular item in the zone. */
  itemId: number;
}

export interface BenchRoute {
  /** Key in results.json. */
  name: string;
  /** URL path to open; `{vehicleId}`, `{storeId}` and `{itemId}` are filled in at run time. */
  path: string;
  module: BenchModule;
  /** Source modules whose built chunks (and their static imports) the route needs. */
  lazyModules: readonly string[];
  /**
   * CSS selector of the route's main content (data the route loaded, not its skeleton, empty or error state); it
   * counts as visible when a match has a box and text. The rental checkout's is a section heading only a cart
   * with a vehicle has; the item checkout's is the order summary's amounts (the server's or the estimate).
   */
  readySelector: string;
}

export const BENCH_ROUTES: BenchRoute[] = [
  {
    name: '/home',
    path: '/home',
    module: 'rental',
    lazyModules: FIRST_SCREEN_SOURCES.rentalHome,
    // The vehicle categories: the last section the server renders (top-rated vehicles come once the page is quiet).
    readySelector: 'main section[aria-labelledby="rental-categories"] li',
  },
  {
    name: '/rental/vehicle-search',
    path: '/rental/vehicle-search?all_category=1',
    module: 'rental',
    lazyModules: FIRST_SCREEN_SOURCES.vehicleSearch,
    readySelector: 'main article',
  },
  {
    name: '/rental/vehicle-details/{id}',
    path: '/rental/vehicle-details/{vehicleId}?from=from_search',
    module: 'rental',
    lazyModules: FIRST_SCREEN_SOURCES.vehicleDetails,
    readySelector: 'main h1',
  },
  {
    name: '/checkout?page=cart',
    path: '/checkout?page=cart',
    module: 'rental',
    lazyModules: FIRST_SCREEN_SOURCES.tripCheckout,
    readySelector: 'main h2',
  },
  {
    name: '/home (food)',
    path: '/home',
    module: 'food',
    lazyModules: FIRST_SCREEN_SOURCES.storeHome,
    // The restaurants near you: the first row of the food home built from the API.
    readySelector: 'main section[aria-labelledby="home-popular-stores"] article',
  },
  {
    name: '/store/{id}',
    path: '/store/{storeId}',
    module: 'food',
    lazyModules: FIRST_SCREEN_SOURCES.store,
    readySelector: 'main section[aria-labelledby="store-items"] article',
  },
  {
    // A grocery item: food items open in a dialog over the list, every other module's on this page.
    name: '/product/{id}',
    path: '/product/{itemId}',
    module: 'grocery',
    lazyModules: FIRST_SCREEN_SOURCES.product,
    readySelector: 'main h1:not([role="alert"] *)',
  },
  {
    name: '/checkout?page=cart (food)',
    path: '/checkout?page=cart',
    module: 'food',
    lazyModules: FIRST_SCREEN_SOURCES.itemCheckout,
    readySelector: 'main section[aria-labelledby="checkout-summary"] dl',
  },
];

/** The route's path with the run's ids in place. */
export function pathWithIds(route: BenchRoute, ids: RouteIds): string {
  return route.path.replace(/\{(vehicleId|storeId|itemId)\}/g, (_match, key: keyof RouteIds) => String(ids[key]));
}
