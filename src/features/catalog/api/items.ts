/**
 * Items: the home lists (popular, most reviewed, discounted as compact cards; new arrivals and recommended
 * as full items), a store's item list with its filters, details by id or slug, related items (same
 * category, same store), reviews, and a pharmacy store's condition items.
 */
import { apiRequest } from '@/lib/api-client';
import { infiniteQueryOptions, queryOptions, useQuery } from '@/lib/query';
import { STALE } from '@/lib/query-client';
import { array } from '@/lib/struct';
import { CompactItemPageStruct, ItemDetailsStruct, ItemPageStruct, ItemStruct, RecommendedPageStruct } from './item-structs';
import { catalogKeys, type CompactItemList } from './keys';
import { nextOffset, queryOf, type VegType } from './paging';
import { ReviewPageStruct } from './structs';

export const ITEM_PAGE_SIZE = 12;

/** Words item lists understand in `filter`: orders (popular, top rated, price high/low, newest) and flags. */
export type ItemFilter = 'popular' | 'top_rated' | 'high' | 'low' | 'discounted' | 'available_now' | 'new_arrival' | 'best_selling';

export interface ItemListParams {
  type?: VegType;
  category_ids?: number[];
  filter?: ItemFilter[];
  min_price?: number;
  max_price?: number;
  /** Minimum average rating. */
  rating_count?: number;
}

const listQuery = (params: ItemListParams) =>
  queryOf({ type: params.type ?? 'all', category_ids: params.category_ids, filter: params.filter, min_price: params.min_price, max_price: params.max_price, rating_count: params.rating_count });

export const compactItemsOptions = (list: CompactItemList, params: ItemListParams = {}, limit = 10) =>
  queryOptions({
    queryKey: catalogKeys.compactItems(list, { ...params, limit }),
    queryFn: ({ signal }) => apiRequest(`/api/v1/items/${list}`, { query: { ...listQuery(params), offset: 1, limit }, struct: CompactItemPageStruct, signal }),
    staleTime: STALE.MINUTES.FIVE,
  });

export const compactItemsInfiniteOptions = (list: CompactItemList, params: ItemListParams = {}) =>
  infiniteQueryOptions({
    queryKey: [...catalogKeys.compactItems(list, params), 'infinite'] as const,
    queryFn: ({ pageParam, signal }) => apiRequest(`/api/v1/items/${list}`, { query: { ...listQuery(params), offset: pageParam, limit: ITEM_PAGE_SIZE }, struct: CompactItemPageStruct, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, offset) => nextOffset(last.total_size, last.products, offset, ITEM_PAGE_SIZE),
    staleTime: STALE.MINUTES.FIVE,
  });

export const newArrivalsInfiniteOptions = (params: ItemListParams = {}) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.newArrivals(params),
    queryFn: ({ pageParam, signal }) => apiRequest('/api/v1/items/new-arrival', { query: { ...listQuery(params), offset: pageParam, limit: ITEM_PAGE_SIZE }, struct: ItemPageStruct, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, offset) => nextOffset(last.total_size, last.products, offset, ITEM_PAGE_SIZE),
    staleTime: STALE.MINUTES.FIVE,
  });

/** Recommended items, of one store when `storeId` is given. */
export const recommendedOptions = (storeId?: string, limit = 10) =>
  queryOptions({
    queryKey: catalogKeys.recommended({ storeId, limit }),
    queryFn: async ({ signal }) => (await apiRequest('/api/v1/items/recommended', { query: queryOf({ store_id: storeId, offset: 1, limit }), struct: RecommendedPageStruct, signal })).items,
    staleTime: STALE.MINUTES.FIVE,
  });

export interface StoreItemParams extends ItemListParams {
  /** Store id or slug. */
  storeId: string;
  /** One category (sub-categories included); 0 or absent for all. */
  categoryId?: number;
}

/** The store page's item list (`items/latest`), filterable and infinite. */
export const storeItemsInfiniteOptions = (params: StoreItemParams) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.storeItems(params),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/api/v1/items/latest', {
        query: { ...listQuery(params), store_id: params.storeId, category_id: params.categoryId ?? 0, offset: pageParam, limit: ITEM_PAGE_SIZE },
        struct: ItemPageStruct,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, offset) => nextOffset(last.total_size, last.products, offset, ITEM_PAGE_SIZE),
    staleTime: STALE.MINUTES.ONE,
  });

/** An item by id or slug, with its reviews, tags and store; a 404 means it does not exist in this module. */
export const itemDetailsOptions = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.item(id),
    queryFn: ({ signal }) => apiRequest(`/api/v1/items/details/${encodeURIComponent(id)}`, { struct: ItemDetailsStruct, signal }),
    staleTime: STALE.MINUTES.ONE,
  });

/** Up to ten items like this one (same category) or from the same store. */
export const relatedItemsOptions = (id: string, kind: 'category' | 'store') =>
  queryOptions({
    queryKey: catalogKeys.related(id, kind),
    queryFn: ({ signal }) => apiRequest(`/api/v1/items/${kind === 'category' ? 'related-items' : 'related-store-items'}/${encodeURIComponent(id)}`, { struct: array(ItemStruct), signal }),
    staleTime: STALE.MINUTES.FIVE,
  });

export const itemReviewsInfiniteOptions = (id: string, limit = 10) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.itemReviews(id, { limit }),
    queryFn: ({ pageParam, signal }) => apiRequest(`/api/v1/items/reviews/${encodeURIComponent(id)}`, { query: { offset: pageParam, limit }, struct: ReviewPageStruct, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, offset) => nextOffset(last.total_size, last.reviews, offset, limit),
    staleTime: STALE.MINUTES.FIVE,
  });

/** A pharmacy store's items that treat a common condition. */
export const storeConditionItemsOptions = (storeId: string, limit = ITEM_PAGE_SIZE) =>
  queryOptions({
    queryKey: catalogKeys.commonConditionItems({ storeId, limit }),
    queryFn: ({ signal }) => apiRequest('/api/v1/items/common-conditions', { query: { store_id: storeId, offset: 1, limit }, struct: ItemPageStruct, signal }),
    staleTime: STALE.MINUTES.FIVE,
  });

export const useItemDetails = (id: string) => useQuery(itemDetailsOptions(id));
export const useCompactItems = (list: CompactItemList, params?: ItemListParams, limit?: number) => useQuery(compactItemsOptions(list, params, limit));
