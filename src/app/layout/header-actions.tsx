/**
 * Header controls that need the local database or dialogs (loaded after first paint): the trip cart with its
 * drawer and booking bar (rental), the shopping cart with its drawer (store modules), the wishlist, and the
 * account control.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Drawer } from '@/components/ui/drawer/drawer';
import { AccountControl } from '@/features/account/components/account-control';
import { ItemCartButton } from '@/features/cart/components/item-cart-button';
import { ItemCartPanel } from '@/features/cart/components/item-cart-panel';
import { BookingBar } from '@/features/rental/cart/components/booking-bar';
import { RentalCartButton } from '@/features/rental/cart/components/cart-button';
import { CartPanel } from '@/features/rental/cart/components/cart-panel';
import { useSessionValue } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { useCheckoutGate } from '../checkout-gate';
import { WishlistControl } from './wishlist-control';
import * as styles from './header.css';

/** Pages with their own booking button: the booking bar would be a second one there. */
const BOOKING_PAGES = ['/checkout', '/rental/cart', '/rental/trip-status'];

export default function HeaderActions({ hideShopping }: { hideShopping: boolean }) {
  const module = useSessionValue('module');
  const [location] = useLocation();
  const [cartOpen, setCartOpen] = useState(false);
  const checkout = useCheckoutGate();
  const isRental = module?.module_type === 'rental';
  return (
    <>
      {!hideShopping ? <WishlistControl /> : null}
      {!hideShopping && isRental ? (
        <>
          <RentalCartButton onPress={() => setCartOpen(true)} countClass={styles.count} className={styles.cartButton} />
          <Drawer title={t('rental.cartTitle')} isOpen={cartOpen} onOpenChange={setCartOpen} maxWidth="420px">
            <CartPanel
              onBrowse={() => setCartOpen(false)}
              onCheckout={() => {
                setCartOpen(false);
                checkout.start();
              }}
            />
          </Drawer>
          {BOOKING_PAGES.some((page) => location.startsWith(page)) ? null : <BookingBar onBook={() => checkout.start()} />}
        </>
      ) : null}
      {!hideShopping && module && !isRental ? (
        <>
          <ItemCartButton onPress={() => setCartOpen(true)} countClass={styles.count} className={styles.cartButton} />
          <Drawer title={t('cart.title')} isOpen={cartOpen} onOpenChange={setCartOpen} maxWidth="420px">
            <ItemCartPanel
              onBrowse={() => setCartOpen(false)}
              onCheckout={() => {
                setCartOpen(false);
                checkout.start();
              }}
            />
          </Drawer>
        </>
      ) : null}
      <AccountControl />
      {checkout.dialogs}
    </>
  );
}
