/**
 * Talon for the vehicle search screen: filters (from the URL's category and the customer's choices) plus
 * the trip search (pickup point, pickup time, trip type) become the API query; results load page by page.
 */
import { useMemo, useState } from 'react';
import { parseDateTime, formatWire } from '@/lib/dates';
import { useVehicleSearch, type VehicleFilters } from '../api/vehicles';
import { toWireType } from '../trip-params';
import { useTripSearch } from '../trip-search-store';
import { useSentinel } from '@/hooks/use-sentinel';

export interface ScreenFilters {
  name: string;
  categoryIds: number[];
  brandIds: number[];
  seating: string[];
  ac: 'ac' | 'non_ac' | null;
  transmission: string;
  vehicleType: string;
  fuel: string;
  sort: 'asc' | 'desc' | null;
  topRated: boolean;
  minPrice: number;
  maxPrice: number;
}

export const EMPTY_FILTERS: ScreenFilters = { name: '', categoryIds: [], brandIds: [], seating: [], ac: null, transmission: '', vehicleType: '', fuel: '', sort: null, topRated: false, minPrice: 0, maxPrice: 0 };

export function categoryFromQuery(search: string): number[] {
  const id = Number(new URLSearchParams(search).get('categoryId'));
  return Number.isInteger(id) && id > 0 ? [id] : [];
}

export function countActive(filters: ScreenFilters): number {
  return [filters.brandIds.length > 0, filters.seating.length > 0, filters.ac !== null, filters.transmission, filters.vehicleType, filters.fuel, filters.topRated, filters.minPrice > 0 && filters.maxPrice > 0].filter(Boolean).length;
}

export function useVehicleSearchScreen(initialCategories: number[]) {
  const trip = useTripSearch();
  const [filters, setFilters] = useState<ScreenFilters>({ ...EMPTY_FILTERS, categoryIds: initialCategories });
  const [lastCategories, setLastCategories] = useState(initialCategories.join(','));
  if (initialCategories.join(',') !== lastCategories) {
    setLastCategories(initialCategories.join(','));
    setFilters((current) => ({ ...current, categoryIds: initialCategories }));
  }
  const pickupAt = parseDateTime(trip.pickupAt);
  const query: VehicleFilters = useMemo(
    () => ({
      name: filters.name,
      pickup: trip.pickup ? { lat: trip.pickup.lat, lng: trip.pickup.lng } : null,
      date: !trip.pickupNow && pickupAt ? formatWire(pickupAt) : undefined,
      pickupNow: trip.pickupNow,
      tripType: toWireType(trip.tripType),
      categoryIds: filters.categoryIds,
      brandIds: filters.brandIds,
      seating: filters.seating,
      ac: filters.ac,
      transmission: filters.transmission,
      vehicleType: filters.vehicleType,
      fuel: filters.fuel,
      sort: filters.sort,
      topRated: filters.topRated,
      minPrice: filters.minPrice,
      maxPrice: filters.maxPrice,
    }),
    // pickupAt is derived from trip.pickupAt
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filters, trip.pickup, trip.pickupAt, trip.pickupNow, trip.tripType],
  );
  const results = useVehicleSearch(query);
  // The results on screen are priced in the trip type they were searched for: while another type's search loads,
  // the previous results keep their own.
  const mode = toWireType(trip.tripType);
  const [shownMode, setShownMode] = useState(mode);
  if (!results.isPlaceholderData && results.data && shownMode !== mode) setShownMode(mode);
  const pages = results.data?.pages ?? [];
  const vehicles = pages.flatMap((page) => page.vehicles);
  const first = pages[0];

  const setSentinel = useSentinel(results, vehicles.length);

  return {
    trip,
    mode: results.isPlaceholderData ? shownMode : mode,
    /** The results shown are the previous search's, while the changed one loads. */
    refreshing: results.isPlaceholderData,
    filters,
    setFilters,
    results,
    vehicles,
    total: first?.total_size ?? 0,
    priceBounds: { min: first?.min_price ?? 0, max: first?.max_price ?? 0 },
    setSentinel,
    activeCount: countActive(filters),
  };
}
