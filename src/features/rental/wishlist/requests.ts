/** Rental wishlist endpoints (token required): the list, add and remove of a vehicle or provider. */
import { apiRequest } from '@/lib/api-client';
import type { SessionState } from '@/lib/session';
import { list, optional, text, type } from '@/lib/struct';
import { ProviderStruct, VehicleStruct } from '../api/structs';

export const RentalWishlistStruct = type({ vehicles: list(VehicleStruct), providers: list(ProviderStruct) });
const MessageStruct = type({ message: optional(text) });

export type WishlistKind = 'vehicle' | 'provider';

const param = (kind: WishlistKind) => (kind === 'vehicle' ? 'vehicle_id' : 'provider_id');

export function getRentalWishlist(session?: SessionState, signal?: AbortSignal) {
  return apiRequest('/api/v1/rental/user/wish-list', { query: { limit: 100, offset: 1 }, struct: RentalWishlistStruct, session, signal });
}

export function addToRentalWishlist(kind: WishlistKind, id: number, session?: SessionState) {
  return apiRequest('/api/v1/rental/user/wish-list/add', { method: 'POST', query: { [param(kind)]: id }, struct: MessageStruct, session });
}

export function removeFromRentalWishlist(kind: WishlistKind, id: number, session?: SessionState) {
  return apiRequest('/api/v1/rental/user/wish-list/remove', { method: 'DELETE', query: { [param(kind)]: id }, struct: MessageStruct, session });
}
