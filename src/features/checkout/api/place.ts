/**
 * Placing an order (JSON; pharmacy orders with prescription images as multipart). Loaded with the placing
 * itself (item/place-order.ts), not with the checkout's first screen.
 */
import { apiRequest } from '@/lib/api-client';
import type { OrderBody } from './checkout';
import { PlacedOrderStruct, type PlacedOrder } from './structs';

/**
 * Places the order. Business refusals the backend answers with HTTP 203 (wallet balance, partial payment,
 * cash-on-delivery limit) arrive as `ApiError`s too: an answer with an `errors` list is never a success.
 */
export function placeOrder(body: OrderBody): Promise<PlacedOrder> {
  return apiRequest('/api/v1/customer/order/place', { method: 'POST', body: { ...body }, struct: PlacedOrderStruct, guest: true });
}

/** A pharmacy order with prescription images (`order_attachment[]`, images only). */
export function placePrescriptionOrder(body: OrderBody, images: readonly Blob[]): Promise<PlacedOrder> {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) if (value !== undefined && value !== null) form.append(key, String(value));
  images.forEach((image, index) => form.append('order_attachment[]', image, `prescription-${index + 1}`));
  return apiRequest('/api/v1/customer/order/prescription/place', { method: 'POST', body: form, struct: PlacedOrderStruct, guest: true });
}
