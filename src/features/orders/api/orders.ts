/**
 * Order calls for customers and guests (the client adds the guest id when signed out): finished orders and
 * running ones (infinite, 10 a page), one order's lines and its tracking (a guest also proves the contact
 * number), cancelling with a reason, asking for a refund with pictures, switching an unpaid digital order to
 * cash on delivery or paying it from the wallet, and reviewing the items and the rider of a delivered order. Keys live under `orders`
 * (personal data: never persisted with the catalogue).
 */
import { apiRequest } from '@/lib/api-client';
import { infiniteQueryOptions, queryOptions } from '@/lib/query';
import { CancellationReasonsStruct, OrderDetailsStruct, OrderMessageStruct, OrderPageStruct, OrderStruct, RefundReasonsStruct } from './structs';

export const ORDER_PAGE_SIZE = 10;

export const orderKeys = {
  all: () => ['orders'] as const,
  list: (kind: 'running' | 'history') => ['orders', 'list', kind] as const,
  details: (id: number) => ['orders', 'details', id] as const,
  track: (id: number, contactNumber: string | null) => ['orders', 'track', id, contactNumber] as const,
  cancellationReasons: () => ['orders', 'cancellation-reasons'] as const,
  refundReasons: () => ['orders', 'refund-reasons'] as const,
};

export const ordersInfiniteOptions = (kind: 'running' | 'history') =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(kind),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(kind === 'running' ? '/api/v1/customer/order/running-orders' : '/api/v1/customer/order/list', { query: { limit: ORDER_PAGE_SIZE, offset: pageParam }, struct: OrderPageStruct, guest: true, signal }),
    initialPageParam: 1,
    // Stops on an empty page, as the contract advises, and on the total.
    getNextPageParam: (last, _all, offset) => (last.orders.length === 0 || offset * ORDER_PAGE_SIZE >= last.total_size ? undefined : offset + 1),
  });

export const orderDetailsOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.details(id),
    queryFn: ({ signal }) => apiRequest('/api/v1/customer/order/details', { query: { order_id: id }, struct: OrderDetailsStruct, guest: true, signal }),
  });

/** One order, its rider and position. Guests name the contact number the order was placed with. */
export const trackOrderOptions = (id: number, contactNumber: string | null = null) =>
  queryOptions({
    queryKey: orderKeys.track(id, contactNumber),
    queryFn: ({ signal }) => apiRequest('/api/v1/customer/order/track', { query: { order_id: id, contact_number: contactNumber ?? undefined }, struct: OrderStruct, guest: true, signal }),
  });

export const cancellationReasonsOptions = () =>
  queryOptions({
    queryKey: orderKeys.cancellationReasons(),
    queryFn: ({ signal }) => apiRequest('/api/v1/customer/order/cancellation-reasons', { query: { offset: 1, limit: 25, type: 'customer' }, struct: CancellationReasonsStruct, signal }),
    staleTime: 60 * 60 * 1000,
  });

export const refundReasonsOptions = () =>
  queryOptions({
    queryKey: orderKeys.refundReasons(),
    queryFn: ({ signal }) => apiRequest('/api/v1/customer/order/refund-reasons', { struct: RefundReasonsStruct, guest: true, signal }),
    staleTime: 60 * 60 * 1000,
  });

/** Cancels a pending (or unpaid) order; needs a reason or a note. */
export function cancelOrder(id: number, reason: string, note?: string) {
  return apiRequest('/api/v1/customer/order/cancel', { method: 'PUT', body: { order_id: id, reason, note }, struct: OrderMessageStruct, guest: true });
}

/** Asks for a refund of a delivered, paid order (signed-in customers), with up to 5 pictures. */
export function requestRefund(id: number, reason: string, note: string, images: readonly Blob[] = []) {
  const form = new FormData();
  form.append('order_id', String(id));
  form.append('customer_reason', reason);
  if (note) form.append('customer_note', note);
  images.forEach((image, index) => form.append('image[]', image, `refund-${index + 1}`));
  return apiRequest('/api/v1/customer/order/refund-request', { method: 'POST', body: form, struct: OrderMessageStruct });
}

/** Switches an unpaid digital order to cash on delivery. */
export function switchToCashOnDelivery(id: number) {
  return apiRequest('/api/v1/customer/order/payment-method', { method: 'PUT', body: { order_id: id }, struct: OrderMessageStruct, guest: true });
}

/** Pays an unpaid order (a digital one whose payment failed) from the signed-in customer's wallet. */
export function payOrderFromWallet(id: number) {
  return apiRequest('/api/v1/customer/order/wallet-payment', { method: 'POST', body: { order_id: id }, struct: OrderMessageStruct });
}

export function reviewItem(review: { order_id: number; item_id: number; rating: number; comment?: string }) {
  return apiRequest('/api/v1/items/reviews/submit', { method: 'POST', body: { ...review }, struct: OrderMessageStruct });
}

/** Reviews the rider of a delivered order; the comment is required. */
export function reviewRider(review: { order_id: number; delivery_man_id: number; rating: number; comment: string }) {
  return apiRequest('/api/v1/delivery-man/reviews/submit', { method: 'POST', body: { ...review }, struct: OrderMessageStruct });
}
