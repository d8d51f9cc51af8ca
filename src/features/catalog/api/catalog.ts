/** Non-rental catalogue lists: banners, categories, popular and latest stores (persisted per zone, module, language). */
import { apiRequest } from '@/lib/api-client';
import { queryOptions, useQuery } from '@/lib/query';
import { scopeKey, STALE } from '@/lib/query-client';
import { array, list, looseId, nullable, numberOrZero, optional, string, text, type, type Infer } from '@/lib/struct';

export const StoreStruct = type({
  id: looseId,
  name: text,
  address: optional(nullable(string())),
  logo_full_url: optional(nullable(string())),
  avg_rating: optional(numberOrZero),
  rating_count: optional(numberOrZero),
  open: optional(numberOrZero),
  delivery_time: optional(nullable(string())),
  distance: optional(numberOrZero),
});
export type Store = Infer<typeof StoreStruct>;

const StorePage = type({ total_size: numberOrZero, limit: numberOrZero, offset: numberOrZero, stores: list(StoreStruct) });
const CategoryStruct = type({ id: looseId, name: text, image_full_url: optional(nullable(string())) });
const BannerList = type({ banners: list(type({ id: looseId, title: text, image_full_url: optional(nullable(string())) })) });

export const storesOptions = (kind: 'popular' | 'latest') =>
  queryOptions({
    queryKey: ['listings', 'stores', kind, scopeKey()],
    queryFn: ({ signal }) => apiRequest(`/api/v1/stores/${kind}`, { query: { type: 'all', offset: 1, limit: 12 }, struct: StorePage, signal }),
    staleTime: STALE.MINUTES.FIVE,
  });

export const categoriesOptions = () =>
  queryOptions({
    queryKey: ['categories', 'catalog', scopeKey()],
    queryFn: ({ signal }) => apiRequest('/api/v1/categories', { struct: array(CategoryStruct), signal }),
    staleTime: STALE.MINUTES.THIRTY,
  });

export const bannersOptions = () =>
  queryOptions({
    queryKey: ['listings', 'banners', scopeKey()],
    queryFn: async ({ signal }) => (await apiRequest('/api/v1/banners', { struct: BannerList, signal })).banners,
    staleTime: STALE.MINUTES.FIVE,
  });

export const useStores = (kind: 'popular' | 'latest') => useQuery(storesOptions(kind));
export const useCategories = () => useQuery(categoriesOptions());
export const useBanners = () => useQuery(bannersOptions());
