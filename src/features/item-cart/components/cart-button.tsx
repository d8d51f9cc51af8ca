/** The header's shopping-cart button with the number of lines; opens the cart drawer. */
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { tp } from '@/lib/i18n';
import { useItemCartState } from '../cart-state';

export function ItemCartButton({ onPress, countClass, className }: { onPress: () => void; countClass: string; className?: string }) {
  const cart = useItemCartState();
  return (
    <Button plain variant="ghost" iconOnly className={className} onPress={onPress} aria-label={tp('cart.openCart', cart.count)}>
      <Icon name="cart" />
      {cart.count > 0 ? (
        <span className={countClass} aria-hidden="true">
          {cart.count}
        </span>
      ) : null}
    </Button>
  );
}
