/**
 * Stores: the home lists (latest, popular, top rated, recommended, discounted, top offers near me), the
 * all-stores grid (`get-stores/{all|delivery|take_away}`), store search, details, reviews and banners, and
 * the signed-in customer's "visit again" stores. Infinite variants page 12 at a time (the spec's page size).
 */
import { apiRequest } from '@/lib/api-client';
import { infiniteQueryOptions, queryOptions, useQuery } from '@/lib/query';
import { STALE } from '@/lib/query-client';
import { array } from '@/lib/struct';
import { catalogKeys, type StoreList } from './keys';
import { nextOffset, queryOf, type VegType } from './paging';
import { StoreBannerStruct } from './promotion-structs';
import { StoreDetailsStruct, StorePageStruct, VisitAgainStoreStruct } from './store-structs';
import { ReviewStruct } from './structs';

export const STORE_PAGE_SIZE = 12;

/** Words the store lists understand in `filter`. */
export type StoreFilter = 'free_delivery' | 'coupon' | 'currently_open' | 'top_rated' | 'popular' | 'discounted' | 'nearby' | 'fast_delivery' | 'halal';

export interface StoreListParams {
  type?: VegType;
  filter?: StoreFilter[];
  /** `top-offer-near-me` only: search text, name order, halal stores only. */
  name?: string;
  sort_by?: 'asc' | 'desc';
  halal?: boolean;
}

const listQuery = (params: StoreListParams, offset: number, limit: number) =>
  queryOf({ type: params.type ?? 'all', filter: params.filter, name: params.name, sort_by: params.sort_by, halal: params.halal === undefined ? undefined : params.halal ? 1 : 0, offset, limit });

export const fetchStores = (list: StoreList, params: StoreListParams, offset: number, limit: number, signal?: AbortSignal) =>
  apiRequest(`/api/v1/stores/${list}`, { query: listQuery(params, offset, limit), struct: StorePageStruct, signal });

/** One page of a home list (latest shows at most 12: the spec's cap). */
export const storeListOptions = (list: StoreList, params: StoreListParams = {}, limit = STORE_PAGE_SIZE) =>
  queryOptions({
    queryKey: catalogKeys.stores(list, { ...params, limit }),
    queryFn: ({ signal }) => fetchStores(list, params, 1, limit, signal),
    staleTime: STALE.MINUTES.FIVE,
  });

export const storeListInfiniteOptions = (list: StoreList, params: StoreListParams = {}) =>
  infiniteQueryOptions({
    queryKey: [...catalogKeys.stores(list, params), 'infinite'] as const,
    queryFn: ({ pageParam, signal }) => fetchStores(list, params, pageParam, STORE_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, offset) => nextOffset(last.total_size, last.stores, offset, STORE_PAGE_SIZE),
    staleTime: STALE.MINUTES.FIVE,
  });

export type StoreService = 'all' | 'delivery' | 'take_away';
export interface StoreGridParams {
  type?: VegType;
  store_type?: 'all' | 'newly_joined' | 'popular' | 'top_rated';
  featured?: boolean;
  filter?: StoreFilter[];
}

export const storeGridInfiniteOptions = (service: StoreService, params: StoreGridParams = {}) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.storesByFilter(service, params),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/v1/stores/get-stores/${service}`, {
        query: queryOf({ type: params.type ?? 'all', store_type: params.store_type ?? 'all', featured: params.featured ? 1 : undefined, filter: params.filter, offset: pageParam, limit: STORE_PAGE_SIZE }),
        struct: StorePageStruct,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, offset) => nextOffset(last.total_size, last.stores, offset, STORE_PAGE_SIZE),
    staleTime: STALE.MINUTES.FIVE,
  });

export interface StoreSearchParams {
  name: string;
  category_id?: number;
  filter?: StoreFilter[];
  type?: VegType;
}

export const storeSearchInfiniteOptions = (params: StoreSearchParams) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.storeSearch(params),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/api/v1/stores/search', { query: queryOf({ ...params, filter: params.filter, offset: pageParam, limit: STORE_PAGE_SIZE }), struct: StorePageStruct, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, offset) => nextOffset(last.total_size, last.stores, offset, STORE_PAGE_SIZE),
    enabled: params.name.trim() !== '',
    staleTime: STALE.MINUTES.ONE,
  });

/** A store by id or slug; a 404 means it does not exist (or not in this module). */
export const storeDetailsOptions = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.store(id),
    queryFn: ({ signal }) => apiRequest(`/api/v1/stores/details/${encodeURIComponent(id)}`, { struct: StoreDetailsStruct, signal }),
    staleTime: STALE.MINUTES.ONE,
  });

export const storeReviewsOptions = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.storeReviews(id),
    queryFn: ({ signal }) => apiRequest('/api/v1/stores/reviews', { query: { store_id: id }, struct: array(ReviewStruct), signal }),
    staleTime: STALE.MINUTES.FIVE,
  });

export const storeBannersOptions = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.storeBanners(id),
    queryFn: ({ signal }) => apiRequest(`/api/v1/banners/${encodeURIComponent(id)}`, { struct: array(StoreBannerStruct), signal }),
    staleTime: STALE.MINUTES.FIVE,
  });

/** Stores the signed-in customer ordered from (the home falls back to the latest stores when empty). */
export const visitAgainOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: catalogKeys.visitAgain(),
    queryFn: ({ signal }) => apiRequest('/api/v1/customer/visit-again', { struct: array(VisitAgainStoreStruct), signal }),
    enabled: signedIn,
    staleTime: STALE.MINUTES.FIVE,
  });

export const useStoreList = (list: StoreList, params?: StoreListParams, limit?: number) => useQuery(storeListOptions(list, params, limit));
export const useStoreDetails = (id: string) => useQuery(storeDetailsOptions(id));
