/** Vehicle categories (under the key `vehicles`), brands and banners. */
import { apiRequest } from '@/lib/api-client';
import { queryOptions, useQuery } from '@/lib/query';
import { STALE } from '@/lib/query-client';
import { array, list, type } from '@/lib/struct';
import { rentalKeys } from './keys';
import { BannerStruct, NamedImageStruct, PageStruct } from './structs';

const CategoryPage = type({ ...PageStruct, vehicles: list(NamedImageStruct) });
const BrandPage = type({ ...PageStruct, brands: list(NamedImageStruct) });
const BannerList = type({ banners: list(BannerStruct) });

export const categoriesOptions = () =>
  queryOptions({
    queryKey: rentalKeys.categories(),
    queryFn: async ({ signal }) => (await apiRequest('/api/v1/rental/vehicle/category-list', { query: { limit: 50, offset: 1 }, struct: CategoryPage, signal })).vehicles,
    staleTime: STALE.MINUTES.THIRTY,
  });

export function useVehicleCategories() {
  return useQuery(categoriesOptions());
}

export const brandsOptions = () =>
  queryOptions({
    queryKey: rentalKeys.brands(),
    queryFn: async ({ signal }) => (await apiRequest('/api/v1/rental/vehicle/brand-list', { query: { limit: 100, offset: 1 }, struct: BrandPage, signal })).brands,
    staleTime: STALE.MINUTES.THIRTY,
  });

export function useVehicleBrands() {
  return useQuery(brandsOptions());
}

export const bannersOptions = () =>
  queryOptions({
    queryKey: rentalKeys.banners(),
    queryFn: async ({ signal }) => (await apiRequest('/api/v1/rental/banners', { struct: BannerList, signal })).banners,
    staleTime: STALE.MINUTES.FIVE,
  });

export function useRentalBanners() {
  return useQuery(bannersOptions());
}

export const providerBannersOptions = (providerId: number) =>
  queryOptions({
    queryKey: rentalKeys.providerBanners(providerId),
    queryFn: ({ signal }) => apiRequest(`/api/v1/rental/banners/${providerId}`, { struct: array(BannerStruct), signal }),
    staleTime: STALE.MINUTES.FIVE,
  });

export function useProviderBanners(providerId: number) {
  return useQuery(providerBannersOptions(providerId));
}
