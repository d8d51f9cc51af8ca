/** What the order-result screen needs from the orders feature, handed in by its route. */
import { createContext, useContext } from 'react';

export interface ResultOrder {
  orderStatus: string;
  paymentStatus: string;
  paymentMethod: string;
  amount: number;
}

export interface OrderResultSeam {
  /** The server's copy of the order (guests name the contact number they ordered with). */
  useOrder(orderId: number | null, contactNumber: string | null): { data: ResultOrder | undefined; isLoading: boolean; error: unknown; refetch: () => void };
  useCustomerId(): number | null;
  /** Switches an unpaid digital order to cash on delivery. */
  switchToCash(orderId: number): Promise<unknown>;
  trackHref(orderId: number, contactNumber: string | null): string;
}

const SeamContext = createContext<OrderResultSeam | null>(null);

export const OrderResultSeamProvider = SeamContext.Provider;

export function useOrderResultSeam(): OrderResultSeam {
  const seam = useContext(SeamContext);
  if (!seam) throw new Error('The order-result screen needs an OrderResultSeamProvider');
  return seam;
}
