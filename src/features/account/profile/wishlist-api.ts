/**
 * The item and store wishlist of a signed-in customer (`/api/v1/customer/wish-list…`), for every module but
 * rental (which has its own vehicle and provider list). The list is per zone (the `zoneId` header) and, with
 * a module, narrowed to it; the keys here carry both.
 */
import { apiRequest } from '@/lib/api-client';
import { queryOptions } from '@/lib/query';
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
const MessageStruct = type({ message: text });

export type WishItem = Infer<typeof ItemStruct>;
export type WishStore = Infer<typeof StoreStruct>;
export type WishTarget = { kind: 'item' | 'store'; id: number };

export const wishlistKeys = {
  all: ['wishlist'] as const,
  list: (session: SessionState) => ['wishlist', session.token ? session.token.slice(-8) : 'none', session.zoneId, session.module?.id ?? null] as const,
};

export const wishlistQueryOptions = (session: SessionState) =>
  queryOptions({
    queryKey: wishlistKeys.list(session),
    queryFn: ({ signal }) => apiRequest('/api/v1/customer/wish-list', { struct: ListStruct, signal, session }),
    enabled: session.token !== null && session.zoneId !== null,
    meta: { silent: true },
  });

const param = (target: WishTarget) => ({ [target.kind === 'item' ? 'item_id' : 'store_id']: target.id });

export function addToWishlist(target: WishTarget) {
  return apiRequest('/api/v1/customer/wish-list/add', { method: 'POST', query: param(target), struct: MessageStruct });
}

export function removeFromWishlist(target: WishTarget) {
  return apiRequest('/api/v1/customer/wish-list/remove', { method: 'DELETE', query: param(target), struct: MessageStruct });
}
