/**
 * The item cart endpoints as the outbox replays them (`customer/cart/*`): each call carries an explicit
 * session (token or guest id, zone, module, language) because changes replay later, possibly from the
 * service worker, with the context captured when the customer made them. Kept apart from `api/cart.ts`
 * (query options for screens) so the worker does not load the query client.
 */
import { apiRequest } from '@/lib/api-client';
import type { SessionState } from '@/lib/session';
import { CartStruct, type CartRow } from './api/structs';

interface LineFields {
  quantity: number;
  price: number;
  variation: unknown[];
  add_on_ids: number[];
  add_on_qtys: number[];
}

export interface AddCartLine extends LineFields {
  item_id: number;
  model: 'Item' | 'ItemCampaign';
}

export interface UpdateCartLine extends LineFields {
  cart_id: number;
}

export interface CartCall {
  session?: SessionState;
  signal?: AbortSignal;
}

const C = '/api/v1/customer/cart';

export function getCartLines(call: CartCall = {}): Promise<CartRow[]> {
  return apiRequest(`${C}/list`, { struct: CartStruct, guest: true, ...call });
}

export function addCartLine(line: AddCartLine, call: CartCall = {}): Promise<CartRow[]> {
  return apiRequest(`${C}/add`, { method: 'POST', body: { ...line }, struct: CartStruct, guest: true, ...call });
}

export function updateCartLine(line: UpdateCartLine, call: CartCall = {}): Promise<CartRow[]> {
  return apiRequest(`${C}/update`, { method: 'POST', body: { ...line }, struct: CartStruct, guest: true, ...call });
}

export function removeCartLine(cartId: number, call: CartCall = {}): Promise<CartRow[]> {
  return apiRequest(`${C}/remove-item`, { method: 'DELETE', query: { cart_id: cartId }, struct: CartStruct, guest: true, ...call });
}

export function clearCart(call: CartCall = {}): Promise<CartRow[]> {
  return apiRequest(`${C}/remove`, { method: 'DELETE', struct: CartStruct, guest: true, ...call });
}
