/**
 * Query keys for rental data. Listings (persisted per zone, module and language) use the `listings` and
 * `categories` roots with the scope; personal data (trips, coupons) never does. The wishlist's requests are
 * src/lib/wishlist's.
 */
import { scopeKey } from '@/lib/query-client';
import type { PickupWhen, VehicleFilters } from './vehicles';

export const rentalKeys = {
  search: (filters: VehicleFilters) => ['listings', 'rental', 'search', scopeKey(), filters] as const,
  topRated: () => ['listings', 'rental', 'top-rated', scopeKey()] as const,
  vehicle: (id: string, when: PickupWhen = {}) => ['listings', 'rental', 'vehicle', scopeKey(), id, when] as const,
  providerVehicles: (providerId: number, filters: VehicleFilters) => ['listings', 'rental', 'provider-vehicles', scopeKey(), providerId, filters] as const,
  suggestions: (text: string) => ['rental', 'suggestions', scopeKey(), text] as const,
  categories: () => ['categories', 'rental', 'vehicle-categories', scopeKey()] as const,
  brands: () => ['categories', 'rental', 'brands', scopeKey()] as const,
  banners: () => ['listings', 'rental', 'banners', scopeKey()] as const,
  providerBanners: (providerId: number) => ['listings', 'rental', 'provider-banners', scopeKey(), providerId] as const,
  providers: (kind: 'popular' | 'latest') => ['listings', 'rental', 'providers', kind, scopeKey()] as const,
  provider: (id: string) => ['listings', 'rental', 'provider', scopeKey(), id] as const,
  vehicleReviews: (id: number) => ['listings', 'rental', 'vehicle-reviews', scopeKey(), id] as const,
  providerReviews: (id: number) => ['listings', 'rental', 'provider-reviews', scopeKey(), id] as const,
  coupons: (signedIn: boolean) => ['coupons', 'rental', signedIn] as const,
  trips: (kind: 'running' | 'completed') => ['trips', kind] as const,
  trip: (id: number) => ['trips', 'detail', id] as const,
};
