/** /rental/cart: the trip cart with the route map. */
import { t } from '@/lib/i18n';
import { container, pageTitle } from '@/styles/utils.css';
import { RouteMap } from '../../components/route-map';
import { useRentalCart } from '../cart-state';
import { CartPanel } from './cart-panel';
import * as styles from './cart.css';

export function RentalCartPage({ onCheckout }: { onCheckout: () => void }) {
  const cart = useRentalCart();
  const trip = cart.cart.trip;
  return (
    <div className={container} style={{ paddingBlock: 24, display: 'grid', gap: 16 }}>
      <h1 className={pageTitle}>{t('rental.cartTitle')}</h1>
      <div className={styles.page}>
        <CartPanel onCheckout={onCheckout} />
        {trip?.pickupLocation && cart.cart.lines.length > 0 ? <RouteMap pickup={trip.pickupLocation} destination={trip.destinationLocation} /> : null}
      </div>
    </div>
  );
}
