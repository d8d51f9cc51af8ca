/**
 * The trip cart's subtotal as the customer sees it (each line's displayed total for the cart's trip), for the
 * cart panel and the booking bar. A module of its own, so the booking bar, on every rental page, does not bring
 * the panel's code with it.
 */
import { displayLineTotal } from '../pricing';
import { useRentalCartState } from './cart-state';

export function useCartSubtotal(): number {
  const { cart } = useRentalCartState();
  const trip = cart.trip;
  return cart.lines.reduce(
    (sum, line) => sum + displayLineTotal(line.vehicle, { tripType: trip?.rentalType ?? 'hourly', estimatedHours: trip?.estimatedHours ?? 0, distance: trip?.distance ?? 0 }, line.quantity).total,
    0,
  );
}
