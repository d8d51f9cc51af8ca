/** /my-orders: the orders of the store modules; guests are offered the sign-in dialog. */
import { openAuthDialog } from '@/features/account/auth-dialog-store';
import { MyOrdersScreen } from '@/features/orders/screens';

export default function MyOrders() {
  return <MyOrdersScreen onSignIn={() => openAuthDialog('sign-in')} />;
}
