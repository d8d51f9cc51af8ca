/**
 * The cart drawer's panel with what it needs of the catalogue (features never import each other): the
 * running store-wide discount of the cart's store, from the store's details, so the drawer's subtotal takes
 * it exactly as checkout does. While the details are not known (offline, still loading) the drawer shows the
 * lines' own discounts only, never a saving checkout would not give.
 */
import { storeDetailsOptions } from '@/features/catalog/api/stores';
import { ItemCartPanel, type ItemCartPanelProps } from '@/features/item-cart/components/cart-panel';
import { useItemCartState } from '@/features/item-cart/cart-state';
import { useQuery } from '@/lib/query';
import { storeDiscountRuleOf } from '@common/order-pricing/discounts';

export function ComposedItemCartPanel(props: Omit<ItemCartPanelProps, 'storeDiscount'>) {
  const cart = useItemCartState();
  const storeId = cart.cart.lines[0]?.item.storeId ?? 0;
  const store = useQuery({ ...storeDetailsOptions(String(storeId)), enabled: storeId > 0 });
  return <ItemCartPanel {...props} storeDiscount={storeDiscountRuleOf(store.data?.discount)} />;
}
