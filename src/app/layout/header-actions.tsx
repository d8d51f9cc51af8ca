/**
 * Header controls that need the local database or dialogs (loaded after first paint): the trip cart with its
 * drawer and booking bar (rental), the shopping cart with its drawer (store modules), the wishlist, and the
 * account control. A cart's panel loads when its drawer is first opened (asked for as the button is pressed),
 * not with every page.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { Drawer } from '@/components/ui/drawer/drawer';
import { AccountControl } from '@/features/account/components/account-control';
import { ItemCartButton } from '@/features/item-cart/components/cart-button';
import { BookingBar } from '@/features/rental/cart/components/booking-bar';
import { RentalCartButton } from '@/features/rental/cart/components/cart-button';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useSessionValue } from '@/hooks/use-session';
import { importPatiently } from '@/lib/after-load';
import { t } from '@/lib/i18n';
import { useCheckoutGate } from '../checkout-gate';
import { WishlistControl } from '@/lib/wishlist/control';
import * as styles from './header.css';

type CartPanelProps = { onCheckout: () => void; onBrowse: () => void };

/** A cart's panel, loaded when its drawer is first opened (asked for as the button is pressed). */
function cartPanel(load: () => Promise<{ default: ComponentType<CartPanelProps> }>) {
  return { load, Panel: lazy(() => importPatiently(load)) };
}

const CARTS = {
  rental: { Button: RentalCartButton, title: () => t('rental.cartTitle'), ...cartPanel(() => import('@/features/rental/cart/components/cart-panel').then((module) => ({ default: module.RentalCartPanel }))) },
  items: { Button: ItemCartButton, title: () => t('cart.title'), ...cartPanel(() => import('../item-cart-panel').then((module) => ({ default: module.ComposedItemCartPanel }))) },
};

/** The header's cart button and the drawer it opens, whose checkout button goes through the checkout gate. */
function CartControl({ kind, onCheckout }: { kind: keyof typeof CARTS; onCheckout: () => void }) {
  const [open, setOpen] = useState(false);
  const { Button, Panel, load, title } = CARTS[kind];
  return (
    <>
      <Button
        onPress={() => {
          void load().catch(() => undefined);
          setOpen(true);
        }}
        countClass={styles.count}
        className={styles.cartButton}
      />
      <Drawer title={title()} isOpen={open} onOpenChange={setOpen} maxWidth="420px">
        <Suspense fallback={<Skeleton height="200px" />}>
          <Panel
            onBrowse={() => setOpen(false)}
            onCheckout={() => {
              setOpen(false);
              onCheckout();
            }}
          />
        </Suspense>
      </Drawer>
    </>
  );
}

/** Pages with their own booking button: the booking bar would be a second one there. */
const BOOKING_PAGES = ['/checkout', '/rental/cart', '/rental/trip-status'];

export default function HeaderActions({ hideShopping }: { hideShopping: boolean }) {
  const module = useSessionValue('module');
  const [location] = useLocation();
  const checkout = useCheckoutGate();
  const isRental = module?.module_type === 'rental';
  return (
    <>
      {!hideShopping ? <WishlistControl /> : null}
      {!hideShopping && isRental ? (
        <>
          <CartControl kind="rental" onCheckout={() => checkout.start()} />
          {BOOKING_PAGES.some((page) => location.startsWith(page)) ? null : <BookingBar onBook={() => checkout.start()} />}
        </>
      ) : null}
      {!hideShopping && module && !isRental ? <CartControl kind="items" onCheckout={() => checkout.start()} /> : null}
      <AccountControl />
      {checkout.dialogs}
    </>
  );
}
