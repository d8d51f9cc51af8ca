/** /my-orders: the orders of the store modules; guests are offered the sign-in dialog. */
import { openAuthDialog } from '@/features/account/auth-dialog-store';
import MyOrdersScreen from '@/features/orders/components/my-orders-screen';

export default function MyOrders() {
  return <MyOrdersScreen onSignIn={() => openAuthDialog('sign-in')} />;
}
