/**
 * What each first screen fetches, declared once: the source modules it loads at once and the public GETs it
 * makes (the same paths and queries its components ask for), with where its largest picture is found.
 *
 * Read by the server's planner (server/storefront/plan.ts says which screen a page request opens and with what
 * arguments; the page then carries these answers and preloads these modules), by the build (vite.config.ts
 * groups each screen's modules into a few files: build/chunk-plan.ts) and by the bench (bench/routes.ts weighs
 * them). A build test renders every screen with the app's own components and checks that the screen asks for
 * exactly the GETs declared here, besides what every page asks (src/testing/first-screen-requests.test.ts): a
 * screen that changes what it fetches fails there until its declaration says so.
 *
 * Public answers only: the answers go to the service worker's caches. Pure: no I/O.
 */
import type { TripContext } from './context';

/** One GET as the app sends it: the API path and its query (the first page of a list). */
export interface FirstScreenRequest {
  path: string;
  query: Record<string, string>;
}

/** The request whose answer names the screen's largest picture, and how to find the picture there. */
export interface PictureSource {
  request: FirstScreenRequest;
  pick: (answer: unknown) => unknown;
}

export interface ScreenFetches {
  requests: FirstScreenRequest[];
  picture: PictureSource | null;
}

export interface FirstScreen<Args extends unknown[] = []> {
  /** Source modules (build manifest keys) the screen loads before it can show. */
  sources: readonly string[];
  /** Its public GETs, for the route's arguments and the customer's context. */
  fetches: (...args: Args) => ScreenFetches;
  /** Parts it renders only for some arguments (lazy parts of its own, build manifest keys): the page preloads them beside `sources`. */
  partsFor?: (...args: Args) => readonly string[];
  /** Paths it asks for once an answer names what to ask (so they cannot be planned): the screen fetches them itself. */
  followUps?: readonly string[];
}

const API = '/api/v1';
const get = (path: string, query: Record<string, string> = {}): FirstScreenRequest => ({ path: `${API}${path}`, query });
const head = (list: unknown): Record<string, unknown> | undefined => (Array.isArray(list) && typeof list[0] === 'object' && list[0] !== null ? (list[0] as Record<string, unknown>) : undefined);
const field = (value: unknown, name: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined);
const thumbnail = (vehicle: unknown): unknown => field(vehicle, 'thumbnail_full_url') ?? head(field(vehicle, 'images_full_url'));
const nothing = (): ScreenFetches => ({ requests: [], picture: null });

/** The app's start (React, the shell, the session), loaded by the entry on every page: preloaded by every page. */
export const STARTUP_SOURCE = 'src/boot.tsx';

/** The strings beyond the entry's a page in this language loads at once (English is in the entry). */
export const languageSources = (language: string | null | undefined): string[] => (language === 'ar' ? ['src/locales/ar/index.ts'] : []);

/** What the app asks before any screen: the config; once a zone is chosen, the modules and the footer's texts too. */
export function everyScreen(zoneChosen: boolean): FirstScreenRequest[] {
  return zoneChosen ? [get('/config'), get('/module'), get('/react-landing-page')] : [get('/config')];
}

/** The vehicle screens ask with the trip being searched; none is prepared for a pickup "now" (asked with the moment itself). */
export function tripQuery(trip: TripContext | null | undefined): Record<string, string> | null {
  if (!trip?.date) return null;
  return {
    ...(trip.pickupLat && trip.pickupLng ? { pickup_location: `{"lat":${trip.pickupLat},"lng":${trip.pickupLng}}` } : {}),
    date: trip.date,
    trip_type: trip.tripType,
  };
}

// The English strings beyond the entry's: the rental screens', the catalogue's, all the store-based modules'
// browsing screens need, the checkouts' (with the rental screens' for the trip's),
// and the rest (carts, accounts, orders), which the parcel home needs besides (with every other: loadDeferredStrings).
const RENTAL_STRINGS = 'src/locales/en/rental.json';
const CATALOGUE_STRINGS = 'src/locales/en/catalog.json';
// The rest of the catalogue's strings (an item, a store's page, categories' filters, the flash sale): every catalogue screen's but a store home's.
const ITEM_STRINGS = 'src/locales/en/catalog-more.json';
// The rest of the rental strings (the cart's dialogs, the search's filters, a provider's page): no first screen's.
const RENTAL_MORE_STRINGS = 'src/locales/en/rental-more.json';
const CHECKOUT_STRINGS = 'src/locales/en/checkouts.ts';
const STRINGS = [CATALOGUE_STRINGS, ITEM_STRINGS, RENTAL_STRINGS, RENTAL_MORE_STRINGS, CHECKOUT_STRINGS, 'src/locales/en/deferred.ts'] as const;
// The banner carousel, a lazy part of first screens: named here so it loads beside its screen, not once the
// screen has rendered (React holds a screen's first appearance briefly while a part inside it still loads).
const CAROUSEL = 'src/components/ui/carousel/carousel-impl.tsx';

/** The rental home (src/features/rental/home): offers and vehicle categories (top-rated vehicles and popular providers come once the page is quiet). */
const rentalHome: FirstScreen = {
  sources: ['src/app/routes/home.tsx', 'src/features/rental/home/rental-home.tsx', RENTAL_STRINGS, CAROUSEL],
  fetches() {
    const banners = get('/rental/banners');
    return {
      requests: [banners, get('/rental/vehicle/category-list', { limit: '50', offset: '1' })],
      picture: { request: banners, pick: (answer) => field(head(field(answer, 'banners')), 'image_full_url') },
    };
  },
};

// The sections only some kinds of store home open with: parts of their own (catalog-home.tsx), with the rest of
// the catalogue's strings where they show items.
const HOME_SECTIONS = 'src/features/catalog/home';
const STORE_HOME_PARTS: Record<string, readonly string[]> = {
  grocery: [`${HOME_SECTIONS}/item-row-section.tsx`, ITEM_STRINGS],
  pharmacy: [`${HOME_SECTIONS}/prescription-section.tsx`],
  ecommerce: [`${HOME_SECTIONS}/brands-section.tsx`, `${HOME_SECTIONS}/flash-sale-section.tsx`, ITEM_STRINGS],
};

/**
 * A store module's home (src/features/catalog/home): its sections differ by module type, and only the banners
 * and the first two sections are its first screen (the rest come once the page is quiet, and ask for theirs then).
 */
const storeHome: FirstScreen<[moduleType: string]> = {
  sources: ['src/app/routes/home.tsx', 'src/app/routes/home-catalog.tsx', CATALOGUE_STRINGS, CAROUSEL],
  // The first sections only some kinds of home open with, parts of their own (catalog-home.tsx): a food home
  // opens with cuisines and restaurants, which every kind's home has, and loads none of them.
  partsFor: (moduleType) => STORE_HOME_PARTS[moduleType] ?? [],
  fetches(moduleType) {
    const banners = get('/banners');
    const lists = { type: 'all', offset: '1' };
    const categories = get('/categories');
    const firstSections: Record<string, FirstScreenRequest[]> = {
      // Cuisines, restaurants near you.
      food: [categories, get('/stores/popular', { ...lists, limit: '8' })],
      // Aisles, today's deals.
      grocery: [categories, get('/items/discounted', { ...lists, limit: '10' })],
      // Categories, the prescription entry (beside the popular pharmacies it names).
      pharmacy: [categories, get('/stores/popular', { ...lists, limit: '8' })],
      // Brands, the flash sale.
      ecommerce: [get('/brand'), get('/flash-sales')],
    };
    return {
      requests: [banners, ...(firstSections[moduleType] ?? [categories])],
      picture: { request: banners, pick: (answer) => field(head(field(answer, 'banners')) ?? head(field(answer, 'campaigns')), 'image_full_url') },
    };
  },
};

/** The parcel home (src/features/parcel/home): its banners, video, reasons and parcel categories. */
const parcelHome: FirstScreen = {
  sources: ['src/app/routes/home.tsx', 'src/app/routes/home-catalog.tsx', 'src/features/parcel/home/parcel-home.tsx', ...STRINGS],
  fetches: () => ({ requests: [get('/other-banners'), get('/other-banners/video-content'), get('/other-banners/why-choose'), get('/parcel-category')], picture: null }),
};

/** The vehicle search's results (src/features/rental/search) for the trip being searched, in one category or all. */
const vehicleSearch: FirstScreen<[trip: Record<string, string>, categoryId: number | null]> = {
  sources: ['src/app/routes/rental-search.tsx', RENTAL_STRINGS],
  fetches(trip, categoryId) {
    const results = get('/rental/vehicle/search', { ...trip, ...(categoryId ? { category_ids: `[${categoryId}]` } : {}), limit: '12', offset: '1' });
    return { requests: [results], picture: { request: results, pick: (answer) => thumbnail(head(field(answer, 'vehicles'))) } };
  },
};

/** A vehicle's page (src/features/rental/details): the vehicle, free units counted at the trip's pickup (its reviews come once the page is quiet). */
const vehicleDetails: FirstScreen<[id: string, trip: Record<string, string>]> = {
  sources: ['src/app/routes/vehicle-details.tsx', RENTAL_STRINGS, CAROUSEL],
  fetches(id, trip) {
    const details = get(`/rental/vehicle/get-vehicle-details/${id}`, { date: trip.date ?? '' });
    return { requests: [details], picture: { request: details, pick: thumbnail } };
  },
};

/** A store's page (src/features/catalog/store): the store, its reviews and the first page of its items. */
const store: FirstScreen<[id: string]> = {
  sources: ['src/app/routes/store.tsx', CATALOGUE_STRINGS, ITEM_STRINGS],
  fetches(id) {
    const details = get(`/stores/details/${id}`);
    return {
      requests: [details, get('/stores/reviews', { store_id: id }), get('/items/latest', { type: 'all', store_id: id, category_id: '0', offset: '1', limit: '12' })],
      picture: { request: details, pick: (answer) => field(answer, 'cover_photo_full_url') },
    };
  },
};

/** An item's page (src/features/catalog/item): the item and the categories its path names (items like it come once the page is quiet). */
const product: FirstScreen<[id: string]> = {
  sources: ['src/app/routes/product.tsx', CATALOGUE_STRINGS, ITEM_STRINGS],
  fetches(id) {
    const details = get(`/items/details/${id}`);
    return { requests: [details, get('/categories')], picture: { request: details, pick: (answer) => field(answer, 'image_full_url') } };
  },
};

/** The categories page (src/features/catalog/categories). */
const categories: FirstScreen = {
  sources: ['src/app/routes/categories.tsx', CATALOGUE_STRINGS, ITEM_STRINGS],
  fetches: () => ({ requests: [get('/categories')], picture: null }),
};

/** The trip checkout (src/features/rental/checkout): personal, its cart asked for with the customer's identity. */
const tripCheckout: FirstScreen = {
  sources: ['src/app/routes/checkout.tsx', 'src/app/routes/trip-checkout.tsx', CHECKOUT_STRINGS, RENTAL_STRINGS],
  fetches: nothing,
};

/** The item checkout (src/features/checkout): personal, like the trip's. */
const itemCheckout: FirstScreen = {
  sources: ['src/app/routes/checkout.tsx', 'src/app/routes/item-checkout.tsx', CHECKOUT_STRINGS],
  fetches: nothing,
};

export const FIRST_SCREENS = { rentalHome, storeHome, parcelHome, vehicleSearch, vehicleDetails, store, product, categories, tripCheckout, itemCheckout };

export type FirstScreenName = keyof typeof FIRST_SCREENS;

/** Each first screen's source modules, by screen: the build groups them (build/chunk-plan.ts). */
export const FIRST_SCREEN_SOURCES = Object.fromEntries(Object.entries(FIRST_SCREENS).map(([name, screen]) => [name, screen.sources])) as Record<FirstScreenName, readonly string[]>;
