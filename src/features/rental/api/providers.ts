/** Providers: popular and latest (raw rows, pagination ignored by the API), details, and reviews. */
import { apiRequest } from '@/lib/api-client';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@/lib/query';
import { STALE } from '@/lib/query-client';
import { list, nullable, numberOrZero, optional, text, type } from '@/lib/struct';
import { rentalKeys } from './keys';
import { PageStruct, ProviderStruct, ReviewStruct } from './structs';

const ProviderPage = type({ ...PageStruct, stores: list(ProviderStruct) });
const ReviewPage = type({ ...PageStruct, reviews: list(ReviewStruct) });
const ProviderReviewPage = type({
  ...PageStruct,
  reviews: list(ReviewStruct),
  provider: optional(nullable(type({ name: optional(text), avg_rating: optional(numberOrZero), rating_count: optional(numberOrZero) }))),
});

export const providersOptions = (kind: 'popular' | 'latest') =>
  queryOptions({
    queryKey: rentalKeys.providers(kind),
    queryFn: async ({ signal }) => (await apiRequest(`/api/v1/rental/provider/${kind}`, { query: { type: 'all' }, struct: ProviderPage, signal })).stores,
    staleTime: STALE.MINUTES.FIVE,
  });

export function useProviders(kind: 'popular' | 'latest') {
  return useQuery(providersOptions(kind));
}

export const providerDetailsOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: rentalKeys.provider(idOrSlug),
    queryFn: ({ signal }) => apiRequest(`/api/v1/rental/provider/get-provider-details/${encodeURIComponent(idOrSlug)}`, { struct: ProviderStruct, signal }),
    staleTime: STALE.MINUTES.FIVE,
  });

export function useProviderDetails(idOrSlug: string) {
  return useQuery(providerDetailsOptions(idOrSlug));
}

const REVIEW_PAGE = 10;

export const vehicleReviewsOptions = (vehicleId: number) =>
  infiniteQueryOptions({
    queryKey: rentalKeys.vehicleReviews(vehicleId),
    queryFn: ({ pageParam, signal }) => apiRequest(`/api/v1/rental/vehicle/reviews/${vehicleId}`, { query: { limit: REVIEW_PAGE, offset: pageParam }, struct: ReviewPage, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.reviews.length > 0 && page * REVIEW_PAGE < last.total_size ? page + 1 : undefined),
    enabled: vehicleId > 0,
  });

export function useVehicleReviews(vehicleId: number) {
  return useInfiniteQuery(vehicleReviewsOptions(vehicleId));
}

export const providerReviewsOptions = (providerId: number) =>
  infiniteQueryOptions({
    queryKey: rentalKeys.providerReviews(providerId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/v1/rental/provider/get-provider-reviews/${providerId}`, { query: { limit: REVIEW_PAGE, offset: pageParam }, struct: ProviderReviewPage, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.reviews.length > 0 && page * REVIEW_PAGE < last.total_size ? page + 1 : undefined),
    enabled: providerId > 0,
  });

export function useProviderReviews(providerId: number) {
  return useInfiniteQuery(providerReviewsOptions(providerId));
}
