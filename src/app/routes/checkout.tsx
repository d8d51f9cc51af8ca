/** /checkout?page=cart: the rental trip checkout for the rental module; the item checkout otherwise. */
import { lazy } from 'react';
import { useSession } from '@/hooks/use-session';

const TripCheckout = lazy(() => import('@/features/rental/checkout/trip-checkout'));
const ItemCheckout = lazy(() => import('@/features/catalog/components/item-checkout'));

export default function Checkout() {
  const session = useSession();
  return session.module?.module_type === 'rental' ? <TripCheckout /> : <ItemCheckout />;
}
