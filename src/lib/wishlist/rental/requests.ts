/**
 * Rental wishlist endpoints (token required): the list, add and remove of a vehicle or provider. The list's
 * entries are kept whole as the drawer's offline copies; what the drawer shows of them is checked here.
 */
import { apiRequest } from '@/lib/api-client';
import type { SessionState } from '@/lib/session';
import { list, looseId, nullable, optional, string, text, type } from '@/lib/struct';

const VehicleStruct = type({
  id: looseId,
  name: text,
  thumbnail_full_url: optional(nullable(string())),
  provider: optional(nullable(type({ name: optional(text) }))),
});
const ProviderStruct = type({
  id: looseId,
  name: text,
  logo_full_url: optional(nullable(string())),
  address: optional(nullable(string())),
});
const RentalWishlistStruct = type({ vehicles: list(VehicleStruct), providers: list(ProviderStruct) });
const MessageStruct = type({ message: optional(text) });

export type RentalWishKind = 'vehicle' | 'provider';

const param = (kind: RentalWishKind) => (kind === 'vehicle' ? 'vehicle_id' : 'provider_id');

export function getRentalWishlist(session?: SessionState, signal?: AbortSignal) {
  return apiRequest('/api/v1/rental/user/wish-list', { query: { limit: 100, offset: 1 }, struct: RentalWishlistStruct, session, signal });
}

export function addToRentalWishlist(kind: RentalWishKind, id: number, session?: SessionState) {
  return apiRequest('/api/v1/rental/user/wish-list/add', { method: 'POST', query: { [param(kind)]: id }, struct: MessageStruct, session });
}

export function removeFromRentalWishlist(kind: RentalWishKind, id: number, session?: SessionState) {
  return apiRequest('/api/v1/rental/user/wish-list/remove', { method: 'DELETE', query: { [param(kind)]: id }, struct: MessageStruct, session });
}
