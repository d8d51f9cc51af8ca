/**
 * The item cart endpoints (`customer/cart/*`): every call answers the caller's whole cart of the current
 * module (the `moduleId` header scopes it), so a mutation's answer replaces the cached list. Guests send their
 * guest id (the client adds it when signed out). Errors come back as `ApiError`s with the contract's codes:
 * `cart_item` (same line twice), `cart_item_limit` (above the item's maximum), `stock`, `variation`,
 * `item_id` (not for sale here), `cart_id` (not this caller's line).
 */
import { apiRequest } from '@/lib/api-client';
import { queryOptions } from '@/lib/query';
import { scopeKey } from '@/lib/query-client';
import { CartStruct, type CartRow } from './structs';

export const cartKeys = {
  all: () => ['cart', 'items'] as const,
  list: () => ['cart', 'items', scopeKey()] as const,
};

export const cartListOptions = () =>
  queryOptions({
    queryKey: cartKeys.list(),
    queryFn: ({ signal }) => apiRequest('/api/v1/customer/cart/list', { struct: CartStruct, guest: true, signal }),
  });

/** Food: one entry per group with the chosen labels. Non-food: the chosen combination object, or nothing. */
export type CartVariationChoice = { name: string; values: { label: string[] } }[] | { type: string; price?: number; stock?: number }[];

export interface CartLineChoice {
  quantity: number;
  variation: CartVariationChoice;
  add_on_ids: number[];
  add_on_qtys: number[];
}

export interface AddCartLine extends CartLineChoice {
  item_id: number;
  /** `ItemCampaign` for a campaign, else `Item`. */
  model: 'Item' | 'ItemCampaign';
  /** Display price the client computed; the server keeps its own. */
  price: number;
}

export function addCartLine(line: AddCartLine): Promise<CartRow[]> {
  return apiRequest('/api/v1/customer/cart/add', { method: 'POST', body: { ...line }, struct: CartStruct, guest: true });
}

export interface UpdateCartLine extends Partial<Omit<CartLineChoice, 'quantity'>> {
  cart_id: number;
  quantity: number;
  price: number;
}

export function updateCartLine(line: UpdateCartLine): Promise<CartRow[]> {
  return apiRequest('/api/v1/customer/cart/update', { method: 'POST', body: { ...line }, struct: CartStruct, guest: true });
}

export function removeCartLine(cartId: number): Promise<CartRow[]> {
  return apiRequest('/api/v1/customer/cart/remove-item', { method: 'DELETE', query: { cart_id: cartId }, struct: CartStruct, guest: true });
}

export function clearCart(): Promise<CartRow[]> {
  return apiRequest('/api/v1/customer/cart/remove', { method: 'DELETE', struct: CartStruct, guest: true });
}
