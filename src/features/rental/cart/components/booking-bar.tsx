/** The booking bar fixed at the bottom, shown once the page is scrolled more than 200 px and the cart has vehicles. */
import { Button } from '@/components/ui/button/button';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { t, tp } from '@/lib/i18n';
import { money } from '@/lib/money-settings';
import { useRentalCartState } from '../cart-state';
import { useCartSubtotal } from '../cart-subtotal';
import * as styles from './cart.css';

export const BOOKING_BAR_SCROLL = 200;

export function BookingBar({ onBook }: { onBook: () => void }) {
  const cart = useRentalCartState();
  const subtotal = useCartSubtotal();
  const visible = useScrolledPast(BOOKING_BAR_SCROLL);
  if (!visible || cart.count === 0) return null;
  return (
    <div className={styles.bar} role="region" aria-label={t('rental.cartTitle')}>
      <span>{tp('rental.bookingBar', cart.count, { total: money(subtotal) })}</span>
      <Button plain onPress={onBook}>{t('rental.bookNow')}</Button>
    </div>
  );
}
