/**
 * Categories of the current module (top level with their children), a category's sub-categories, and the
 * items and stores of one category (sub-categories included), infinite.
 */
import { apiRequest } from '@/lib/api-client';
import { infiniteQueryOptions, queryOptions, useQuery } from '@/lib/query';
import { STALE } from '@/lib/query-client';
import { array } from '@/lib/struct';
import { ItemPageStruct } from './item-structs';
import { catalogKeys } from './keys';
import { nextOffset, type VegType } from './paging';
import { StorePageStruct } from './store-structs';
import { CategoryRowStruct, CategoryStruct } from './structs';
import { ITEM_PAGE_SIZE } from './items';

export const categoriesOptions = (featured = false) =>
  queryOptions({
    queryKey: catalogKeys.categories({ featured }),
    queryFn: ({ signal }) => apiRequest('/api/v1/categories', { query: featured ? { featured: 1 } : undefined, struct: array(CategoryStruct), signal }),
    staleTime: STALE.MINUTES.THIRTY,
  });

export const categoryChildrenOptions = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.categoryChildren(id),
    queryFn: ({ signal }) => apiRequest(`/api/v1/categories/childes/${encodeURIComponent(id)}`, { struct: array(CategoryRowStruct), signal }),
    staleTime: STALE.MINUTES.THIRTY,
  });

export const categoryItemsInfiniteOptions = (id: string, type: VegType = 'all') =>
  infiniteQueryOptions({
    queryKey: catalogKeys.categoryItems(id, { type }),
    queryFn: ({ pageParam, signal }) => apiRequest(`/api/v1/categories/items/${encodeURIComponent(id)}`, { query: { type, offset: pageParam, limit: ITEM_PAGE_SIZE }, struct: ItemPageStruct, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, offset) => nextOffset(last.total_size, last.products, offset, ITEM_PAGE_SIZE),
    staleTime: STALE.MINUTES.FIVE,
  });

export const categoryStoresInfiniteOptions = (id: string, type: VegType = 'all') =>
  infiniteQueryOptions({
    queryKey: catalogKeys.categoryStores(id, { type }),
    queryFn: ({ pageParam, signal }) => apiRequest(`/api/v1/categories/stores/${encodeURIComponent(id)}`, { query: { type, offset: pageParam, limit: ITEM_PAGE_SIZE }, struct: StorePageStruct, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, offset) => nextOffset(last.total_size, last.stores, offset, ITEM_PAGE_SIZE),
    staleTime: STALE.MINUTES.FIVE,
  });

export const useCategories = (featured?: boolean) => useQuery(categoriesOptions(featured));
