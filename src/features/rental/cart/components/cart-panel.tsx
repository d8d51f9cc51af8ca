/**
 * The cart's content, shared by the drawer and the /rental/cart page: the trip, the lines, the subtotal and
 * the checkout button (what checkout requires — sign-in or guest choice — is decided by the caller).
 */
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Link } from '@/components/ui/link/link';
import { Price } from '@/components/ui/price/price';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { useRentalCartState } from '../cart-state';
import { useCartSubtotal } from '../cart-subtotal';
import { RentalCartLines } from './cart-lines';
import { TripSummary } from './trip-summary';
import * as styles from './cart.css';

export function RentalCartPanel({ onCheckout, onBrowse }: { onCheckout: () => void; onBrowse?: () => void }) {
  const cart = useRentalCartState();
  const subtotal = useCartSubtotal();
  if (!cart.ready) return <Skeleton height="200px" />;
  if (cart.cart.lines.length === 0) {
    return (
      <EmptyState
        icon="car"
        headingLevel={3}
        title={t('rental.cartEmpty')}
        action={
          <Link href={paths.rentalSearch()} appearance="primary" onPress={onBrowse}>
            {t('rental.browseVehicles')}
          </Link>
        }
      />
    );
  }
  return (
    <div className={styles.summary}>
      {cart.cart.trip ? <TripSummary trip={cart.cart.trip} /> : null}
      <RentalCartLines lines={cart.cart.lines} trip={cart.cart.trip} />
      <div className={styles.totalRow}>
        <span>{t('rental.subtotal')}</span>
        <Price amount={subtotal} size="lg" />
      </div>
      <Button fullWidth size="lg" onPress={onCheckout}>
        {t('rental.proceed')}
      </Button>
    </div>
  );
}
