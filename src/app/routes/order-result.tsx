/**
 * /order-result: where a placed order lands, and where the payment page returns to. Composed with the orders
 * feature's tracking answer and payment switch, and the customer's id for paying again.
 */
import { useMemo } from 'react';
import { profileOptions } from '@/features/account/api/auth';
import OrderResultScreen from '@/features/checkout/result/order-result-screen';
import { OrderResultSeamProvider, type OrderResultSeam } from '@/features/checkout/result/seam';
import { switchToCashOnDelivery, trackOrderOptions } from '@/features/orders/api/orders';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { useQuery } from '@/lib/query';

function useOrder(orderId: number | null, contactNumber: string | null) {
  const session = useSession();
  const query = useQuery({ ...trackOrderOptions(orderId ?? 0, contactNumber), enabled: orderId !== null && (session.token !== null || contactNumber !== null), meta: { silent: true } });
  const data = query.data;
  return {
    data: data ? { orderStatus: data.order_status, paymentStatus: data.payment_status, paymentMethod: data.payment_method, amount: data.order_amount } : undefined,
    isLoading: query.isLoading,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

function useCustomerId(): number | null {
  const session = useSession();
  return useQuery(profileOptions(session.token)).data?.id ?? null;
}

export default function OrderResult() {
  const seam = useMemo<OrderResultSeam>(
    () => ({
      useOrder,
      useCustomerId,
      switchToCash: switchToCashOnDelivery,
      trackHref: (orderId, contactNumber) => `${paths.trackOrder}?${new URLSearchParams({ order_id: String(orderId), ...(contactNumber ? { contact_number: contactNumber } : {}) }).toString()}`,
    }),
    [],
  );
  return (
    <OrderResultSeamProvider value={seam}>
      <OrderResultScreen />
    </OrderResultSeamProvider>
  );
}
