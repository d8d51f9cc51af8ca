/** /my-orders/{id}: one order of the store modules, with Reorder into the item cart. */
import { useParams } from 'wouter';
import { OrderDetailsScreen } from '@/features/orders/screens';
import { reorder } from '../reorder';

export default function OrderDetails() {
  const params = useParams<{ id: string }>();
  return <OrderDetailsScreen id={Number(params.id)} onReorder={reorder} />;
}
