/**
 * Vehicle listings: search with every filter (`offset` is a 1-based page), top rated, a provider's vehicles,
 * details by id or slug, and search suggestions.
 */
import { apiRequest } from '@/lib/api-client';
import { formatWire } from '@/lib/dates';
import { operatorNow } from '@/lib/operator-time';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@/lib/query';
import { STALE } from '@/lib/query-client';
import { array, string } from '@/lib/struct';
import { rentalKeys } from './keys';
import { VehiclePageStruct, VehicleStruct, type VehiclePage } from './structs';

export type WireTripType = 'hourly' | 'distance_wise' | 'day_wise';
export type SortOrder = 'asc' | 'desc';

export interface VehicleFilters {
  name?: string;
  pickup?: { lat: number; lng: number } | null;
  /** Pickup time as the API accepts it; filters to vehicles with a free unit then. */
  date?: string;
  /** The trip starts now: the pickup time is the moment of the request. */
  pickupNow?: boolean;
  tripType?: WireTripType;
  minPrice?: number;
  maxPrice?: number;
  categoryIds?: number[];
  brandIds?: number[];
  /** `"min-max"` ranges, e.g. `"1-4"`. */
  seating?: string[];
  ac?: 'ac' | 'non_ac' | null;
  transmission?: string;
  vehicleType?: string;
  fuel?: string;
  sort?: SortOrder | null;
  topRated?: boolean;
  providerId?: number;
}

export const PAGE_SIZE = 12;

/** The query of a search, built when it is sent (a "now" pickup is the time of the request). */
export function filterQuery(filters: VehicleFilters) {
  return {
    name: filters.name?.trim() || undefined,
    pickup_location: filters.pickup ? JSON.stringify({ lat: filters.pickup.lat, lng: filters.pickup.lng }) : undefined,
    date: filters.pickupNow ? formatWire(operatorNow()) : filters.date || undefined,
    trip_type: filters.tripType,
    min_price: filters.minPrice && filters.maxPrice ? filters.minPrice : undefined,
    max_price: filters.minPrice && filters.maxPrice ? filters.maxPrice : undefined,
    category_ids: filters.categoryIds?.length ? filters.categoryIds : undefined,
    brand_ids: filters.brandIds?.length ? filters.brandIds : undefined,
    seating_capacity: filters.seating?.length ? filters.seating : undefined,
    air_condition: filters.ac === 'ac' ? 1 : undefined,
    no_air_condition: filters.ac === 'non_ac' ? 1 : undefined,
    transmission_type: filters.transmission || undefined,
    vehicle_type: filters.vehicleType || undefined,
    fuel_type: filters.fuel || undefined,
    sortby_price: filters.sort ?? undefined,
    top_rated: filters.topRated ? 1 : undefined,
    provider_id: filters.providerId,
  };
}

/** Next 1-based page, or undefined when the last page was empty or the total is reached. */
export function nextPage(last: VehiclePage, page: number): number | undefined {
  if (last.vehicles.length === 0) return undefined;
  const pages = Math.ceil(last.total_size / Math.max(1, last.limit || PAGE_SIZE));
  return page < pages ? page + 1 : undefined;
}

export function searchVehicles(filters: VehicleFilters, page: number, signal?: AbortSignal) {
  return apiRequest('/api/v1/rental/vehicle/search', { query: { ...filterQuery(filters), limit: PAGE_SIZE, offset: page }, struct: VehiclePageStruct, signal });
}

export const vehicleSearchOptions = (filters: VehicleFilters) =>
  infiniteQueryOptions({
    queryKey: rentalKeys.search(filters),
    queryFn: ({ pageParam, signal }) => searchVehicles(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => nextPage(last, page),
    staleTime: STALE.SECONDS.THIRTY,
  });

/**
 * The search's results; while a changed search loads, the previous one's stay on screen (`isPlaceholderData`)
 * rather than giving way to placeholders, so a tap on a filter or the trip type changes only what it touched.
 */
export function useVehicleSearch(filters: VehicleFilters) {
  return useInfiniteQuery({ ...vehicleSearchOptions(filters), placeholderData: keepPreviousData });
}

export const providerVehiclesOptions = (providerId: number, filters: VehicleFilters = {}) =>
  infiniteQueryOptions({
    queryKey: rentalKeys.providerVehicles(providerId, filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/api/v1/rental/vehicle/get-provider-vehicles', {
        query: { ...filterQuery(filters), provider_id: providerId, trip_type: 'provider_wise', limit: PAGE_SIZE, offset: pageParam },
        struct: VehiclePageStruct,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => nextPage(last, page),
    staleTime: STALE.SECONDS.THIRTY,
    enabled: providerId > 0,
  });

export function useProviderVehicles(providerId: number, filters: VehicleFilters = {}) {
  return useInfiniteQuery(providerVehiclesOptions(providerId, filters));
}

export const topRatedOptions = () =>
  queryOptions({
    queryKey: rentalKeys.topRated(),
    queryFn: ({ signal }) => apiRequest('/api/v1/rental/vehicle/top-rated', { query: { limit: 10, offset: 1 }, struct: VehiclePageStruct, signal }),
    staleTime: STALE.MINUTES.FIVE,
  });

export function useTopRatedVehicles() {
  return useQuery(topRatedOptions());
}

/** When the trip starts, so details count the units free then (`date`), or now. */
export interface PickupWhen {
  date?: string;
  pickupNow?: boolean;
}

export const vehicleDetailsOptions = (idOrSlug: string, when: PickupWhen = {}) =>
  queryOptions({
    queryKey: rentalKeys.vehicle(idOrSlug, when),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/rental/vehicle/get-vehicle-details/${encodeURIComponent(idOrSlug)}`, {
        query: { date: when.pickupNow ? formatWire(operatorNow()) : when.date || undefined },
        struct: VehicleStruct,
        signal,
      }),
    staleTime: STALE.MINUTES.ONE,
    // The vehicle stays on screen while another pickup time is looked up.
    placeholderData: (previous) => previous,
  });

export function useVehicleDetails(idOrSlug: string, when: PickupWhen = {}) {
  return useQuery(vehicleDetailsOptions(idOrSlug, when));
}

export const suggestionOptions = (text: string) =>
  queryOptions({
    queryKey: rentalKeys.suggestions(text.trim().toLowerCase()),
    queryFn: ({ signal }) => apiRequest('/api/v1/rental/vehicle/search/suggestion', { query: { name: text.trim() }, struct: array(string()), signal }),
    enabled: text.trim().length >= 2,
    staleTime: STALE.MINUTES.FIVE,
    meta: { silent: true },
  });
