/** /rental/cart: the trip cart with the route map. */
import { t } from '@/lib/i18n';
import { container, pageTitle } from '@/styles/utils.css';
import { RouteMap } from '../../components/route-map';
import { useRentalCartState } from '../cart-state';
import { RentalCartPanel } from './cart-panel';
import * as styles from './cart.css';

export function RentalCartPage({ onCheckout }: { onCheckout: () => void }) {
  const cart = useRentalCartState();
  const trip = cart.cart.trip;
  return (
    <div className={container} style={{ paddingBlock: 24, display: 'grid', gap: 16 }}>
      <h1 className={pageTitle}>{t('rental.cartTitle')}</h1>
      <div className={styles.page}>
        <RentalCartPanel onCheckout={onCheckout} />
        {trip?.pickupLocation && cart.cart.lines.length > 0 ? <RouteMap pickup={trip.pickupLocation} destination={trip.destinationLocation} /> : null}
      </div>
    </div>
  );
}
