import { RentalCartPage } from '@/features/rental/cart/components/cart-page';
import { useCheckoutGate } from '../checkout-gate';

export default function RentalCart() {
  const checkout = useCheckoutGate();
  return (
    <>
      <RentalCartPage onCheckout={checkout.start} />
      {checkout.dialogs}
    </>
  );
}
