/**
 * Which public API answers a page's first screen needs, by route: the same GETs, with the same query, the app
 * makes when it opens that route with the customer's context, so the app can take them from the page instead
 * of asking (see src/lib/first-screen). Also the source modules the route loads at once, for preloading, and
 * where its largest picture comes from. Keep in step with the route table (src/app/routes.tsx) and the
 * screens' queries; an answer the app does not ask for is only wasted bytes, never wrong data.
 *
 * Pure: no I/O. Personal data (cart, profile, orders) is never planned: the answers block goes to the service
 * worker's caches. The checkout's render asks for the customer's cart itself, with their identity.
 */
import type { RenderContext, TripContext } from '../../common/first-screen/context';

export interface PlannedRequest {
  path: string;
  query: Record<string, string>;
}

export interface FirstScreenPlan {
  requests: PlannedRequest[];
  /** Source modules (build manifest keys) the route loads before its first screen can show. */
  sources: readonly string[];
  /** The request whose answer names the largest picture, and how to find it there. */
  picture: { request: PlannedRequest; pick: (answer: unknown) => unknown } | null;
  /**
   * Whether the server renders the screen's markup: `true` for public screens; `'personal'` for the checkout,
   * rendered only for the customer the request names (their cart), never for anyone else.
   */
  render?: boolean | 'personal';
}

const API = '/api/v1';
const ID = /^\d{1,9}$/;
const STORE_MODULES = new Set(['food', 'grocery', 'pharmacy', 'ecommerce', 'shop']);
const MORE_ROUTES = 'src/app/more-routes.tsx';
// The English strings beyond the entry's: the rental screens', the catalogue's, all the store-based modules'
// browsing screens need, the checkouts' (with the rental screens' for the trip's, the catalogue's for the items'),
// and the rest (carts, accounts, orders), which the parcel home needs besides (with every other: loadDeferredStrings).
const RENTAL_STRINGS = 'src/locales/en/rental.json';
const CATALOGUE_STRINGS = 'src/locales/en/catalog.json';
const CHECKOUT_STRINGS = 'src/locales/en/checkouts.ts';
const STRINGS = [CATALOGUE_STRINGS, RENTAL_STRINGS, CHECKOUT_STRINGS, 'src/locales/en/deferred.ts'] as const;
// The banner carousel, a lazy part of first screens: named here so it loads beside its screen, not once the
// screen has rendered (React holds a screen's first appearance briefly while a part inside it still loads).
const CAROUSEL = 'src/components/ui/carousel/carousel-impl.tsx';

/** The app's start (React, the shell, the session), loaded by the entry on every page: preloaded by every page. */
export const STARTUP_SOURCE = 'src/boot.tsx';

/**
 * The source modules each server-rendered (or preloaded) first screen loads at once, by screen. The build reads
 * this list too: the modules these screens need beyond the entry are grouped into a few files by the screens
 * that share them (build/chunk-plan.ts), so a first screen is a handful of requests, not dozens.
 */
export const FIRST_SCREEN_SOURCES = {
  rentalHome: ['src/app/routes/home.tsx', 'src/features/rental/home/rental-home.tsx', RENTAL_STRINGS, CAROUSEL],
  storeHome: ['src/app/routes/home.tsx', 'src/app/routes/home-catalog.tsx', CATALOGUE_STRINGS, CAROUSEL],
  parcelHome: ['src/app/routes/home.tsx', 'src/app/routes/home-catalog.tsx', 'src/features/parcel/home/parcel-home.tsx', ...STRINGS],
  vehicleSearch: ['src/app/routes/rental-search.tsx', RENTAL_STRINGS],
  vehicleDetails: ['src/app/routes/vehicle-details.tsx', RENTAL_STRINGS, CAROUSEL],
  store: ['src/app/routes/store.tsx', CATALOGUE_STRINGS],
  product: ['src/app/routes/product.tsx', CATALOGUE_STRINGS],
  categories: ['src/app/routes/categories.tsx', CATALOGUE_STRINGS],
  tripCheckout: [MORE_ROUTES, 'src/app/routes/checkout.tsx', 'src/features/rental/checkout/trip-checkout.tsx', CHECKOUT_STRINGS, RENTAL_STRINGS],
  itemCheckout: [MORE_ROUTES, 'src/app/routes/checkout.tsx', 'src/app/routes/item-checkout.tsx', CHECKOUT_STRINGS, CATALOGUE_STRINGS],
} as const satisfies Record<string, readonly string[]>;

/**
 * What every page loads once its first screen has been taken over, whatever the route: the outbox, the carts'
 * and wishlist's syncs and the carts' dialogs. Planned as one more "screen", so the modules they share with a
 * first screen (the local database, the carts' storage) are grouped apart from that screen's own: a page loads
 * them without the checkout's forms, which used to come along because they shared a file with the database.
 */
export const AFTER_START_SOURCES = [
  'src/app/deferred-services.tsx',
  'src/features/rental/cart/cart-sync.tsx',
  'src/features/cart/cart-sync.tsx',
  'src/app/wishlist-sync.tsx',
  'src/features/rental/cart/components/cart-dialogs.tsx',
  'src/features/cart/components/item-cart-dialogs.tsx',
] as const;

/**
 * The parts every page loads once it has loaded and gone quiet (`lazyAfterLoad`): the header's account, cart and
 * wishlist controls, the footer, the toasts. Their files name no preloads: what they import is nearly all on
 * the page by then, and the page's preload helper appending a link per import took one task of 15–35 ms on
 * the bench machine; the browser asks for any import still missing as it reads the part's file. Planned as one
 * more "screen" too, so they load only the modules they use: unplanned, they shared the item checkout's file
 * (its select, number field and forms, about 60 KB gzip) and evaluated it on every page.
 */
export const AFTER_LOAD_PARTS = ['src/app/layout/header-actions.tsx', 'src/app/layout/footer.tsx', 'src/components/ui/toast/toast.tsx'] as const;

const get = (path: string, query: Record<string, string> = {}): PlannedRequest => ({ path: `${API}${path}`, query });
const head = (list: unknown): Record<string, unknown> | undefined => (Array.isArray(list) && typeof list[0] === 'object' && list[0] !== null ? (list[0] as Record<string, unknown>) : undefined);
const field = (value: unknown, name: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined);

function rentalHome(): FirstScreenPlan {
  const banners = get('/rental/banners');
  return {
    requests: [banners, get('/rental/vehicle/category-list', { limit: '50', offset: '1' }), get('/rental/vehicle/top-rated', { limit: '10', offset: '1' }), get('/rental/provider/popular', { type: 'all' })],
    sources: FIRST_SCREEN_SOURCES.rentalHome,
    picture: { request: banners, pick: (answer) => field(head(field(answer, 'banners')), 'image_full_url') },
    render: true,
  };
}

function storeHome(moduleType: string): FirstScreenPlan {
  const banners = get('/banners');
  const lists = { type: 'all', offset: '1' };
  return {
    requests: [
      banners,
      get('/categories'),
      get('/flash-sales'),
      get('/stores/popular', { ...lists, limit: '8' }),
      get('/stores/latest', { ...lists, limit: '12' }),
      get('/items/popular', { ...lists, limit: '10' }),
      get('/items/discounted', { ...lists, limit: '10' }),
      ...(moduleType === 'grocery' || moduleType === 'ecommerce' ? [get('/items/new-arrival', { ...lists, limit: '12' })] : []),
      ...(moduleType === 'ecommerce' ? [get('/brand')] : []),
      ...(moduleType === 'pharmacy' ? [get('/items/recommended', { offset: '1', limit: '10' })] : []),
    ],
    sources: FIRST_SCREEN_SOURCES.storeHome,
    picture: { request: banners, pick: (answer) => field(head(field(answer, 'banners')) ?? head(field(answer, 'campaigns')), 'image_full_url') },
    render: true,
  };
}

const thumbnail = (vehicle: unknown): unknown => field(vehicle, 'thumbnail_full_url') ?? head(field(vehicle, 'images_full_url'));

/** The search and vehicle screens ask with the trip being searched; picking up "now" asks with the moment itself. */
function tripQuery(trip: TripContext | null | undefined): Record<string, string> | null {
  if (!trip?.date) return null;
  return {
    ...(trip.pickupLat && trip.pickupLng ? { pickup_location: `{"lat":${trip.pickupLat},"lng":${trip.pickupLng}}` } : {}),
    date: trip.date,
    trip_type: trip.tripType,
  };
}

function vehicleSearch(search: string, trip: Record<string, string>): FirstScreenPlan {
  const category = Number(new URLSearchParams(search).get('categoryId'));
  const results = get('/rental/vehicle/search', { ...trip, ...(Number.isInteger(category) && category > 0 ? { category_ids: `[${category}]` } : {}), limit: '12', offset: '1' });
  return { requests: [results], sources: FIRST_SCREEN_SOURCES.vehicleSearch, picture: { request: results, pick: (answer) => thumbnail(head(field(answer, 'vehicles'))) }, render: true };
}

function vehicleDetails(id: string, trip: Record<string, string>): FirstScreenPlan {
  const details = get(`/rental/vehicle/get-vehicle-details/${id}`, { date: trip.date ?? '' });
  return {
    requests: [details, get(`/rental/vehicle/reviews/${id}`, { limit: '10', offset: '1' })],
    sources: FIRST_SCREEN_SOURCES.vehicleDetails,
    picture: { request: details, pick: thumbnail },
    render: true,
  };
}

function routePlan(path: string, search: string, context: RenderContext): FirstScreenPlan {
  const none: FirstScreenPlan = { requests: [], sources: [], picture: null };
  const type = context.moduleType;
  if (path === '/home') {
    if (type === 'rental') return rentalHome();
    if (type && STORE_MODULES.has(type)) return storeHome(type);
    if (type === 'parcel') {
      return {
        requests: [get('/other-banners'), get('/other-banners/video-content'), get('/other-banners/why-choose'), get('/parcel-category')],
        sources: FIRST_SCREEN_SOURCES.parcelHome,
        picture: null,
        render: true,
      };
    }
    return none;
  }
  const [, section, second, third] = path.split('/');
  if (section === 'store' && second && ID.test(second) && third === undefined) {
    const details = get(`/stores/details/${second}`);
    return {
      requests: [details, get('/stores/reviews', { store_id: second }), get('/items/latest', { type: 'all', store_id: second, category_id: '0', offset: '1', limit: '12' })],
      sources: FIRST_SCREEN_SOURCES.store,
      picture: { request: details, pick: (answer) => field(answer, 'cover_photo_full_url') },
      render: true,
    };
  }
  if (section === 'product' && second && ID.test(second) && third === undefined) {
    const details = get(`/items/details/${second}`);
    return {
      requests: [details, get(`/items/related-items/${second}`), get('/categories')],
      sources: FIRST_SCREEN_SOURCES.product,
      picture: { request: details, pick: (answer) => field(answer, 'image_full_url') },
      render: true,
    };
  }
  if (path === '/categories') return { requests: [get('/categories')], sources: FIRST_SCREEN_SOURCES.categories, picture: null, render: true };
  const trip = type === 'rental' ? tripQuery(context.trip) : null;
  if (path === '/rental/vehicle-search') return trip ? vehicleSearch(search, trip) : { ...none, sources: FIRST_SCREEN_SOURCES.vehicleSearch };
  if (section === 'rental' && second === 'vehicle-details' && third && ID.test(third)) {
    return trip ? vehicleDetails(third, trip) : { ...none, sources: FIRST_SCREEN_SOURCES.vehicleDetails };
  }
  if (path === '/checkout') {
    // The cart's checkout is rendered for its customer; a Buy Now or campaign line lives on the device only.
    const page = new URLSearchParams(search).get('page');
    const ofCart = type === 'rental' || page === null || page === 'cart';
    return { ...none, sources: type === 'rental' ? FIRST_SCREEN_SOURCES.tripCheckout : FIRST_SCREEN_SOURCES.itemCheckout, ...(ofCart ? { render: 'personal' as const } : {}) };
  }
  return none;
}

/** The plan for a page: what every screen needs once a zone is chosen, then the route's own. */
export function planFirstScreen(path: string, search: string, context: RenderContext | null): FirstScreenPlan {
  const config = get('/config');
  const language = context?.language === 'ar' ? ['src/locales/ar/index.ts'] : [];
  if (!context?.zoneId) return { requests: [config], sources: [STARTUP_SOURCE, ...language], picture: null };
  const route = routePlan(path, search, context);
  return {
    requests: [config, get('/module'), get('/react-landing-page'), ...route.requests],
    sources: [STARTUP_SOURCE, ...language, ...route.sources],
    picture: route.picture,
    render: route.render,
  };
}
