/**
 * /checkout?page=cart|buy_now|campaign: the rental trip checkout for the rental module; for the store modules
 * the item checkout of the cart, or of the line a Buy Now or campaign view handed over.
 */
import { useSearch } from 'wouter';
import { useSessionValue } from '@/hooks/use-session';
import { loadRentalPageStrings } from '@/lib/i18n';
import { lazyPart } from '@/lib/lazy-part';

// Parts the server renders for the cart's customer: the browser loads the one the page holds before it takes
// the page over, so the whole form is the app's at once (typing into markup React has not taken over is lost).
// The trip's loads the rental screens' strings beside it, which its lines show; the items' shows only the
// checkouts' own (they load with the route), so the catalogue's come later, as on every page.
const TripCheckout = lazyPart('checkout:trip', () => import('./trip-checkout'), loadRentalPageStrings);
const ItemCheckout = lazyPart('checkout:item', () => import('./item-checkout'));

const ITEM_PAGES = ['cart', 'buy_now', 'campaign'] as const;
type ItemPage = (typeof ITEM_PAGES)[number];

export default function Checkout() {
  const module = useSessionValue('module');
  const requested = new URLSearchParams(useSearch()).get('page');
  const page: ItemPage = (ITEM_PAGES as readonly string[]).includes(requested ?? '') ? (requested as ItemPage) : 'cart';
  return module?.module_type === 'rental' ? <TripCheckout /> : <ItemCheckout page={page} />;
}
