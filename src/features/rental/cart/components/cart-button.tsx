/** The header's trip-cart button with the vehicle count; opens the cart drawer. */
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { tp } from '@/lib/i18n';
import { useRentalCartState } from '../cart-state';

export function RentalCartButton({ onPress, countClass, className }: { onPress: () => void; countClass: string; className?: string }) {
  const cart = useRentalCartState();
  return (
    <Button plain variant="ghost" iconOnly className={className} onPress={onPress} aria-label={tp('rental.openCart', cart.count)}>
      <Icon name="cart" />
      {cart.count > 0 ? (
        <span className={countClass} aria-hidden="true">
          {cart.count}
        </span>
      ) : null}
    </Button>
  );
}
