/**
 * Search: items with filters (infinite), name suggestions as the customer types, the header's
 * items-and-stores dropdown, and `get-combined-data`, the results page of the main search, a category or a
 * brand (items or stores). Results rank by name, then description, in English and Arabic.
 */
import { apiRequest } from '@/lib/api-client';
import { infiniteQueryOptions, queryOptions } from '@/lib/query';
import { STALE } from '@/lib/query-client';
import { array } from '@/lib/struct';
import { ItemPageStruct, ItemStruct } from './item-structs';
import { ITEM_PAGE_SIZE, type ItemFilter, type ItemListParams } from './items';
import { catalogKeys } from './keys';
import { nextOffset, queryOf } from './paging';
import { ItemOrStoreStruct, SuggestionPageStruct } from './promotion-structs';
import { StorePageStruct } from './store-structs';
import type { StoreFilter } from './stores';

export interface ItemSearchParams extends ItemListParams {
  name: string;
  /** Search inside one store (id or slug). */
  storeId?: string;
}

export const itemSearchInfiniteOptions = (params: ItemSearchParams) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.itemSearch(params),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/api/v1/items/search', {
        query: queryOf({
          name: params.name,
          store_id: params.storeId,
          type: params.type ?? 'all',
          category_ids: params.category_ids,
          filter: params.filter,
          min_price: params.min_price,
          max_price: params.max_price,
          rating_count: params.rating_count,
          offset: pageParam,
          limit: ITEM_PAGE_SIZE,
        }),
        struct: ItemPageStruct,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, offset) => nextOffset(last.total_size, last.products, offset, ITEM_PAGE_SIZE),
    enabled: params.name.trim() !== '',
    staleTime: STALE.MINUTES.ONE,
  });

/** Item names matching what the customer typed so far (ten, best first). */
export const suggestionsOptions = (name: string) =>
  queryOptions({
    queryKey: catalogKeys.suggestions(name),
    queryFn: async ({ signal }) => (await apiRequest('/api/v1/items/search-suggestion', { query: { name, limit: 10, offset: 1 }, struct: SuggestionPageStruct, signal })).products,
    enabled: name.trim() !== '',
    staleTime: STALE.MINUTES.FIVE,
  });

/** Items and stores for the header's search dropdown (needs the customer's position headers). */
export const itemOrStoreOptions = (name: string) =>
  queryOptions({
    queryKey: catalogKeys.itemOrStore(name),
    queryFn: ({ signal }) => apiRequest('/api/v1/items/item-or-store-search', { query: { name }, struct: ItemOrStoreStruct, signal }),
    enabled: name.trim() !== '',
    staleTime: STALE.MINUTES.FIVE,
  });

export type CombinedDataType = 'searched' | 'discounted' | 'category' | 'brand' | 'new' | 'default';

export interface CombinedParams {
  data_type: CombinedDataType;
  name?: string;
  category_ids?: number[];
  brand_ids?: number[];
  filter?: (ItemFilter | StoreFilter)[];
  rating_count?: number;
  min_price?: number;
  max_price?: number;
}

const combinedQuery = (params: CombinedParams, listType: 'item' | 'store', offset: number) =>
  queryOf({ ...params, list_type: listType, offset, limit: ITEM_PAGE_SIZE });

export const combinedItemsInfiniteOptions = (params: CombinedParams) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.combined({ ...params, list: 'item' }),
    queryFn: ({ pageParam, signal }) => apiRequest('/api/v1/get-combined-data', { query: combinedQuery(params, 'item', pageParam), struct: ItemPageStruct, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, offset) => nextOffset(last.total_size, last.products, offset, ITEM_PAGE_SIZE),
    staleTime: STALE.MINUTES.ONE,
  });

export const combinedStoresInfiniteOptions = (params: CombinedParams) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.combined({ ...params, list: 'store' }),
    queryFn: ({ pageParam, signal }) => apiRequest('/api/v1/get-combined-data', { query: combinedQuery(params, 'store', pageParam), struct: StorePageStruct, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, offset) => nextOffset(last.total_size, last.stores, offset, ITEM_PAGE_SIZE),
    staleTime: STALE.MINUTES.ONE,
  });

/** Five items to suggest on the search page: from the signed-in customer's interests, else the most ordered. */
export const suggestedItemsOptions = () =>
  queryOptions({
    queryKey: catalogKeys.suggestedItems(),
    queryFn: ({ signal }) => apiRequest('/api/v1/customer/suggested-items', { struct: array(ItemStruct), signal }),
    staleTime: STALE.MINUTES.FIVE,
  });
