/**
 * Which first screen a page request opens, and for what: the route (src/app/routes.tsx) and the customer's
 * context say which screen, and with which arguments, and the screen's own declaration
 * (common/first-screen/screens.ts) says which public GETs it makes and which modules it loads, so the app can
 * take the answers from the page instead of asking (see src/lib/first-screen) and its files start at once.
 *
 * Pure: no I/O. Personal data (cart, profile, orders) is never planned: the answers block goes to the service
 * worker's caches. The checkout's render asks for the customer's cart itself, with their identity.
 */
import type { RenderContext } from '../../common/first-screen/context';
import { everyScreen, FIRST_SCREENS, languageSources, STARTUP_SOURCE, tripQuery, type FirstScreen, type FirstScreenRequest, type PictureSource } from '../../common/first-screen/screens';

export type PlannedRequest = FirstScreenRequest;

export interface FirstScreenPlan {
  requests: PlannedRequest[];
  /** Source modules (build manifest keys) the route loads before its first screen can show. */
  sources: readonly string[];
  /** The request whose answer names the largest picture, and how to find it there. */
  picture: PictureSource | null;
  /**
   * Whether the server renders the screen's markup: `true` for public screens; `'personal'` for the checkout,
   * rendered only for the customer the request names (their cart), never for anyone else.
   */
  render?: boolean | 'personal';
}

const ID = /^\d{1,9}$/;
const STORE_MODULES = new Set(['food', 'grocery', 'pharmacy', 'ecommerce', 'shop']);
const NONE: FirstScreenPlan = { requests: [], sources: [], picture: null };

/** A public screen, rendered by the server, with its GETs for these arguments. */
function rendered<Args extends unknown[]>(screen: FirstScreen<Args>, ...args: Args): FirstScreenPlan {
  return { ...screen.fetches(...args), sources: [...screen.sources, ...(screen.partsFor?.(...args) ?? [])], render: true };
}

/** A screen that cannot be prepared for this context (a vehicle screen without a trip): its files only. */
const filesOf = (screen: Pick<FirstScreen, 'sources'>): FirstScreenPlan => ({ ...NONE, sources: screen.sources });

function routePlan(path: string, search: string, context: RenderContext): FirstScreenPlan {
  const type = context.moduleType;
  if (path === '/home') {
    if (type === 'rental') return rendered(FIRST_SCREENS.rentalHome);
    if (type && STORE_MODULES.has(type)) return rendered(FIRST_SCREENS.storeHome, type);
    if (type === 'parcel') return rendered(FIRST_SCREENS.parcelHome);
    return NONE;
  }
  const [, section, second, third] = path.split('/');
  if (section === 'store' && second && ID.test(second) && third === undefined) return rendered(FIRST_SCREENS.store, second);
  if (section === 'product' && second && ID.test(second) && third === undefined) return rendered(FIRST_SCREENS.product, second);
  if (path === '/categories') return rendered(FIRST_SCREENS.categories);
  const trip = type === 'rental' ? tripQuery(context.trip) : null;
  if (path === '/rental/vehicle-search') {
    const category = Number(new URLSearchParams(search).get('categoryId'));
    return trip ? rendered(FIRST_SCREENS.vehicleSearch, trip, Number.isInteger(category) && category > 0 ? category : null) : filesOf(FIRST_SCREENS.vehicleSearch);
  }
  if (section === 'rental' && second === 'vehicle-details' && third && ID.test(third)) {
    return trip ? rendered(FIRST_SCREENS.vehicleDetails, third, trip) : filesOf(FIRST_SCREENS.vehicleDetails);
  }
  if (path === '/checkout') {
    // The cart's checkout is rendered for its customer; a Buy Now or campaign line lives on the device only.
    const page = new URLSearchParams(search).get('page');
    const ofCart = type === 'rental' || page === null || page === 'cart';
    const screen = type === 'rental' ? FIRST_SCREENS.tripCheckout : FIRST_SCREENS.itemCheckout;
    return { ...screen.fetches(), sources: screen.sources, ...(ofCart ? { render: 'personal' as const } : {}) };
  }
  return NONE;
}

/** The plan for a page: what every screen needs once a zone is chosen, then the route's own. */
export function planFirstScreen(path: string, search: string, context: RenderContext | null): FirstScreenPlan {
  const language = languageSources(context?.language);
  if (!context?.zoneId) return { requests: everyScreen(false), sources: [STARTUP_SOURCE, ...language], picture: null };
  const route = routePlan(path, search, context);
  return {
    requests: [...everyScreen(true), ...route.requests],
    sources: [STARTUP_SOURCE, ...language, ...route.sources],
    picture: route.picture,
    render: route.render,
  };
}
