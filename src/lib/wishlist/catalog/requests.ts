/**
 * The item and store wishlist of a signed-in customer (`/api/v1/customer/wish-list…`), for every module but
 * rental (which has its own vehicle and provider list). The list is per zone (the `zoneId` header) and, with
 * a module, narrowed to it. Each call carries an explicit session because the outbox replays toggles later
 * with the context captured when the customer made them.
 */
import { apiRequest } from '@/lib/api-client';
import type { SessionState } from '@/lib/session';
import { list, looseId, nullable, optional, string, text, type, type Infer } from '@/lib/struct';

const ItemStruct = type({
  id: looseId,
  name: text,
  image_full_url: optional(nullable(string())),
  store_name: optional(text),
  module_id: optional(nullable(looseId)),
});
const StoreStruct = type({
  id: looseId,
  name: text,
  logo_full_url: optional(nullable(string())),
  address: optional(nullable(string())),
  module_id: optional(nullable(looseId)),
  zone_id: optional(nullable(looseId)),
});
const ListStruct = type({ item: list(ItemStruct), store: list(StoreStruct) });
const MessageStruct = type({ message: optional(text) });

export type WishItem = Infer<typeof ItemStruct>;
export type WishStore = Infer<typeof StoreStruct>;
export type CatalogWishKind = 'item' | 'store';

export function getCatalogWishlist(session: SessionState, signal?: AbortSignal) {
  return apiRequest('/api/v1/customer/wish-list', { struct: ListStruct, signal, session });
}

const param = (kind: CatalogWishKind, id: number) => ({ [kind === 'item' ? 'item_id' : 'store_id']: id });

export function addToCatalogWishlist(kind: CatalogWishKind, id: number, session: SessionState) {
  return apiRequest('/api/v1/customer/wish-list/add', { method: 'POST', query: param(kind, id), struct: MessageStruct, session });
}

export function removeFromCatalogWishlist(kind: CatalogWishKind, id: number, session: SessionState) {
  return apiRequest('/api/v1/customer/wish-list/remove', { method: 'DELETE', query: param(kind, id), struct: MessageStruct, session });
}
