/**
 * /checkout?page=cart|buy_now|campaign: the rental trip checkout for the rental module; for the store modules
 * the item checkout of the cart, or of the line a Buy Now or campaign view handed over.
 */
import { lazy } from 'react';
import { useSearch } from 'wouter';
import { useSession } from '@/hooks/use-session';

const TripCheckout = lazy(() => import('@/features/rental/checkout/trip-checkout'));
const ItemCheckout = lazy(() => import('./item-checkout'));

const ITEM_PAGES = ['cart', 'buy_now', 'campaign'] as const;
type ItemPage = (typeof ITEM_PAGES)[number];

export default function Checkout() {
  const session = useSession();
  const requested = new URLSearchParams(useSearch()).get('page');
  const page: ItemPage = (ITEM_PAGES as readonly string[]).includes(requested ?? '') ? (requested as ItemPage) : 'cart';
  return session.module?.module_type === 'rental' ? <TripCheckout /> : <ItemCheckout page={page} />;
}
