/** /my-orders/{id}: one order of the store modules. */
import { useParams } from 'wouter';
import { OrderDetailsScreen } from '@/features/orders/screens';

export default function OrderDetails() {
  const params = useParams<{ id: string }>();
  return <OrderDetailsScreen id={Number(params.id)} />;
}
